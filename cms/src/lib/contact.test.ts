import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { maskEmail, maskPhone, normalisePhone } from './contact';
import { createSecureToken, hashToken } from './secure-token';

describe('PNG phone numbers', () => {
  it.each([
    ['7123 4567', '+67571234567'],
    ['71234567', '+67571234567'],
    ['+675 7123 4567', '+67571234567'],
    ['675 7123 4567', '+67571234567'],
    ['0061 412 345 678', '+61412345678'],
  ])('%s is stored as %s', (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
  });
});

describe('masked contact details', () => {
  it('show the first letter and the domain of an email', () => {
    expect(maskEmail('mary.kila@example.org')).toBe('m********@example.org');
    expect(maskEmail('jo@example.org')).toBe('j***@example.org');
  });

  it('show the country code and the last four digits of a phone', () => {
    expect(maskPhone('+67571234567')).toBe('+675****4567');
  });
});

describe('secrets', () => {
  it('are 256 random bits, stored only as a hash', () => {
    const token = createSecureToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(token).not.toBe(createSecureToken());
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });
});

describe('common passwords', () => {
  it('refuses the most common ones, whatever their case, and accepts an uncommon passphrase', () => {
    for (const password of ['password', 'PASSWORD', '123456', 'qwerty123', 'iloveyou']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(isCommonPassword('kumul-flies-over-lae-2026')).toBe(false);
  });
});
