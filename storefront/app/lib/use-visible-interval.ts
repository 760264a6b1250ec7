import { useEffect, useRef } from 'react';

/**
 * Runs `task` every `intervalMs` while the page is in view, as the spec's widgets refetch (spec 7, 9): a tab in the
 * background spends no data; back in view, a task that fell due meanwhile runs at once. With `runAtOnce`, it also
 * runs when the component mounts.
 */
export function useVisibleInterval(task: () => unknown, intervalMs: number, runAtOnce = false): void {
  const latest = useRef(task);
  useEffect(() => {
    latest.current = task;
  });

  useEffect(() => {
    let lastRun = Date.now();
    let timer: number | undefined;
    const run = () => {
      lastRun = Date.now();
      void latest.current();
    };
    const wait = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(tick, Math.max(0, lastRun + intervalMs - Date.now()));
    };
    const tick = () => {
      if (document.visibilityState === 'hidden') return;
      run();
      wait();
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') {
        window.clearTimeout(timer);
        return;
      }
      if (Date.now() - lastRun >= intervalMs) run();
      wait();
    };
    if (runAtOnce) run();
    wait();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [intervalMs, runAtOnce]);
}
