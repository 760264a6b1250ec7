/**
 * What the /api routes and loaders answer with, in Tok Pisin. Server-only (merged into the full catalogue in
 * ./index.ts, never into the browser's shared strings), so no page downloads them.
 */
import type { api as english } from '../en/api';
import type { Translation } from '../types';
import { serviceUnavailable } from './service-unavailable';

export const api: Translation<typeof english> = {
  serviceUnavailable,
  passwordResetUnavailable: (email: string) =>
    `Password reset temporarily unavailable. Please contact ${email} for assistance.`,
  coursesUnavailable: 'Failed to fetch courses',
  courseNotFound: 'Course not found',
  documentNotFound: 'That document was not found.',
  alertsUnavailable: 'Unable to load current cyber threats. Please try again later.',
  newsUnavailable: 'News is unavailable right now.',
  invalidFreeFilter: 'The free filter must be true or false.',
  invalidRole: (roles: readonly string[]) => `Unknown role. Use one of: ${roles.join(', ')}.`,
  bodyNotJson: 'The request body must be JSON.',
  /** Spec 7: a signed-out GET /api/user; the words the browser recognises as signed out. */
  unauthorized: 'Unauthorized',
  authenticationRequired: 'Authentication required',
  notFound: 'Not found',
  unknownUploadKind: 'Unknown upload kind.',
  usePatch: 'Use PATCH to update the profile.',
  usePost: 'Use POST for this call.',
  useDelete: 'Use DELETE to remove a document.',
  /** Every write must come from this site (server/same-origin.mjs, given it by entry.server.tsx). */
  otherSite: 'This request must come from a page of this site.',
  notAForm: 'This form could not be read. Please go back to the page and try again.',
  tooLarge: 'This request is too large.',
  methodNotAllowed: (method: string) => `The ${method} method is not allowed.`,
  /** POST /api/cms-events: what the CMS is told when it says what changed (ADR 0031). */
  cmsEvents: {
    applied: (count: number) => `Dropped ${count} cached ${count === 1 ? 'answer' : 'answers'}.`,
    alreadyApplied: 'This change notice was already applied; nothing was done.',
    badSignature: 'The signature does not match this notice: it was not sent by the CMS, or was changed on the way.',
    malformed:
      'This change notice could not be read. Send {"id": "<uuid>", "sentAt": <milliseconds>, "changes": [...]}.',
    stale: 'This change notice is too old (or dated in the future); the CMS sends a new one for every change.',
  },
};
