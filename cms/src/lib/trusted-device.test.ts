import { beforeAll, describe, expect, it, vi } from 'vitest';

let device: typeof import('./trusted-device');

beforeAll(async () => {
  vi.stubEnv('APP_KEYS', 'a-test-key-of-sufficient-length,another-test-key-of-length');
  for (const name of [
    'API_TOKEN_SALT',
    'ADMIN_JWT_SECRET',
    'TRANSFER_TOKEN_SALT',
    'JWT_SECRET',
    'ENCRYPTION_KEY',
    'SEED_API_TOKEN',
    'STOREFRONT_API_TOKEN',
    'CRON_API_TOKEN',
  ])
    vi.stubEnv(name, 'a-test-secret-of-sufficient-length');
  device = await import('./trusted-device');
});

describe('device tokens', () => {
  it("prove the device for the account it was issued to, and no other's", () => {
    const token = device.issueDeviceToken('account-a', 'hash-1');
    const found = device.trustedDeviceOf(['garbage', token], 'account-a', 'hash-1');
    expect(found?.nonce).toMatch(/^[\w-]{16}$/);
    expect(found?.token).toBe(token);
    expect(device.trustedDeviceOf([token], 'account-b', 'hash-1')).toBeNull();
  });

  it('die with the password: after a reset no token issued before it proves anything', () => {
    const token = device.issueDeviceToken('account-a', 'hash-before-reset');
    expect(device.trustedDeviceOf([token], 'account-a', 'hash-after-reset')).toBeNull();
  });

  it('stop proving anything when changed or after 180 days', () => {
    const issued = new Date('2026-01-01T00:00:00Z');
    const token = device.issueDeviceToken('account-a', 'hash-1', issued);
    const [time, nonce, tag] = token.split('.');
    const tampered = `${time}.${nonce}.${tag!.slice(0, -2)}${tag!.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(device.trustedDeviceOf([tampered], 'account-a', 'hash-1', issued)).toBeNull();
    expect(device.trustedDeviceOf([`${token}.x`], 'account-a', 'hash-1', issued)).toBeNull();
    expect(device.trustedDeviceOf([token], 'account-a', 'hash-1', new Date('2026-06-29T00:00:00Z'))).not.toBeNull();
    expect(device.trustedDeviceOf([token], 'account-a', 'hash-1', new Date('2026-07-01T00:00:00Z'))).toBeNull();
  });
});
