/**
 * Certificates by verification code (spec 2.12), with their state: valid, re-issued under a corrected name, or
 * revoked. Not cached: a newly issued, re-issued or revoked certificate must show as it is at once.
 */
import { z } from 'zod';
import { asLanguage, DEFAULT_LANGUAGE, type Language } from '~/lib/language';
import { findDocument } from './core.server';

const languageOf = z
  .string()
  .nullish()
  .transform((value): Language => asLanguage(value) ?? DEFAULT_LANGUAGE);

const cmsCertificate = z.object({
  verificationCode: z.string(),
  organizationName: z.string(),
  recipientName: z.string(),
  courseName: z.string(),
  courseDescription: z.string().nullable(),
  completionDate: z.string(),
  duration: z.string().nullable(),
  skills: z.array(z.object({ text: z.string() })).transform((items) => items.map((item) => item.text)),
  issuerName: z.string(),
  issuerTitle: z.string(),
  certificateUrl: z.string().nullable(),
  revoked: z.boolean(),
  revokedAt: z.string().nullable(),
  reissuedAt: z.string().nullable(),
  /** The language the certificate was issued in (ADR 0049), and that of its course name, description and skills:
   * English for certificates issued before there was a choice. */
  language: languageOf,
  courseLanguage: languageOf,
});

/** The spec's Certificate; its `id` is the verification code, which is also its address: /certificate/{id}. */
export type Certificate = Omit<z.infer<typeof cmsCertificate>, 'verificationCode'> & {
  id: string;
  verificationCode: string;
};

/** Verification codes look like KCA-7Q2MX-K9D4R-H3W8N-B6T1Z; anything else is not looked up. */
export const certificateIdSchema = z
  .string()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^KCA(-[0-9A-HJKMNP-TV-Z]{5}){4}$/));

export async function getCertificate(code: string): Promise<Certificate> {
  const certificate = await findDocument('certificates/verify', code, {}, cmsCertificate);
  return { ...certificate, id: certificate.verificationCode };
}

/**
 * The certificate's public address, as the CMS recorded it from the platform's configured address
 * (STOREFRONT_PUBLIC_URL): what its QR code, share link and "verify at" line carry. Never built from the request,
 * whose Host a visitor (or a misconfigured proxy) could choose. Certificates from before it was recorded fall back
 * to this site's address.
 */
export function certificateUrl(certificate: Pick<Certificate, 'id' | 'certificateUrl'>, request: Request): string {
  return certificate.certificateUrl ?? new URL(`/certificate/${certificate.id}`, request.url).toString();
}
