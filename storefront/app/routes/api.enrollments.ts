import type { ActionFunctionArgs } from '@remix-run/node';
import { enrolmentSchema } from '@kundu/cms-contract/learning-forms';
import { requireApiSession } from '~/lib/account-api.server';
import { ApiError, handleApi, noStoreJson, readJson } from '~/lib/api.server';
import { enrol } from '~/lib/cms/learning.server';
import { messages } from '~/messages/messages.server';

/**
 * POST /api/enrollments {courseId, accessCode?}: enrols the signed-in learner (spec 7). Answers the spec's
 * Enrollment: 201 when enrolled now, 200 when they already were; a refusal is a 4xx with a `message`, and the
 * Enrollment Failed toast shows it (spec 8).
 */
export function action({ request }: ActionFunctionArgs) {
  const t = messages();
  return handleApi(async () => {
    if (request.method !== 'POST') throw new ApiError(405, t.api.usePost);
    const { token } = await requireApiSession(request);
    const answer = await enrol(token, await readJson(request, enrolmentSchema));
    if (!answer.ok) throw new ApiError(answer.status, answer.message || t.course.enrollFailedDefault, answer.fields);
    return noStoreJson(answer.data, { status: answer.status });
  }, t.course.enrollFailedDefault);
}

export function loader() {
  return new ApiError(405, messages().api.usePost).toResponse();
}
