import { describe, expect, it, vi } from 'vitest';

vi.mock('~/env.server', () => ({ env: { SESSION_SECRET: 'a-test-secret-that-is-at-least-32-characters' } }));
const { sealSession, unsealSession, sessionCookie, readCookie } = await import('./session-cookie.server');

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

  it('is httpOnly, SameSite=Lax, and Secure over HTTPS', () => {
    const cookie = sessionCookie(new Request('https://kundu.example/auth'), 'secret');
    expect(cookie).toMatch(/^kundu_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure$/);
    expect(sessionCookie(new Request('http://localhost:3000/'), 'secret')).not.toContain('Secure');
    const value = /kundu_session=([^;]+)/.exec(cookie)![1]!;
    const request = new Request('https://kundu.example/', { headers: { cookie: `other=1; kundu_session=${value}` } });
    expect(unsealSession(readCookie(request, 'kundu_session')!)).toEqual({ token: 'secret' });
  });
});
