/**
 * What the account flows answer with (sign-in, registration, sign-out, resets), in Tok Pisin. Server-only: merged
 * into the full catalogue in ./index.ts, never into the browser's shared strings.
 */
import type { account as english } from '../en/account';
import type { Translation } from '../types';

export const account: Translation<typeof english> = {
  welcomeTitle: 'Welcome to Kundu Cyber Academy',
  goodbyeTitle: 'Goodbye',
  goodbyeText: 'You have been logged out successfully.',
  /** /logout: asked when a sign-out link was followed without the browser saying it came from this site. */
  logoutConfirmTitle: 'Log out?',
  logoutConfirmText: 'You will need your email and password to log in again on this device.',
  logoutConfirm: 'Logout',
  logoutCancel: 'Stay logged in',
  forgotAccountFailed: 'Failed to retrieve account information.',
  unauthorizedTitle: 'Unauthorized',
  unauthorizedText: 'You are logged out. Logging in again...',
  loginFailed: (support: string) => `Invalid email or password. For support, contact ${support}`,
  alreadyRegistered: 'An account with this email already exists. Please try logging in instead.',
  registrationUnavailable: (support: string) =>
    `Registration temporarily unavailable. Please contact ${support} for assistance.`,
};
