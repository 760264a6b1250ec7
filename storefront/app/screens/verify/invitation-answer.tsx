/**
 * Accept and Decline for an organisation's invitation, inside the form that posts them (/memberships/{id}): Accept
 * only once the contact the invitation matched is verified (ADR 0035); each button names the organisation for screen
 * readers, as a list may hold several invitations.
 */
import type { MyMembership } from '@kundu/cms-contract/organisations';
import { Button } from '~/components/ui/button';
import { useOrganisationMessages } from '~/messages/organisations';

export function InvitationAnswer({ name, verifyFirst }: { name: string; verifyFirst: MyMembership['verifyFirst'] }) {
  const o = useOrganisationMessages();
  return (
    <>
      {verifyFirst ? null : (
        <Button type="submit" name="intent" value="accept" aria-label={o.acceptNamed(name)}>
          {o.accept}
        </Button>
      )}
      <Button type="submit" name="intent" value="decline" variant="secondary" aria-label={o.declineNamed(name)}>
        {o.decline}
      </Button>
    </>
  );
}
