import type { ActionFunctionArgs } from '@remix-run/node';
import { forgotAccountSchema } from '@kundu/cms-contract/account-forms';
import { forgotAccount } from '~/lib/cms/accounts.server';
import { clientOf } from '~/lib/account-api.server';
import { ApiError, handleApi, noStoreJson, readJson } from '~/lib/api.server';
import { messages } from '~/messages/messages.server';

/** POST /api/forgot-account {firstName, lastName, organization}: sends the sign-in email to the account's contacts. */
export function action({ request, context }: ActionFunctionArgs) {
  return handleApi(async () => {
    const answer = await forgotAccount(await readJson(request, forgotAccountSchema), clientOf(context));
    if (!answer.ok) throw new ApiError(answer.status, answer.message, answer.fields);
    return noStoreJson(answer.data);
  }, messages().account.forgotAccountFailed);
}
