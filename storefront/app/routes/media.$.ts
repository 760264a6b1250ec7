import { Readable } from 'node:stream';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { detectFileType } from '~/lib/file-types';
import { errorJson } from '~/lib/http.server';
import { storage } from '~/lib/storage.server';
import { messages } from '~/messages/messages.server';

/** GET /media/photos/{key}: a profile photo. Keys are unguessable and never reused, so photos cache for a year.
 * Only photos are served here; identity documents go through /api/user/documents/{id}, to their owner. */
export async function loader({ params }: LoaderFunctionArgs) {
  const key = params['*'] ?? '';
  if (!/^photos\/[0-9a-f-]{36}-[\w-]{16}$/.test(key) || (await storage.size(key)) === null)
    return errorJson(404, messages().api.notFound);
  const type = detectFileType(await storage.head(key, 16));
  if (!type?.startsWith('image/')) return errorJson(404, messages().api.notFound);
  return new Response(Readable.toWeb(await storage.read(key)) as unknown as ReadableStream, {
    headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
