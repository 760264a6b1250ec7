import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireApiSession } from '~/lib/account-api.server';
import { ApiError, handleApi, noStoreJson } from '~/lib/api.server';
import { courseIdSchema } from '~/lib/cms/courses.server';
import { findEnrollment } from '~/lib/cms/learning.server';
import { env } from '~/env.server';
import { messages } from '~/messages/messages.server';

/** GET /api/enrollments/{courseId}: the signed-in learner's enrolment in the course, or null (spec 7). */
export function loader({ request, params }: LoaderFunctionArgs) {
  const t = messages();
  return handleApi(async () => {
    const { token } = await requireApiSession(request);
    const courseId = courseIdSchema.safeParse(params.courseId);
    if (!courseId.success) throw new ApiError(404, t.api.courseNotFound);
    const answer = await findEnrollment(token, courseId.data);
    if (!answer.ok) throw new ApiError(answer.status, answer.message);
    return noStoreJson(answer.data.enrollment);
  }, t.api.serviceUnavailable(env.SUPPORT_EMAIL));
}
