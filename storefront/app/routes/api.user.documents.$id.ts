import { Readable } from 'node:stream';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { findDocument, removeDocument } from '~/lib/cms/accounts.server';
import { requireApiSession } from '~/lib/account-api.server';
import { ApiError, handleApi } from '~/lib/api.server';
import { env } from '~/env.server';
import { storage } from '~/lib/storage.server';
import { messages } from '~/messages/messages.server';
import { disposition } from '@kundu/cms-contract/downloads';

/** GET /api/user/documents/{id}: the file, to its owner only (another learner's document is "not found"). */
export function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const { token } = await requireApiSession(request);
    const document = await findDocument(token, params.id ?? '');
    if (!document.ok) throw new ApiError(document.status, document.message);
    // Cast: Node's stream/web ReadableStream and the DOM lib's are one object at run time, two types to TypeScript.
    const body = Readable.toWeb(await storage.read(document.data.storageKey)) as unknown as ReadableStream;
    return new Response(body, {
      headers: {
        'Content-Type': document.data.mimeType,
        'Content-Length': String(document.data.sizeBytes),
        'Content-Disposition': disposition(document.data.originalName, 'inline'),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }, messages().api.serviceUnavailable(env.SUPPORT_EMAIL));
}

/** DELETE /api/user/documents/{id}: removes the document and its file. */
export function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== 'DELETE') throw new ApiError(405, messages().api.useDelete);
    const { token } = await requireApiSession(request);
    const removed = await removeDocument(token, params.id ?? '');
    if (!removed.ok) throw new ApiError(removed.status, removed.message);
    await storage.remove(removed.data.storageKey).catch((error: unknown) => console.error(error));
    return new Response(null, { status: 204 });
  }, messages().api.serviceUnavailable(env.SUPPORT_EMAIL));
}
