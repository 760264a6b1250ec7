import { ContentText, langOf } from '~/components/ui/in-english';
import { Badge } from '~/components/ui/badge';
import { Icon } from '~/components/ui/icon';
import type { Course } from '~/lib/cms/courses.server';
import { useMessages } from '~/messages';
import { levelLabel } from '~/lib/catalogue';
import { useFreeCoursesMessages } from '~/messages/free-courses';
import { CourseLink } from '../catalogue/course-link';

const OBJECTIVES_SHOWN = 3;

/** A free course card (spec 2.10). */
export function FreeCourseCard({ course }: { course: Course }) {
  const t = useMessages();
  const s = useFreeCoursesMessages();
  const more = course.objectives.length - OBJECTIVES_SHOWN;
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 p-5" data-testid="free-course-card">
      <h3 className="text-lg font-semibold">
        <ContentText item={course} field="title" marked>
          {course.title}
        </ContentText>
      </h3>
      <div className="mt-2 flex flex-wrap gap-2">
        <Badge tone="info">{t.domains[course.domain]}</Badge>
        <Badge tone="success">{s.free}</Badge>
      </div>
      <p className="mt-3 line-clamp-3 text-sm text-slate-700" lang={langOf(course, 'description')}>
        {course.description}
      </p>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        {course.duration ? (
          <span className="inline-flex items-center gap-1">
            <Icon name="clock" className="h-4 w-4" />
            <ContentText item={course} field="duration">
              {course.duration}
            </ContentText>
          </span>
        ) : null}
        {course.difficulty ? <span>{levelLabel(t.levels, course.difficulty)}</span> : null}
      </p>
      {course.objectives.length > 0 ? (
        <div className="mt-3 flex-1 text-sm">
          <p className="font-semibold text-slate-900">{s.youllLearn}</p>
          <ul className="mt-1 space-y-1" lang={langOf(course, 'objectives')}>
            {course.objectives.slice(0, OBJECTIVES_SHOWN).map((objective) => (
              <li key={objective} className="flex gap-2">
                <Icon name="check" className="mt-0.5 h-4 w-4 text-teal-700" />
                <span>{objective}</span>
              </li>
            ))}
          </ul>
          {more > 0 ? <p className="mt-1 text-slate-600">{s.moreTopics(more)}</p> : null}
        </div>
      ) : (
        <div className="flex-1" />
      )}
      <CourseLink course={course} label={s.start} variant="primary" />
    </li>
  );
}
