/**
 * Remembers one-time values (request signatures) until they expire, to refuse their second use. Memory is
 * bounded twice: entries go when they expire, and past `maxEntries` the oldest go first. An entry pushed out
 * early could be replayed once more, which is why the cap is set far above a normal window's traffic.
 */
export class ReplayCache {
  readonly #maxEntries: number;
  /** Key → expiry, in insertion order: the front is the oldest. */
  readonly #expiries = new Map<string, number>();

  constructor(maxEntries: number) {
    this.#maxEntries = maxEntries;
  }

  /** Records `key` until `expiresAt`; false when it is already recorded and unexpired (a replay). */
  remember(key: string, expiresAt: number, now: number): boolean {
    this.#dropExpired(now);
    const known = this.#expiries.get(key);
    if (known !== undefined && known > now) return false;
    this.#expiries.delete(key);
    for (const oldest of this.#expiries.keys()) {
      if (this.#expiries.size < this.#maxEntries) break;
      this.#expiries.delete(oldest);
    }
    this.#expiries.set(key, expiresAt);
    return true;
  }

  get size(): number {
    return this.#expiries.size;
  }

  /**
   * Drops expired entries from the front, stopping at the first live one: constant work per call on average.
   * Expiries are not in insertion order (each is its own timestamp plus the window), so an expired entry
   * behind a live one waits a little longer; the cap bounds them all the same.
   */
  #dropExpired(now: number): void {
    for (const [key, expiry] of this.#expiries) {
      if (expiry > now) break;
      this.#expiries.delete(key);
    }
  }
}
