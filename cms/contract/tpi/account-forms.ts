/** The account forms' messages in Tok Pisin (ADR 0046). Translators edit only the words between quotes. */
import type { ENGLISH } from '../account-forms';
import type { Translation } from '../language';

export const accountFormMessages: Translation<typeof ENGLISH> = {
  email: 'Email i no stret',
  password: 'Password i mas gat 6 leta o moa',
  firstName: 'Fes nem i mas gat 2 leta o moa',
  lastName: 'Las nem i mas gat 2 leta o moa',
  mobilePhone: 'Yu mas putim namba bilong mobail fon (8 namba o moa)',
  role: 'Plis makim kain wok bilong yu',
  passwordsMatch: 'Tupela password i no wankain',
  deliveryMethod: 'Plis makim rot long salim',
  contact: 'Plis putim email o fon namba i stret',
  resetToken: 'Yu mas gat link bilong senisim password',
  emailTooLong: 'Email i no ken winim 254 leta',
  passwordTooLong: 'Password i no ken winim 200 leta',
  firstNameTooLong: 'Fes nem i no ken winim 80 leta',
  lastNameTooLong: 'Las nem i no ken winim 80 leta',
  firstNameNotLetter: 'Fes nem i mas stat long wanpela leta',
  lastNameNotLetter: 'Las nem i mas stat long wanpela leta',
  mobilePhoneTooLong: 'Namba bilong mobail fon i no ken winim 24 namba (kaunim ol spes tu)',
  resetTokenInvalid: 'Dispela link bilong senisim password i no stret. Askim long nupela link.',
};
