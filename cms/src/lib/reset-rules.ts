/** A password reset link works once, for 15 minutes (design brief, security rules). */
export const RESET_LINK_LIFETIME_MS = 15 * 60_000;

export type ResetRecord = { expiresAt: string | Date; usedAt: string | Date | null };

export function resetLinkExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + RESET_LINK_LIFETIME_MS);
}

export function isResetUsable(record: ResetRecord, now: Date): boolean {
  return record.usedAt === null && new Date(record.expiresAt).getTime() > now.getTime();
}
