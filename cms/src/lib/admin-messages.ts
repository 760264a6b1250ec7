/** What the CMS answers administrators in the admin panel, in words (Strapi shows them in its notices). */

/** "A", "A and B", "A, B and C". */
const listed = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');

export const adminMessages = {
  /** An issued certificate changes only by revoking or restoring it (ADR 0037). */
  certificateAsIssued: (fields: string[]) =>
    `An issued certificate cannot be changed, only revoked or restored: ${listed(fields)} ${fields.length > 1 ? 'stay' : 'stays'} as issued. A learner corrects their own name on their certificate page.`,
  revocationReasonAlone:
    'The reason for revoking is given when the certificate is revoked. To give another reason, restore the certificate and revoke it again: both are kept in its history.',
  certificateNotIssuedHere:
    'Certificates are issued by the platform when a learner completes a course: they cannot be created, copied or deleted here. Revoke a certificate instead.',
  /** A `?locale=` the platform does not write in (ADR 0049). */
  unknownLocale: (locales: readonly string[]) =>
    `Content is written in ${listed(locales.map((code) => `"${code}"`))} only: ask for one of those locales.`,
};
