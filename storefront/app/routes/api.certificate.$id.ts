import type { LoaderFunctionArgs } from '@remix-run/node';
import { CmsNotFoundError } from '~/lib/cms/core.server';
import { certificateIdSchema, getCertificate } from '~/lib/cms/certificates.server';
import { env } from '~/env.server';
import { noStoreJson } from '~/lib/api.server';
import { errorJson } from '~/lib/http.server';
import { messages } from '~/messages/messages.server';

/**
 * GET /api/certificate/{id}: one certificate by its verification code, as it is now: never from a cache, so a
 * revocation or a re-issue shows at once (ADR 0015).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const t = messages();
  const id = certificateIdSchema.safeParse(params.id);
  if (!id.success) return errorJson(404, t.screenTitles.certificateNotFound);
  try {
    return noStoreJson(await getCertificate(id.data));
  } catch (error) {
    if (error instanceof CmsNotFoundError) return errorJson(404, t.screenTitles.certificateNotFound);
    console.error(error);
    return errorJson(503, t.api.serviceUnavailable(env.SUPPORT_EMAIL));
  }
}
