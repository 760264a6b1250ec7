/**
 * What a learner reads when an account request fails (spec section 8): the server's message when it names the
 * support address, otherwise the spec's fallback. Used by the pages (without JavaScript) and in the browser.
 */
export function loginFailureText(serverMessage: string, support: string): string {
  return serverMessage.includes(support) ? serverMessage : `Invalid email or password. For support, contact ${support}`;
}

export function registrationFailureText(serverMessage: string, support: string): string {
  if (serverMessage.includes(support)) return serverMessage;
  if (serverMessage.includes('already exists'))
    return 'An account with this email already exists. Please try logging in instead.';
  return `Registration temporarily unavailable. Please contact ${support} for assistance.`;
}

export function passwordResetFailureText(serverMessage: string, support: string): string {
  const message = serverMessage.replace(/^\d{3}:\s*/, '');
  return message.includes(support)
    ? message
    : `Password reset temporarily unavailable. Please contact ${support} for assistance.`;
}

export function genericFailureText(serverMessage: string | undefined, support: string): string {
  return serverMessage || `Service temporarily unavailable. Please contact ${support} for assistance.`;
}
