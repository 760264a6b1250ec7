import { describe, expect, it } from 'vitest';
import { isResetUsable, resetLinkExpiry } from './reset-rules';

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
