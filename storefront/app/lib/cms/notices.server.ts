/**
 * The CMS's change notices reaching this storefront (ADR 0031, 0054): posted to POST /api/cms-events, and, with
 * several storefronts, also heard on PostgreSQL's notices channel. One receiver applies each notice once, whichever
 * way it came.
 */
import { env } from '~/env.server';
import { createEventReceiver } from '../cms-events.server';
import { listenForCmsNotices, type NoticesListener } from '../cms-notices-listener.server';
import { removeFilesOfDeletedAccounts } from '../storage-removals.server';
import { cmsCache, dropCmsAnswer, visitorPages } from './cache.server';

export const receiveCmsEvent = createEventReceiver({
  storefrontToken: env.STOREFRONT_API_TOKEN,
  drop: dropCmsAnswer,
  removeFiles: () => void removeFilesOfDeletedAccounts(),
});

let listener: NoticesListener | undefined;

/** With CMS_EVENTS_DATABASE_URL: listens on the notices channel, once per process. */
export function listenForNotices(): void {
  if (!env.CMS_EVENTS_DATABASE_URL || listener) return;
  listener = listenForCmsNotices({
    connectionString: env.CMS_EVENTS_DATABASE_URL,
    receive(body, signature) {
      const { status, message } = receiveCmsEvent(body, signature);
      if (status >= 400) console.error(`A change notice on the database channel was refused (${status}): ${message}`);
    },
    dropEverything() {
      cmsCache.invalidateAll();
      visitorPages.clear();
    },
  });
}

/** For /healthz: whether this process hears the CMS's notices on the database (none when it does not listen). */
export function noticesState(): 'listening' | 'connecting' | undefined {
  return listener?.state();
}
