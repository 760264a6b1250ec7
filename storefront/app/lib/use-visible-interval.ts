import { useEffect, useRef } from 'react';

/**
 * Runs `task` every `intervalMs` while the page is in view, as the spec's refetches run (spec 7, 9): a tab in the
 * background spends no data; back in view, a task that fell due meanwhile runs at once.
 */
export function useVisibleInterval(task: () => unknown, intervalMs: number): void {
  const latest = useRef(task);
  useEffect(() => {
    latest.current = task;
  });

  useEffect(() => {
    let lastRun = Date.now();
    let timer: number | undefined;
    // On each timer and each change of visibility: run if due and in view, then wait for the next time.
    const check = () => {
      window.clearTimeout(timer);
      if (document.hidden) return;
      let wait = lastRun + intervalMs - Date.now();
      if (wait <= 0) {
        lastRun = Date.now();
        wait = intervalMs;
        void latest.current();
      }
      timer = window.setTimeout(check, wait);
    };
    check();
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [intervalMs]);
}
