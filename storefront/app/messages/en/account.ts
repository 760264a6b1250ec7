/**
 * What the account flows answer with (sign-in, registration, sign-out, resets), in English. Server-only: merged
 * into the full catalogue in ./index.ts, never into the browser's shared strings.
 */
export const account = {
  welcomeTitle: 'Welcome to Kundu Cyber Academy',
  goodbyeTitle: 'Goodbye',
  goodbyeText: 'You have been logged out successfully.',
  forgotAccountFailed: 'Failed to retrieve account information.',
  unauthorizedTitle: 'Unauthorized',
  unauthorizedText: 'You are logged out. Logging in again...',
  loginFailed: (support: string) => `Invalid email or password. For support, contact ${support}`,
  alreadyRegistered: 'An account with this email already exists. Please try logging in instead.',
  registrationUnavailable: (support: string) =>
    `Registration temporarily unavailable. Please contact ${support} for assistance.`,
} as const;
