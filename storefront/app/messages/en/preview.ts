/** An editor's preview of a draft (ADR 0032), in English. */
export const preview = {
  bannerTitle: 'Preview — not published yet',
  bannerText:
    'Learners cannot see this yet. It is the draft as learners will see it once it is published. Nothing here is saved.',
  /** The course page's enrolment card, in a preview. */
  enrolInert: 'Learners enrol here once the course is published.',
  /** The quiz and Mark as Read, in a preview. */
  quizInert: 'In a preview the quiz cannot be submitted and nothing is counted.',
  /** After quizInert, for a module whose attempts draw their questions from a pool (ADR 0044). */
  quizPool: (asked: number, pool: number) =>
    `Each attempt asks ${asked} of this module’s ${pool} questions, a different set each time; this is one of them.`,
  /** After quizInert, for a Tok Pisin draft whose quiz does not pair with the English one (ADR 0049). */
  quizNotPaired:
    'Learners reading Tok Pisin get the English quiz: the Tok Pisin one must ask the same questions in the same order, each with as many options and the right answer in the same place.',
  markReadInert: 'In a preview nothing is marked as read.',
  alertIntro: 'How this alert will appear in the Cyber Awareness Center.',
  refusedTitle: 'This preview cannot be shown',
  refusedHelp: 'Preview links work for one hour. In the admin panel, open the document and choose Open preview again.',
  notFound: 'There is nothing to preview at this address.',
  unavailable: 'The content service did not answer. Try again in a minute.',
  metaTitle: (title: string) => `Preview: ${title}`,
} as const;
