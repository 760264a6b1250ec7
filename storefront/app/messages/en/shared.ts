/** Strings used across the storefront (frame, shared vocabularies, errors), in English. */
import type { AlertCategory, Domain, Level, TargetRole } from '~/lib/catalogue';
import { TARGET_ROLE_LABELS } from '@kundu/cms-contract/vocabulary';
import { plural } from './plural';

export const shared = {
  product: {
    name: 'Kundu Cyber Academy',
    shortName: 'Kundu',
    tagline: 'Cyber awareness and training for Papua New Guinea',
    company: 'Kundu Cyber Academy Limited',
    intelligenceLabel: 'Kundu Threat Intelligence',
  },
  meta: {
    title: (page: string) => `${page} | Kundu Cyber Academy`,
    description:
      'Free and paid cyber security courses for Papua New Guinea: spot scams, protect your money and accounts, and build a cyber career.',
  },

  /** The contract's names, which the admin panel and the CMS's messages use too. */
  roles: TARGET_ROLE_LABELS,
  roleAudiences: {
    general_workforce: 'Individuals and corporate organisations',
    student_educational: 'Early childhood to higher learning, parents and sponsors',
    law_enforcement: 'Police, defence and central intelligence personnel',
    government: 'Government departments, provinces and districts',
    intelligence_community: 'The intelligence community',
    churches_ngos: 'Churches and non-government organisations',
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
    Beginner: 'Beginner',
    Intermediate: 'Intermediate',
    Advanced: 'Advanced',
    Expert: 'Expert',
  } satisfies Record<Level, string>,
  alertCategories: {
    Critical: 'Critical',
    'High Risk': 'High Risk',
    Emerging: 'Emerging',
  } satisfies Record<AlertCategory, string>,
  screenTitles: {
    catalogue: 'Cybersecurity Training Courses',
    freeCourses: 'Free Cybersecurity Courses',
    awareness: 'Free Cyber Awareness Center',
    privacy: 'Privacy Policy',
    report: 'Report a Cyber Incident',
    about: 'About Kundu',
    courseNotFound: 'Course Not Found',
    certificateNotFound: 'Certificate Not Found',
    certificateLoading: 'Loading certificate...',
  },
  alerts: {
    defaultTip: 'Stay vigilant and follow basic cybersecurity practices.',
  },
  common: {
    price: (kina: number) => `K${kina.toFixed(2)}`,
    loading: 'Loading…',
    modules: (count: number) => plural(count, 'module', 'modules'),
    hours: (count: number) => plural(count, 'hour', 'hours'),
    opensInNewTab: '(opens in a new tab)',
    apply: 'Apply',
    skipToContent: 'Skip to main content',
    contactExpert: 'Contact a Cyber Expert',
  },
  /** Content with no version in the learner's language yet (ADR 0049): the small marker beside its title. */
  content: {
    inEnglish: 'English',
  },
  ticker: {
    label: 'CYBER NEWS',
    loading: 'Scanning major news outlets for cyber threats...',
    empty: 'No cyber security threats detected in current news cycle.',
    from: (outlet: string) => `From ${outlet}:`,
  },
  nav: {
    primary: 'Main',
    home: 'Home',
    dashboard: 'Dashboard',
    cyberDomains: 'Cyber Domains',
    freeCourses: 'Free Courses',
    courses: 'Courses',
    cyberAlerts: 'Cyber Alerts',
    profile: 'Profile',
    signIn: 'Sign In',
    logout: 'Logout',
    menu: 'Menu',
    openMenu: 'Open menu',
    userMenu: (name: string) => `Account menu for ${name}`,
    allDomains: 'See all cyber domains',
  },
  /** Low-data mode (ADR 0048): the footer's switch and what a low-data page says in place of what it leaves out. */
  lowData: {
    on: 'Low-data mode is on: no pictures or extra downloads.',
    off: 'Low-data mode is off.',
    turnOn: 'Use low-data mode',
    turnOff: 'Show the full site',
    /** The page's own size, in the footer of a low-data page. */
    pageSize: (first: number, after: number) => `This page: ${first} KB the first time, ${after} KB after`,
    /** In a lesson, in place of a picture: its description, and a link to load it. */
    showImage: 'Show picture',
    /** A picture that has no description. */
    picture: 'Picture',
    badChoice: 'Choose low-data mode on or off.',
  },
  footer: {
    learningPaths: 'Learning Paths',
    support: 'Support',
    helpCentre: 'Help & Support',
    contactUs: 'Contact Us',
    reportIncident: 'Report a Cyber Incident',
    legal: 'Legal',
    privacyPolicy: 'Privacy Policy',
    termsOfUse: 'Terms of Use',
    about: 'About',
    aboutUs: 'About Kundu',
    account: 'Account',
    accountSettings: 'Account Settings',
    logout: 'Logout',
    login: 'Login',
    compliance:
      'Operated in line with the Digital Government Act 2022 and the Cyber Crime Code Act 2016 of Papua New Guinea.',
    dataProtection:
      'Your data is used only for education and to improve the platform, and is never sold. You may see, correct or delete it at any time.',
    educationalUse:
      'For educational use: our courses build awareness and skills; they are not legal advice. Report crimes to the police.',
    copyright: (year: number) => `© ${year} Kundu Cyber Academy Limited. All rights reserved.`,
  },
  pathLinks: {
    general_workforce: 'General Workforce',
    students: 'Students & Educational',
    law_enforcement: 'Law Enforcement',
    government: 'Government',
    intelligence: 'Intelligence Community',
    churches_ngos: 'Churches & NGOs',
  },
  language: {
    names: { en: 'English', tpi: 'Tok Pisin' },
    switchTo: { en: 'Read this site in English', tpi: 'Read this site in Tok Pisin' },
  },
  states: {
    pending: 'Loading the page…',
  },
  errors: {
    notFoundTitle: 'Page not found',
    notFoundBody: 'The page you asked for does not exist or has moved.',
    genericTitle: 'Something went wrong',
    genericBody: 'Please try again in a moment.',
    backHome: 'Go to the home page',
  },
  /** The floating button (spec 2.13); the rest of the assistant's strings are in chat.ts. */
  chat: 'AI Cybersecurity Assistant',
  toast: {
    dismiss: 'Dismiss notification',
    region: 'Notifications (F8)',
  },
} as const;
