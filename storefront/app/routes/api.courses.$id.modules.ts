import type { LoaderFunctionArgs } from '@remix-run/node';
import { CmsNotFoundError } from '~/lib/cms.server';
import { courseIdSchema, getCourse, listCourseModules } from '~/lib/courses.server';
import { env } from '~/env.server';
import { errorJson, publicJson } from '~/lib/http.server';
import { messages } from '~/messages';

/** GET /api/courses/{id}/modules: the course's published modules in order (titles and summaries only). */
export async function loader({ params }: LoaderFunctionArgs) {
  const t = messages();
  const id = courseIdSchema.safeParse(params.id);
  if (!id.success) return errorJson(404, t.api.courseNotFound);
  try {
    const [, modules] = await Promise.all([getCourse(id.data), listCourseModules(id.data)]);
    return publicJson(modules);
  } catch (error) {
    if (error instanceof CmsNotFoundError) return errorJson(404, t.api.courseNotFound);
    console.error(error);
    return errorJson(503, t.api.serviceUnavailable(env.SUPPORT_EMAIL));
  }
}
