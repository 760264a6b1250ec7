import type { ActionFunctionArgs } from '@remix-run/node';
import { forgotPasswordSchema } from '@kundu/cms-contract/account-forms';
import { forgotPassword } from '~/lib/cms/accounts.server';
import { clientOf } from '~/lib/account-api.server';
import { ApiError, handleApi, noStoreJson, readJson } from '~/lib/api.server';
import { env } from '~/env.server';
import { messages } from '~/messages/messages.server';

/** POST /api/forgot-password {email, phone, deliveryMethod}: sends a reset link; answers message, maskedContactInfo. */
export function action({ request, context }: ActionFunctionArgs) {
  return handleApi(async () => {
    const answer = await forgotPassword(await readJson(request, forgotPasswordSchema), clientOf(context));
    if (!answer.ok) throw new ApiError(answer.status, answer.message, answer.fields);
    return noStoreJson(answer.data);
  }, messages().api.passwordResetUnavailable(env.SUPPORT_EMAIL));
}
