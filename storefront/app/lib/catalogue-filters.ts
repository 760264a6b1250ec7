/** The catalogue's URL filters (/courses?q=&domain=&path=&page=), shared by its loader and its form. */
import { DOMAINS, TARGET_ROLES, type Domain, type TargetRole } from './catalogue';

/** The footer's learning path values (spec 2.1) and the target role each stands for. */
export const PATHS = {
  general_workforce: 'general_workforce',
  students: 'student_educational',
  law_enforcement: 'law_enforcement',
  government: 'government',
  intelligence: 'intelligence_community',
  churches_ngos: 'churches_ngos',
} as const satisfies Record<string, TargetRole>;

export type PathValue = keyof typeof PATHS;

export type CatalogueFilters = { q: string; domain: Domain | null; path: PathValue | null };

/** Courses per catalogue page: a phone gets a page it can carry whatever the size of the catalogue. */
export const CATALOGUE_PAGE_SIZE = 24;

/** The page asked for, from 1; anything else is the first page. */
export function readCataloguePage(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** The address of another page of the same filtered list. */
export function cataloguePageHref(filters: CatalogueFilters, page: number): string {
  const search = new URLSearchParams();
  if (filters.q) search.set('q', filters.q);
  if (filters.domain) search.set('domain', filters.domain);
  if (filters.path) search.set('path', filters.path);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `/courses?${query}` : '/courses';
}

const isDomain = (value: string | null): value is Domain => DOMAINS.includes(value as Domain);

/** Reads the filters from a URL; unknown values mean "all" rather than an error, so old links keep working. */
export function readCatalogueFilters(search: URLSearchParams): CatalogueFilters {
  const path = search.get('path');
  const asPath = (Object.entries(PATHS).find(([key, role]) => key === path || role === path)?.[0] ??
    null) as PathValue | null;
  const domain = search.get('domain');
  return { q: (search.get('q') ?? '').trim().slice(0, 100), domain: isDomain(domain) ? domain : null, path: asPath };
}

export function roleOfPath(path: PathValue | null): TargetRole | undefined {
  return path ? PATHS[path] : undefined;
}

export { TARGET_ROLES };
