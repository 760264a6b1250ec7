/** Your data (issue 23, ADR 0051): the profile's "Your Data" card, the delete page and the archive's README, in English. */
export const personalData = {
  cardTitle: 'Your Data',
  cardIntro: 'See everything we keep about you, take a copy, or delete your account.',
  download: 'Download my data',
  downloadHint:
    'One ZIP file: your details, photo, documents, courses, progress and quiz answers, certificates, organisations, sign-ins and the messages we sent you.',
  preparing: 'Preparing...',
  readyTitle: 'Your data is ready',
  readyText: (time: string) =>
    `The link works until ${time}, on this device while you are signed in. If the download stops, tap it again.`,
  readyLink: 'Download my data (ZIP)',
  deleteLink: 'Delete my account',
  deleteHint:
    'Erases your account, photo, documents, progress and memberships. You choose what happens to your certificates.',

  deleteTitle: 'Delete Your Account',
  deleteIntro: 'Read what happens, then confirm with your password.',
  consentTitle: 'You unticked your consent to data use',
  consentLead:
    'We use your data only with your consent, so withdrawing it deletes your account, as described below. If you did not mean to, keep your consent: nothing has changed yet.',
  keepConsent: 'Keep my consent',
  erasedTitle: 'Erased at once',
  erased: [
    'Your account: name, email, phone number, learner category and organisation',
    'Your profile photo and identity documents (the files too)',
    'Your enrolments, progress and quiz answers',
    'Your memberships of organisations: they see you are no longer a member, not why',
    'Your sign-ins and the links we sent you: you are signed out on every device at once',
  ],
  certificatesTitle: 'Your certificates',
  certificatesHint: 'Choose one.',
  keepCertificates: 'Keep them: anyone with a certificate’s code can still check it, with my name on it',
  revokeCertificates: 'Withdraw them: their codes will show a withdrawn certificate, without my name',
  keptTitle: 'What we keep, and why',
  kept: [
    'A note that an account number was deleted, and when: no name, email or phone. It makes sure that restoring an older backup cannot bring your account back, and is kept for as long as such a backup may exist.',
    'Our record of which staff member opened an identity document, and when. It names the document’s number, not you, and stays as the record of who saw what.',
    'If you asked an organisation to stop sending messages to your email or phone: that request, with your address in coded form only, so that it keeps working.',
    'Copies in our backups, until each backup is deleted. If one is ever restored, your account is deleted again.',
  ],
  noUndo: 'This cannot be undone. You may register again later with the same email, as a new learner.',
  downloadFirst: 'Want a copy first? Download your data before you delete your account.',
  password: 'Your password',
  confirm: 'I understand that my account will be deleted and cannot be brought back',
  submit: 'Delete my account',
  deleting: 'Deleting...',
  cancel: 'Cancel',
  deletedTitle: 'Account deleted',
  deletedText: 'Your account and its data have been deleted. Thank you for learning with us.',
  failedTitle: 'Account not deleted',
  linkFailedTitle: 'Download not available',

  archive: {
    fileName: (day: string) => `kundu-my-data-${day}.zip`,
    title: 'Kundu Cyber Academy: your data',
    made: (day: string, name: string) => `Made on ${day} for ${name}.`,
    filesTitle: 'In this file',
    files: {
      json: 'my-data.json: everything we keep about you, as data (open it with any text editor).',
      photo: (name: string) => `${name}: your profile photo.`,
      documents: 'documents/: the identity documents you uploaded.',
    },
    sectionsTitle: 'The parts of my-data.json',
    sections: [
      'account: your details, when you agreed to how we use your data, and when you proved your email and phone.',
      'identityDocuments: the documents you uploaded, and the file each is in.',
      'enrolments: your courses, with each module’s attempts, best score and last answers.',
      'certificates: your certificates and their codes, and what happened to them (a name corrected, a withdrawal).',
      'organisations: the organisations you belong to or were invited to, and their groups; organisationsYouRun: those you manage; importsStarted: member lists you uploaded for an organisation.',
      'invitations: messages organisations sent you through us.',
      'signInSessions: where you are signed in (the device, when you signed in, when you were last seen).',
      'messagesSent: password reset and verification links we sent you, and whether you used them.',
      'assistantConversation: your last questions to Kumul from the device that made this file, if it still keeps them (it forgets them a day after your last question).',
    ],
    notKept:
      'We keep no record of the network addresses you signed in from, and none of your chats with Kumul once it has forgotten them.',
    missingTitle: 'Files we could not read',
    missing: (support: string) =>
      `These files are listed in my-data.json but could not be read from our storage just now. Ask for your data again later, or write to ${support}:`,
    questions: (support: string, site: string) =>
      `Questions about your data? Write to ${support}. How we handle it: ${site}/privacy`,
  },
} as const;
