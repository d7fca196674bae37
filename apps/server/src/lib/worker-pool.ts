import { Worker } from 'node:worker_threads';
import { ConcurrencyLimit } from './concurrency-limit.ts';

/** A job its worker did not answer within the deadline: the thread was stopped. */
export class WorkerTimeoutError extends Error {
  constructor() {
    super('worker job timed out');
    this.name = 'WorkerTimeoutError';
  }
}

/** What a worker module posts back for each job (see workerMain). */
type Answer<Out> = { ok: true; value: Out } | { ok: false; error: string };

/**
 * Threads running one worker module, one job each at a time: `size` jobs run at once, `waiting` more queue behind
 * them, and anything beyond is refused at once (LimitFullError) rather than queued without bound. A job not
 * answered within its deadline has its thread terminated (the next job starts a new one) and fails with
 * WorkerTimeoutError. Threads start on first use and stay for the next jobs; idle ones do not keep the process
 * alive.
 */
export class WorkerPool<In, Out> {
  private readonly url: URL;
  private readonly limit: ConcurrencyLimit;
  private readonly idle: Worker[] = [];

  constructor(url: URL, size: number, waiting: number) {
    this.url = url;
    this.limit = new ConcurrencyLimit(size, waiting);
  }

  run(input: In, deadlineMs: number): Promise<Out> {
    return this.limit.run(() => this.onWorker(input, deadlineMs));
  }

  /** Stops the idle threads (a running job's thread stops when it is done or times out). */
  async close(): Promise<void> {
    const idle = this.idle.splice(0);
    await Promise.all(idle.map((w) => w.terminate()));
  }

  private spawn(): Worker {
    const worker = new Worker(this.url);
    // A thread that dies while idle leaves the pool; errors of a running job are handled by that job.
    worker.on('error', () => {});
    worker.on('exit', () => {
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
    });
    return worker;
  }

  private onWorker(input: In, deadlineMs: number): Promise<Out> {
    const worker = this.idle.pop() ?? this.spawn();
    worker.ref();
    return new Promise<Out>((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const onMessage = (answer: Answer<Out>) => {
        settle();
        worker.unref();
        this.idle.push(worker);
        if (answer.ok) resolve(answer.value);
        else reject(new Error(answer.error));
      };
      const onError = (error: Error) => {
        settle();
        void worker.terminate();
        reject(error);
      };
      const onExit = (code: number) => {
        settle();
        reject(new Error(`worker stopped with exit code ${code}`));
      };
      const timer = setTimeout(() => {
        settle();
        void worker.terminate();
        reject(new WorkerTimeoutError());
      }, deadlineMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage(input);
    });
  }
}
