/**
 * Kumul's answers (ADR 0028): search the platform's published content, then write the answer from what was found:
 * with the default engine (no network), or with an OpenAI-compatible model when OPENAI_API_KEY is set, falling
 * back to the default answer on any failure. A short memory per visitor (their last few questions and answers, for
 * half an hour, in this process) lets a follow-up with no topic of its own ("is it free?") lean on the question
 * before it (ADR 0034); a signed-in learner's category picks courses when they name none.
 */
import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../../../env';
import type { ContentLocale } from '../../../../contract/locales';
import { converseIn, type ChatSource, type Learner } from '../../../lib/chat/compose';
import { chatMessages } from '../../../lib/chat/messages';
import { modelAnswer, type ModelSettings, type Turn } from '../../../lib/chat/openai-engine';
import { limitOrThrow, LIMITS, slowNetworkOrThrow } from '../../account/limits';

export type ChatReply = {
  response: string;
  sources: ChatSource[];
  /** The passages' keys (`course:slug`, ...), for logs and the benchmark; not sent to visitors. */
  keys: string[];
};

const MEMORY_MS = 30 * 60_000;
const MEMORY_VISITORS = 5_000;
const MEMORY_TURNS = 6;
/** At most this many passages go to the model: enough to choose from, few enough to keep the request small. */
const MODEL_PASSAGES = 6;

type Remembered = Turn & { keys: string[] };
type Memory = { turns: Remembered[]; at: number };

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 32);

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const memories = new Map<string, Memory>();

  function recall(visitor: string | undefined): Remembered[] {
    if (!visitor) return [];
    const memory = memories.get(visitor);
    if (!memory || Date.now() - memory.at > MEMORY_MS) {
      memories.delete(visitor);
      return [];
    }
    return memory.turns;
  }

  function remember(visitor: string | undefined, turn: Remembered): void {
    if (!visitor) return;
    const turns = [...recall(visitor), turn].slice(-MEMORY_TURNS);
    memories.delete(visitor); // Re-inserted last: the Map's order is the order of use.
    memories.set(visitor, { turns, at: Date.now() });
    while (memories.size > MEMORY_VISITORS) memories.delete(memories.keys().next().value!);
  }

  function modelSettings(): ModelSettings | undefined {
    if (!cmsEnv.OPENAI_API_KEY) return undefined;
    return {
      apiKey: cmsEnv.OPENAI_API_KEY,
      baseURL: cmsEnv.OPENAI_BASE_URL,
      model: cmsEnv.OPENAI_MODEL,
      timeoutMs: cmsEnv.OPENAI_TIMEOUT_MS,
    };
  }

  return {
    /** Counts the message against the visitor's and the network's limits: a 429 in words past them. */
    async admit(visitor: string | undefined, network: string): Promise<void> {
      const t = chatMessages(cmsEnv.SUPPORT_EMAIL);
      await slowNetworkOrThrow(strapi, `chat:network:${network}`, LIMITS.chatNetwork, t.tooManyFromNetwork);
      if (visitor) await limitOrThrow(strapi, `chat:visitor:${visitor}`, LIMITS.chatVisitor, t.tooManyFromVisitor);
    },

    /**
     * The answer to one message from one visitor (their opaque id from the storefront, if any); `learner` is the
     * signed-in learner's category, from their verified session; `chosen` the language the learner chose on the
     * site, for a message too short or mixed to say its own (issue 22: a question in Tok Pisin is answered in it).
     */
    async answer(
      message: string,
      visitorId: string | undefined,
      learner?: Learner,
      chosen: ContentLocale = 'en',
    ): Promise<ChatReply> {
      const visitor = visitorId ? hashOf(visitorId) : undefined;
      const support = cmsEnv.SUPPORT_EMAIL;
      const t = chatMessages(support);
      const history = recall(visitor);
      const indexes = await strapi.service('api::chat.knowledge').indexes();
      const { language, retrieval, answer: found } = converseIn(indexes, message, history, t, support, learner, chosen);
      let reply: ChatReply = { response: found.response, sources: found.sources, keys: found.keys };

      const settings = modelSettings();
      if (settings && retrieval.intent !== 'greeting' && retrieval.intent !== 'thanks') {
        try {
          // The passages the default answer used, then the next best: the model may weigh more than the default does.
          const passages = [...found.passages];
          for (const group of retrieval.groups) {
            if (passages.length >= MODEL_PASSAGES) break;
            const passage = group.module ?? group.passage;
            if (!passages.includes(passage)) passages.push(passage);
          }
          const withAddress = passages.map((passage) => ({
            ...passage,
            text: passage.text.replaceAll('{supportEmail}', support),
          }));
          const response = await modelAnswer(settings, {
            question: message,
            passages: withAddress,
            history,
            support,
            language,
          });
          reply = { ...reply, response };
        } catch (error) {
          strapi.log.warn(
            `Kumul: the model did not answer (${error instanceof Error ? error.message : String(error)}); the default answer was given.`,
          );
        }
      }
      remember(visitor, { question: message, answer: reply.response, keys: reply.keys });
      return reply;
    },

    /** What Kumul remembers of one browser's conversation (its chat cookie), for "Download my data" (ADR 0051). */
    conversationOf(visitorId: string | undefined): Turn[] {
      return recall(visitorId ? hashOf(visitorId) : undefined).map(({ question, answer }) => ({ question, answer }));
    },

    /** Forgets one browser's conversation: its learner deleted their account (ADR 0051). */
    forget(visitorId: string | undefined): void {
      if (visitorId) memories.delete(hashOf(visitorId));
    },
  };
};
