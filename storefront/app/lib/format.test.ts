import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatWeekday, plural } from './format';

describe('dates and numbers in the visitor language', () => {
  it('writes dates in Port Moresby time with Tok Pisin month names', () => {
    expect(formatDate('2026-03-05T10:00:00Z', 'tpi')).toBe('5 Mas 2026');
    expect(formatDate('2026-03-05T10:00:00Z', 'en')).toBe('5 Mar 2026');
    // 23:30 UTC on 31 December is already New Year's Day in Port Moresby (UTC+10).
    expect(formatDate('2025-12-31T23:30:00Z', 'tpi')).toBe('1 Janueri 2026');
    expect(formatDate('2026-08-20T00:00:00Z', 'tpi')).toBe('20 Ogas 2026');
  });

  it('names the days of the week', () => {
    expect(formatWeekday('2026-03-01T02:00:00Z', 'tpi')).toBe('Sande');
    expect(formatWeekday('2026-03-07T02:00:00Z', 'tpi')).toBe('Sarere');
    expect(formatWeekday('2026-03-02T02:00:00Z', 'en')).toBe('Monday');
  });

  it('writes numbers as Papua New Guinea does and picks plurals by Intl.PluralRules', () => {
    expect(formatNumber(1250, 'tpi')).toBe('1,250');
    expect(plural(1, 'module', 'modules', 'en')).toBe('1 module');
    expect(plural(3, 'module', 'modules', 'en')).toBe('3 modules');
    expect(plural(1, 'kos', 'kos', 'tpi')).toBe('1 kos');
  });
});
