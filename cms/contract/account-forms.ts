/**
 * The account forms' rules and messages (spec section 5, word for word), shared by the storefront's form actions,
 * its /api routes and the CMS. Server-side only: nothing here is sent to browsers.
 */
import { z } from 'zod';
import { inCurrentLanguage } from './language';
import { accountFormMessages as tokPisin } from './tpi/account-forms';
import { TARGET_ROLES } from './vocabulary';

/** The English words (spec 5, word for word); forms and answers read MESSAGES below. */
export const ENGLISH = {
  email: 'Invalid email address',
  password: 'Password must be at least 6 characters',
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  mobilePhone: 'Mobile phone number is required (at least 8 digits)',
  role: 'Please select your role',
  passwordsMatch: "Passwords don't match",
  deliveryMethod: 'Please select a delivery method',
  contact: 'Please provide valid contact information',
  resetToken: 'Reset token is required',
  // Limits the spec does not name; each says what is wrong rather than repeat the minimum's message.
  emailTooLong: 'Email address must be at most 254 characters',
  passwordTooLong: 'Password must be at most 200 characters',
  firstNameTooLong: 'First name must be at most 80 characters',
  lastNameTooLong: 'Last name must be at most 80 characters',
  firstNameNotLetter: 'First name must start with a letter',
  lastNameNotLetter: 'Last name must start with a letter',
  mobilePhoneTooLong: 'Mobile phone number must be at most 24 characters',
  resetTokenInvalid: 'This reset link is not valid. Request a new link.',
} as const;

/** In the language of the request being handled (ADR 0046): read an entry when a form is checked, never at load. */
export const MESSAGES = inCurrentLanguage(ENGLISH, tokPisin);

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const email = z.preprocess(
  text,
  z
    .string()
    .trim()
    .max(254, { error: () => MESSAGES.emailTooLong })
    .pipe(z.email({ error: () => MESSAGES.email })),
);
const password = z.preprocess(
  text,
  z
    .string()
    .min(6, { error: () => MESSAGES.password })
    .max(200, { error: () => MESSAGES.passwordTooLong }),
);

/** The most characters of a first or last name, wherever an account gets one. */
export const NAME_MAX_LENGTH = 80;

/**
 * The one rule for a person's name wherever an account gets one: registration, the owner's correction of the name on
 * certificates, an organisation's import (cms/src/lib/organisation/csv.ts). It starts with a letter, so that no
 * spreadsheet opening an export runs it as a formula (=, +, -, @, OWASP's CSV injection advice), and a refusal says so
 * when the learner types it rather than later, when an administrator's import would refuse the same name.
 */
export function startsWithLetter(name: string): boolean {
  return /^\p{L}/u.test(name);
}

/** A first or last name as the forms take it (spec 5: at least 2 characters), held to the one rule above. */
type Words = () => string;
const personName = (tooShort: Words, tooLong: Words, notLetter: Words) =>
  z.preprocess(
    text,
    z
      .string()
      .trim()
      .min(2, { error: tooShort })
      .max(NAME_MAX_LENGTH, { error: tooLong })
      .refine(startsWithLetter, { error: notLetter }),
  );
export const firstName = personName(
  () => MESSAGES.firstName,
  () => MESSAGES.firstNameTooLong,
  () => MESSAGES.firstNameNotLetter,
);
export const lastName = personName(
  () => MESSAGES.lastName,
  () => MESSAGES.lastNameTooLong,
  () => MESSAGES.lastNameNotLetter,
);
/** A name to look an account up by (forgot account): it stores nothing, so an account named before the rule is found. */
const lookedUpName = (tooShort: Words, tooLong: Words) =>
  z.preprocess(text, z.string().trim().min(2, { error: tooShort }).max(NAME_MAX_LENGTH, { error: tooLong }));
const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined),
  z.string().max(160).optional(),
);

export const loginSchema = z.object({ email, password });

/** What /api/register accepts: the spec's registration payload (confirmPassword is not sent). */
export const registrationSchema = z.object({
  email,
  password,
  firstName,
  lastName,
  // Spec 5 counts characters; the message says digits, and a number needs them: at least 8 digits.
  mobilePhone: z.preprocess(
    text,
    z
      .string()
      .trim()
      .min(8, { error: () => MESSAGES.mobilePhone })
      .max(24, { error: () => MESSAGES.mobilePhoneTooLong })
      .refine((phone) => phone.replace(/\D/g, '').length >= 8, { error: () => MESSAGES.mobilePhone }),
  ),
  role: z.enum(TARGET_ROLES, { error: () => MESSAGES.role }),
  organization: optionalText,
});

/** The register form: the payload and a password confirmation. */
export const registrationFormSchema = registrationSchema
  .extend({ confirmPassword: z.preprocess(text, z.string()) })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: () => MESSAGES.passwordsMatch,
  });

export const forgotPasswordSchema = z
  .object({
    email: optionalText,
    phone: optionalText,
    deliveryMethod: z.enum(['email', 'whatsapp'], { error: () => MESSAGES.deliveryMethod }),
  })
  .superRefine((form, context) => {
    const valid = form.deliveryMethod === 'email' ? Boolean(form.email?.includes('@')) : (form.phone?.length ?? 0) >= 8;
    if (!valid) {
      context.addIssue({
        code: 'custom',
        path: [form.deliveryMethod === 'email' ? 'email' : 'phone'],
        message: MESSAGES.contact,
      });
    }
  });

export const resetPasswordSchema = z
  .object({
    token: z.preprocess(
      text,
      z
        .string()
        .trim()
        .min(1, { error: () => MESSAGES.resetToken })
        .max(200, { error: () => MESSAGES.resetTokenInvalid }),
    ),
    newPassword: password,
    confirmPassword: z.preprocess(text, z.string()),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    error: () => MESSAGES.passwordsMatch,
  });

export const forgotAccountSchema = z.object({
  firstName: lookedUpName(
    () => MESSAGES.firstName,
    () => MESSAGES.firstNameTooLong,
  ),
  lastName: lookedUpName(
    () => MESSAGES.lastName,
    () => MESSAGES.lastNameTooLong,
  ),
  organization: optionalText,
});

export const contactByEmailSchema = z.object({ email: z.preprocess(text, z.string().trim().min(3).max(254)) });
export const contactByPhoneSchema = z.object({ phone: z.preprocess(text, z.string().trim().min(8).max(24)) });

export const profileSchema = z.object({
  role: z.enum(TARGET_ROLES, { error: () => MESSAGES.role }),
  /** Left out, the organisation stays as it is; empty (or null), it is cleared (the form's emptied field). */
  organization: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || null : value),
    z.string().max(160).nullable().optional(),
  ),
  hasConsentedToDataUse: z.boolean(),
});

/** Field errors as { field: message }, the first message for each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    result[field] ??= issue.message;
  }
  return result;
}
