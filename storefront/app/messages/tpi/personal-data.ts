/** Your data (issue 23, ADR 0051), in Tok Pisin. Translators edit only the words between quotes. */
import type { personalData as english } from '../en/personal-data';
import type { Translation } from '../types';

export const personalData: Translation<typeof english> = {
  cardTitle: 'Infomesen bilong Yu',
  cardIntro: 'Lukim olgeta samting mipela i holim long yu, kisim kopi, o rausim akaun bilong yu.',
  download: 'Daunlodim infomesen bilong mi',
  downloadHint:
    'Wanpela ZIP fail: ol infomesen bilong yu, foto, ol pepa, ol kos, hamas yu lainim pinis na ol bekim bilong kwis, ol setifiket, ol oganaisesen, ol taim yu sain in na ol mesej mipela i salim long yu.',
  preparing: 'Wok long redim...',
  readyTitle: 'Infomesen bilong yu i redi',
  readyText: (time: string) =>
    `Link i wok inap ${time}, long dispela fon taim yu sain in. Sapos daunlod i pas, presim gen.`,
  readyLink: 'Daunlodim infomesen bilong mi (ZIP)',
  deleteLink: 'Rausim akaun bilong mi',
  deleteHint:
    'Em i rausim akaun, foto, ol pepa, hamas yu lainim pinis na ol oganaisesen yu memba long en. Yu yet i makim wanem samting bai kamap long ol setifiket bilong yu.',

  deleteTitle: 'Rausim Akaun bilong Yu',
  deleteIntro: 'Ridim wanem samting bai kamap, nau putim password bilong yu bilong tok orait.',
  consentTitle: 'Yu rausim orait bilong yu long mipela i yusim infomesen bilong yu',
  consentLead:
    'Mipela i yusim infomesen bilong yu taim yu tok orait tasol. Olsem na sapos yu rausim orait bilong yu, mipela i mas rausim akaun bilong yu, olsem daunbilo i tok. Sapos yu no laik, holim orait bilong yu: i no gat wanpela samting i senis yet.',
  keepConsent: 'Holim orait bilong mi',
  erasedTitle: 'Mipela i rausim wantu',
  erased: [
    'Akaun bilong yu: nem, email, fon namba, kain wok na oganaisesen',
    'Foto bilong profail na ol pepa bilong aidentiti (ol fail tu)',
    'Ol kos yu joinim, hamas yu lainim pinis na ol bekim bilong kwis',
    'Ol oganaisesen yu memba long en: ol i lukim olsem yu no memba moa, tasol ol i no save long as bilong en',
    'Ol taim yu sain in na ol link mipela i salim long yu: yu sain aut long olgeta fon na kompiuta wantu',
  ],
  certificatesTitle: 'Ol setifiket bilong yu',
  certificatesHint: 'Makim wanpela.',
  keepCertificates: 'Holim ol: husat i gat kod bilong setifiket i ken sekim yet, wantaim nem bilong mi',
  revokeCertificates: 'Rausim ol: kod bilong ol bai soim setifiket em mipela i rausim pinis, i no gat nem bilong mi',
  keptTitle: 'Wanem samting mipela i holim, na bilong wanem',
  kept: [
    'Liklik tok olsem mipela i rausim wanpela akaun namba, na wanem taim: i no gat nem, email o fon namba. Em i lukautim olsem sapos mipela i putim bek wanpela olpela bekap, akaun bilong yu i no inap kam bek. Mipela i holim em inap long taim wanpela kain bekap i stap yet.',
    'Rekot bilong mipela long husat wokman i opim wanpela pepa bilong aidentiti, na wanem taim. Em i kolim namba bilong pepa, i no yu, na em i stap olsem rekot bilong husat i lukim wanem samting.',
    'Sapos yu bin tokim wanpela oganaisesen long stopim ol mesej i go long email o fon bilong yu: dispela askim, wantaim email o fon bilong yu long hait kod tasol, bai em i wok yet.',
    'Ol kopi long ol bekap bilong mipela, inap mipela i rausim olgeta bekap. Sapos mipela i putim bek wanpela, mipela bai rausim akaun bilong yu gen.',
  ],
  noUndo: 'Yu no inap kisim bek. Bihain yu ken rejista gen wantaim wankain email, olsem nupela lainim manmeri.',
  downloadFirst: 'Yu laik kisim kopi pastaim? Daunlodim infomesen bilong yu pastaim long yu rausim akaun.',
  password: 'Password bilong yu',
  confirm: 'Mi save olsem bai mipela i rausim akaun bilong mi na mi no inap kisim bek',
  submit: 'Rausim akaun bilong mi',
  deleting: 'Wok long rausim...',
  cancel: 'Lusim',
  deletedTitle: 'Akaun i go pinis',
  deletedText:
    'Mipela i rausim akaun bilong yu na olgeta infomesen bilong en. Tenkyu long yu bin lainim wantaim mipela.',
  failedTitle: 'Mipela i no rausim akaun',
  linkFailedTitle: 'Yu no inap daunlodim',

  archive: {
    fileName: (day: string) => `kundu-infomesen-bilong-mi-${day}.zip`,
    title: 'Kundu Cyber Academy: infomesen bilong yu',
    made: (day: string, name: string) => `Mipela i wokim long ${day} bilong ${name}.`,
    filesTitle: 'Insait long dispela fail',
    files: {
      json: 'my-data.json: olgeta samting mipela i holim long yu, olsem data (opim long wanem text editor).',
      photo: (name: string) => `${name}: foto bilong profail bilong yu.`,
      documents: 'documents/: ol pepa bilong aidentiti yu bin upload.',
    },
    sectionsTitle: 'Ol hap bilong my-data.json',
    sections: [
      'account: ol infomesen bilong yu, wanem taim yu tok orait long mipela i yusim infomesen bilong yu, na wanem taim yu soim email na fon bilong yu i tru.',
      'identityDocuments: ol pepa yu bin upload, na wanem fail i holim wanwan.',
      'enrolments: ol kos bilong yu, wantaim hamas taim yu traim wanwan hap skul, mak i winim olgeta na ol las bekim.',
      'certificates: ol setifiket bilong yu na ol kod bilong ol.',
      'organisations: ol oganaisesen yu memba long en o ol i singautim yu, na ol grup bilong ol; organisationsYouRun: ol yu lukautim.',
      'invitations: ol mesej ol oganaisesen i salim long yu long mipela.',
      'signInSessions: we yu sain in (fon o kompiuta, wanem taim yu sain in, wanem taim mipela i lukim yu las taim).',
      'messagesSent: ol link bilong senisim password na bilong sekim email o fon mipela i salim long yu, na sapos yu yusim.',
      'assistantConversation: ol las askim bilong yu long Kumul long dispela fon i wokim dispela fail, sapos em i tingim yet (em i lusim tingting bihain long 30 minit).',
    ],
    notKept:
      'Mipela i no holim rekot bilong ol netwok adres yu sain in long en, na mipela i no holim ol toktok bilong yu wantaim Kumul taim em i lusim tingting pinis.',
    missingTitle: 'Ol fail mipela i no inap ridim',
    missing: (support: string) =>
      `Ol dispela fail i stap long my-data.json tasol mipela i no inap ridim long stoa bilong mipela nau. Askim gen bihain, o raitim email i go long ${support}:`,
    questions: (support: string, site: string) =>
      `Yu gat askim long infomesen bilong yu? Raitim email i go long ${support}. Mipela i lukautim olsem wanem: ${site}/privacy`,
  },
};
