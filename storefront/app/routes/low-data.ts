/**
 * POST /low-data: the footer's low-data switch (ADR 0048), a plain form that works without JavaScript. It remembers
 * the choice in a cookie and sends the visitor back to the page they were on (a path of this site only).
 */
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { safeRedirect } from '~/lib/account-api.server';
import { readFormData } from '~/lib/http.server';
import { isLowDataChoice, lowDataCookie } from '~/lib/low-data.server';
import { messages } from '~/messages/messages.server';

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const choice = form.get('lowData');
  if (!isLowDataChoice(choice)) {
    throw new Response(messages().lowData.badChoice, { status: 400, headers: { 'Content-Type': 'text/plain' } });
  }
  const back = form.get('back');
  return redirect(safeRedirect(typeof back === 'string' ? back : null), {
    status: 303,
    headers: { 'Set-Cookie': lowDataCookie(request, choice), 'Cache-Control': 'no-store' },
  });
}

/** Nothing to show here: a visit by address goes home. */
export function loader() {
  return redirect('/');
}
