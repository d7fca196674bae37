/** Thrown when a ConcurrencyLimit has no running slot and no waiting place left. */
export class LimitFullError extends Error {
  constructor() {
    super('concurrency limit full');
    this.name = 'LimitFullError';
  }
}

/**
 * At most `running` tasks at once and `waiting` more queued behind them; anything beyond is refused at once
 * (LimitFullError) rather than queued without bound.
 */
export class ConcurrencyLimit {
  readonly running: number;
  readonly waiting: number;
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(running: number, waiting: number) {
    this.running = running;
    this.waiting = waiting;
  }

  /** Tasks running plus tasks waiting. */
  get load(): number {
    return this.active + this.queue.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.running) {
      this.active += 1;
    } else {
      if (this.queue.length >= this.waiting) throw new LimitFullError();
      // The finishing task hands its slot over directly, so `active` stays as it is.
      await new Promise<void>((resolve) => this.queue.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
