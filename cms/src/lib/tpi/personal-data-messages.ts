/** What the personal-data endpoints answer, in Tok Pisin (ADR 0046, 0051). Translators edit only the words between quotes. */
import type { Translation } from '../../../contract/language';
import type { english } from '../personal-data-messages';

export const personalDataMessages: Translation<typeof english> = (support: string) => ({
  linkNotFound:
    'Taim bilong dispela link i pinis, o em i no bilong yu. Askim gen long infomesen bilong yu long profail bilong yu.',
  tooManyExports: `Yu askim long infomesen bilong yu faivpela taim pinis tude. Plis traim gen tumora, o toktok wantaim ${support}.`,
  tooManyFromNetwork: `Ol i askim planti taim tumas long netwok bilong yu. Plis wet liklik na traim gen, o toktok wantaim ${support}.`,
  tooManyPasswordTries: `Yu putim rong password planti taim tumas. Plis wet inap 15 minit na traim gen, o toktok wantaim ${support}.`,
  learnerNotFound: 'I no gat sumatin i gat dispela account ID. Ating em i rausim account bilong em pinis.',
  referenceRequired:
    'Raitim long sampela liklik tok we dispela askim i kam long en (wanpela pas, wanpela telefon kol) na de bilong en.',
  supportOnly: 'Learner support na Super Admin tasol i ken wok long askim bilong sumatin long infomesen bilong em.',
});
