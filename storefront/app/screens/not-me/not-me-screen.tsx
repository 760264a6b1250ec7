/**
 * /not-me/<token> (ADR 0036): who sent the invitation and to which address (masked), and the two ways to stop such
 * messages: from this organisation, or from every one. Plain forms: no account, no JavaScript.
 */
import { Form, useNavigation } from '@remix-run/react';
import type { InvitationStop } from '@kundu/cms-contract/organisations';
import { Button } from '~/components/ui/button';
import { Outcome, type Notice } from '~/components/ui/outcome';
import { useOrganisationMessages } from '~/messages/organisations';
import type { ActionResult } from '~/lib/action-result';
import { RefusedCard } from '~/components/ui/refused-card';

export type NotMePage =
  { state: 'refused'; title: string; message: string } | ({ state: 'shown'; token: string } & InvitationStop);

export type NotMeActionData = ActionResult<string, { notice: Notice }>;

export function NotMeScreen({ page, result }: { page: NotMePage; result?: NotMeActionData }) {
  const o = useOrganisationMessages().notMe;
  const navigation = useNavigation();
  if (page.state === 'refused') {
    return <RefusedCard title={page.title} message={page.message} home={o.home} data-testid="not-me-refused" />;
  }
  const busy = navigation.state !== 'idle';
  const stopAll = (
    <Button type="submit" name="scope" value="all" variant="secondary" className="w-full" disabled={busy}>
      {o.stopAll}
    </Button>
  );
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <section className="rounded-2xl border border-slate-200 p-5" aria-labelledby="not-me-title">
        <h1 id="not-me-title" className="text-2xl font-bold">
          {o.title(page.organisation)}
        </h1>
        <p className="mt-2 text-sm text-slate-700">{o.sentTo(page.organisation, page.address)}</p>
        {page.stopped ? (
          <div className="mt-4" data-testid="not-me-done">
            <p className="font-semibold" role="status">
              {page.stopped === 'all' ? o.stoppedAll : o.stoppedOrganisation(page.organisation)}
            </p>
            <p className="mt-2 text-sm text-slate-700">{o.joinLater}</p>
            {page.stopped === 'organisation' ? (
              <Form method="post" action={`/not-me/${encodeURIComponent(page.token)}`} className="mt-4 grid gap-2">
                <p className="text-sm">{o.alsoAll}</p>
                {stopAll}
              </Form>
            ) : null}
          </div>
        ) : (
          <>
            <p className="mt-2 text-sm">{o.explain}</p>
            <Form method="post" action={`/not-me/${encodeURIComponent(page.token)}`} className="mt-4 grid gap-2">
              <Button type="submit" name="scope" value="organisation" className="w-full" disabled={busy}>
                {o.stopOrganisation(page.organisation)}
              </Button>
              {stopAll}
            </Form>
          </>
        )}
        <div className="mt-3">
          <Outcome notice={result?.notice ? { ...result.notice, variant: 'destructive' } : null} />
        </div>
      </section>
    </div>
  );
}
