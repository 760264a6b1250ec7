import { describe, expect, it } from 'vitest';
import { pendingKindFor } from './pending-kind';

describe('pendingKindFor', () => {
  it('names the placeholder of each page that has one', () => {
    expect(pendingKindFor('/', true)).toBe('dashboard');
    expect(pendingKindFor('/', false)).toBeNull();
    expect(pendingKindFor('/courses')).toBe('catalogue');
    expect(pendingKindFor('/free-courses')).toBe('free-courses');
    expect(pendingKindFor('/cyber-awareness')).toBe('awareness');
    expect(pendingKindFor('/certificate/KCA-00000-00000-00000-00000')).toBe('certificate');
    expect(pendingKindFor('/courses/abc123def456/modules/xyz789uvw012')).toBe('module');
    expect(pendingKindFor('/courses/abc123def456')).toBeNull();
    expect(pendingKindFor('/privacy')).toBeNull();
  });
});
