import type { ActionFunctionArgs } from '@remix-run/node';
import { clientOf, requireApiSession } from '~/lib/account-api.server';
import { handleApi, noStoreJson, readJson } from '~/lib/api.server';
import { env } from '~/env.server';
import { confirmUpload, notifySchema } from '~/lib/uploads.server';
import { messages } from '~/messages/messages.server';

/** POST /api/user/document {filePath, fileName, fileSize, fileType, documentKind}: checks and adds an identity document. */
export function action({ request, context }: ActionFunctionArgs) {
  return handleApi(async () => {
    const { user, token } = await requireApiSession(request);
    const upload = await readJson(request, notifySchema);
    return noStoreJson(await confirmUpload('document', user, token, upload, clientOf(context)));
  }, messages().api.serviceUnavailable(env.SUPPORT_EMAIL));
}
