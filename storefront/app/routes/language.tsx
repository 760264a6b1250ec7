import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { safeRedirect } from '~/lib/account-api.server';
import { readFormData } from '~/lib/http.server';
import { asLanguage } from '~/lib/language';
import { languageCookie } from '~/lib/language.server';

/**
 * POST /language (the Tok Pisin / English control, ADR 0046): remembers the language in a cookie and goes back to
 * the page the visitor was on (a path of this site only). An unknown language changes nothing.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const language = asLanguage(form.get('language'));
  const back = safeRedirect(String(form.get('back') ?? '/'));
  if (!language) return redirect(back, 303);
  return redirect(back, { status: 303, headers: { 'Set-Cookie': languageCookie(request, language) } });
}

/** A GET (a bookmarked or typed address) goes home. */
export function loader(_: LoaderFunctionArgs) {
  return redirect('/');
}
