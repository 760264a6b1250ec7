/** Learners' accounts (identity only): typed calls to the CMS account API, as the storefront or as the learner. */
import { z } from 'zod';
import { TARGET_ROLES, type TargetRole } from '../catalogue';
import type { SessionUser } from '../routing';
import { AS_STOREFRONT, asLearner, cmsCall, type CmsAnswer, type Visitor } from './core.server';
import { messages } from '~/messages/messages.server';
import { CONTACTS, type ConfirmAnswer, type Contact, type SentAnswer } from '@kundu/cms-contract/verification';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A call to /api/account/{path}: as the learner when their session is given, else as the storefront. */
function account<T>(
  method: Method,
  path: string,
  schema: z.ZodType<T>,
  options: { sessionToken?: string; body?: unknown; visitor?: Visitor } = {},
) {
  const auth = options.sessionToken ? asLearner(options.sessionToken) : AS_STOREFRONT;
  return cmsCall(method, `account/${path}`, schema, { auth, body: options.body, visitor: options.visitor });
}

const cmsUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(TARGET_ROLES).nullable(),
  organization: z.string().nullable(),
  hasConsentedToDataUse: z.boolean(),
  consentedToDataUseAt: z.string().nullable(),
  profilePhotoKey: z.string().nullable(),
  hasPhone: z.boolean(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  createdAt: z.string(),
});

const cmsDocument = z.object({
  documentId: z.string(),
  kind: z.enum(['government_id', 'additional']),
  originalName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  createdAt: z.string(),
});

export type AccountUser = SessionUser & {
  createdAt: string;
  hasPhone: boolean;
  /** A link sent to the address was opened (ADR 0035). */
  emailVerified: boolean;
  phoneVerified: boolean;
};
export type IdentityDocument = {
  id: string;
  kind: 'government_id' | 'additional';
  fileName: string;
  fileType: string;
  fileSize: number;
  uploadedAt: string;
};

/** Photos are served by the storefront under /media/; the CMS keeps only the storage key. */
export function photoUrl(key: string | null): string | null {
  return key ? `/media/${key}` : null;
}

function toUser(user: z.infer<typeof cmsUser>): AccountUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    organization: user.organization,
    hasConsentedToDataUse: user.hasConsentedToDataUse,
    profileImageUrl: photoUrl(user.profilePhotoKey),
    createdAt: user.createdAt,
    hasPhone: user.hasPhone,
    emailVerified: user.emailVerified,
    phoneVerified: user.phoneVerified,
  };
}

function mapAnswer<T, U>(answer: CmsAnswer<T>, map: (data: T) => U): CmsAnswer<U> {
  return answer.ok ? { ok: true, status: answer.status, data: map(answer.data) } : answer;
}

const signedIn = z.object({
  user: cmsUser,
  session: z.object({ token: z.string(), expiresAt: z.string() }),
  trustedDevice: z.string().optional(),
});
const signedInAnswer = (data: z.infer<typeof signedIn>) => ({
  user: toUser(data.user),
  sessionToken: data.session.token,
  trustedDevice: data.trustedDevice,
});

export async function register(payload: Record<string, unknown>, visitor: Visitor) {
  return mapAnswer(await account('POST', 'register', signedIn, { visitor, body: payload }), signedInAnswer);
}

export async function login(payload: { email: string; password: string }, visitor: Visitor) {
  return mapAnswer(await account('POST', 'login', signedIn, { visitor, body: payload }), signedInAnswer);
}

export async function logout(sessionToken: string) {
  return account('POST', 'logout', z.null(), { sessionToken, body: {} });
}

const me = z.object({ user: cmsUser, documents: z.array(cmsDocument) });

export async function currentAccount(sessionToken: string) {
  return mapAnswer(await account('GET', 'me', me, { sessionToken }), (data) => ({
    user: toUser(data.user),
    documents: data.documents.map((document): IdentityDocument => ({
      id: document.documentId,
      kind: document.kind,
      fileName: document.originalName,
      fileType: document.mimeType,
      fileSize: document.sizeBytes,
      uploadedAt: document.createdAt,
    })),
  }));
}

const message = z.object({ message: z.string() });

