/** Strings used across the storefront (frame, shared vocabularies, errors), in Tok Pisin (ADR 0046). */
import type { shared as english } from '../en/shared';
import type { Translation } from '../types';
import type { AlertCategory, Domain, Level, TargetRole } from '~/lib/catalogue';
import { plural } from './plural';

export const shared: Translation<typeof english> = {
  product: {
    name: 'Kundu Cyber Academy',
    shortName: 'Kundu',
    tagline: 'Skul long seif long intanet bilong Papua Niugini',
    company: 'Kundu Cyber Academy Limited',
    intelligenceLabel: 'Kundu Threat Intelligence',
  },
  meta: {
    title: (page: string) => `${page} | Kundu Cyber Academy`,
    description:
      'Fri na pe kos long seif long intanet bilong Papua Niugini: save long ol giaman, lukautim mani na ol account bilong yu, na kirapim wok bilong yu long cyber.',
  },

  roles: {
    general_workforce: 'Ol Wokman na Wokmeri',
    student_educational: 'Ol Sumatin na Skul',
    law_enforcement: 'Polis na Lo',
    government: 'Ol Dipatmen bilong Gavman',
    intelligence_community: 'Ol Intelligence Community',
    churches_ngos: 'Ol Sios na NGO',
  } satisfies Record<TargetRole, string>,
  roleAudiences: {
    general_workforce: 'Wan wan manmeri na ol kampani',
    student_educational: 'Liklik skul i go inap long yunivesiti, ol papamama na ol sponsa',
    law_enforcement: 'Polis, ami na ol wokman bilong central intelligence',
    government: 'Ol dipatmen bilong gavman, provins na distrik',
    intelligence_community: 'Ol intelligence community',
    churches_ngos: 'Ol sios na ol grup i no bilong gavman (NGO)',
  } satisfies Record<TargetRole, string>,
  domains: {
    cyber_security: 'Cyber Security',
    cyber_defense: 'Cyber Defense',
    cyber_assurance: 'Cyber Assurance',
    cyber_crime: 'Cyber Crime',
    cyber_intelligence: 'Cyber Intelligence',
    cyber_grc: 'Cyber GRC',
  } satisfies Record<Domain, string>,
  levels: {
    Beginner: 'Nupela',
    Intermediate: 'Namel',
    Advanced: 'Antap',
    Expert: 'Saveman',
  } satisfies Record<Level, string>,
  alertCategories: {
    Critical: 'Bikpela hevi',
    'High Risk': 'Hevi tru',
    Emerging: 'Nupela hevi',
  } satisfies Record<AlertCategory, string>,
  screenTitles: {
    catalogue: 'Ol Kos long Cyber Security',
    freeCourses: 'Ol Fri Kos long Cyber Security',
    awareness: 'Fri Senta long Save long Cyber',
    privacy: 'Polisi long Praivesi',
    report: 'Ripotim Hevi long Intanet',
    about: 'Long Kundu',
    courseNotFound: 'Mipela i no painim kos',
    certificateNotFound: 'Mipela i no painim setifiket',
    certificateLoading: 'Setifiket i kam...',
  },
  alerts: {
    defaultTip: 'Lukaut gut na bihainim ol bekim rot bilong seif long intanet.',
  },
  common: {
    price: (kina: number) => `K${kina.toFixed(2)}`,
    loading: 'Wet liklik…',
    modules: (count: number) => plural(count, 'hap skul', 'hap skul'),
    hours: (count: number) => plural(count, 'aua', 'aua'),
    opensInNewTab: '(em bai op long nupela tab)',
    apply: 'Mekim',
    skipToContent: 'Go stret long ol toktok',
    contactExpert: 'Toktok wantaim Saveman bilong Cyber',
  },
  /** Content with no version in the learner's language yet (ADR 0049): the small marker beside its title. */
  content: {
    inEnglish: 'Long Inglis',
  },
  ticker: {
    label: 'NIUS LONG CYBER',
    loading: 'Mipela i painim ol hevi long cyber long ol bikpela nius...',
    empty: 'Nogat nius long hevi long cyber nau.',
    from: (outlet: string) => `Long ${outlet}:`,
  },
  nav: {
    primary: 'Ol nambawan rot',
    home: 'Hom',
    dashboard: 'Dashboard',
    cyberDomains: 'Ol Hap bilong Cyber',
    freeCourses: 'Fri Kos',
    courses: 'Ol Kos',
    cyberAlerts: 'Ol Woning',
    profile: 'Profail',
    signIn: 'Sain In',
    logout: 'Sain Aut',
    menu: 'Menu',
    openMenu: 'Opim menu',
    userMenu: (name: string) => `Menu bilong account bilong ${name}`,
    allDomains: 'Lukim olgeta hap bilong cyber',
  },
  lowData: {
    on: 'Liklik data mod i on: i no gat piksa o ol narapela daunlod.',
    off: 'Liklik data mod i of.',
    turnOn: 'Yusim liklik data mod',
    turnOff: 'Soim olgeta sait',
    /** The page's own size, in the footer of a low-data page. */
    pageSize: (first: number, after: number) => `Dispela pes: ${first} KB long namba wan taim, ${after} KB bihain`,
    /** In a lesson, in place of a picture: its description, and a link to load it. */
    showImage: 'Soim piksa',
    /** A picture that has no description. */
    picture: 'Piksa',
    badChoice: 'Makim liklik data mod i on o of.',
  },
  footer: {
    learningPaths: 'Ol Rot long Lain',
    support: 'Halivim',
    helpCentre: 'Halivim na Sapot',
    contactUs: 'Toktok wantaim mipela',
    reportIncident: 'Ripotim Hevi long Intanet',
    legal: 'Lo',
    privacyPolicy: 'Polisi long Praivesi',
    termsOfUse: 'Ol Lo long Yusim',
    about: 'Long mipela',
    aboutUs: 'Long Kundu',
    account: 'Account',
    accountSettings: 'Senisim Account',
    logout: 'Sain Aut',
    login: 'Sain In',
    compliance:
      'Mipela i wok long bihainim Digital Government Act 2022 na Cyber Crime Code Act 2016 bilong Papua Niugini.',
    dataProtection:
      'Mipela i yusim ol infomesen bilong yu long skul na long mekim sait i kamap gut tasol, na mipela i no save salim. Yu ken lukim, stretim o rausim long wanem taim yu laik.',
    educationalUse:
      'Long skul tasol: ol kos bilong mipela i givim save na skil; ol i no tok bilong loya. Ripotim ol pasin nogut long polis.',
    copyright: (year: number) => `© ${year} Kundu Cyber Academy Limited. Olgeta rait i stap.`,
  },
  pathLinks: {
    general_workforce: 'Ol Wokman na Wokmeri',
    students: 'Ol Sumatin na Skul',
    law_enforcement: 'Polis na Lo',
    government: 'Gavman',
    intelligence: 'Ol Intelligence Community',
    churches_ngos: 'Ol Sios na NGO',
  },
  language: {
    names: { en: 'English', tpi: 'Tok Pisin' },
    switchTo: { en: 'Read this site in English', tpi: 'Ritim dispela sait long Tok Pisin' },
  },
  states: {
    pending: 'Pes i kam…',
  },
  errors: {
    notFoundTitle: 'Mipela i no painim dispela pes',
    notFoundBody: 'Dispela pes yu askim i no stap o em i go long narapela hap.',
    genericTitle: 'Samting i no wok gut',
    genericBody: 'Plis traim gen bihain liklik.',
    backHome: 'Go long fran pes',
  },
  /** The floating button (spec 2.13); the rest of the assistant's strings are in chat.ts. */
  chat: 'AI Halivim long Cyber Security',
  toast: {
    dismiss: 'Pasim dispela toksave',
    region: 'Ol toksave (F8)',
  },
};
