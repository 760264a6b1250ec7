import { describe, expect, it } from 'vitest';
import { pngDay } from './png-time';

describe('the day in Papua New Guinea', () => {
  it('is the UTC day until 14:00 UTC, and the next one from then', () => {
    expect(pngDay(new Date('2026-03-01T13:59:59Z'))).toBe('2026-03-01');
    expect(pngDay(new Date('2026-03-01T14:00:00Z'))).toBe('2026-03-02');
    expect(pngDay('2026-12-31T15:00:00.000Z')).toBe('2027-01-01');
  });
});
