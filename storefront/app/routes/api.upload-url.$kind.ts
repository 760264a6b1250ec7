import type { ActionFunctionArgs } from '@remix-run/node';
import { clientOf, requireApiSession } from '~/lib/account-api.server';
import { ApiError, handleApi, noStoreJson } from '~/lib/api.server';
import { env } from '~/env.server';
import { issueUploadUrl } from '~/lib/uploads.server';
import { messages } from '~/messages/messages.server';

/** POST /api/upload-url/{photo|document}: a URL to PUT the file to, valid 5 minutes, for the signed-in learner. */
export function action({ request, params, context }: ActionFunctionArgs) {
  return handleApi(async () => {
    const kind = params.kind === 'photo' || params.kind === 'document' ? params.kind : null;
    if (!kind) throw new ApiError(404, messages().api.unknownUploadKind);
    const { user, token } = await requireApiSession(request);
    return noStoreJson(await issueUploadUrl(kind, user, token, clientOf(context)));
  }, messages().api.serviceUnavailable(env.SUPPORT_EMAIL));
}
