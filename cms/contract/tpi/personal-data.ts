/** The delete form's messages in Tok Pisin (ADR 0046). Translators edit only the words between quotes. */
import type { ENGLISH } from '../personal-data';
import type { Translation } from '../language';

export const personalDataFormMessages: Translation<typeof ENGLISH> = {
  passwordRequired: 'Putim password bilong yu long rausim account',
  passwordWrong: 'Password i no stret. Mipela i no rausim account bilong yu.',
  certificatesRequired: 'Makim wanem samting bai kamap long ol setifiket bilong yu',
  confirmRequired: 'Putim mak long bokis bilong soim olsem yu save yu no inap kisim bek account bihain',
};
