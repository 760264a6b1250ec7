import { describe, expect, it } from 'vitest';
import { INVITATION_LINK_LIFETIME_MS, isResetUsable, resetLinkExpiry } from './reset-rules';

describe('a password reset link', () => {
  const issuedAt = new Date('2026-11-21T08:00:00Z');
  const record = { expiresAt: resetLinkExpiry(issuedAt), usedAt: null };
  const after = (minutes: number) => new Date(issuedAt.getTime() + minutes * 60_000);

  it('works for 15 minutes', () => {
    expect(isResetUsable(record, after(0))).toBe(true);
    expect(isResetUsable(record, after(14.9))).toBe(true);
  });

  it('fails after 15 minutes', () => {
    expect(isResetUsable(record, after(15))).toBe(false);
    expect(isResetUsable(record, after(60 * 24))).toBe(false);
  });

  it('fails once used', () => {
    expect(isResetUsable({ ...record, usedAt: after(1) }, after(2))).toBe(false);
  });
});

describe("the set-password link of an account an organisation's import created", () => {
  const issuedAt = new Date('2026-11-21T08:00:00Z');
  const record = { expiresAt: resetLinkExpiry(issuedAt, INVITATION_LINK_LIFETIME_MS), usedAt: null };
  const afterDays = (days: number) => new Date(issuedAt.getTime() + days * 24 * 60 * 60_000);

  it('works for 7 days, then fails', () => {
    expect(isResetUsable(record, afterDays(6.99))).toBe(true);
    expect(isResetUsable(record, afterDays(7))).toBe(false);
  });
});
