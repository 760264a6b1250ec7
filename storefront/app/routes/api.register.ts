import type { ActionFunctionArgs } from '@remix-run/node';
import { registrationSchema } from '@kundu/cms-contract/account-forms';
import { register } from '~/lib/cms/accounts.server';
import { clientOf, userAnswer } from '~/lib/account-api.server';
import { ApiError, handleApi, noStoreJson, readJson } from '~/lib/api.server';
import { env } from '~/env.server';
import { signedInCookies } from '~/lib/session-cookie.server';
import { messages } from '~/messages/messages.server';

/** POST /api/register: the registration payload (spec 3); creates the account and signs the learner in. */
export function action({ request, context }: ActionFunctionArgs) {
  return handleApi(async () => {
    const answer = await register(await readJson(request, registrationSchema), clientOf(context));
    if (!answer.ok) throw new ApiError(answer.status, answer.message, answer.fields);
    return noStoreJson(userAnswer(answer.data.user), {
      status: 201,
      headers: signedInCookies(request, answer.data),
    });
  }, messages().api.serviceUnavailable(env.SUPPORT_EMAIL));
}
