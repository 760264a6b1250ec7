/**
 * On every page (ADR 0047): tells the service worker, if the learner ever saved a course, who is signed in, and sends
 * the quiz answers kept offline, at page load and when the browser is back online (Safari has no Background Sync).
 * Progress then reloads once, with a notice. Logging out first sends what is kept; offline, it warns that what is
 * kept will be lost (signing out clears the phone's storage, ADR 0047) and lets the learner stay.
 *
 * The work is in offline-sync-work.ts, loaded only when there is some (ADR 0050): a learner is signed in (answers may
 * be kept), or a service worker is registered (a course was saved here, and the worker must hear who is signed in).
 */
import { useRevalidator } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useToast } from '~/components/ui/toast';

const supported = () => 'serviceWorker' in navigator && 'caches' in window && 'indexedDB' in window;

export function OfflineSync({ learnerId }: { learnerId: string | null }) {
  const { toast } = useToast();
  const revalidator = useRevalidator();
  // The toast and the revalidator change identity on each render; the work uses the latest.
  const page = useRef({ toast, revalidator });
  page.current = { toast, revalidator };
  useEffect(() => {
    if (!supported()) return;
    let stop = () => {};
    let stopped = false;
    void (async () => {
      if (!learnerId && !(await navigator.serviceWorker.getRegistration('/'))) return;
      const { startOfflineSync } = await import('./offline-sync-work');
      if (!stopped)
        stop = startOfflineSync(learnerId, {
          toast: (title) => page.current.toast({ title }),
          revalidate: () => page.current.revalidator.revalidate(),
        });
    })().catch(console.error);
    return () => {
      stopped = true;
      stop();
    };
  }, [learnerId]);
  return null;
}
