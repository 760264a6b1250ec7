/** The storefront's side of learners' accounts: typed calls to the CMS account API. */
import { z } from 'zod';
import { TARGET_ROLES, type TargetRole } from './catalogue';
import { accountRequest, type AccountAnswer, type AccountRequestOptions } from './cms.server';
import type { SessionUser } from './routing';

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

export type AccountUser = SessionUser & { createdAt: string; hasPhone: boolean };
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
  };
}

function mapAnswer<T, U>(answer: AccountAnswer<T>, map: (data: T) => U): AccountAnswer<U> {
  return answer.ok ? { ok: true, status: answer.status, data: map(answer.data) } : answer;
}

const signedIn = z.object({ user: cmsUser, session: z.object({ token: z.string(), expiresAt: z.string() }) });
const signedInAnswer = (data: z.infer<typeof signedIn>) => ({
  user: toUser(data.user),
  sessionToken: data.session.token,
});

export async function register(payload: Record<string, unknown>, options: AccountRequestOptions) {
  return mapAnswer(await accountRequest('POST', 'register', signedIn, { ...options, body: payload }), signedInAnswer);
}

export async function login(payload: { email: string; password: string }, options: AccountRequestOptions) {
  return mapAnswer(await accountRequest('POST', 'login', signedIn, { ...options, body: payload }), signedInAnswer);
}

export async function logout(sessionToken: string) {
  return accountRequest('POST', 'logout', z.null(), { sessionToken, body: {} });
}

const me = z.object({ user: cmsUser, documents: z.array(cmsDocument) });

export async function currentAccount(sessionToken: string) {
  return mapAnswer(await accountRequest('GET', 'me', me, { sessionToken }), (data) => ({
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

export function forgotPassword(payload: Record<string, unknown>, options: AccountRequestOptions) {
  return accountRequest('POST', 'forgot-password', message.extend({ maskedContactInfo: z.string() }), {
    ...options,
    body: payload,
  });
}

export function resetPassword(payload: Record<string, unknown>, options: AccountRequestOptions) {
  return accountRequest('POST', 'reset-password', message, { ...options, body: payload });
}

export function forgotAccount(payload: Record<string, unknown>, options: AccountRequestOptions) {
  return accountRequest('POST', 'forgot-account', message, { ...options, body: payload });
}

const masked = z.object({ email: z.string().nullable(), phone: z.string().nullable(), hasPhone: z.boolean() });
export type MaskedContact = z.infer<typeof masked>;

export function contactInfo(lookup: { email: string } | { phone: string }, options: AccountRequestOptions) {
  return accountRequest('POST', 'contact-info', masked, { ...options, body: lookup });
}

export async function updateProfile(
  sessionToken: string,
  changes: { role: TargetRole; organization?: string | null; hasConsentedToDataUse: boolean },
) {
  return mapAnswer(
    await accountRequest('PATCH', 'me', z.object({ user: cmsUser }), { sessionToken, body: changes }),
    (data) => toUser(data.user),
  );
}

export function setPhoto(sessionToken: string, storageKey: string) {
  return accountRequest('PUT', 'me/photo', z.object({ previousKey: z.string().nullable() }), {
    sessionToken,
    body: { storageKey },
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
) {
  return accountRequest('POST', 'me/documents', z.object({ id: z.string() }), { sessionToken, body: file });
}

const storedDocument = z.object({
  id: z.string(),
  storageKey: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
});

export function findDocument(sessionToken: string, id: string) {
  return accountRequest('GET', `me/documents/${encodeURIComponent(id)}`, storedDocument, { sessionToken });
}

export function removeDocument(sessionToken: string, id: string) {
  return accountRequest('DELETE', `me/documents/${encodeURIComponent(id)}`, z.object({ storageKey: z.string() }), {
    sessionToken,
  });
}

const dashboardAnswer = z.object({
  overallProgress: z.number(),
  coursesCompleted: z.number(),
  certificatesEarned: z.number(),
  enrollments: z.array(
    z.object({
      id: z.string(),
      courseId: z.string(),
      courseTitle: z.string(),
      progress: z.number(),
      enrolledAt: z.string(),
      completedAt: z.string().optional(),
    }),
  ),
  certificates: z.array(z.object({ id: z.string(), courseName: z.string(), completionDate: z.string() })),
});

export type Dashboard = z.infer<typeof dashboardAnswer>;

/** The learner's enrolments, overall progress and certificates (spec 2.5 and 3). */
export function dashboard(sessionToken: string) {
  return accountRequest('GET', 'me/dashboard', dashboardAnswer, { sessionToken });
}
