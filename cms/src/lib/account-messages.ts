/**
 * What the account endpoints answer, as learners will read it. The storefront shows a failure message only when it
 * names the support address (spec 8), so every failure a learner should read names it. In the request's language
 * (lib/language.ts, ADR 0046): the Tok Pisin words are in ./tpi/account-messages.ts.
 */
import { inCurrentLanguage, type Translation } from '../../contract/language';
import { accountMessages as tokPisin } from './tpi/account-messages';

export function accountMessages(support: string): AccountMessages {
  // Each entry is read in the language of the request reading it: a service may keep this catalogue from its start.
  return inCurrentLanguage(english(support), tokPisin(support));
}

export function english(support: string) {
  return {
    invalidCredentials: 'Invalid email or password.',
    accountLocked: `Too many failed sign-in attempts. For your security this account is locked for 15 minutes. Try again later, reset your password, or contact ${support}.`,
    addressLocked: `Too many sign-in attempts from your network. Please wait 15 minutes and try again, or contact ${support}.`,
    tooManyRequests: `Too many requests. Please wait a while and try again, or contact ${support}.`,
    emailTaken: 'An account with this email already exists.',
    commonPassword: 'This password is one of the most common and easy to guess. Choose a longer, less common one.',
    resetRequested:
      'If an account matches these details, a password reset link is on its way. It works once, for 15 minutes.',
    resetLinkInvalid: `This reset link has expired or has already been used. Request a new link, or contact ${support} for help.`,
    resetDone: 'Your password has been reset. Sign in with your new password.',
    accountInformationSent:
      'If we found an account with these details, we have sent its sign-in email to the contact details registered on it.',
    sessionRequired: 'Authentication required. Please sign in again.',
    documentNotFound: 'That document was not found.',
    tooManyUploads: `You have started many uploads in the last hour. Please wait a while and try again, or contact ${support}.`,
    /** The day's upload quota of a network is used up (ADR 0039): the learner did nothing wrong, their network did. */
    tooMuchUploadedFromNetwork: `Too many files have been uploaded from your network today. Please try again tomorrow, or contact ${support}.`,
    storageFull: (megabytes: number) =>
      `Your documents use all ${megabytes} MB of your storage. Remove a document before uploading another, or contact ${support}.`,
  };
}

export type AccountMessages = Translation<ReturnType<typeof english>>;
