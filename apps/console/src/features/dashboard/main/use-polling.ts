import { useEffect, useRef } from 'react';

/**
 * Runs `task` now and then every `intervalMs` while the page is visible (a hidden tab stops, showing it again
 * runs at once). Stops for good when `shouldStop(error)` says so, e.g. after a logged-out answer.
 */
export function usePolling(
  task: () => Promise<unknown>,
  intervalMs: number,
  shouldStop: (error: unknown) => boolean = () => false,
): void {
  const taskRef = useRef(task);
  const stopRef = useRef(shouldStop);
  useEffect(() => {
    taskRef.current = task;
    stopRef.current = shouldStop;
  });

  useEffect(() => {
    const isHidden = () => document.visibilityState === 'hidden';
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let inFlight = false;
    const run = async () => {
      clearTimeout(timer);
      if (stopped || inFlight || isHidden()) return;
      inFlight = true;
      try {
        await taskRef.current();
      } catch (error) {
        if (stopRef.current(error)) stopped = true;
      } finally {
        inFlight = false;
      }
      if (!stopped && !isHidden()) timer = setTimeout(run, intervalMs);
    };
    const onVisibility = () => {
      if (isHidden()) clearTimeout(timer);
      else void run();
    };
    void run();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs]);
}
