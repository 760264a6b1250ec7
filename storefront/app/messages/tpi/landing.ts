/** The landing screen's strings, in Tok Pisin. */
import type { landing as english } from '../en/landing';
import type { Translation } from '../types';
import type { AlertCategory } from '~/lib/catalogue';

export const landing: Translation<typeof english> = {
  title: 'Skul long cyber security bilong Papua Niugini',
  heroBadge: 'Fri save long cyber bilong olgeta manmeri bilong Papua Niugini',
  heroTitle: 'Stap seif long intanet. Lukautim famili, mani na wok bilong yu.',
  heroText:
    'Lainim long save long ol giaman long SMS na WhatsApp, lukautim mobile money na ol account bilong yu, na kisim skil long cyber bilong wok bilong yu, long ol sotpela lesen i fit long fon bilong yu.',
  getStarted: 'Stat Tude',
  tryFree: 'Traim ol Fri Kos',
  domainsTitle: 'Lukim ol Hap bilong Cyber',
  domainsText:
    'Seven hap bilong cyber security, long seif bilong olgeta de i go inap long painim pasin nogut, lo na AI.',
  learnMore: 'Save Moa',
  learnMoreAbout: (domain: string) => `Save moa long ${domain}`,
  pathsTitle: 'Makim Rot bilong Yu long Lain',
  pathsText: 'Makim rot mipela i raitim bilong yu. Olgeta wan i stat long ol fri kos.',
  registerNow: 'Rejista Nau',
  registerAs: (role: string) => `Rejista nau olsem ${role}`,
  alertsTitle: 'Fri Woning long Cyber',
  alertsText: 'Ol hevi ol manmeri long Papua Niugini i bungim nau, na wanem samting yu mas mekim.',
  threatLabels: {
    Critical: 'Hevi i Wok Nau',
    'High Risk': 'Hevi Tru',
    Emerging: 'Nupela Hevi',
  } satisfies Record<AlertCategory, string>,
  recommendedAction: 'Wanem yu mas mekim:',
  freeTraining: 'Kisim Fri Skul long Seif',
  defenseJourney: 'Statim Rot bilong Yu long Lukautim Yu Yet',
  stepsTitle: 'Lukautim Yu Yet Tude: Foapela Samting long Mekim Nau',
  steps: [
    {
      title: 'Senisim ol password bilong yu',
      text: 'Yusim longpela password long email na beng bilong yu, na narapela narapela password long olgeta account.',
    },
    {
      title: 'Onim 2FA',
      text: 'Onim two-step verification long WhatsApp, Facebook, email na beng, olsem na sapos man i stilim password em i no inap.',
    },
    {
      title: 'Sekim ol toksave',
      text: 'Sapos wanpela toksave i askim mani, PIN o code, sekim pastaim: ringim wanpela namba yu save pinis.',
    },
    {
      title: 'Harim ol nius',
      text: 'Ritim ol nupela woning long hia na serim wantaim famili, sios na ol wanwok bilong yu.',
    },
  ],
  trainingTitle: 'Skul long ol Hap',
  trainingText: 'Ol hap skul long rot bilong lain bilong olgeta hap.',
  privacyTitle: 'Mipela i Lukautim Infomesen bilong Yu',
  privacyText:
    'Mipela i bihainim Digital Government Act 2022 na Cyber Crime Code Act 2016 bilong Papua Niugini. Mipela i yusim infomesen bilong yu long skul na long mekim sait i kamap gut tasol. Yu gat rait long lukim, senisim o rausim infomesen bilong yu, na mipela i save serim tasol taim lo bilong kantri i tok.',
  readPrivacyPolicy: 'Ritim Olgeta Polisi long Praivesi',
  restrictedNotice: 'Sain in pastaim long lukim dispela pes.',
};
