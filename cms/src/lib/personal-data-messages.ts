/**
 * What the personal-data endpoints answer (ADR 0051), as learners and Learner support read it, in the request's
 * language (ADR 0046): the Tok Pisin words are in ./tpi/personal-data-messages.ts.
 */
import { inCurrentLanguage, type Translation } from '../../contract/language';
import { personalDataMessages as tokPisin } from './tpi/personal-data-messages';

export function personalDataMessages(support: string): PersonalDataMessages {
  return inCurrentLanguage(english(support), tokPisin(support));
}

export function english(support: string) {
  return {
    linkNotFound: 'This link to your data has expired or is not yours. Ask for your data again from your profile.',
    tooManyExports: `You have asked for your data five times today. Please try again tomorrow, or contact ${support}.`,
    tooManyFromNetwork: `Too many requests from your network. Please wait a while and try again, or contact ${support}.`,
    tooManyPasswordTries: `Too many wrong passwords. Please wait 15 minutes and try again, or contact ${support}.`,
    learnerNotFound: 'No learner has this account id. They may have deleted their account already.',
    referenceRequired: 'Say where the request came from (a letter, a phone call) and its date, in a few words.',
    supportOnly: 'Only Learner support and Super Admins may act on a learner’s data request.',
  };
}

export type PersonalDataMessages = Translation<ReturnType<typeof english>>;
