/** Thin: checks the message, counts it against the limits, answers {response, sources}. */
import { z } from 'zod';
import { CHAT_VISITOR_ID, type ChatConversation } from '../../../../contract/chat';
import { cmsEnv } from '../../../env';
import type { Learner } from '../../../lib/chat/compose';
import type { Remembered } from '../services/conversations';
import { questionLanguage } from '../../../lib/chat/language';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../../contract/limits';
import { chatMessages } from '../../../lib/chat/messages';
import { currentLanguage, withLanguage } from '../../../lib/language';
import { clientAddress, parseInput, type Context } from '../../../lib/request';

/** Kumul's words in the request's language: read when a message is refused, not when this module loads. */
const t = () => chatMessages(cmsEnv.SUPPORT_EMAIL);

const chatSchema = z.object(
  {
    message: z
      .string({ error: (issue) => (issue.input === undefined ? t().blank : t().notText) })
      .trim()
      .min(1, { error: () => t().blank })
      .max(CHAT_MESSAGE_MAX_LENGTH, { error: () => t().tooLong }),
    /** The storefront's opaque id for the visitor (a random cookie value), for their memory and limit. */
    visitor: z.string().regex(CHAT_VISITOR_ID, 'Invalid visitor id.').optional(),
  },
  // A body that is not an object ([], "hi", null) holds no message.
  { error: () => t().blank },
);

const conversationSchema = z.object(
  { visitor: z.string({ error: 'Send the visitor id.' }).regex(CHAT_VISITOR_ID, 'Invalid visitor id.') },
  { error: () => 'Send {"visitor": "..."}.' },
);

/**
 * The signed-in learner's category, when the storefront passes their session (X-Session-Token) and it is live; a
 * visitor, or a session that ended, is answered as anyone is (the chat needs no account).
 */
async function learnerOf(ctx: Context): Promise<Learner | undefined> {
  const header = ctx.request.header['x-session-token'];
  if (typeof header !== 'string') return undefined;
  const session = await strapi.service('api::account.sessions').resolve(header);
  return session ? { role: session.user.audienceRole } : undefined;
}

export default {
  /** POST /api/chat {message, visitor?}: 200 {response, sources}; 400 in words; 429 past the limits. */
  async ask(ctx: Context) {
    const { message, visitor } = parseInput(chatSchema, ctx.request.body);
    const assistant = strapi.service('api::chat.assistant');
    await assistant.admit(visitor, clientAddress(ctx));
    const learner = await learnerOf(ctx);
    // Kumul answers in the language the question is asked in, its own phrases too; a question too short or mixed to
    // tell is answered in the language the learner chose (Accept-Language from the storefront, ADR 0046).
    const language = questionLanguage(message, currentLanguage());
    const { response, sources } = await withLanguage(language, () =>
      assistant.answer(message, visitor, learner, language),
    );
    ctx.body = { response, sources };
  },

  /** POST /api/chat/conversation {visitor}: 200 {turns}, what is kept of the browser's talk (ADR 0054); 400 in words. */
  async conversation(ctx: Context) {
    const { visitor } = parseInput(conversationSchema, ctx.request.body);
    const turns: Remembered[] = await strapi.service('api::chat.conversations').transcript(visitor);
    const body: ChatConversation = {
      turns: turns.map(({ question, answer, sources }) => ({ question, answer, sources })),
    };
    ctx.body = body;
  },
};
