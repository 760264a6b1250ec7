import { useLocation, useNavigation } from '@remix-run/react';
import { EmptyState } from '~/components/ui/empty-state';
import { Badge } from '~/components/ui/badge';
import { SkeletonCards } from '~/components/ui/skeleton';
import { TARGET_ROLES, type TargetRole } from '~/lib/catalogue';
import type { Course } from '~/lib/cms/courses.server';
import { useMessages } from '~/messages';
import { useFreeCoursesMessages } from '~/messages/free-courses';
import { fieldClass, FilterForm } from '../catalogue/filter-form';
import { FreeCourseCard } from './free-course-card';
import { RoleOptions } from '~/components/ui/role-options';

export type FreeCoursesData =
  { status: 'ok'; role: TargetRole | null; courses: Course[] } | { status: 'error'; role: TargetRole | null };

/** Free courses (spec 2.10): grouped by target role, or one category as a flat grid. */
export function FreeCoursesScreen({ data }: { data: FreeCoursesData }) {
  const t = useMessages();
  const s = useFreeCoursesMessages();
  const navigation = useNavigation();
  const location = useLocation();
  const isFiltering = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const courses = data.status === 'ok' ? data.courses : [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t.screenTitles.freeCourses}</h1>
      <p className="mt-2 flex flex-wrap gap-2">
        <Badge tone="info">{s.categories}</Badge>
        {data.status === 'ok' ? <Badge tone="success">{s.count(courses.length)}</Badge> : null}
      </p>
      <p className="mt-3 text-slate-700">{s.intro}</p>

      <div className="mt-6 max-w-md">
        <FilterForm action="/free-courses" label={s.filtersLabel}>
          <div className="flex-1">
            <label htmlFor="free-courses-role" className="mb-1 block text-sm font-medium text-slate-800">
              {s.categoryLabel}
            </label>
            <select id="free-courses-role" name="role" defaultValue={data.role ?? ''} className={fieldClass}>
              <RoleOptions prompt={s.allCategories} />
            </select>
          </div>
        </FilterForm>
      </div>

      <div className="mt-8">
        {isFiltering ? (
          <SkeletonCards count={6} />
        ) : data.status === 'error' ? (
          <EmptyState tone="error" title={s.errorTitle} text={s.errorText} />
        ) : courses.length === 0 ? (
          <EmptyState title={s.emptyTitle} text={data.role ? s.emptyCategory(t.roles[data.role]) : s.emptyAll} />
        ) : data.role ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {courses.map((course) => (
              <FreeCourseCard key={course.id} course={course} />
            ))}
          </ul>
        ) : (
          <div className="space-y-10">
            {TARGET_ROLES.map((role) => {
              const group = courses.filter((course) => course.targetRole.includes(role));
              if (group.length === 0) return null;
              return (
                <section key={role} aria-labelledby={`group-${role}`} data-testid="course-group">
                  <div className="flex flex-wrap items-center gap-3">
                    <h2 id={`group-${role}`} className="text-2xl font-bold">
                      {t.roles[role]}
                    </h2>
                    <Badge>{s.groupCount(group.length)}</Badge>
                  </div>
                  <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                    {group.map((course) => (
                      <FreeCourseCard key={course.id} course={course} />
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}
