/**
 * What OfflineSync does once it is needed (ADR 0047, ADR 0050): loaded only for a signed-in learner or a browser
 * where a course was saved before, so a visitor who never saved one downloads none of it.
 */
import { keptAnswers, sendKeptAnswers } from '~/lib/offline/answer-queue';
import { announceLearner } from '~/lib/offline/client';
import { offlineMessages } from '~/messages/offline';

type Page = { toast(title: string): void; revalidate(): void };

/** Starts the work for this learner (null: nobody signed in); returns what stops it. */
export function startOfflineSync(learnerId: string | null, page: Page): () => void {
  const t = offlineMessages();
  void announceLearner(learnerId).catch(console.error);
  if (!learnerId) return () => {};
  let sending = false;
  const send = async () => {
    if (sending || !navigator.onLine) return;
    sending = true;
    try {
      if ((await sendKeptAnswers(learnerId)) > 0) {
        page.toast(t.queuedSent);
        page.revalidate();
      }
    } catch (error) {
      // A transaction aborted under it (signing out clears the site's storage while this page still sends): what it
      // did not finish stays kept and is sent at the next load. Anything else is worth a line in the console.
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.error(error);
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
}
