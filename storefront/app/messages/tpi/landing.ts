/** The landing screen's strings, in Tok Pisin. */
import type { landing as english } from '../en/landing';
import type { Translation } from '../types';
import type { AlertCategory } from '~/lib/catalogue';

export const landing: Translation<typeof english> = {
  title: 'Cyber security training for Papua New Guinea',
  heroBadge: 'Free cyber awareness for every Papua New Guinean',
  heroTitle: 'Stay safe online. Protect your family, your money and your work.',
  heroText:
    'Learn to spot SMS and WhatsApp scams, keep your mobile money and accounts safe, and build cyber skills for your career, in short lessons made for your phone.',
  getStarted: 'Get Started Today',
  tryFree: 'Try Free Courses',
  domainsTitle: 'Explore Cyber Domains',
  domainsText: 'Seven areas of cyber security, from everyday safety to investigation, governance and AI.',
  learnMore: 'Learn More',
  learnMoreAbout: (domain: string) => `Learn more about ${domain}`,
  pathsTitle: 'Choose Your Learning Path',
  pathsText: 'Pick the path written for you. Each one starts with free courses.',
  registerNow: 'Register Now',
  registerAs: (role: string) => `Register now as ${role}`,
  alertsTitle: 'Free Cyber Awareness Alerts',
  alertsText: 'Threats people in Papua New Guinea are meeting now, and what to do about them.',
  threatLabels: {
    Critical: 'Active Threat',
    'High Risk': 'High Risk',
    Emerging: 'Emerging Threat',
  } satisfies Record<AlertCategory, string>,
  recommendedAction: 'Recommended action:',
  freeTraining: 'Get Free Security Training',
  defenseJourney: 'Start Your Cyber Defense Journey',
  stepsTitle: 'Protect Yourself Today: Four Immediate Steps',
  steps: [
    {
      title: 'Update your passwords',
      text: 'Use a long passphrase for your email and banking, and a different one for every account.',
    },
    {
      title: 'Enable 2FA',
      text: 'Turn on two-step verification for WhatsApp, Facebook, email and banking, so a stolen password is not enough.',
    },
    {
      title: 'Verify communications',
      text: 'Check any message asking for money, a PIN or a code by calling a number you already know.',
    },
    {
      title: 'Stay informed',
      text: 'Read the latest alerts here and share them with your family, church and workmates.',
    },
  ],
  trainingTitle: 'Domain Training',
  trainingText: "Modules in each domain's learning path.",
  privacyTitle: 'Your Data Is Protected',
  privacyText:
    'We follow the Digital Government Act 2022 and the Cyber Crime Code Act 2016 of Papua New Guinea. Your data is used only for education and to improve the platform. You have the right to access, modify or delete your data, and we share it only as national law requires.',
  readPrivacyPolicy: 'Read Full Privacy Policy',
  restrictedNotice: 'Sign in to see this page.',
};
