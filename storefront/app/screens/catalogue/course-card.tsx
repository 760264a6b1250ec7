import { ContentText, langOf } from '~/components/ui/in-english';
import { Badge } from '~/components/ui/badge';
import { Icon } from '~/components/ui/icon';
import type { Course } from '~/lib/cms/courses.server';
import { useMessages } from '~/messages';
import { useCatalogueMessages } from '~/messages/catalogue';
import { levelLabel } from '~/lib/catalogue';
import { CourseLink } from './course-link';

/** A catalogue card (spec 2.6); its title is a level-3 heading where the cards sit under a section's heading. */
export function CourseCard({ course, headingLevel = 2 }: { course: Course; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const t = useMessages();
  const s = useCatalogueMessages();
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 p-5" data-testid="course-card">
      <div className="flex flex-wrap gap-2">
        <Badge tone="info">{t.domains[course.domain]}</Badge>
        {course.difficulty ? <Badge>{levelLabel(t.levels, course.difficulty)}</Badge> : null}
        {course.isFree ? <Badge tone="success">{s.free}</Badge> : null}
      </div>
      <Heading className="mt-3 text-lg font-semibold">
        <ContentText item={course} field="title" marked>
          {course.title}
        </ContentText>
      </Heading>
      <p className="mt-2 line-clamp-3 flex-1 text-sm text-slate-700" lang={langOf(course, 'description')}>
        {course.description || s.noDescription}
      </p>
      <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1">
          <Icon name="book" className="h-4 w-4" />
          {t.common.modules(course.moduleCount)}
        </span>
        {course.duration ? (
          <span className="inline-flex items-center gap-1">
            <Icon name="clock" className="h-4 w-4" />
            <ContentText item={course} field="duration">
              {course.duration}
            </ContentText>
          </span>
        ) : null}
        {!course.isFree && course.priceKina !== null ? (
          <span className="font-semibold text-slate-900">{t.common.price(course.priceKina)}</span>
        ) : null}
      </p>
      <CourseLink course={course} label={s.viewCourse} variant="secondary" />
    </li>
  );
}
