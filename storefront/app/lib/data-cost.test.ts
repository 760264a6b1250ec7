import { describe, expect, it } from 'vitest';
import { dataCostOf } from './data-cost';

describe('dataCostOf', () => {
  it('counts kilobytes (at least one) and toea at the given kina per GB', () => {
    expect(dataCostOf(6_144, 10).kilobytes).toBe(6);
    expect(dataCostOf(6_144, 10).toea).toBeCloseTo(0.006144, 9);
    expect(dataCostOf(100, 10).kilobytes).toBe(1);
    // A 2.3 MB page (the median mobile web page) at K10 per GB costs 2.3 toea.
    expect(dataCostOf(2_300_000, 10).toea).toBeCloseTo(2.3);
    expect(dataCostOf(2_300_000, 1).toea).toBeCloseTo(0.23);
  });
});
