/** A password reset link works once, for 15 minutes (design brief, security rules). */
export const RESET_LINK_LIFETIME_MS = 15 * 60_000;

/** The set-password link of an account an organisation's import created works once, for 7 days (ADR 0029): the
 * person may read the message days later. */
export const INVITATION_LINK_LIFETIME_MS = 7 * 24 * 60 * 60_000;

export type ResetRecord = { expiresAt: string | Date; usedAt: string | Date | null };

export function resetLinkExpiry(issuedAt: Date, lifetimeMs = RESET_LINK_LIFETIME_MS): Date {
  return new Date(issuedAt.getTime() + lifetimeMs);
}

export function isResetUsable(record: ResetRecord, now: Date): boolean {
  return record.usedAt === null && new Date(record.expiresAt).getTime() > now.getTime();
}
