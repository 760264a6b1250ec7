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
    `Yu no inap senisim password nau. Plis raitim email i go long ${email} long kisim halivim.`,
  coursesUnavailable: 'Mipela i no inap kisim ol kos',
  courseNotFound: 'Mipela i no painim kos',
  documentNotFound: 'Mipela i no painim dispela pepa.',
  alertsUnavailable: 'Mipela i no inap kisim ol nupela hevi long cyber nau. Plis traim gen bihain.',
  newsUnavailable: 'Nius i no stap nau.',
  invalidFreeFilter: 'Filta bilong fri kos i mas true o false.',
  invalidRole: (roles: readonly string[]) =>
    `Mipela i no save long dispela kain wok. Yusim wanpela long ol dispela: ${roles.join(', ')}.`,
  bodyNotJson: 'Ol toktok yu salim i mas stap long JSON.',
  /** Spec 7: a signed-out GET /api/user; the words the browser recognises as signed out. */
  unauthorized: 'Yu no sain in',
  authenticationRequired: 'Yu mas sain in pastaim',
  notFound: 'Mipela i no painim',
  unknownUploadKind: 'Mipela i no save long dispela kain upload.',
  usePatch: 'Yusim PATCH long senisim profail.',
  usePost: 'Yusim POST long dispela askim.',
  useDelete: 'Yusim DELETE long rausim pepa.',
  /** Every write must come from this site (server/same-origin.mjs, given it by entry.server.tsx). */
  otherSite: 'Dispela askim i mas kam long wanpela pes bilong dispela sait.',
  notAForm: 'Mipela i no inap ritim dispela fom. Plis go bek long pes na traim gen.',
  tooLarge: 'Dispela askim i bikpela tumas.',
  methodNotAllowed: (method: string) => `Yu no ken yusim ${method} long hia.`,
  /** POST /api/cms-events: what the CMS is told when it says what changed (ADR 0031). */
  cmsEvents: {
    applied: (count: number) => `Mipela i rausim ${count} bekim i stap long cache.`,
    alreadyApplied: 'Mipela i mekim dispela senis pinis; mipela i no mekim wanpela samting moa.',
    badSignature: 'Signature i no stret long dispela toksave: CMS i no salim, o wanpela i senisim long rot.',
    malformed:
      'Mipela i no inap ritim dispela toksave long senis. Salim {"id": "<uuid>", "sentAt": <milliseconds>, "changes": [...]}.',
    stale:
      'Dispela toksave long senis i olpela tumas (o de bilong en i bihain long tude); CMS i save salim nupela wan long olgeta senis.',
  },
};
