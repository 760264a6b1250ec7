/**
 * Previews of drafts (ADR 0032): what the admin panel's preview link names, and what the CMS answers the storefront
 * for it. The link is `/preview/{type}/{documentId}?token=…`; the token is signed and checked by the CMS alone.
 */
import { z } from 'zod';
import { partLanguageSchema } from './learning-forms';

/** What an editor can preview, as the link names it. */
export const PREVIEW_TYPES = ['course', 'module', 'alert'] as const;
export type PreviewType = (typeof PREVIEW_TYPES)[number];

/** The header the storefront passes the link's token in (kept out of the CMS's request log). */
export const PREVIEW_TOKEN_HEADER = 'x-preview-token';

/** How long a preview link works after the editor opened the preview. */
export const PREVIEW_LINK_SECONDS = 60 * 60;

/** What a refused preview answers, in words (401 or 403; 404 for a draft that is gone). */
export const PREVIEW_MESSAGES = {
  missing: 'This preview link has no token. Open the preview again from the admin panel.',
  invalid: 'This preview link is not valid. Open the preview again from the admin panel.',
  expired: 'This preview link has expired (links last one hour). Open the preview again from the admin panel.',
  otherDocument: 'This preview link is for another document. Open the preview again from the admin panel.',
  unknownType: 'There is nothing to preview at this address.',
  gone: 'This draft no longer exists. It may have been deleted.',
  incomplete: (fields: string[]) =>
    `This draft cannot be previewed until it has: ${fields.join(', ')}. Fill them in and save.`,
} as const;

/** A module's draft, as the module player shows it (the quiz without its answers). */
export const previewModuleSchema = z.object({
  course: z.object({ id: z.string(), title: z.string() }),
  module: z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    estimatedDuration: z.string(),
    lesson: z.string(),
    passMark: z.number().int(),
    downloadBytes: z.number().int().nullable(),
    /** The questions one attempt asks: drawn from the pool when the module has one (ADR 0044). */
    quiz: z.array(z.object({ prompt: z.string(), options: z.array(z.string()) })),
    /** The questions written; more than `quiz` when each attempt draws from a pool. */
    quizPool: z.number().int(),
    /** Which language the text and the quiz are in: a Tok Pisin draft's quiz is English unless it pairs (ADR 0049). */
    lessonLanguage: partLanguageSchema,
    quizLanguage: partLanguageSchema,
  }),
  position: z.object({ number: z.number().int(), total: z.number().int() }),
});
export type PreviewModule = z.infer<typeof previewModuleSchema>;
