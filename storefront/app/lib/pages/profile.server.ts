/**
 * The profile page's form action. With JavaScript, uploads use the /api upload flow; these intents are what the
 * page's forms do without it (and saving and removing, with or without it).
 */
import { Readable } from 'node:stream';
import {
  data,
  redirect,
  unstable_composeUploadHandlers,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from '@remix-run/node';
import { profileSchema, fieldErrors } from '@kundu/cms-contract/account-forms';
import { removeDocument, updateProfile, type AccountUser } from '~/lib/cms/accounts.server';
import { requestDataExport } from '~/lib/cms/personal-data.server';
import { isProfileComplete } from '~/lib/account-api.server';
import { ApiError } from '~/lib/api.server';
import { setFlash } from '~/lib/flash.server';
import { readFormData } from '~/lib/http.server';
import { CmsUnavailableError, type Visitor } from '~/lib/cms/core.server';
import { MAX_UPLOAD_BYTES, type UploadKind } from '~/lib/file-types';
import type { Session } from '~/lib/session.server';
import { newUploadKey, storage, UploadTooLargeError } from '~/lib/storage.server';
import { allowUpload, cleanFileName, completeUpload } from '~/lib/uploads.server';
import { messages } from '~/messages/messages.server';
import type { ActionResult } from '~/lib/action-result';

export type ProfileActionData = ActionResult<
  string,
  {
    intent: string;
    /** Consent was newly ticked: show the consent explanation first; nothing was saved. */
    needsConsent?: { role: string; organization: string };
    /** "Download my data" made a link to the learner's data (ADR 0051). */
    dataLink?: { href: string; expiresAt: string };
  }
>;

type SignedIn = Session & { user: NonNullable<Session['user']>; token: string };

const answer = (result: ProfileActionData, status = 200) => data(result, { status });

/**
 * The change that completes a profile opens the rest of the platform: the learner goes to their dashboard, where
 * the notice follows them. Any other change stays on the profile with its notice.
 */
async function answerChange(before: AccountUser, after: AccountUser, result: ProfileActionData) {
  if (!isProfileComplete(before) && isProfileComplete(after) && result.notice) {
    return redirect('/', { headers: { 'Set-Cookie': await setFlash(result.notice) } });
  }
  return answer(result);
}

async function saveProfile(session: SignedIn, form: FormData) {
  const t = messages();
  const values = {
    role: String(form.get('role') ?? ''),
    organization: String(form.get('organization') ?? ''),
    hasConsentedToDataUse: form.get('hasConsentedToDataUse') === 'on',
  };
  const parsed = profileSchema.safeParse(values);
  if (!parsed.success) return answer({ intent: 'save-profile', fields: fieldErrors(parsed.error) }, 400);
  // Withdrawing consent deletes the account, as the consent text says (ADR 0051): nothing is saved until the learner
  // confirms it with their password on the delete page, or keeps their consent.
  if (session.user.hasConsentedToDataUse && !parsed.data.hasConsentedToDataUse) {
    return redirect('/profile/delete?consent=withdrawn', 303);
  }
  // Spec 2.8/4: ticking consent opens the consent explanation, and the save waits for the learner to agree.
  if (parsed.data.hasConsentedToDataUse && !session.user.hasConsentedToDataUse && form.get('confirmConsent') !== '1') {
    return answer({
      intent: 'save-profile',
      fields: {},
      needsConsent: { role: values.role, organization: values.organization },
    });
  }
  const saved = await updateProfile(session.token, parsed.data);
  if (!saved.ok) {
    return answer(
      {
        intent: 'save-profile',
        fields: saved.fields,
        notice: {
          title: t.profile.updateFailedTitle,
          description: saved.message || t.profile.updateFailed,
          variant: 'destructive',
        },
      },
      saved.status,
    );
  }
  return answerChange(session.user, saved.data, {
    intent: 'save-profile',
    fields: {},
    notice: { title: t.profile.updatedTitle, description: t.profile.updatedText },
  });
}

/** Streams a multipart upload straight to storage, under a key bound to this learner; refuses more than 5 MB. */
async function uploadWithoutJavaScript(session: SignedIn, request: Request, kind: UploadKind, visitor: Visitor) {
  const t = messages();
  let stored: { key: string; name: string; type: string } | null = null;
  const handler: UploadHandler = async ({ name, filename, contentType, data: chunks }) => {
    if (name !== 'file' || !filename) return undefined;
    // One file per form: a second would be stored outside the check, the quota and the sweep.
    if (stored) throw new ApiError(400, t.profile.uploadFailedText);
    const key = newUploadKey(kind, session.user.id);
    await storage.write(key, Readable.from(chunks), contentType);
    stored = { key, name: cleanFileName(filename) || t.profile.unnamedFile, type: contentType };
    return key;
  };
  try {
    await allowUpload(kind, session.token, visitor);
    // The file goes to storage; the small text fields (documentKind) stay in memory.
    const fields = unstable_createMemoryUploadHandler({ maxPartSize: 1024 });
    const form = await readFormData(request, () =>
      unstable_parseMultipartFormData(request, unstable_composeUploadHandlers(handler, fields)),
    ).catch(async (error: unknown) => {
      // A body that is not a well-formed multipart form (cut off, a text field over 1 KB) fails the upload in words;
      // a file already stored from a broken form is removed.
      const partial = stored as { key: string } | null;
      if (partial) await storage.remove(partial.key).catch((failure: unknown) => console.error(failure));
      if (error instanceof UploadTooLargeError) throw error;
      throw new ApiError(400, t.profile.uploadFailedText);
    });
    const upload = stored as { key: string; name: string; type: string } | null;
    if (!upload) throw new ApiError(400, t.profile.uploadFailedText);
    const documentKind = form.get('documentKind') === 'additional' ? 'additional' : 'government_id';
    await completeUpload(
      kind,
      session.user,
      session.token,
      {
        filePath: upload.key,
        fileName: upload.name,
        fileSize: 0,
        fileType: upload.type,
        documentKind,
      },
      visitor,
    );
    const title = kind === 'photo' ? t.profile.photoUploadedTitle : t.profile.documentUploadedTitle;
    const after = kind === 'photo' ? { ...session.user, profileImageUrl: upload.key } : session.user;
    return await answerChange(session.user, after, {
      intent: `upload-${kind}`,
      fields: {},
      notice: { title, description: t.profile.uploadedText(upload.name) },
    });
  } catch (error) {
    const tooLarge = error instanceof UploadTooLargeError;
    if (!tooLarge && !(error instanceof ApiError)) throw error;
    const description = tooLarge ? t.uploads.tooLarge(MAX_UPLOAD_BYTES / 1024 / 1024) : error.message;
    const title = tooLarge ? t.profile.tooLargeTitle : t.profile.uploadFailedTitle;
    return answer(
      { intent: `upload-${kind}`, fields: {}, notice: { title, description, variant: 'destructive' } },
      400,
    );
  }
}

/** "Download my data" (ADR 0051): a link to the learner's data, shown on the profile for 30 minutes. */
async function exportData(session: SignedIn, visitor: Visitor) {
  const t = messages();
  const link = await requestDataExport(session.token, visitor);
  if (!link.ok) {
    return answer(
      {
        intent: 'export-data',
        fields: {},
        notice: { title: t.personalData.linkFailedTitle, description: link.message, variant: 'destructive' },
      },
      link.status,
    );
  }
  return answer({
    intent: 'export-data',
    fields: {},
    dataLink: { href: `/my-data/${link.data.token}`, expiresAt: link.data.expiresAt },
  });
}

async function deleteDocument(session: SignedIn, form: FormData) {
  const t = messages();
  const removed = await removeDocument(session.token, String(form.get('documentId') ?? ''));
  if (!removed.ok) {
    return answer(
      {
        intent: 'delete-document',
        fields: {},
        notice: { title: t.profile.updateFailedTitle, description: removed.message, variant: 'destructive' },
      },
      removed.status,
    );
  }
  await storage.remove(removed.data.storageKey).catch((error: unknown) => console.error(error));
  return answer({ intent: 'delete-document', fields: {}, notice: { title: t.profile.removedTitle } });
}

/** The profile page's form; `visitor` is who sent it (uploads count against their network's quota, ADR 0039). */
export async function handleProfileAction(session: SignedIn, request: Request, visitor: Visitor) {
  const intent = new URL(request.url).searchParams.get('intent');
  try {
    if (intent === 'upload-photo') return await uploadWithoutJavaScript(session, request, 'photo', visitor);
    if (intent === 'upload-document') return await uploadWithoutJavaScript(session, request, 'document', visitor);
    const form = await readFormData(request);
    if (form.get('intent') === 'delete-document') return await deleteDocument(session, form);
    if (form.get('intent') === 'export-data') return await exportData(session, visitor);
    return await saveProfile(session, form);
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error;
    console.error(error);
    const t = messages();
    return answer(
      {
        intent: intent ?? 'save-profile',
        fields: {},
        notice: { title: t.profile.updateFailedTitle, description: t.profile.updateFailed, variant: 'destructive' },
      },
      503,
    );
  }
}
