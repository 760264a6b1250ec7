/** The privacy screen's strings, in Tok Pisin. */
import type { privacy as english } from '../en/privacy';
import type { Translation } from '../types';

export const privacy: Translation<typeof english> = {
  updated: 'Last updated 21 November 2026',
  sections: [
    {
      heading: 'Who we are',
      text: 'Kundu Cyber Academy Limited runs this platform to teach cyber security to people and organisations in Papua New Guinea.',
    },
    {
      heading: 'What we collect',
      text: 'Your name, email address, mobile phone number, learner category and organisation; your course progress, quiz results and certificates; and, if you choose to upload them, a profile photo and identity documents.',
    },
    {
      heading: 'How we use it',
      text: 'Only for your education on this platform (enrolment, progress, certificates and account help) and to improve the platform. We never sell your data and never use it for advertising.',
    },
    {
      heading: 'The law we follow',
      text: 'We handle data in line with the Digital Government Act 2022 and the Cyber Crime Code Act 2016 of Papua New Guinea, and the National Data Governance and Data Protection Policy. We share data only when national law requires it.',
    },
    {
      heading: 'Your rights',
      text: 'You may see, correct or delete your data at any time from your profile, or by writing to us. You may withdraw your consent to data use; we then delete your account data except what the law requires us to keep.',
    },
    {
      heading: 'How we protect it',
      text: 'Passwords are stored hashed, connections are encrypted, and identity documents are visible only to you and our administrators.',
    },
  ],
  contact: (email: string) => `Questions about your data? Write to ${email}.`,
};
