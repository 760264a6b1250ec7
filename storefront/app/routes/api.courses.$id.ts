import type { LoaderFunctionArgs } from '@remix-run/node';
import { CmsNotFoundError } from '~/lib/cms.server';
import { courseIdSchema, getCourse } from '~/lib/courses.server';
import { env } from '~/env.server';
import { errorJson, publicJson } from '~/lib/http.server';
import { messages } from '~/messages';

/** GET /api/courses/{id}: one published course. */
export async function loader({ params }: LoaderFunctionArgs) {
  const t = messages();
  const id = courseIdSchema.safeParse(params.id);
  if (!id.success) return errorJson(404, t.api.courseNotFound);
  try {
    return publicJson(await getCourse(id.data));
  } catch (error) {
    if (error instanceof CmsNotFoundError) return errorJson(404, t.api.courseNotFound);
    console.error(error);
    return errorJson(503, t.api.serviceUnavailable(env.SUPPORT_EMAIL));
  }
}
