/** The privacy screen's strings, in English. */
export const privacy = {
  updated: 'Last updated 29 November 2026',
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
      text: 'From your profile you may, at any time: download everything we keep about you, in one file; correct your learner category and organisation (and the name on a certificate, from its page); and delete your account, at once. Withdrawing your consent to data use (untick it on your profile and save) deletes your account the same way. When you delete it, you choose whether your certificates stay checkable with your name or are withdrawn without it. The delete page lists the few records we keep, none of which names you.',
    },
    {
      heading: 'Asking by letter or phone',
      text: 'If you cannot use your profile, write to us at the address below, or call or write to our learner support team. We first check that the request is yours, by a reply from the email address on your account, and then send you your data or delete your account within 30 days (most requests within a week). We record who did it and when.',
    },
    {
      heading: 'How we protect it',
      text: 'Passwords are stored hashed, connections are encrypted, and identity documents are visible only to you and our administrators.',
    },
  ],
  contact: (email: string) => `Questions about your data? Write to ${email}.`,
} as const;
