/**
 * On every page (ADR 0047): tells the service worker, if the learner ever saved a course, who is signed in, and sends
 * the quiz answers kept offline, at page load and when the browser is back online (Safari has no Background Sync).
 * Progress then reloads once, with a notice. Logging out first sends what is kept; offline, it warns that what is
 * kept will be lost (signing out clears the phone's storage, ADR 0047) and lets the learner stay.
 */
import { useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import { useToast } from '~/components/ui/toast';
import { keptAnswers, sendKeptAnswers } from '~/lib/offline/answer-queue';
import { announceLearner, offlineSupported } from '~/lib/offline/client';
import { useOfflineMessages } from '~/messages/offline';

export function OfflineSync({ learnerId }: { learnerId: string | null }) {
  const t = useOfflineMessages();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!offlineSupported()) return;
    void announceLearner(learnerId).catch(console.error);
    if (!learnerId) return;
    let sending = false;
    const send = async () => {
      if (sending || !navigator.onLine) return;
      sending = true;
      try {
        if ((await sendKeptAnswers(learnerId)) > 0) {
          toast({ title: t.queuedSent });
          revalidator.revalidate();
        }
      } catch (error) {
        console.error(error);
      } finally {
        sending = false;
      }
    };
    const beforeLogout = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || new URL(link.href).pathname !== '/api/logout') return;
      event.preventDefault();
      event.stopPropagation();
      void (async () => {
        if (navigator.onLine) await send();
        const left = await keptAnswers(learnerId).catch(() => []);
        if (left.length === 0 || window.confirm(t.signOutQueued(left.length))) window.location.assign(link.href);
      })();
    };
    void send();
    window.addEventListener('online', send);
    document.addEventListener('click', beforeLogout, true);
    return () => {
      window.removeEventListener('online', send);
      document.removeEventListener('click', beforeLogout, true);
    };
    // The revalidator and toast change identity on each render; the learner is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [learnerId]);
  return null;
}
