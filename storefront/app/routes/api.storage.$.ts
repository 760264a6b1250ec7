import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import type { ActionFunctionArgs } from '@remix-run/node';
import { env } from '~/env.server';
import { errorJson } from '~/lib/http.server';
import { MAX_UPLOAD_BYTES } from '~/lib/file-types';
import { INCOMING, storage, UploadTooLargeError, verifyLocalUploadUrl } from '~/lib/storage.server';
import { messages } from '~/messages/messages.server';

/** PUT /api/storage/{key}?expires=&signature=: the upload URL of the embedded default (local disk). The body is
 * the raw file; the URL must be signed by this storefront and unexpired. With S3 uploads go to the bucket instead. */
export async function action({ request, params }: ActionFunctionArgs) {
  const t = messages().uploads;
  const key = params['*'] ?? '';
  const url = new URL(request.url);
  if (env.S3_BUCKET || request.method !== 'PUT' || !key.startsWith(INCOMING)) {
    return errorJson(404, messages().api.notFound);
  }
  if (!verifyLocalUploadUrl(key, url.searchParams.get('expires'), url.searchParams.get('signature'))) {
    return errorJson(403, t.linkExpired);
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES || !request.body) {
    return errorJson(413, t.tooLarge(MAX_UPLOAD_BYTES / 1024 / 1024));
  }
  try {
    await storage.write(
      key,
      // Cast: the DOM lib's and Node's stream/web ReadableStream are one object at run time, two types to TypeScript.
      Readable.fromWeb(request.body as unknown as NodeWebStream),
      request.headers.get('content-type') ?? '',
    );
  } catch (error) {
    if (error instanceof UploadTooLargeError) return errorJson(413, t.tooLarge(MAX_UPLOAD_BYTES / 1024 / 1024));
    throw error;
  }
  return new Response(null, { status: 200 });
}
