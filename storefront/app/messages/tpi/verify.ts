/** The verification page (/verify, ADR 0035): opening a link that proves an email address or phone, in Tok Pisin. */
import type { verify as english } from '../en/verify';
import type { Translation } from '../types';
import type { Contact } from '@kundu/cms-contract/verification';

export const verify: Translation<typeof english> = {
  pageTitle: 'Verify your contact details',
  // Opening a link
  verifiedTitle: (contact: Contact) => (contact === 'email' ? 'Email address verified' : 'Phone number verified'),
  verifiedText: (masked: string) => `Thank you: ${masked} is verified.`,
  alreadyTitle: 'Already verified',
  alreadyText: (masked: string) =>
    `This link has been used before, and ${masked} is verified. There is nothing more to do.`,
  expiredTitle: 'This link has expired',
  usedTitle: 'This link has been used',
  notFoundTitle: 'This link is not valid',
  failedTitle: 'That did not work',
  openOrganisation: 'Open your organisation',
  goHome: 'Go to my dashboard',
  signInToContinue: 'Sign in to continue',
  signInToSend: 'Sign in to send a new link',
  sendNewLink: 'Send me a new link',
  // The signed-in learner's status
  statusTitle: 'Verify your contact details',
  forOrganisation:
    'Before you can manage your organisation, we need to know that this email address is yours: organisations name their administrators by email, and anyone can type an address.',
  forInvitation:
    'An organisation invited you by your email address or phone number. Verify it to accept the invitation.',
  intro:
    'Organisations trust a verified address: their administrators need one, and their invitations to it can be accepted once it is verified.',
  emailLabel: 'Email address',
  phoneLabel: 'Phone number',
  verified: 'Verified',
  notVerified: 'Not verified yet',
  emailHelp: (email: string) =>
    `We emailed a link to ${email}. Open it within 24 hours: it works once. Nothing arrived? Look in your spam folder, or send a new link.`,
  phoneHelp: 'We send a link to your phone by WhatsApp. Open it within 24 hours: it works once.',
  sendEmail: 'Send a new link by email',
  sendPhone: 'Send me a link by WhatsApp',
  sending: 'Sending...',
  sentTitle: 'Link sent',
  signedOutText: 'Sign in to see whether your email address and phone number are verified, or to send a new link.',
  signIn: 'Sign in',
  // An invitation matched by an address not verified yet (the dashboard and the profile)
  verifyBeforeAccepting: (contact: Contact) =>
    contact === 'email'
      ? 'This invitation was sent to your email address. Verify it to accept.'
      : 'This invitation was sent to your phone number. Verify it to accept.',
  verifyToAccept: 'Verify to accept',
  verifyToAcceptNamed: (name: string) => `Verify to accept the invitation of ${name}`,
  tryAgainLater: 'We could not reach the server. Please try again in a few minutes.',
};
