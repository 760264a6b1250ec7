/**
 * An organisation's invitation matched by an email address or phone the learner has not verified yet (ADR 0035):
 * in place of Accept, what to do, and the way to /verify.
 */
import type { Contact } from '@kundu/cms-contract/verification';
import { ButtonLink } from '~/components/ui/button';
import { useVerifyMessages } from '~/messages/verify';

export function VerifyToAccept({ contact, name }: { contact: Contact; name: string }) {
  const v = useVerifyMessages();
  return (
    <div className="mt-2" data-testid="verify-to-accept">
      <p className="text-sm">{v.verifyBeforeAccepting(contact)}</p>
      <ButtonLink to="/verify?for=invitation" className="mt-2" aria-label={v.verifyToAcceptNamed(name)}>
        {v.verifyToAccept}
      </ButtonLink>
    </div>
  );
}
