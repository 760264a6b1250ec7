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
  ])
    vi.stubEnv(name, 'a-test-secret-of-sufficient-length');
  device = await import('./trusted-device');
});

describe('device tokens', () => {
  it("prove the device for the account it was issued to, and no other's", () => {
    const token = device.issueDeviceToken('account-a');
    const id = device.trustedDeviceOf(['garbage', token], 'account-a');
    expect(id).toMatch(/^[\w-]{16}$/);
    expect(token).toContain(id);
    expect(device.trustedDeviceOf([token], 'account-b')).toBeNull();
  });

  it('stop proving anything when changed or after 180 days', () => {
    const issued = new Date('2026-01-01T00:00:00Z');
    const token = device.issueDeviceToken('account-a', issued);
    const [time, nonce, tag] = token.split('.');
    const tampered = `${time}.${nonce}.${tag!.slice(0, -2)}${tag!.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(device.trustedDeviceOf([tampered], 'account-a', issued)).toBeNull();
    expect(device.trustedDeviceOf([`${token}.x`], 'account-a', issued)).toBeNull();
    expect(device.trustedDeviceOf([token], 'account-a', new Date('2026-06-29T00:00:00Z'))).not.toBeNull();
    expect(device.trustedDeviceOf([token], 'account-a', new Date('2026-07-01T00:00:00Z'))).toBeNull();
  });
});
