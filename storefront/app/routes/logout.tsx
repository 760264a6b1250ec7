import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { Button, buttonClasses } from '~/components/ui/button';
import { messages } from '~/messages/messages.server';

/** The words of this page only (server-side account messages, not the shared catalogue). */
export function loader(_: LoaderFunctionArgs) {
  const { account } = messages();
  return {
    title: account.logoutConfirmTitle,
    text: account.logoutConfirmText,
    confirm: account.logoutConfirm,
    cancel: account.logoutCancel,
    pageTitle: messages().meta.title(account.logoutConfirmTitle),
  };
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.pageTitle ?? '' }];

/**
 * /logout: where a Logout link lands when the browser did not say it came from this site (an old browser, or a link
 * on another site). Signing out then takes one press of a button, which another site cannot make.
 */
export default function Logout() {
  const t = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-md px-4 py-12 text-center">
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="mt-3 text-slate-700">{t.text}</p>
      <Form method="post" action="/api/logout" reloadDocument className="mt-6">
        <Button type="submit" className="w-full">
          {t.confirm}
        </Button>
      </Form>
      <Link to="/" className={buttonClasses('secondary', 'mt-3 w-full')}>
        {t.cancel}
      </Link>
    </section>
  );
}
