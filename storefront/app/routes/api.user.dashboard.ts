import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireApiSession } from '~/lib/account-api.server';
import { ApiError, handleApi, noStoreJson } from '~/lib/api.server';
import { dashboard } from '~/lib/cms/learning.server';
import { env } from '~/env.server';
import { messages } from '~/messages/messages.server';

/**
 * GET /api/user/dashboard (spec 3 and 7): overallProgress, enrollments (each with its course title),
 * coursesCompleted, certificatesEarned, and the learner's certificates; 401 when signed out.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const { token } = await requireApiSession(request);
    const answer = await dashboard(token);
    if (!answer.ok) throw new ApiError(answer.status, answer.message);
    return noStoreJson(answer.data);
  }, messages().api.serviceUnavailable(env.SUPPORT_EMAIL));
}
