/** A card's link to its course page: the visible words ("View Course", "Start"), and the course's title for screen
 * readers, so that a list of such links says which course each opens. */
import { Link } from '@remix-run/react';
import { buttonClasses } from '~/components/ui/button';
import { ContentText } from '~/components/ui/in-english';
import type { InEnglish } from '~/lib/content-language';

export function CourseLink({
  course,
  label,
  variant,
}: {
  course: InEnglish & { id: string; title: string };
  label: string;
  variant: 'primary' | 'secondary';
}) {
  return (
    <Link to={`/courses/${course.id}`} className={buttonClasses(variant, 'mt-4 self-start')} prefetch="intent">
      {label}
      <span className="sr-only">
        :{' '}
        <ContentText item={course} field="title">
          {course.title}
        </ContentText>
      </span>
    </Link>
  );
}
