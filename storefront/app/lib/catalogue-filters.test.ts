import { describe, expect, it } from 'vitest';
import { readCatalogueFilters, roleOfPath } from './catalogue-filters';

describe('catalogue filters in the URL', () => {
  it('reads search, domain and learning path', () => {
    expect(readCatalogueFilters(new URLSearchParams('q=%20Scam%20&domain=cyber_crime&path=students'))).toEqual({
      q: 'Scam',
      domain: 'cyber_crime',
      path: 'students',
    });
  });

  it('maps the footer\u2019s path values to target roles, and accepts the role values too', () => {
    expect(roleOfPath(readCatalogueFilters(new URLSearchParams('path=intelligence')).path)).toBe(
      'intelligence_community',
    );
    expect(roleOfPath(readCatalogueFilters(new URLSearchParams('path=student_educational')).path)).toBe(
      'student_educational',
    );
  });

  it('treats unknown values as "all"', () => {
    expect(readCatalogueFilters(new URLSearchParams('domain=cyber_gardening&path=pilots'))).toEqual({
      q: '',
      domain: null,
      path: null,
    });
  });
});
