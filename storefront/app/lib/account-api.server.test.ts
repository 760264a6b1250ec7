import { describe, expect, it, vi } from 'vitest';

vi.mock('~/env.server', () => ({
  env: { SESSION_SECRET: 'a-test-secret-that-is-at-least-32-characters', CMS_URL: 'http://127.0.0.1:1' },
}));
const { safeRedirect } = await import('./account-api.server');

describe('where a learner goes after signing in', () => {
  it('is a path of this site, query and fragment kept', () => {
    expect(safeRedirect('/courses/cyber-101?tab=modules#start')).toBe('/courses/cyber-101?tab=modules#start');
    expect(safeRedirect('/courses/%E2%9C%93')).toBe('/courses/%E2%9C%93');
  });

  it('is never another site, however the address is disguised', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '\t//evil.example',
      '/ /evil.example',
      '/courses/日本',
      `/${'a'.repeat(2048)}`,
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirect(target)).toBe('/');
    }
  });
});
