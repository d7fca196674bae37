import net from 'node:net';

export interface ConnectionCaps {
  total: number;
  perAddress: number;
}

/**
 * The address a connection is counted under: IPv4 as is (also when IPv4-mapped), IPv6 by its /64, since one
 * host usually holds a whole /64 and could otherwise open connections from as many addresses as it likes.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!net.isIPv6(address)) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Counts the broker's open connections, in total and per client address, and refuses one more over either
 * cap: each connection costs memory before it has logged in, so their number must not be the client's choice.
 */
export class ConnectionLimits {
  readonly #caps: ConnectionCaps;
  readonly #perAddress = new Map<string, number>();
  #total = 0;

  constructor(caps: ConnectionCaps) {
    this.#caps = caps;
  }

  /** Takes a slot for a new connection from `address`: its release function, or undefined when full. */
  admit(address: string): (() => void) | undefined {
    const key = addressKey(address);
    const current = this.#perAddress.get(key) ?? 0;
    if (this.#total >= this.#caps.total || current >= this.#caps.perAddress) return undefined;
    this.#total++;
    this.#perAddress.set(key, current + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#total--;
      const left = (this.#perAddress.get(key) ?? 1) - 1;
      if (left > 0) this.#perAddress.set(key, left);
      else this.#perAddress.delete(key);
    };
  }

  get total(): number {
    return this.#total;
  }
}
