/**
 * Kumul's answers (ADR 0028): search the platform's published content, then write the answer from what was found:
 * with the default engine (no network), or with an OpenAI-compatible model when OPENAI_API_KEY is set, falling
 * back to the default answer on any failure. A short memory per visitor (their last few questions and answers, for
 * half an hour, in the database: services/conversations.ts, ADR 0054) lets a follow-up with no topic of its own
 * ("is it free?") lean on the question before it (ADR 0034), whichever CMS process answers it; a signed-in
 * learner's category picks courses when they name none.
 */
import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../../../env';
import type { ContentLocale } from '../../../../contract/locales';
import { converseIn, type ChatSource, type Learner } from '../../../lib/chat/compose';
import { chatMessages } from '../../../lib/chat/messages';
import { modelAnswer, type ModelSettings } from '../../../lib/chat/openai-engine';
import type { Remembered } from './conversations';
import { limitOrThrow, LIMITS, slowNetworkOrThrow } from '../../../lib/limits';

export type ChatReply = {
  response: string;
  sources: ChatSource[];
  /** The passages' keys (`course:slug`, ...), for logs and the benchmark; not sent to visitors. */
  keys: string[];
};

/** At most this many passages go to the model: enough to choose from, few enough to keep the request small. */
const MODEL_PASSAGES = 6;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const conversations = () => strapi.service('api::chat.conversations');

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
      const support = cmsEnv.SUPPORT_EMAIL;
      const t = chatMessages(support);
      const history: Remembered[] = await conversations().recall(visitorId);
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
      await conversations().remember(visitorId, {
        question: message,
        answer: reply.response,
        keys: reply.keys,
        sources: reply.sources,
      });
      return reply;
    },
  };
};
