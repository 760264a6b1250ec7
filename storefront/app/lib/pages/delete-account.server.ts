/**
 * /profile/delete's form (ADR 0051): the password again, the certificates' fate and a tick that the learner
 * understands, then the CMS deletes the account; its files leave storage at once, and the browser forgets the session
 * and everything the site saved (as signing out does).
 */
import { data, redirect } from '@remix-run/node';
import { fieldErrors } from '@kundu/cms-contract/account-forms';
import { eraseAccountSchema, PERSONAL_DATA_MESSAGES } from '@kundu/cms-contract/personal-data';
import { chatVisitorId } from '~/lib/chat.server';
import { CmsUnavailableError, type Visitor } from '~/lib/cms/core.server';
import { eraseAccount } from '~/lib/cms/personal-data.server';
import { setFlash } from '~/lib/flash.server';
import { readFormData } from '~/lib/http.server';
import { clearedSessionCookie } from '~/lib/session-cookie.server';
import { removeFilesOfDeletedAccounts } from '~/lib/storage-removals.server';
import { storage } from '~/lib/storage.server';
import type { Notice } from '~/components/ui/outcome';
import { env } from '~/env.server';
import { messages } from '~/messages/messages.server';
import type { ActionResult } from '~/lib/action-result';

export type DeleteActionData = ActionResult<string, { certificates: string }>;

/** What deleting clears in the browser, as signing out does: the offline copies and the service worker (ADR 0047). */
const CLEAR_SITE_DATA = '"cache", "storage"';

export async function deleteAccount(request: Request, sessionToken: string, visitor: Visitor) {
  const t = messages();
  const form = await readFormData(request);
  const values = { password: form.get('password'), certificates: form.get('certificates') };
  const certificates = typeof values.certificates === 'string' ? values.certificates : '';
  const parsed = eraseAccountSchema.safeParse(values);
  const fields: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
  if (form.get('confirm') !== 'on') fields.confirm = PERSONAL_DATA_MESSAGES.confirmRequired;
  if (!parsed.success || Object.keys(fields).length) {
    return data<DeleteActionData>({ fields, certificates }, 400);
  }
  let storageKeys: string[];
  try {
    const erased = await eraseAccount(sessionToken, { ...parsed.data, visitor: chatVisitorId(request) }, visitor);
    if (!erased.ok) {
      const notice: Notice = { title: t.personalData.failedTitle, description: erased.message, variant: 'destructive' };
      return data<DeleteActionData>({ fields: erased.fields, certificates, notice }, erased.status);
    }
    storageKeys = erased.data.storageKeys;
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error;
    console.error(error);
    const notice: Notice = {
      title: t.personalData.failedTitle,
      description: t.api.serviceUnavailable(env.SUPPORT_EMAIL),
      variant: 'destructive',
    };
    return data<DeleteActionData>({ fields: {}, certificates, notice }, 503);
  }
  // The photo and documents leave storage before the learner is told their account is gone; the next round of
  // removals finds them gone and tells the CMS (a file that could not be removed now is tried again then).
  await Promise.all(
    storageKeys.map((key) => storage.remove(key).catch((error: unknown) => console.error(`Removing ${key}:`, error))),
  );
  void removeFilesOfDeletedAccounts();
  const headers = new Headers({ 'Clear-Site-Data': CLEAR_SITE_DATA });
  headers.append('Set-Cookie', clearedSessionCookie(request));
  headers.append(
    'Set-Cookie',
    await setFlash({ title: t.personalData.deletedTitle, description: t.personalData.deletedText }),
  );
  return redirect('/?clearAuth=true', { status: 303, headers });
}
