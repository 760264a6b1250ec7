import type { ActionFunctionArgs } from '@remix-run/node';
import { resetPasswordSchema } from '@kundu/cms-contract/account-forms';
import { resetPassword } from '~/lib/cms/accounts.server';
import { clientOf } from '~/lib/account-api.server';
import { ApiError, handleApi, noStoreJson, readJson } from '~/lib/api.server';
import { env } from '~/env.server';
import { messages } from '~/messages/messages.server';

/** POST /api/reset-password {token, newPassword, confirmPassword}: sets the new password; answers message. */
export function action({ request, context }: ActionFunctionArgs) {
  return handleApi(async () => {
    const answer = await resetPassword(await readJson(request, resetPasswordSchema), clientOf(context));
    if (!answer.ok) throw new ApiError(answer.status, answer.message, answer.fields);
    return noStoreJson(answer.data);
  }, messages().api.passwordResetUnavailable(env.SUPPORT_EMAIL));
}
