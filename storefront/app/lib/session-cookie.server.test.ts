import { describe, expect, it, vi } from 'vitest';

vi.mock('~/env.server', () => ({ env: { SESSION_SECRET: 'a-test-secret-that-is-at-least-32-characters' } }));
const { sealSession, unsealSession, sessionCookie, deviceCookie, deviceTokens, sessionCookieName } =
  await import('./session-cookie.server');
const { readCookie } = await import('./cookies.server');

describe('the session cookie', () => {
  it('round-trips the session secret, encrypted', () => {
    const sealed = sealSession({ token: 'the-cms-session-secret' });
    expect(sealed).not.toContain('the-cms-session-secret');
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('session-secret');
    expect(unsealSession(sealed)).toEqual({ token: 'the-cms-session-secret' });
  });

  it('refuses anything tampered with or forged', () => {
    const sealed = Buffer.from(sealSession({ token: 'secret' }), 'base64url');
    sealed[20] = (sealed[20] ?? 0) ^ 1;
    expect(unsealSession(sealed.toString('base64url'))).toBeNull();
    expect(unsealSession('not-a-cookie')).toBeNull();
    expect(unsealSession(Buffer.from('{"token":"forged"}').toString('base64url'))).toBeNull();
  });

  it('is httpOnly, SameSite=Lax, and over HTTPS Secure and __Host- prefixed', () => {
    const secure = new Request('https://kundu.example/auth');
    const cookie = sessionCookie(secure, 'secret');
    expect(cookie).toMatch(/^__Host-kundu_session=[\w-]+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(sessionCookie(new Request('http://localhost:3000/'), 'secret')).toMatch(/^kundu_session=[^;]+; .*Path=\/;/);
    expect(sessionCookie(new Request('http://localhost:3000/'), 'secret')).not.toContain('Secure');
    const value = /__Host-kundu_session=([^;]+)/.exec(cookie)![1]!;
    const request = new Request('https://kundu.example/', {
      headers: { cookie: `other=1; kundu_session=forged; __Host-kundu_session=${value}` },
    });
    expect(sessionCookieName(request)).toBe('__Host-kundu_session');
    expect(unsealSession(readCookie(request, sessionCookieName(request))!)).toEqual({ token: 'secret' });
  });
});

describe('the device cookie', () => {
  const withDevices = (value: string) =>
    new Request('https://kundu.example/auth', { headers: { cookie: `__Host-kundu_devices=${value}` } });

  it('keeps the newest five tokens, newest first, for 180 days', () => {
    const tokens = ['a1.n1.m1', 'a2.n2.m2', 'a3.n3.m3', 'a4.n4.m4', 'a5.n5.m5'];
    const cookie = deviceCookie(withDevices(tokens.join('~')), 'a6.n6.m6');
    expect(cookie).toBe(
      '__Host-kundu_devices=a6.n6.m6~a1.n1.m1~a2.n2.m2~a3.n3.m3~a4.n4.m4; Max-Age=15552000; Path=/; HttpOnly; ' +
        'Secure; SameSite=Lax',
    );
    expect(deviceCookie(withDevices('a1.n1.m1~a2.n2.m2'), 'a2.n2.m2')).toMatch(/=a2\.n2\.m2~a1\.n1\.m1;/);
  });

  it('passes on only what looks like a token', () => {
    expect(deviceTokens(withDevices('a1.n1.m1~<script>~~' + 'x'.repeat(65)))).toEqual(['a1.n1.m1']);
    expect(deviceTokens(new Request('https://kundu.example/'))).toEqual([]);
  });
});
