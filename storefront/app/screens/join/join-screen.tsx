/**
 * /join/<code> (ADR 0029): "Join <organisation>?" with what it will see of the learner. Signed out, sign in or
 * create an account first (and come back); signed in, a Join button (a plain form: no JavaScript needed).
 */
import { Form, useNavigation } from '@remix-run/react';
import type { InviteLookup } from '@kundu/cms-contract/organisations';
import { Button, ButtonLink } from '~/components/ui/button';
import { Outcome, type Notice } from '~/components/ui/outcome';
import { useOrganisationMessages } from '~/messages/organisations';
import type { ActionResult } from '~/lib/action-result';
import { RefusedCard } from '~/components/ui/refused-card';

type Organisation = InviteLookup['organisation'];

export type JoinPage =
  | { state: 'refused'; title: string; message: string }
  | { state: 'signed-out'; organisation: Organisation; code: string; signInTo: string; registerTo: string }
  | { state: 'ready' | 'member'; organisation: Organisation; code: string };

export type JoinActionData = ActionResult<string, { notice: Notice }>;

export function JoinScreen({ page, result }: { page: JoinPage; result?: JoinActionData }) {
  const o = useOrganisationMessages();
  const navigation = useNavigation();
  if (page.state === 'refused') {
    return <RefusedCard title={page.title} message={page.message} home={o.home} data-testid="join-refused" />;
  }
  const { organisation } = page;
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <section className="rounded-2xl border border-slate-200 p-5" aria-labelledby="join-title">
        <h1 id="join-title" className="text-2xl font-bold">
          {o.joinTitle(organisation.name)}
        </h1>
        <p className="mt-1 text-sm text-slate-700">{o.kindIn(organisation.kind, organisation.province)}</p>
        <h2 className="mt-4 font-semibold">{o.willSeeTitle}</h2>
        <p className="mt-1 text-sm">{o.willSee}</p>
        <p className="mt-1 text-sm font-semibold">{o.neverSees}</p>
        {page.state === 'signed-out' ? (
          <>
            <p className="mt-4 text-sm text-slate-700">{o.signInFirst}</p>
            <div className="mt-3 grid gap-2">
              <ButtonLink to={page.signInTo}>{o.signIn}</ButtonLink>
              <ButtonLink to={page.registerTo} variant="secondary">
                {o.createAccount}
              </ButtonLink>
            </div>
          </>
        ) : page.state === 'member' ? (
          <>
            <p className="mt-4 font-semibold" data-testid="join-member">
              {o.alreadyMember(organisation.name)}
            </p>
            <ButtonLink to="/" className="mt-3 w-full">
              {o.goHome}
            </ButtonLink>
          </>
        ) : (
          <Form method="post" action={`/join/${encodeURIComponent(page.code)}`} className="mt-4">
            <Button type="submit" className="w-full" disabled={navigation.state !== 'idle'}>
              {navigation.state === 'submitting' ? o.joining : o.join}
            </Button>
          </Form>
        )}
        <div className="mt-3">
          <Outcome notice={result?.notice ? { ...result.notice, variant: 'destructive' } : null} />
        </div>
      </section>
    </div>
  );
}
