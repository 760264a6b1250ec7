/** What the account endpoints answer, in Tok Pisin (ADR 0046). Translators edit only the words between quotes. */
import type { Translation } from '../../../contract/language';
import type { english } from '../account-messages';

export const accountMessages: Translation<typeof english> = (support: string) => ({
  invalidCredentials: 'Email o password i no stret.',
  accountLocked: `Yu traim planti taim tumas long sain in. Long lukautim yu, mipela i pasim dispela account inap 15 minit. Traim gen bihain, senisim password bilong yu, o toktok wantaim ${support}.`,
  addressLocked: `Ol i traim planti taim tumas long sain in long netwok bilong yu. Plis wet inap 15 minit na traim gen, o toktok wantaim ${support}.`,
  tooManyRequests: `Yu askim planti taim tumas. Plis wet liklik na traim gen, o toktok wantaim ${support}.`,
  emailTaken: 'Wanpela account i gat dispela email pinis.',
  commonPassword:
    'Planti manmeri i save yusim dispela password, olsem na em i isi tumas long ges. Makim wanpela i longpela moa, we planti manmeri i no save yusim.',
  resetRequested:
    'Sapos wanpela account i gat dispela infomesen, link bilong senisim password i wok long kam long yu. Em i wok wanpela taim tasol, insait long 15 minit.',
  resetLinkInvalid: `Taim bilong dispela link i pinis, o yu yusim pinis. Askim long nupela link, o toktok wantaim ${support} long kisim halivim.`,
  resetDone: 'Yu senisim password pinis. Sain in wantaim nupela password bilong yu.',
  accountInformationSent:
    'Sapos mipela i painim account i gat dispela infomesen, mipela i salim email bilong sain in i go long email o fon namba i stap long account.',
  sessionRequired: 'Yu mas sain in gen pastaim.',
  documentNotFound: 'Mipela i no painim dispela pepa.',
  tooManyUploads: `Yu statim planti upload insait long wanpela aua i go pinis. Plis wet liklik na traim gen, o toktok wantaim ${support}.`,
  tooMuchUploadedFromNetwork: `Ol i upload planti fail tumas long netwok bilong yu tude. Plis traim gen tumora, o toktok wantaim ${support}.`,
  storageFull: (megabytes: number) =>
    `Ples bilong yu i pulap pinis: ol pepa bilong yu i yusim olgeta ${megabytes} MB. Rausim wanpela pepa pastaim, nau yu ken upload narapela, o toktok wantaim ${support}.`,
});
