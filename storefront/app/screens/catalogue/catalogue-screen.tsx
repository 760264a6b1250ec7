import { Link, useLocation, useNavigation } from '@remix-run/react';
import { Icon } from '~/components/ui/icon';
import { EmptyState } from '~/components/ui/empty-state';
import { SkeletonCards } from '~/components/ui/skeleton';
import { DOMAINS } from '~/lib/catalogue';
import { cataloguePageHref, PATHS, type CatalogueFilters } from '~/lib/catalogue-filters';
import type { Course } from '~/lib/cms/courses.server';
import { useMessages } from '~/messages';
import { useCatalogueMessages } from '~/messages/catalogue';
import { CourseCard } from './course-card';
import { fieldClass, FilterForm } from './filter-form';

export type CatalogueData =
  | {
      status: 'ok';
      /** This page's courses. */
      courses: Course[];
      /** How many courses match the filters, on every page. */
      matching: number;
      page: number;
      pageCount: number;
      total: number;
      filters: CatalogueFilters;
    }
  | { status: 'error'; filters: CatalogueFilters };

/** Previous, Page N of M, Next: plain links that keep the filters, so they work without JavaScript. */
function Pages({ filters, page, pageCount }: { filters: CatalogueFilters; page: number; pageCount: number }) {
  const s = useCatalogueMessages();
  if (pageCount <= 1) return null;
  const link = 'inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-semibold text-teal-800 hover:bg-teal-50';
  return (
    <nav aria-label={s.pages} className="mt-6 flex items-center justify-between gap-2">
      {page > 1 ? (
        <Link to={cataloguePageHref(filters, page - 1)} className={link} rel="prev">
          <Icon name="arrow-left" className="h-4 w-4" />
          {s.previousPage}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700" aria-current="page">
        {s.pageOf(page, pageCount)}
      </p>
      {page < pageCount ? (
        <Link to={cataloguePageHref(filters, page + 1)} className={link} rel="next">
          {s.nextPage}
          <Icon name="arrow-right" className="h-4 w-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The course catalogue (spec 2.6). */
export function CatalogueScreen({ data }: { data: CatalogueData }) {
  const t = useMessages();
  const s = useCatalogueMessages();
  const navigation = useNavigation();
  const location = useLocation();
  const isFiltering = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const { filters } = data;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t.screenTitles.catalogue}</h1>
      <p className="mt-2 text-slate-700">{s.intro}</p>

      <div className="mt-6">
        <FilterForm action="/courses" label={s.filtersLabel}>
          <div className="flex-1">
            <label htmlFor="catalogue-q" className="sr-only">
              {s.searchLabel}
            </label>
            <input
              id="catalogue-q"
              type="search"
              name="q"
              defaultValue={filters.q}
              placeholder={s.searchPlaceholder}
              className={fieldClass}
              maxLength={100}
            />
          </div>
          <div className="sm:w-56">
            <label htmlFor="catalogue-domain" className="mb-1 block text-sm font-medium text-slate-800">
              {s.domainLabel}
            </label>
            <select id="catalogue-domain" name="domain" defaultValue={filters.domain ?? ''} className={fieldClass}>
              <option value="">{s.allDomains}</option>
              {DOMAINS.map((domain) => (
                <option key={domain} value={domain}>
                  {t.domains[domain]}
                </option>
              ))}
            </select>
          </div>
          <div className="sm:w-56">
            <label htmlFor="catalogue-path" className="mb-1 block text-sm font-medium text-slate-800">
              {s.pathLabel}
            </label>
            <select id="catalogue-path" name="path" defaultValue={filters.path ?? ''} className={fieldClass}>
              <option value="">{s.allPaths}</option>
              {(Object.keys(PATHS) as Array<keyof typeof PATHS>).map((path) => (
                <option key={path} value={path}>
                  {t.pathLinks[path]}
                </option>
              ))}
            </select>
          </div>
        </FilterForm>
      </div>

      <div className="mt-6">
        {isFiltering ? (
          <SkeletonCards count={6} />
        ) : data.status === 'error' ? (
          <EmptyState tone="error" title={s.errorTitle} text={s.errorText} />
        ) : data.total === 0 ? (
          <EmptyState title={s.noneTitle} text={s.noneText} />
        ) : (
          <>
            <p className="text-sm text-slate-700" role="status" aria-live="polite">
              {s.showing(data.matching)}
            </p>
            {data.courses.length === 0 ? (
              <div className="mt-4">
                <EmptyState title={s.noMatchTitle} text={s.noMatchText} />
              </div>
            ) : (
              <>
                <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {data.courses.map((course) => (
                    <CourseCard key={course.id} course={course} />
                  ))}
                </ul>
                <Pages filters={filters} page={data.page} pageCount={data.pageCount} />
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
