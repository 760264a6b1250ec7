/**
 * Drafts for an editor's preview (ADR 0032): the CMS checks the preview link's token and answers one draft, shaped
 * as its published counterpart, so the same mappers and screens serve both. Never cached: a preview shows the draft
 * as it is now.
 */
import { previewModuleSchema, type PreviewType } from '@kundu/cms-contract/preview';
import { z } from 'zod';
import type { Language } from '~/lib/language';
import { cmsAlert, toAwarenessAlert } from './alerts.server';
import { asPreviewer, cmsCall } from './core.server';
import { cmsCourse, cmsModule, toCourse, toCourseModule } from './courses.server';

const SCHEMAS = {
  course: z
    .object({ course: cmsCourse, modules: z.array(cmsModule) })
    .transform(({ course, modules }) => ({ course: toCourse(course), modules: modules.map(toCourseModule) })),
  module: previewModuleSchema,
  alert: cmsAlert.transform(toAwarenessAlert),
} satisfies Record<PreviewType, z.ZodType>;

export type PreviewDraft<Type extends PreviewType> = z.output<(typeof SCHEMAS)[Type]>;

/**
 * The draft the token was signed for, or the CMS's refusal in words (401, 403, 404, 400 for a draft not complete).
 * `locale`: the version the editor has open, as the link names it (a module's Tok Pisin draft, ADR 0049).
 */
export function readDraft<Type extends PreviewType>(
  type: Type,
  documentId: string,
  previewToken: string,
  locale?: Language,
) {
  return cmsCall(
    'GET',
    `preview/${type}/${encodeURIComponent(documentId)}`,
    // Cast: SCHEMAS[type] is the union of the three schemas; TypeScript cannot tie it to this `Type`'s output.
    SCHEMAS[type] as unknown as z.ZodType<PreviewDraft<Type>>,
    {
      auth: asPreviewer(previewToken),
      ...(locale ? { query: { locale } } : {}),
    },
  );
}
