/**
 * The 10,000 most common passwords, from the frequency-ordered list that zxcvbn uses (@zxcvbn-ts/language-common,
 * MIT). Choosing one is refused at registration and at reset. See docs/decisions/0012-accounts-and-sessions.md.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

const COMMON = new Set(dictionary['passwords-common'].slice(0, 10_000).map((password) => password.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
