import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { courseIdSchema, findCourse, listCourseModules } from '~/lib/cms/courses.server';
import { orUnavailable } from '~/lib/page-errors.server';
import { readSession } from '~/lib/session.server';
import { sharedMessages } from '~/messages';
import { CourseNotFound, CourseScreen } from '~/screens/course/course-screen';
import { handleEnrolment, loadEnrolment, type EnrolmentActionData } from '~/lib/pages/course.server';
import { GeneralErrorBoundary } from '~/components/ui/error-boundary';

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const t = sharedMessages();
  return data
    ? [{ title: t.meta.title(data.course.title) }, { name: 'description', content: data.course.description }]
    : [{ title: t.meta.title(t.screenTitles.courseNotFound) }];
};

async function publishedCourse(id: string | undefined) {
  const parsed = courseIdSchema.safeParse(id);
  const course = parsed.success ? await orUnavailable(findCourse(parsed.data)) : undefined;
  if (!course) throw new Response(null, { status: 404 });
  return course;
}

/** /courses/{id}: one course with the visitor's enrolment card, or 404 Course Not Found. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const course = await publishedCourse(params.id);
  const [modules, session] = await Promise.all([
    orUnavailable(listCourseModules(course.id)),
    readSession(request, context),
  ]);
  return { course, ...(await orUnavailable(loadEnrolment(session, course, modules))) };
}

/** Enroll Now (spec 2.7 and 7), with or without JavaScript. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const course = await publishedCourse(params.id);
  return handleEnrolment(await readSession(request, context), request, course);
}

export default function CoursePage() {
  const { course, modules, card } = useLoaderData<typeof loader>();
  return <CourseScreen course={course} modules={modules} card={card} result={useActionData<EnrolmentActionData>()} />;
}

/** Spec 2.7: an error or a missing course shows Course Not Found with Back to Courses. */
export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      defaultStatusHandler={() => <CourseNotFound />}
      unexpectedErrorHandler={() => <CourseNotFound />}
    />
  );
}
