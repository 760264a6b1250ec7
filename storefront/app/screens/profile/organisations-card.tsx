/**
 * The profile's Organisations section (ADR 0029): the organisations the learner belongs to or is invited to, with
 * Leave after a confirmation step (a link to this page with ?leave=, then a plain form), or Accept and Decline.
 */
import { Form, Link } from '@remix-run/react';
import type { MyMembership } from '@kundu/cms-contract/organisations';
import { Badge } from '~/components/ui/badge';
import { Button, ButtonLink } from '~/components/ui/button';
import { useOrganisationMessages } from '~/messages/organisations';
import { VerifyToAccept } from '~/screens/verify/verify-to-accept';
import { InvitationAnswer } from '~/screens/verify/invitation-answer';

export type ProfileOrganisations = {
  memberships: Array<Pick<MyMembership, 'organisationId' | 'name' | 'kind' | 'province' | 'status' | 'verifyFirst'>>;
  /** The organisation whose Leave was pressed: its confirmation shows. */
  leaving: string | null;
};

function MembershipForm({
  membership,
  children,
}: {
  membership: { organisationId: string };
  children: React.ReactNode;
}) {
  return (
    <Form method="post" action={`/memberships/${membership.organisationId}`} className="mt-2 flex flex-wrap gap-2">
      <input type="hidden" name="back" value="/profile#organisations" />
      {children}
    </Form>
  );
}

export function OrganisationsCard({ data }: { data: ProfileOrganisations }) {
  const o = useOrganisationMessages();
  return (
    <section
      id="organisations"
      aria-labelledby="organisations-title"
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="organisations-title" className="text-lg font-bold">
        {o.sectionTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{o.sectionHint}</p>
      {data.memberships.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{o.none}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {data.memberships.map((membership) => (
            <li key={membership.organisationId} data-testid="membership">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div>
                  <p className="font-semibold">{membership.name}</p>
                  <p className="text-sm text-slate-700">{o.kindIn(membership.kind, membership.province)}</p>
                </div>
                <Badge tone={membership.status === 'active' ? 'success' : 'info'}>{o.status[membership.status]}</Badge>
              </div>
              {membership.status === 'invited' && membership.verifyFirst ? (
                <VerifyToAccept contact={membership.verifyFirst} name={membership.name} />
              ) : null}
              {membership.status === 'invited' ? (
                <MembershipForm membership={membership}>
                  <InvitationAnswer name={membership.name} verifyFirst={membership.verifyFirst} />
                </MembershipForm>
              ) : data.leaving === membership.organisationId ? (
                <div role="alert" className="mt-2 rounded-lg border border-red-300 bg-red-50 p-3">
                  <p className="font-semibold">{o.leaveConfirmTitle(membership.name)}</p>
                  <p className="mt-1 text-sm">{o.leaveConfirmText}</p>
                  <MembershipForm membership={membership}>
                    <Button type="submit" name="intent" value="leave" aria-label={o.leaveNamed(membership.name)}>
                      {o.leaveConfirm}
                    </Button>
                    <ButtonLink to="/profile#organisations" variant="secondary">
                      {o.cancel}
                    </ButtonLink>
                  </MembershipForm>
                </div>
              ) : (
                <Link
                  to={`/profile?leave=${membership.organisationId}#organisations`}
                  className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-red-700 hover:underline"
                  aria-label={o.leaveNamed(membership.name)}
                >
                  {o.leave}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
