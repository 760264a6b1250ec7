import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { TARGET_ROLES, type TargetRole } from '~/lib/catalogue';
import { listCourses } from '~/lib/cms/courses.server';
import { sharedMessages } from '~/messages';
import { FreeCoursesScreen, type FreeCoursesData } from '~/screens/free-courses/free-courses-screen';

export const meta: MetaFunction = () => [
  { title: sharedMessages().meta.title(sharedMessages().screenTitles.freeCourses) },
];

/** /free-courses?role=: free courses, all categories or one. An unknown role means all. */
export async function loader({ request }: LoaderFunctionArgs) {
  const requested = new URL(request.url).searchParams.get('role');
  const role = TARGET_ROLES.includes(requested as TargetRole) ? (requested as TargetRole) : null;
  try {
    const courses = await listCourses({ free: true, role: role ?? undefined });
    return { status: 'ok', role, courses } satisfies FreeCoursesData;
  } catch (error) {
    console.error(error);
    return data({ status: 'error', role } satisfies FreeCoursesData, { status: 503 });
  }
}

export default function FreeCourses() {
  return <FreeCoursesScreen data={useLoaderData<typeof loader>()} />;
}
