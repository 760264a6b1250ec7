/** Your data (issue 23, ADR 0051), in Tok Pisin. Translators edit only the words between quotes. */
import type { personalData as english } from '../en/personal-data';
import type { Translation } from '../types';

export const personalData: Translation<typeof english> = {
  cardTitle: 'Infomesen Mipela i Holim long Yu',
  cardIntro: 'Lukim olgeta samting mipela i holim long yu, kisim kopi, o rausim account bilong yu.',
  download: 'Daunim infomesen bilong mi',
  downloadHint:
    'Wanpela ZIP fail: ol infomesen bilong yu, foto, ol pepa, ol kos, hamas yu lainim pinis na ol bekim bilong kwis, ol setifiket, ol oganaisesen, ol taim yu sain in na ol mesej mipela i salim long yu.',
  preparing: 'Mipela i redim...',
  readyTitle: 'Infomesen bilong yu i redi',
  readyText: (time: string) =>
    `Link i wok i go inap long ${time}, long dispela fon o kompiuta, taim yu stap sain in. Sapos daunim i pas, presim link gen.`,
  readyLink: 'Daunim infomesen bilong mi (ZIP)',
  deleteLink: 'Rausim account bilong mi',
  deleteHint:
    'Em i rausim account, foto, ol pepa na hamas yu lainim pinis, na yu no memba moa long ol oganaisesen. Yu yet i makim wanem samting bai kamap long ol setifiket bilong yu.',

  deleteTitle: 'Rausim Account bilong Yu',
  deleteIntro: 'Ritim wanem samting bai kamap, nau putim password bilong yu bilong tok orait.',
  consentTitle: 'Yu rausim mak long bokis bilong orait long yusim infomesen bilong yu',
  consentLead:
    'Mipela i yusim infomesen bilong yu taim yu tok orait tasol. Olsem na sapos yu rausim orait bilong yu, mipela i mas rausim account bilong yu, olsem daunbilo i tok. Sapos yu no bin laik mekim olsem, holim orait bilong yu: i no gat wanpela samting i senis yet.',
  keepConsent: 'Holim orait bilong mi',
  erasedTitle: 'Mipela i rausim kwiktaim',
  erased: [
    'Account bilong yu: nem, email, fon namba, kain wok na oganaisesen',
    'Foto bilong profail na ol pepa bilong aidentiti (ol fail tu)',
    'Ol kos yu joinim, hamas yu lainim pinis na ol bekim bilong kwis',
    'Nem bilong yu long lista memba bilong ol oganaisesen: ol i lukim olsem yu no memba moa, tasol ol i no save long as bilong en',
    'Ol taim yu sain in na ol link mipela i salim long yu: yu sain aut kwiktaim long olgeta fon na kompiuta',
  ],
  certificatesTitle: 'Ol setifiket bilong yu',
  certificatesHint: 'Makim wanpela.',
  keepCertificates:
    'Larim ol i stap: husat i gat code bilong setifiket i ken sekim yet, na nem bilong mi i stap long en',
  revokeCertificates: 'Rausim ol: code bilong ol bai soim olsem mipela i rausim setifiket, na nem bilong mi i no stap',
  keptTitle: 'Wanem samting mipela i holim, na bilong wanem',
  kept: [
    'Wanpela liklik rekot i tok mipela i rausim wanpela account (namba bilong en tasol), na wanem taim: i no gat nem, email o fon namba. Em i mekim sua olsem sapos mipela i putim bek wanpela olpela bekap, account bilong yu i no inap kam bek. Mipela i holim em inap long taim wanpela kain bekap i stap yet.',
    'Rekot bilong mipela long husat wokman i opim wanpela pepa bilong aidentiti, na wanem taim. Em i kolim namba bilong pepa, i no nem bilong yu, na em i stap olsem rekot bilong husat i lukim wanem samting.',
    'Sapos yu bin tokim wanpela oganaisesen long stopim ol mesej i go long email o fon namba bilong yu: dispela askim, wantaim email o fon namba bilong yu olsem hait code tasol, bai em i wok yet.',
    'Ol kopi i stap long ol bekap bilong mipela: wanwan i stap inap long mipela i rausim bekap em i stap long en. Sapos mipela i putim bek wanpela, mipela bai rausim account bilong yu gen.',
  ],
  noUndo: 'Yu no inap kisim bek account. Bihain yu ken rejista gen wantaim wankain email, olsem nupela sumatin.',
  downloadFirst: 'Yu laik kisim kopi pastaim? Daunim infomesen bilong yu paslain long yu rausim account bilong yu.',
  password: 'Password bilong yu',
  confirm: 'Mi save olsem account bilong mi bai raus olgeta, na mi no inap kisim bek',
  submit: 'Rausim account bilong mi',
  deleting: 'Mipela i rausim...',
  cancel: 'Nogat',
  deletedTitle: 'Account i Raus Pinis',
  deletedText: 'Mipela i rausim account bilong yu na infomesen bilong en. Tenkyu long yu bin lainim wantaim mipela.',
  failedTitle: 'Mipela i no rausim account',
  linkFailedTitle: 'Yu no inap daunim',

  archive: {
    fileName: (day: string) => `kundu-infomesen-bilong-mi-${day}.zip`,
    title: 'Kundu Cyber Academy: infomesen bilong yu',
    made: (day: string, name: string) => `Mipela i wokim dispela fail bilong ${name} long ${day}.`,
    filesTitle: 'Insait long dispela fail',
    files: {
      json: 'my-data.json: olgeta samting mipela i holim long yu, olsem data (yu ken opim long wanem text editor yu gat).',
      photo: (name: string) => `${name}: foto bilong profail bilong yu.`,
      documents: 'documents/: ol pepa bilong aidentiti yu bin upload.',
    },
    sectionsTitle: 'Ol hap bilong my-data.json',
    sections: [
      'account: ol infomesen bilong yu, wanem taim yu tok orait long mipela i yusim infomesen bilong yu, na wanem taim yu sekim email na fon namba bilong yu.',
      'identityDocuments: ol pepa yu bin upload, na wanem fail wanwan pepa i stap long en.',
      'enrolments: ol kos bilong yu, wantaim hamas taim yu traim wanwan hap skul, mak i winim olgeta na ol las bekim.',
      'certificates: ol setifiket bilong yu na ol code bilong ol, na ol senis long ol.',
      'organisations: ol oganaisesen yu memba long en o ol i singautim yu, na ol grup bilong ol; organisationsYouRun: ol yu lukautim; importsStarted: ol lista memba yu bin salim long wanpela oganaisesen.',
      'invitations: ol mesej ol oganaisesen i salim long yu long rot bilong mipela.',
      'signInSessions: ol fon o kompiuta yu stap sain in long en (wanem fon o kompiuta, wanem taim yu sain in, wanem taim mipela i lukim yu las taim).',
      'messagesSent: ol link bilong senisim password na bilong sekim email o fon mipela i salim long yu, na sapos yu yusim ol o nogat.',
      'assistantConversation: ol las askim bilong yu long Kumul long dispela fon o kompiuta i wokim dispela fail, sapos em i holim yet (em i lusim tingting long ol wanpela de bihain long las askim bilong yu).',
    ],
    notKept:
      'Mipela i no holim rekot bilong ol netwok adres yu sain in long en, na mipela i no holim ol toktok bilong yu wantaim Kumul taim em i lusim tingting pinis.',
    missingTitle: 'Ol fail mipela i no inap ritim',
    missing: (support: string) =>
      `Ol dispela fail i stap long lista long my-data.json, tasol nau mipela i no inap ritim ol long ples mipela i holim ol fail. Askim gen long infomesen bilong yu bihain, o raitim email i go long ${support}:`,
    questions: (support: string, site: string) =>
      `Yu gat askim long infomesen bilong yu? Raitim email i go long ${support}. Mipela i lukautim olsem wanem: ${site}/privacy`,
  },
};
