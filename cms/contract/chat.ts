/**
 * What the storefront and the CMS agree on about Kumul's conversations (ADR 0054): a browser's chat id (an opaque
 * random cookie value) and the conversation the CMS keeps for it (POST /api/chat/conversation), which the /chat
 * page shows on any storefront replica.
 */
import { z } from 'zod';

/** A browser's chat id, as the storefront makes it and the CMS accepts it. */
export const CHAT_VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** One question and Kumul's answer, with the pages it named. */
export const chatTurnSchema = z.object({
  question: z.string(),
  answer: z.string(),
  sources: z.array(z.object({ title: z.string(), path: z.string().optional() })).default([]),
});

/** The conversation kept for one browser, oldest turn first: empty when nothing is kept. */
export const chatConversationSchema = z.object({ turns: z.array(chatTurnSchema) });

export type ChatConversation = z.infer<typeof chatConversationSchema>;
