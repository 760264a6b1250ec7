import type { ActionFunctionArgs } from '@remix-run/node';
import { handleApi, noStoreJson, readJson } from '~/lib/api.server';
import { ask, chatMessageSchema, chatVisitor } from '~/lib/chat.server';
import { messages } from '~/messages/messages.server';

/**
 * POST /api/chat {message} → {response, sources} (spec 7, issue 10): Kumul's answer, from the CMS. Writes come
 * from this site only (server/same-origin.mjs); a bad message or a CMS refusal is a 4xx { message } in words; a
 * CMS that cannot answer is a 503 in words.
 */
export function action({ request, context }: ActionFunctionArgs) {
  return handleApi(async () => {
    const message = await readJson(request, chatMessageSchema);
    const visitor = chatVisitor(request);
    const answer = await ask(message, visitor.id, context, request);
    return noStoreJson(
      { response: answer.response, sources: answer.sources },
      { headers: visitor.setCookie ? { 'Set-Cookie': visitor.setCookie } : {} },
    );
  }, messages().chat.unavailable);
}

export function loader() {
  return Response.json({ message: messages().api.usePost }, { status: 405, headers: { Allow: 'POST' } });
}