export function forgotPassword(payload: Record<string, unknown>, visitor: Visitor) {
  return account('POST', 'forgot-password', message.extend({ maskedContactInfo: z.string() }), {
    visitor,
    body: payload,
  });
}

export function resetPassword(payload: Record<string, unknown>, visitor: Visitor) {
  return account('POST', 'reset-password', message, { visitor, body: payload });
}

export function forgotAccount(payload: Record<string, unknown>, visitor: Visitor) {
  return account('POST', 'forgot-account', message, { visitor, body: payload });
}

const masked = z.object({ email: z.string().nullable(), phone: z.string().nullable(), hasPhone: z.boolean() });
export type MaskedContact = z.infer<typeof masked>;

export function contactInfo(lookup: { email: string } | { phone: string }, visitor: Visitor) {
  return account('POST', 'contact-info', masked, { visitor, body: lookup });
}

export async function updateProfile(
  sessionToken: string,
  changes: { role: TargetRole; organization?: string | null; hasConsentedToDataUse: boolean },
) {
  return mapAnswer(await account('PATCH', 'me', z.object({ user: cmsUser }), { sessionToken, body: changes }), (data) =>
    toUser(data.user),
  );
}

/** Asks the CMS whether the learner may start another upload (a limit per hour, and the documents' quota). */
/** Uploads count against the learner's limits and their network's day quota (ADR 0024, 0039): the visitor's address
 * goes with each of these calls. */
export function startUpload(sessionToken: string, kind: 'photo' | 'document', visitor: Visitor) {
  return account('POST', 'me/uploads', z.object({ allowed: z.literal(true) }), {
    sessionToken,
    body: { kind },
    visitor,
  });
}

export function setPhoto(sessionToken: string, photo: { storageKey: string; sizeBytes: number }, visitor: Visitor) {
  return account('PUT', 'me/photo', z.object({ previousKey: z.string().nullable() }), {
    sessionToken,
    body: photo,
    visitor,
  });
}

export function addDocument(
  sessionToken: string,
  file: {
    storageKey: string;
    originalName: string;
    mimeType: string;
    sizeBytes: number;
    kind: 'government_id' | 'additional';
  },
  visitor: Visitor,
) {
  return account('POST', 'me/documents', z.object({ id: z.string() }), { sessionToken, body: file, visitor });
}

const storedDocument = z.object({
  id: z.string(),
  storageKey: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
});

/** A document id as the CMS makes them; anything else (empty, a path) names no document and is not sent. */
const DOCUMENT_ID = /^[a-z0-9]{1,64}$/;
const noSuchDocument = (): CmsAnswer<never> => ({
  ok: false,
  status: 404,
  message: messages().api.documentNotFound,
  fields: {},
});

export async function findDocument(sessionToken: string, id: string) {
  if (!DOCUMENT_ID.test(id)) return noSuchDocument();
  return account('GET', `me/documents/${id}`, storedDocument, { sessionToken });
}

export async function removeDocument(sessionToken: string, id: string) {
  if (!DOCUMENT_ID.test(id)) return noSuchDocument();
  return account('DELETE', `me/documents/${id}`, z.object({ storageKey: z.string() }), { sessionToken });
}

const contact = z.enum(CONTACTS);

/** Opens a verification link (ADR 0035): 200 verified now or before; 410 expired or used; 404 unknown. */
export function confirmContact(token: string, visitor: Visitor) {
  const answer = z.object({
    result: z.enum(['verified', 'already-verified']),
    contact,
    masked: z.string(),
    administers: z.boolean(),
  }) satisfies z.ZodType<ConfirmAnswer>;
  return account('POST', 'verification/confirm', answer, { visitor, body: { token } });
}

const sent = z.object({ message: z.string(), contact, alreadyVerified: z.boolean() }) satisfies z.ZodType<SentAnswer>;

/** A new verification link to the signed-in learner's email address or phone. */
export function sendVerification(sessionToken: string, to: Contact, visitor: Visitor) {
  return account('POST', 'verification/send', sent, { sessionToken, visitor, body: { contact: to } });
}

/** A new link to the address an expired or used link was sent to (no session needed: its holder received it). */
export function resendVerification(token: string, visitor: Visitor) {
  return account('POST', 'verification/resend', sent, { visitor, body: { token } });
}
