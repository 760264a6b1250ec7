/** A learner's own data (ADR 0051): typed calls to the CMS's personal-data API, as the learner or as the storefront. */
import { z } from 'zod';
import {
  exportLinkSchema,
  openedExportSchema,
  storageRemovalsSchema,
  type CertificateChoice,
} from '@kundu/cms-contract/personal-data';
import { AS_STOREFRONT, asLearner, cmsCall, type Visitor } from './core.server';

/** A new link to the signed-in learner's data (201), or a refusal in words (429 past the day's limit). */
export function requestDataExport(sessionToken: string, visitor: Visitor) {
  return cmsCall('POST', 'personal-data/me/exports', exportLinkSchema, {
    auth: asLearner(sessionToken),
    body: {},
    visitor,
  });
}

/**
 * What a link opens: the data and the files to pack. `sessionToken`: the learner signed in on this browser (their
 * own links open for them alone); `chatVisitor`: this browser's chat id, for Kumul's memory of its conversation.
 */
export function openDataExport(
  token: string,
  { sessionToken, chatVisitor, visitor }: { sessionToken?: string | null; chatVisitor?: string; visitor: Visitor },
) {
  return cmsCall('POST', 'personal-data/exports/open', openedExportSchema, {
    auth: sessionToken ? asLearner(sessionToken) : AS_STOREFRONT,
    body: { token, visitor: chatVisitor },
    visitor,
  });
}

/** Deletes the signed-in learner's account: the files to remove from storage, or a refusal (a wrong password: 400). */
export function eraseAccount(
  sessionToken: string,
  body: { password: string; certificates: CertificateChoice; visitor?: string },
  visitor: Visitor,
) {
  return cmsCall('POST', 'personal-data/me/erase', z.object({ storageKeys: z.array(z.string()) }), {
    auth: asLearner(sessionToken),
    body,
    visitor,
  });
}

/** Files of deleted accounts waiting to be removed from storage. */
export function pendingStorageRemovals() {
  return cmsCall('GET', 'personal-data/storage-removals', storageRemovalsSchema, { auth: AS_STOREFRONT });
}

export function storageRemovalsDone(ids: number[]) {
  return cmsCall('POST', 'personal-data/storage-removals/done', z.object({ removed: z.number() }), {
    auth: AS_STOREFRONT,
    body: { ids },
  });
}
