/**
 * /verify (ADR 0035): what opening a verification link did (verified, already verified; expired, used or unknown
 * with a way to a new link), or the signed-in learner's email address and phone, each verified or not with a button
 * that sends a new link. Every button is a plain form: no JavaScript needed.
 */
import { Form, useNavigation } from '@remix-run/react';
import type { Contact } from '@kundu/cms-contract/verification';
import { Badge } from '~/components/ui/badge';
import { Button, ButtonLink } from '~/components/ui/button';
import { Outcome, type Notice } from '~/components/ui/outcome';
import { useVerifyMessages } from '~/messages/verify';
import type { ActionResult } from '~/lib/action-result';

export type VerifyReason = 'organisation' | 'invitation';

export type VerifyPage =
  | {
      state: 'confirmed';
      result: 'verified' | 'already-verified';
      contact: Contact;
      masked: string;
      administers: boolean;
      signedIn: boolean;
    }
  | { state: 'refused'; title: string; message: string; resendWith: string | null; signedIn: boolean }
  | { state: 'signed-out'; signInTo: string }
  | {
      state: 'status';
      reason: VerifyReason | null;
      email: string;
      emailVerified: boolean;
      hasPhone: boolean;
      phoneVerified: boolean;
    };

export type VerifyActionData = ActionResult<string, { notice: Notice }>;

const FRAME = 'mx-auto max-w-md px-4 py-8';

export function VerifyScreen({ page, result }: { page: VerifyPage; result?: VerifyActionData }) {
  return (
    <div className={FRAME}>
      {/* Above the page's card: after a form without JavaScript, the first thing read. */}
      {result?.notice ? (
        <div className="mb-3">
          <Outcome notice={result.notice} />
        </div>
      ) : null}
      {page.state === 'confirmed' ? <Confirmed page={page} /> : null}
      {page.state === 'refused' ? <Refused page={page} /> : null}
      {page.state === 'signed-out' ? <SignedOut page={page} /> : null}
      {page.state === 'status' ? <Status page={page} /> : null}
    </div>
  );
}

function Confirmed({ page }: { page: Extract<VerifyPage, { state: 'confirmed' }> }) {
  const v = useVerifyMessages();
  const fresh = page.result === 'verified';
  return (
    <section role="status" className="rounded-2xl border border-emerald-300 bg-emerald-50 p-5" data-testid="verified">
      <h1 className="text-xl font-bold">{fresh ? v.verifiedTitle(page.contact) : v.alreadyTitle}</h1>
      <p className="mt-2">{fresh ? v.verifiedText(page.masked) : v.alreadyText(page.masked)}</p>
      <div className="mt-4 grid gap-2">
        {page.administers ? <ButtonLink to="/organisation">{v.openOrganisation}</ButtonLink> : null}
        {page.signedIn ? (
          <ButtonLink to="/" variant={page.administers ? 'secondary' : 'primary'}>
            {v.goHome}
          </ButtonLink>
        ) : page.administers ? null : (
          <ButtonLink to="/auth">{v.signInToContinue}</ButtonLink>
        )}
      </div>
    </section>
  );
}

function Refused({ page }: { page: Extract<VerifyPage, { state: 'refused' }> }) {
  const v = useVerifyMessages();
  const navigation = useNavigation();
  return (
    <section role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-5" data-testid="verify-refused">
      <h1 className="text-xl font-bold">{page.title}</h1>
      <p className="mt-2">{page.message}</p>
      <div className="mt-4 grid gap-2">
        {page.resendWith ? (
          <Form method="post" action="/verify">
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="token" value={page.resendWith} />
            <Button type="submit" className="w-full" disabled={navigation.state !== 'idle'}>
              {navigation.state === 'submitting' ? v.sending : v.sendNewLink}
            </Button>
          </Form>
        ) : page.signedIn ? (
          <ButtonLink to="/verify">{v.sendNewLink}</ButtonLink>
        ) : (
          <ButtonLink to={`/auth?redirect=${encodeURIComponent('/verify')}`}>{v.signInToSend}</ButtonLink>
        )}
      </div>
    </section>
  );
}

function SignedOut({ page }: { page: Extract<VerifyPage, { state: 'signed-out' }> }) {
  const v = useVerifyMessages();
  return (
    <section className="rounded-2xl border border-slate-200 p-5">
      <h1 className="text-xl font-bold">{v.statusTitle}</h1>
      <p className="mt-2 text-sm text-slate-700">{v.signedOutText}</p>
      <ButtonLink to={page.signInTo} className="mt-4 w-full">
        {v.signIn}
      </ButtonLink>
    </section>
  );
}

function Status({ page }: { page: Extract<VerifyPage, { state: 'status' }> }) {
  const v = useVerifyMessages();
  const reasonText =
    page.reason === 'organisation' ? v.forOrganisation : page.reason === 'invitation' ? v.forInvitation : null;
  const action = page.reason ? `/verify?for=${page.reason}` : '/verify';
  return (
    <section className="rounded-2xl border border-slate-200 p-5" aria-labelledby="verify-title">
      <h1 id="verify-title" className="text-xl font-bold">
        {v.statusTitle}
      </h1>
      {reasonText ? (
        <p className="mt-2 font-medium" data-testid="verify-reason">
          {reasonText}
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{v.intro}</p>
      )}
      <ContactRow
        label={v.emailLabel}
        address={page.email}
        verified={page.emailVerified}
        help={v.emailHelp(page.email)}
        contact="email"
        button={v.sendEmail}
        action={action}
      />
      {/* An administrator needs the email only: the phone matters to invitations. */}
      {page.hasPhone && page.reason !== 'organisation' ? (
        <ContactRow
          label={v.phoneLabel}
          address={null}
          verified={page.phoneVerified}
          help={v.phoneHelp}
          contact="phone"
          button={v.sendPhone}
          action={action}
        />
      ) : null}
      {page.reason === 'organisation' && page.emailVerified ? (
        <ButtonLink to="/organisation" className="mt-4 w-full">
          {v.openOrganisation}
        </ButtonLink>
      ) : null}
    </section>
  );
}

function ContactRow(props: {
  label: string;
  address: string | null;
  verified: boolean;
  help: string;
  contact: Contact;
  button: string;
  action: string;
}) {
  const v = useVerifyMessages();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('contact') === props.contact;
  return (
    <div className="mt-4 border-t border-slate-200 pt-4" data-testid={`verify-${props.contact}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">{props.label}</p>
          {props.address ? <p className="break-all text-sm text-slate-700">{props.address}</p> : null}
        </div>
        <Badge tone={props.verified ? 'success' : 'warning'}>{props.verified ? v.verified : v.notVerified}</Badge>
      </div>
      {props.verified ? null : (
        <>
          <p className="mt-2 text-sm">{props.help}</p>
          <Form method="post" action={props.action} className="mt-3">
            <input type="hidden" name="intent" value="send" />
            <input type="hidden" name="contact" value={props.contact} />
            <Button type="submit" className="w-full" disabled={navigation.state !== 'idle'}>
              {sending ? v.sending : props.button}
            </Button>
          </Form>
        </>
      )}
    </div>
  );
}
