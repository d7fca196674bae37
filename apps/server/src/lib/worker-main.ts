import os from 'node:os';
import { parentPort } from 'node:worker_threads';

/**
 * A worker module's loop (lib/worker-pool.ts): runs `handle` on each job and posts its result or its error. On
 * Linux the thread first lowers its own scheduling priority (setpriority with pid 0 names the calling thread
 * there), so on a busy machine request handling on the event loop goes before this background work.
 */
export function workerMain<In, Out>(handle: (input: In) => Out): void {
  const port = parentPort;
  if (!port) throw new Error('workerMain runs in a worker thread only');
  if (process.platform === 'linux') {
    try {
      os.setPriority(0, os.constants.priority.PRIORITY_LOW);
    } catch {
      // Not allowed here: the thread keeps the process's priority.
    }
  }
  port.on('message', (input: In) => {
    try {
      port.postMessage({ ok: true, value: handle(input) });
    } catch (error) {
      port.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  });
}
