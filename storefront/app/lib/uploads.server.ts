/**
 * The upload flow of spec 7: ask for an upload URL, PUT the file to it, then tell the server ("notify"), which
 * checks the stored file itself (that it exists, its real size, its type by magic bytes) before linking it to the
 * account. A refused file is deleted.
 */
import { z } from 'zod';
import { addDocument, setPhoto, startUpload } from './cms/accounts.server';
import type { AccountUser } from './cms/accounts.server';
import type { Visitor } from './cms/core.server';
import { ApiError } from './api.server';
import { detectFileType, MAX_UPLOAD_BYTES, UPLOAD_KINDS, type UploadKind } from './file-types';
import { INCOMING, isUploadKeyOf, newUploadKey, storage, UploadTooLargeError } from './storage.server';
import { messages } from '~/messages/messages.server';

/** A file's name as the learner's device gave it, fit to show back: line breaks and other control characters become
 * spaces, and an overlong name is cut. */
export function cleanFileName(name: string): string {
  return (
    name
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .trim()
      .slice(0, 255)
  );
}

export const notifySchema = z.object({
  filePath: z.string().max(200),
  fileName: z.string().transform(cleanFileName).pipe(z.string().min(1)),
  fileSize: z.number().int().nonnegative(),
  fileType: z.string().max(100),
  /** Which of the profile's document lists the file belongs to (documents only). */
  documentKind: z.enum(['government_id', 'additional']).default('government_id'),
});

export type Notify = z.infer<typeof notifySchema>;

/** Whether the learner may start another upload (the CMS counts them, and keeps the documents' and the network's
 * quotas). */
export async function allowUpload(kind: UploadKind, sessionToken: string, visitor: Visitor) {
  const allowed = await startUpload(sessionToken, kind, visitor);
  if (!allowed.ok) throw new ApiError(allowed.status, allowed.message);
}

/**
 * A URL to PUT the file to, and the path to confirm it with. The URL writes under INCOMING only; confirming moves the
 * file to `filePath` before checking it (ADR 0024).
 */
export async function issueUploadUrl(
  kind: UploadKind,
  user: AccountUser,
  sessionToken: string,
  visitor: Visitor,
): Promise<{ uploadURL: string; filePath: string }> {
  await allowUpload(kind, sessionToken, visitor);
  const key = newUploadKey(kind, user.id);
  return { uploadURL: await storage.uploadUrl(`${INCOMING}${key}`), filePath: key };
}

/**
 * Confirms an upload made through its URL: moves it out of reach of the URL, checks it there, and links it to the
 * account; answers the file's path. A path confirmed once cannot be confirmed again.
 */
export async function confirmUpload(
  kind: UploadKind,
  user: AccountUser,
  sessionToken: string,
  upload: Notify,
  visitor: Visitor,
) {
  const t = messages().uploads;
  if (!isUploadKeyOf(upload.filePath, kind, user.id)) throw new ApiError(400, t.notYours);
  const moved = await storage.move(`${INCOMING}${upload.filePath}`, upload.filePath).catch((error: unknown) => {
    if (error instanceof UploadTooLargeError) throw new ApiError(400, t.tooLarge(MAX_UPLOAD_BYTES / 1024 / 1024));
    throw error;
  });
  if (!moved) throw new ApiError(400, t.missing);
  return completeUpload(kind, user, sessionToken, upload, visitor);
}

/** Checks a stored file (at its final key, where no upload URL writes) and links it to the account. */
export async function completeUpload(
  kind: UploadKind,
  user: AccountUser,
  sessionToken: string,
  upload: Notify,
  visitor: Visitor,
) {
  const t = messages().uploads;
  if (!isUploadKeyOf(upload.filePath, kind, user.id)) throw new ApiError(400, t.notYours);
  const size = await storage.size(upload.filePath);
  if (size === null) throw new ApiError(400, t.missing);
  const refuse = async (message: string, status = 400) => {
    await storage.remove(upload.filePath);
    return new ApiError(status, message);
  };
  if (size === 0) throw await refuse(t.missing);
  if (size > MAX_UPLOAD_BYTES) throw await refuse(t.tooLarge(MAX_UPLOAD_BYTES / 1024 / 1024));
  const type = detectFileType(await storage.head(upload.filePath, 16));
  const allowed: readonly string[] = UPLOAD_KINDS[kind];
  if (!type || !allowed.includes(type)) throw await refuse(kind === 'photo' ? t.photoType : t.documentType);

  if (kind === 'photo') {
    const linked = await setPhoto(sessionToken, { storageKey: upload.filePath, sizeBytes: size }, visitor);
    if (!linked.ok) throw await refuse(linked.message, linked.status);
    if (linked.data.previousKey && linked.data.previousKey !== upload.filePath) {
      await storage.remove(linked.data.previousKey).catch((error: unknown) => console.error(error));
    }
  } else {
    const linked = await addDocument(
      sessionToken,
      {
        storageKey: upload.filePath,
        originalName: upload.fileName,
        mimeType: type,
        sizeBytes: size,
        kind: upload.documentKind,
      },
      visitor,
    );
    if (!linked.ok) throw await refuse(linked.message, linked.status);
  }
  return { filePath: upload.filePath };
}
