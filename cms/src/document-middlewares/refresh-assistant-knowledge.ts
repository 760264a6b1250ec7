import type { Modules } from '@strapi/strapi';
import { KNOWLEDGE_TYPES } from '../api/chat/services/knowledge';

const READS = new Set(['findMany', 'findFirst', 'findOne', 'count']);
const TYPES = new Set<string>(KNOWLEDGE_TYPES);

/**
 * Kumul answers from the content visitors can see (ADR 0028): once a course, module, domain page, alert or FAQ is
 * written, published or removed, in either language (ADR 0049), its search indexes are built again on the next
 * question.
 */
export function refreshAssistantKnowledge(): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    const result = await next();
    if (TYPES.has(context.uid) && !READS.has(context.action)) {
      strapi.service('api::chat.knowledge').invalidate();
    }
    return result;
  };
}
