import { useLocation, useNavigation } from '@remix-run/react';
import { EmptyState } from '~/components/ui/empty-state';
import { SkeletonCards } from '~/components/ui/skeleton';
import { DOMAINS } from '~/lib/catalogue';
import { PATHS, type CatalogueFilters } from '~/lib/catalogue-filters';
import type { Course } from '~/lib/courses.server';
import { useMessages } from '~/messages';
import { CourseCard } from './course-card';
import { fieldClass, FilterForm } from './filter-form';

export type CatalogueData =
  | { status: 'ok'; courses: Course[]; total: number; filters: CatalogueFilters }
  | { status: 'error'; filters: CatalogueFilters };

/** The course catalogue (spec 2.6). */
export function CatalogueScreen({ data }: { data: CatalogueData }) {
  const t = useMessages();
  const navigation = useNavigation();
  const location = useLocation();
  const isFiltering = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const { filters } = data;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t.catalogue.title}</h1>
      <p className="mt-2 text-slate-700">{t.catalogue.intro}</p>

      <div className="mt-6">
        <FilterForm action="/courses" label={t.catalogue.filtersLabel}>
          <div className="flex-1">
            <label htmlFor="catalogue-q" className="sr-only">
              {t.catalogue.searchLabel}
            </label>
            <input
              id="catalogue-q"
              type="search"
              name="q"
              defaultValue={filters.q}
              placeholder={t.catalogue.searchPlaceholder}
              className={fieldClass}
              maxLength={100}
            />
          </div>
          <div className="sm:w-56">
            <label htmlFor="catalogue-domain" className="mb-1 block text-sm font-medium text-slate-800">
              {t.catalogue.domainLabel}
            </label>
            <select id="catalogue-domain" name="domain" defaultValue={filters.domain ?? ''} className={fieldClass}>
              <option value="">{t.catalogue.allDomains}</option>
              {DOMAINS.map((domain) => (
                <option key={domain} value={domain}>
                  {t.domains[domain]}
                </option>
              ))}
            </select>
          </div>
          <div className="sm:w-56">
            <label htmlFor="catalogue-path" className="mb-1 block text-sm font-medium text-slate-800">
              {t.catalogue.pathLabel}
            </label>
            <select id="catalogue-path" name="path" defaultValue={filters.path ?? ''} className={fieldClass}>
              <option value="">{t.catalogue.allPaths}</option>
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
          <EmptyState tone="error" title={t.catalogue.errorTitle} text={t.catalogue.errorText} />
        ) : data.total === 0 ? (
          <EmptyState title={t.catalogue.noneTitle} text={t.catalogue.noneText} />
        ) : (
          <>
            <p className="text-sm text-slate-700" role="status" aria-live="polite">
              {t.catalogue.showing(data.courses.length)}
            </p>
            {data.courses.length === 0 ? (
              <div className="mt-4">
                <EmptyState title={t.catalogue.noMatchTitle} text={t.catalogue.noMatchText} />
              </div>
            ) : (
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {data.courses.map((course) => (
                  <CourseCard key={course.id} course={course} />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  );
}
