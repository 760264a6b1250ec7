/**
 * The storefront's side of the assistant: who the visitor is to the CMS (an opaque id in a small httpOnly cookie,
 * no account needed), the message rules, and the conversation the no-JavaScript /chat page shows, which the CMS
 * keeps for every replica (ADR 0054; the widget keeps its own in the page).
 */
import { randomBytes } from 'node:crypto';
import type { AppLoadContext } from '@remix-run/node';
import { z } from 'zod';
import { CHAT_VISITOR_ID } from '@kundu/cms-contract/chat';
import { clientOf } from './account-api.server';
import { ApiError } from './api.server';
import { CHAT_MESSAGE_MAX_LENGTH } from '@kundu/cms-contract/limits';
import { askAssistant, readConversation, type ChatAnswer } from './cms/chat.server';
import { CmsUnavailableError } from './cms/core.server';
import { sessionTokenOf } from './session.server';
import { readCookie, setCookie } from './cookies.server';
import { messages } from '~/messages/messages.server';

const COOKIE = 'kundu_chat';
const MAX_AGE_SECONDS = 30 * 24 * 3600;

/** The visitor's chat id from their cookie, if the browser has one. */
export function chatVisitorId(request: Request): string | undefined {
  const found = readCookie(request, COOKIE);
  return found && CHAT_VISITOR_ID.test(found) ? found : undefined;
}

/** The visitor's chat id from their cookie, or a new one with the cookie that keeps it. */
export function chatVisitor(request: Request): { id: string; setCookie?: string } {
  const found = chatVisitorId(request);
  if (found) return { id: found };
  const id = randomBytes(18).toString('base64url');
  return { id, setCookie: setCookie(request, COOKIE, id, { maxAge: MAX_AGE_SECONDS }) };
}

/** A message as the visitor sent it, trimmed; a 400 in words when it is blank, not text, or too long. */
export const chatMessageSchema = z.unknown().transform((body, context) => {
  const t = messages().chat;
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  const text = typeof message === 'string' ? message.trim() : '';
  if (!text) context.addIssue({ code: 'custom', path: ['message'], message: t.blank });
  else if (text.length > CHAT_MESSAGE_MAX_LENGTH)
    context.addIssue({ code: 'custom', path: ['message'], message: t.tooLong(CHAT_MESSAGE_MAX_LENGTH) });
  return text;
});

/** The CMS's refusals in words for the visitor: a bad message, one too long, too many messages. */
const REFUSALS = new Set([400, 413, 422, 429]);

/**
 * Asks the CMS, with the learner's session when they are signed in; a refusal is an ApiError in the CMS's words. Any other answer (a token or route the CMS does not
 * know) is the CMS being unavailable: the visitor gets the apology, not "Forbidden" or "Not Found".
 */
export async function ask(
  message: string,
  visitorId: string,
  context: AppLoadContext,
  request: Request,
): Promise<ChatAnswer> {
  // A signed-in learner's session goes along: Kumul recommends courses of their category (ADR 0034).
  const answer = await askAssistant(message, visitorId, clientOf(context), sessionTokenOf(request));
  if (answer.ok) return answer.data;
  if (REFUSALS.has(answer.status)) throw new ApiError(answer.status, answer.message);
  throw new CmsUnavailableError(`CMS answered ${answer.status} to POST chat: ${answer.message}`);
}

export type ChatEntry = { from: 'visitor' | 'assistant'; text: string; sources?: ChatAnswer['sources'] };

/**
 * The conversation of the /chat page, as the CMS keeps it (ADR 0054): none for a new visitor, and none (the
 * greeting only) when the CMS cannot say.
 */
export async function conversationOf(visitorId: string | undefined, context: AppLoadContext): Promise<ChatEntry[]> {
  if (!visitorId) return [];
  try {
    const kept = await readConversation(visitorId, clientOf(context));
    if (!kept.ok)
      throw new CmsUnavailableError(`CMS answered ${kept.status} to POST chat/conversation: ${kept.message}`);
    return kept.data.turns.flatMap(({ question, answer, sources }): ChatEntry[] => [
      { from: 'visitor', text: question },
      {
        from: 'assistant',
        text: answer,
        sources: sources.flatMap(({ title, path }) => (path ? [{ title, path }] : [])),
      },
    ]);
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error;
    console.error(error);
    return [];
  }
}
