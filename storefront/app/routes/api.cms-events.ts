import type { ActionFunctionArgs } from '@remix-run/node';
import { CMS_EVENT_SIGNATURE_HEADER, MAX_EVENT_BYTES } from '@kundu/cms-contract/cms-events';
import { noStoreJson } from '~/lib/api.server';
import { receiveCmsEvent } from '~/lib/cms/notices.server';
import { messages } from '~/messages/messages.server';

/**
 * POST /api/cms-events: the CMS says which published content changed (ADR 0031), and the cached answers about it
 * are dropped. Server to server: no cookie, no Origin; the signature is the proof (server/same-origin.mjs lets it
 * through). A forged notice is a 401, a stale or unreadable one a 400, a replay a 200 that changes nothing.
 */
export async function action({ request }: ActionFunctionArgs) {
  const t = messages().api;
  if (request.method !== 'POST') {
    return Response.json({ message: t.usePost }, { status: 405, headers: { Allow: 'POST' } });
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_EVENT_BYTES) {
    return noStoreJson({ message: t.tooLarge }, { status: 413 });
  }
  let body: string;
  try {
    body = await request.text();
  } catch {
    return noStoreJson({ message: t.cmsEvents.malformed }, { status: 400 });
  }
  if (Buffer.byteLength(body) > MAX_EVENT_BYTES) return noStoreJson({ message: t.tooLarge }, { status: 413 });
  const { status, ...answer } = receiveCmsEvent(body, request.headers.get(CMS_EVENT_SIGNATURE_HEADER));
  return noStoreJson(answer, { status });
}

export function loader() {
  return Response.json({ message: messages().api.usePost }, { status: 405, headers: { Allow: 'POST' } });
}
