/** What the personal-data endpoints answer, in Tok Pisin (ADR 0046, 0051). Translators edit only the words between quotes. */
import type { Translation } from '../../../contract/language';
import type { english } from '../personal-data-messages';

export const personalDataMessages: Translation<typeof english> = (support: string) => ({
  linkNotFound:
    'Taim bilong dispela link i pinis, o em i no bilong yu. Askim gen long infomesen bilong yu long profail bilong yu.',
  tooManyExports: `Yu askim long infomesen bilong yu 5-pela taim pinis tude. Plis traim gen tumora, o toktok wantaim ${support}.`,
  tooManyFromNetwork: `Ol i askim planti taim tumas long netwok bilong yu. Plis wet liklik na traim gen, o toktok wantaim ${support}.`,
  tooManyPasswordTries: `Yu putim rong password planti taim tumas. Plis wet inap 15 minit na traim gen, o toktok wantaim ${support}.`,
  learnerNotFound: 'I no gat lainim manmeri i gat dispela akaun namba. Ating em i rausim akaun bilong em pinis.',
  referenceRequired: 'Tokaut we dispela askim i kam long en (wanpela pas, wanpela telefon kol) na det bilong en.',
  supportOnly:
    'Learner support na Super Admin tasol i ken wok long askim bilong lainim manmeri long infomesen bilong em.',
  revokedOnDeletion: 'Mipela i rausim taim papa bilong em i rausim akaun bilong em; nem bilong em i no stap moa.',
});
