/** Offline learning's strings, in English (ADR 0047): Save for offline, the offline page, answers kept to send. */
export const offline = {
  saveTitle: 'Learn offline',
  saveText: (size: string) =>
    `Save every module of this course on this phone to read it and answer its quizzes without signal. About ${size} to download.`,
  save: 'Save for offline',
  saving: 'Saving...',
  saved: 'Saved for offline',
  savedText: (size: string) => `Every module of this course is on this phone (${size}). It opens without signal.`,
  saveFailed: 'Saving stopped before the end. Check your signal and press Save for offline again.',
  offlineTitle: 'You are offline',
  offlineText: 'This page is not saved on this phone. The courses you saved open without signal:',
  nothingSaved: 'No course is saved on this phone yet. Open a course you are enrolled in and press Save for offline.',
  tryAgain: 'Try again',
  queuedTitle: 'Answers kept',
  queuedText: 'You are offline. Your answers are kept on this phone and will be sent when you are back online.',
  queuedSent: 'Your answers kept offline were sent.',
  signOutQueued: (count: number) =>
    count === 1
      ? 'One quiz answer is not sent yet. Go online first, or it will be lost when you log out.'
      : `${count} quiz answers are not sent yet. Go online first, or they will be lost when you log out.`,
} as const;
