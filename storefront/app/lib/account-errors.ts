/**
 * What a learner reads when an account request fails (spec section 8): the server's message when it names the
 * support address, otherwise the spec's fallback from the message catalogue.
 */
import type { Messages } from '~/messages';

export function loginFailureText(t: Messages, serverMessage: string, support: string): string {
  return serverMessage.includes(support) ? serverMessage : t.account.loginFailed(support);
}

export function registrationFailureText(t: Messages, serverMessage: string, support: string): string {
  if (serverMessage.includes(support)) return serverMessage;
  if (serverMessage.includes('already exists')) return t.account.alreadyRegistered;
  return t.account.registrationUnavailable(support);
}

export function passwordResetFailureText(t: Messages, serverMessage: string, support: string): string {
  const message = serverMessage.replace(/^\d{3}:\s*/, '');
  return message.includes(support) ? message : t.api.passwordResetUnavailable(support);
}
