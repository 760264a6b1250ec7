/**
 * Signed, expiring preview links (ADR 0032). A token is `{type}.{documentId}.{expires}.{mac}`: an HMAC-SHA256 over
 * the first three parts under a key derived from STOREFRONT_API_TOKEN with its own purpose label, so no new secret
 * is needed and a token signs nothing else. Only the CMS checks tokens; the storefront passes them on.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { PREVIEW_LINK_SECONDS, PREVIEW_TYPES, type PreviewType } from '../../contract/preview';
import { DOCUMENT_ID } from '../../contract/learning-forms';
import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../contract/locales';
import { cmsEnv } from '../env';

const key = Buffer.from(hkdfSync('sha256', cmsEnv.STOREFRONT_API_TOKEN, 'kundu-preview-link', 'v1', 32));

const mac = (claim: string) => createHmac('sha256', key).update(claim).digest();

/** The content types a preview link can name, and the name it gives each. */
export const PREVIEW_UIDS = {
  course: 'api::course.course',
  module: 'api::course-module.course-module',
  alert: 'api::awareness-alert.awareness-alert',
} as const satisfies Record<PreviewType, string>;

export function previewTypeOf(uid: string): PreviewType | null {
  return PREVIEW_TYPES.find((type) => PREVIEW_UIDS[type] === uid) ?? null;
}

export function signPreviewToken(type: PreviewType, documentId: string, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + PREVIEW_LINK_SECONDS;
  const claim = `${type}.${documentId}.${expires}`;
  return `${claim}.${mac(claim).toString('base64url')}`;
}

export type PreviewClaim = { type: PreviewType; documentId: string; expiresAt: Date };

export type TokenCheck =
  { ok: true; claim: PreviewClaim } | { ok: false; reason: 'invalid' | 'expired' | 'other-document' };

/** Whether the token is genuine, current, and names this type and document; in that order. */
export function checkPreviewToken(token: string, type: string, documentId: string, now = new Date()): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 4) return { ok: false, reason: 'invalid' };
  const [tokenType, tokenDocument, expires, tag] = parts as [string, string, string, string];
  if (
    !(PREVIEW_TYPES as readonly string[]).includes(tokenType) ||
    !DOCUMENT_ID.test(tokenDocument) ||
    !/^\d{1,12}$/.test(expires)
  ) {
    return { ok: false, reason: 'invalid' };
  }
  const expected = mac(`${tokenType}.${tokenDocument}.${expires}`);
  const given = Buffer.from(tag, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const expiresAt = new Date(Number(expires) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (tokenType !== type || tokenDocument !== documentId) return { ok: false, reason: 'other-document' };
  return { ok: true, claim: { type: tokenType as PreviewType, documentId: tokenDocument, expiresAt } };
}

/**
 * The storefront address of a document's preview, with a fresh token. A module's Tok Pisin version is previewed
 * with `locale=tpi` (ADR 0049): not signed, as the editor may read both languages of the document the token names.
 */
export function previewUrl(
  type: PreviewType,
  documentId: string,
  now = new Date(),
  locale: ContentLocale = DEFAULT_CONTENT_LOCALE,
): string {
  const url = new URL(`/preview/${type}/${documentId}`, cmsEnv.STOREFRONT_PUBLIC_URL);
  url.searchParams.set('token', signPreviewToken(type, documentId, now));
  if (locale !== DEFAULT_CONTENT_LOCALE && type === 'module') url.searchParams.set('locale', locale);
  return url.toString();
}
