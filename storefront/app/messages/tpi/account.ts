/**
 * What the account flows answer with (sign-in, registration, sign-out, resets), in Tok Pisin. Server-only: merged
 * into the full catalogue in ./index.ts, never into the browser's shared strings.
 */
import type { account as english } from '../en/account';
import type { Translation } from '../types';

export const account: Translation<typeof english> = {
  welcomeTitle: 'Welkam long Kundu Cyber Academy',
  goodbyeTitle: 'Gutbai',
  goodbyeText: 'Yu sain aut pinis.',
  /** /logout: asked when a sign-out link was followed without the browser saying it came from this site. */
  logoutConfirmTitle: 'Sain aut?',
  logoutConfirmText: 'Bai yu mas yusim email na password bilong yu long sain in gen long dispela fon o kompiuta.',
  logoutConfirm: 'Sain Aut',
  logoutCancel: 'Stap sain in',
  forgotAccountFailed: 'Mipela i no inap kisim infomesen bilong account.',
  unauthorizedTitle: 'Yu No Sain In',
  unauthorizedText: 'Yu sain aut pinis. Yu mas sain in gen...',
  loginFailed: (support: string) => `Email o password i no stret. Long kisim halivim, toktok wantaim ${support}`,
  alreadyRegistered: 'Wanpela account i gat dispela email pinis. Plis traim sain in.',
  registrationUnavailable: (support: string) =>
    `Yu no inap rejista nau. Plis toktok wantaim ${support} long kisim halivim.`,
};
