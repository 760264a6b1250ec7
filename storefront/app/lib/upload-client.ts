/**
 * The browser's side of the upload flow (spec 7 and 4): check the session, ask for an upload URL, PUT the file to
 * it (progress 50), tell the server (progress 100). Errors carry the server's message, or the spec's storage text.
 */
import type { UploadKind } from './file-types';
import { isRefusal, isText, objectOf, readJson, type Shape } from './json-shape';

export class UploadError extends Error {}

/** The message of a failed /api answer: its JSON `message`, or the fallback (spec 8). */
async function failure(response: Response, fallback: string): Promise<UploadError> {
  // Not JSON, or no message: the fallback says so in the spec's words.
  const message = (await readJson(response, isRefusal))?.message;
  if (message) return new UploadError(response.status === 401 ? `401: ${message}` : message);
  return new UploadError(response.status === 401 ? '401: Unauthorized' : fallback);
}

async function postJson<T>(path: string, body: unknown, shape: Shape<T>, fallback: string): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await failure(response, fallback);
  const answer = await readJson(response, shape);
  if (!answer) throw new UploadError(fallback);
  return answer;
}

const isUploadUrl = objectOf({ uploadURL: isText, filePath: isText });
const isStored = objectOf({ filePath: isText });

export async function uploadFile(
  kind: UploadKind,
  file: File,
  options: {
    documentKind?: 'government_id' | 'additional';
    unavailable: string;
    storageFailed: (status: number, statusText: string) => string;
    onProgress: (percent: 0 | 50 | 100) => void;
  },
): Promise<string> {
  options.onProgress(0);
  // Spec 7: a harmless session check before every upload; its answer is only logged.
  const check = await fetch('/api/debug-auth', { credentials: 'same-origin' });
  console.log('debug-auth', check.status, await check.json().catch(() => null));

  const { uploadURL, filePath } = await postJson(
    `/api/upload-url/${kind}`,
    undefined,
    isUploadUrl,
    options.unavailable,
  );
  const stored = await fetch(uploadURL, {
    method: 'PUT',
    body: file,
    headers: { 'content-type': file.type || 'application/octet-stream' },
    // Same-origin storage takes the session cookie; a presigned S3 URL must not receive it.
    credentials: new URL(uploadURL, window.location.href).origin === window.location.origin ? 'same-origin' : 'omit',
  });
  if (!stored.ok) throw new UploadError(options.storageFailed(stored.status, stored.statusText));
  options.onProgress(50);

  const done = await postJson(
    `/api/user/${kind}`,
    {
      filePath,
      fileName: file.name,
      fileSize: file.size,
      fileType: file.type,
      ...(options.documentKind ? { documentKind: options.documentKind } : {}),
    },
    isStored,
    options.unavailable,
  );
  options.onProgress(100);
  return done.filePath;
}

/** Spec 8: a message containing "Authentication required" or "401" means the session has expired. */
export function isSessionExpired(message: string): boolean {
  return message.includes('Authentication required') || message.includes('401');
}
