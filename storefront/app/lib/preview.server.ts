/**
 * The preview pages' server side (ADR 0032): the token from the link, the draft from the CMS, and a refusal as a
 * page in words with its own status (an expired link is a 401 that says so, never a 500). Every preview answer is
 * `no-store` and `noindex`; the CSP that lets the admin panel frame it is set in server/security.mjs.
 */
import type { PreviewType } from '@kundu/cms-contract/preview';
import { data, type HeadersFunction } from '@remix-run/node';
import { documentIdSchema } from '@kundu/cms-contract/learning-forms';
import { readDraft, type PreviewDraft } from './cms/preview.server';
import { CmsUnavailableError } from './cms/core.server';
import { NO_STORE } from './page-cache.server';
import { asLanguage } from './language';
import { messages } from '~/messages/messages.server';

export const PREVIEW_HEADERS = { 'Cache-Control': NO_STORE, 'X-Robots-Tag': 'noindex, nofollow' } as const;

/** For each preview route: the same headers on the page and on its refusals. */
export const previewHeaders: HeadersFunction = () => PREVIEW_HEADERS;

export type PreviewRefusal = { message: string };

const refuse = (status: number, message: string) =>
  data<PreviewRefusal>({ message }, { status, headers: PREVIEW_HEADERS });

/** The draft the link names, or a thrown page in words. */
export async function loadDraft<Type extends PreviewType>(
  request: Request,
  type: Type,
  id: string | undefined,
): Promise<PreviewDraft<Type>> {
  const t = messages().preview;
  const link = new URL(request.url).searchParams;
  const token = link.get('token') ?? '';
  // The version the editor has open (a module's Tok Pisin draft, ADR 0049); anything else is the English one.
  const locale = asLanguage(link.get('locale')) ?? undefined;
  const documentId = documentIdSchema.safeParse(id);
  if (!documentId.success) throw refuse(404, t.notFound);
  try {
    const answer = await readDraft(type, documentId.data, token, locale);
    if (answer.ok) return answer.data;
    throw refuse(answer.status, answer.message || t.refusedHelp);
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error;
    console.error(error);
    throw refuse(503, t.unavailable);
  }
}
