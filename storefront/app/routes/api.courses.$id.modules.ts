import type { LoaderFunctionArgs } from '@remix-run/node';
import { courseIdSchema, findCourse, listCourseModules } from '~/lib/cms/courses.server';
import { env } from '~/env.server';
import { errorJson, publicJson } from '~/lib/http.server';
import { messages } from '~/messages/messages.server';

/** GET /api/courses/{id}/modules: the course's published modules in order (titles and summaries only). */
export async function loader({ params }: LoaderFunctionArgs) {
  const t = messages();
  const id = courseIdSchema.safeParse(params.id);
  if (!id.success) return errorJson(404, t.api.courseNotFound);
  try {
    const course = await findCourse(id.data);
    return course ? publicJson(await listCourseModules(course.id)) : errorJson(404, t.api.courseNotFound);
  } catch (error) {
    console.error(error);
    return errorJson(503, t.api.serviceUnavailable(env.SUPPORT_EMAIL));
  }
}
