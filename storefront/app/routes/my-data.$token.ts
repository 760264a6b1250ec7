/**
 * /my-data/{token}: a link to a learner's data (ADR 0051), as "Download my data" on the profile or Learner support in
 * the admin panel made it. Opened, it downloads one ZIP file made there and then (lib/personal-data-archive.server.ts).
 * A learner's link opens for them alone, signed in on this browser, for 30 minutes; Learner support's opens once. One
 * that does not open says why on the profile (or the home page, signed out), and works without JavaScript.
 */
import { Readable } from 'node:stream';
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { EXPORT_TOKEN } from '@kundu/cms-contract/personal-data';
import { clientOf } from '~/lib/account-api.server';
import { chatVisitorId } from '~/lib/chat.server';
import { CmsUnavailableError } from '~/lib/cms/core.server';
import { openDataExport } from '~/lib/cms/personal-data.server';
import { env } from '~/env.server';
import { setFlash } from '~/lib/flash.server';
import { personalDataArchive } from '~/lib/personal-data-archive.server';
import { readSession } from '~/lib/session.server';
import { messages } from '~/messages/messages.server';
import { disposition } from '@kundu/cms-contract/downloads';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const t = messages().personalData;
  const session = await readSession(request, context);
  const token = params.token ?? '';
  let opened: Awaited<ReturnType<typeof openDataExport>> | null = null;
  try {
    opened = EXPORT_TOKEN.test(token)
      ? await openDataExport(token, {
          sessionToken: session.token,
          chatVisitor: chatVisitorId(request),
          visitor: clientOf(context),
        })
      : null;
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error;
    // An outage is said in words, and the link still works once it is over (it is not spent).
    console.error(error);
    return new Response(messages().api.serviceUnavailable(env.SUPPORT_EMAIL), {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '60' },
    });
  }
  if (!opened?.ok) {
    const description = opened?.message || messages().api.notFound;
    return redirect(session.user ? '/profile' : '/', {
      status: 303,
      headers: { 'Set-Cookie': await setFlash({ title: t.linkFailedTitle, description, variant: 'destructive' }) },
    });
  }
  const site = new URL(request.url).origin;
  const { fileName, body } = await personalDataArchive(opened.data, { support: env.SUPPORT_EMAIL, site });
  // Cast: Node's stream/web ReadableStream and the DOM lib's are one object at run time, two types to TypeScript.
  return new Response(Readable.toWeb(body) as unknown as ReadableStream, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': disposition(fileName),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    },
  });
}
