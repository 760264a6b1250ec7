import type { ActionFunctionArgs } from '@remix-run/node';
import { contactByPhoneSchema } from '@kundu/cms-contract/account-forms';
import { contactInfo } from '~/lib/cms/accounts.server';
import { clientOf } from '~/lib/account-api.server';
import { ApiError, handleApi, noStoreJson, readJson } from '~/lib/api.server';
import { env } from '~/env.server';
import { messages } from '~/messages/messages.server';

/** POST /api/user/contact-info-by-phone {phone}: the account's contact details, masked (spec 2.4); rate limited. */
export function action({ request, context }: ActionFunctionArgs) {
  return handleApi(async () => {
    const answer = await contactInfo(await readJson(request, contactByPhoneSchema), clientOf(context));
    if (!answer.ok) throw new ApiError(answer.status, answer.message);
    return noStoreJson({ masked: answer.data });
  }, messages().api.serviceUnavailable(env.SUPPORT_EMAIL));
}
