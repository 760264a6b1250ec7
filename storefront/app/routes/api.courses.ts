import type { LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { TARGET_ROLES } from '~/lib/catalogue';
import { listCourses } from '~/lib/cms/courses.server';
import { errorJson, publicJson } from '~/lib/http.server';
import { messages } from '~/messages/messages.server';

const filterSchema = z.object({
  free: z.enum(['true', 'false']).optional(),
  role: z.enum(TARGET_ROLES).optional(),
});

/** GET /api/courses[?free=true][&role={targetRole}]: the published courses, optionally only free ones for a role. */
export async function loader({ request }: LoaderFunctionArgs) {
  const t = messages();
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const filter = filterSchema.safeParse(params);
  if (!filter.success) {
    const badField = filter.error.issues[0]?.path[0];
    return errorJson(400, badField === 'role' ? t.api.invalidRole(TARGET_ROLES) : t.api.invalidFreeFilter);
  }
  try {
    const courses = await listCourses({
      free: filter.data.free === undefined ? undefined : filter.data.free === 'true',
      role: filter.data.role,
    });
    return publicJson(courses);
  } catch (error) {
    console.error(error);
    return errorJson(503, t.api.coursesUnavailable);
  }
}
