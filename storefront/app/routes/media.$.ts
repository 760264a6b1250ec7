import { Readable } from 'node:stream';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { photoUrl } from '~/lib/cms/accounts.server';
import { detectFileType } from '~/lib/file-types';
import { errorJson } from '~/lib/http.server';
import { readSession } from '~/lib/session.server';
import { storage } from '~/lib/storage.server';
import { messages } from '~/messages/messages.server';

/**
 * GET /media/photos/{key}: a profile photo, to the learner whose photo it is (their session). Anyone else, signed in
 * or not, is told it does not exist: a key seen elsewhere (a log, the admin panel) is not enough (ADR 0037). Keys are
 * never reused, so the learner's own browser keeps it for a year; no cache between keeps it at all.
 * Only photos are served here; identity documents go through /api/user/documents/{id}, to their owner.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const key = params['*'] ?? '';
  const notFound = () => errorJson(404, messages().api.notFound);
  if (!/^photos\/[0-9a-f-]{36}-[\w-]{16}$/.test(key)) return notFound();
  const { user } = await readSession(request);
  if (!user || user.profileImageUrl !== photoUrl(key) || (await storage.size(key)) === null) return notFound();
  const type = detectFileType(await storage.head(key, 16));
  if (!type?.startsWith('image/')) return notFound();
  // Cast: Node's stream/web ReadableStream and the DOM lib's are one object at run time, two types to TypeScript.
  return new Response(Readable.toWeb(await storage.read(key)) as unknown as ReadableStream, {
    headers: { 'Content-Type': type, 'Cache-Control': 'private, max-age=31536000, immutable', Vary: 'Cookie' },
  });
}
