/**
 * The messages an organisation's import sends (ADR 0029, 0036), as their recipients read them. Each starts with the
 * organisation's name, so the recipient sees at once who writes; each carries a "not me" link that stops such
 * messages. The only free text an administrator's file puts in a message is a first name, and only when it looks
 * like one: an import must not carry an advertisement, a link or a threat to thousands of phones.
 */

/** A greeting name: at most this long, three words of letters (with hyphens, apostrophes and dots in them). */
export const GREETING_NAME_MAX_LENGTH = 30;
const NAME_WORD = "\\p{L}[\\p{L}\\p{M}'’.-]*";
const GREETING_NAME = new RegExp(`^${NAME_WORD}(?: ${NAME_WORD}){0,2}$`, 'u');

/** The name to greet someone by, or null when what was typed is no name (digits, a link, a sentence). */
export function greetingName(name: string | null | undefined): string | null {
  const trimmed = (name ?? '').trim().replace(/\s+/g, ' ');
  if (!trimmed || trimmed.length > GREETING_NAME_MAX_LENGTH) return null;
  return GREETING_NAME.test(trimmed) ? trimmed : null;
}

const hello = (name: string | null | undefined) => {
  const greeted = greetingName(name);
  return greeted ? `Hello ${greeted},` : 'Hello,';
};

export type EmailText = { subject: string; text: string };
/** A WhatsApp template's parameters, and the same message as text (what the outbox shows). */
export type WhatsAppText = { parameters: string[]; text: string };

type Common = {
  organisation: string;
  /** The set-password link (welcome) or the sign-in link (invitation). */
  link: string;
  /** The "not me" link of this message. */
  stopLink: string;
};

const stopLines = (organisation: string, stopLink: string) => [
  `Not you, or you do not want messages from ${organisation}? Open this link to stop them. You need no account:`,
  stopLink,
];

/** A new account's set-password link, by email. */
export function welcomeEmail(input: Common & { name: string | null; email: string; support: string }): EmailText {
  const { organisation } = input;
  return {
    subject: `${organisation} made you a Kundu Cyber Academy account`,
    text: [
      `${organisation} made you an account on Kundu Cyber Academy, to take the cybersecurity courses it assigns you.`,
      '',
      hello(input.name),
      'Open this link within 7 days to choose your password. It works once.',
      '',
      input.link,
      '',
      `You sign in with this email address: ${input.email}. Then accept or decline the invitation of ${organisation} on your dashboard.`,
      '',
      ...stopLines(organisation, input.stopLink),
      '',
      `Questions? Write to ${input.support}.`,
    ].join('\n'),
  };
}

/** A new account's set-password link, by WhatsApp: no name at all (template parameters are the organisation and links). */
export function welcomeWhatsApp(input: Common): WhatsAppText {
  return {
    parameters: [input.organisation, input.link, input.stopLink],
    text: `${input.organisation} made you a Kundu Cyber Academy account for its cybersecurity courses. Choose your password within 7 days with this link (it works once): ${input.link} Not you? Stop these messages: ${input.stopLink}`,
  };
}

/** An existing account's invitation to join, by email: greeted by the account's own name. */
export function invitationEmail(input: Common & { name: string | null; support: string }): EmailText {
  const { organisation } = input;
  return {
    subject: `${organisation} invites you to join them on Kundu Cyber Academy`,
    text: [
      `${organisation} invites you to join them on Kundu Cyber Academy.`,
      '',
      hello(input.name),
      'Sign in and accept the invitation on your dashboard, or decline it there:',
      '',
      input.link,
      '',
      `As a member, ${organisation} sees your name, email, the courses it assigns you and your progress in them: never your phone number, documents or password.`,
      '',
      ...stopLines(organisation, input.stopLink),
      '',
      `Questions? Write to ${input.support}.`,
    ].join('\n'),
  };
}

/** An existing account's invitation to join, by WhatsApp. */
export function invitationWhatsApp(input: Common): WhatsAppText {
  return {
    parameters: [input.organisation, input.link, input.stopLink],
    text: `${input.organisation} invites you to join them on Kundu Cyber Academy. Sign in and accept on your dashboard: ${input.link} Not you? Stop these messages: ${input.stopLink}`,
  };
}
