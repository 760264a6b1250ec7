import { describe, expect, it } from 'vitest';
import { cataloguePageHref, readCatalogueFilters, readCataloguePage, roleOfPath } from './catalogue-filters';

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

  it('reads the page, from 1, and links other pages of the same filtered list', () => {
    expect(readCataloguePage(new URLSearchParams('page=3'))).toBe(3);
    for (const wrong of ['page=0', 'page=-2', 'page=2.5', 'page=abc', 'page=9999999', '']) {
      expect(readCataloguePage(new URLSearchParams(wrong)), wrong).toBe(1);
    }
    const filters = readCatalogueFilters(new URLSearchParams('q=scam&domain=cyber_crime&path=students'));
    expect(cataloguePageHref(filters, 2)).toBe('/courses?q=scam&domain=cyber_crime&path=students&page=2');
    expect(cataloguePageHref(filters, 1)).toBe('/courses?q=scam&domain=cyber_crime&path=students');
    expect(cataloguePageHref(readCatalogueFilters(new URLSearchParams()), 1)).toBe('/courses');
  });
});
