import type { ActionFunctionArgs } from '@remix-run/node';
import { profileSchema } from '@kundu/cms-contract/account-forms';
import { updateProfile } from '~/lib/cms/accounts.server';
import { requireApiSession, userAnswer } from '~/lib/account-api.server';
import { ApiError, handleApi, noStoreJson, readJson } from '~/lib/api.server';
import { messages } from '~/messages/messages.server';

/** PATCH /api/user/profile {role, organization, hasConsentedToDataUse}: saves the profile, answers the user. */
export function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== 'PATCH') throw new ApiError(405, messages().api.usePatch);
    const { token } = await requireApiSession(request);
    const saved = await updateProfile(token, await readJson(request, profileSchema));
    if (!saved.ok) throw new ApiError(saved.status, saved.message, saved.fields);
    return noStoreJson(userAnswer(saved.data));
  }, messages().profile.updateFailed);
}
