import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { courseIdSchema, findCourse, listCourseModules } from '~/lib/cms/courses.server';
import { orUnavailable } from '~/lib/page-errors.server';
import { sharedMessages } from '~/messages';
import { CourseNotFound, CourseScreen } from '~/screens/course/course-screen';

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const t = sharedMessages();
  return data
    ? [{ title: t.meta.title(data.course.title) }, { name: 'description', content: data.course.description }]
    : [{ title: t.meta.title(t.screenTitles.courseNotFound) }];
};

/** /courses/{id}: one course, or 404 Course Not Found. */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = courseIdSchema.safeParse(params.id);
  const course = id.success ? await orUnavailable(findCourse(id.data)) : undefined;
  if (!course) throw new Response(null, { status: 404 });
  const modules = await orUnavailable(listCourseModules(course.id));
  return { course, modules, signInTo: `/auth?redirect=${encodeURIComponent(`/courses/${course.id}`)}` };
}

export default function CoursePage() {
  const { course, modules, signInTo } = useLoaderData<typeof loader>();
  return <CourseScreen course={course} modules={modules} signInTo={signInTo} />;
}

/** Spec 2.7: an error or a missing course shows Course Not Found with Back to Courses. */
export function ErrorBoundary() {
  return <CourseNotFound />;
}
