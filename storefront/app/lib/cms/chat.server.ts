/** The assistant (issue 10, ADR 0028): one question to the CMS's POST /api/chat, as the storefront. */
import { z } from 'zod';
import { chatConversationSchema } from '@kundu/cms-contract/chat';
import { AS_STOREFRONT, asLearner, cmsCall, type Visitor } from './core.server';

const answer = z
  .object({
    response: z.string(),
    // An FAQ without a page of its own is a source with a title only; the widget lists pages, so those are left out.
    sources: z.array(z.object({ title: z.string(), path: z.string().optional() })).default([]),
  })
  .transform(({ response, sources }) => ({
    response,
    sources: sources.flatMap(({ title, path }) => (path ? [{ title, path }] : [])),
  }));

export type ChatAnswer = z.infer<typeof answer>;

/**
 * Kumul's answer to a message, for a visitor (their opaque chat id keeps the CMS's short memory of the talk); with
 * a signed-in learner's session, the CMS knows their category.
 */
export function askAssistant(message: string, visitorId: string, visitor: Visitor, sessionToken?: string | null) {
  return cmsCall('POST', 'chat', answer, {
    auth: sessionToken ? asLearner(sessionToken) : AS_STOREFRONT,
    body: { message, visitor: visitorId },
    visitor,
  });
}

/** What the CMS keeps of this browser's conversation (ADR 0054), for the /chat page: the same on every replica. */
export function readConversation(visitorId: string, visitor: Visitor) {
  return cmsCall('POST', 'chat/conversation', chatConversationSchema, {
    auth: AS_STOREFRONT,
    body: { visitor: visitorId },
    visitor,
  });
}
