import type { Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { EDITOR_VIEWS } from '../editor-views';
import { adminMessages } from '../lib/admin-messages';
import { isPlatformWork } from '../lib/platform-work';

const CERTIFICATE_UID = 'api::certificate.certificate';
/** What an administrator may change on an issued certificate: revoking or restoring it, with the reason. */
const CHANGEABLE = new Set(['revoked', 'revocationReason']);
/** What the admin panel's form sends back with every save and no save changes. */
const BOOKKEEPING = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
]);
/** Fields of a history entry, as the component defines them. */
const HISTORY_FIELDS = ['event', 'at', 'previousRecipientName', 'note', 'by'] as const;

type Attribute = { type: string; component?: string };
type HistoryEntry = Partial<Record<(typeof HISTORY_FIELDS)[number], string | null>>;
type Administrator = { id: number; email: string; firstname?: string | null; lastname?: string | null };
type Certificate = Record<string, unknown> & { revoked?: boolean | null; revocationReason?: string | null };

/**
 * The administrator whose request this is (the admin panel's session or an admin token), or null for the platform's
 * own work (issuing, the learner's name correction, deleting an account: lib/platform-work.ts).
 */
function administrator(): Administrator | null {
  if (isPlatformWork()) return null;
  const ctx = strapi.requestContext.get() as
    { state?: { auth?: { strategy?: { name?: string } }; user?: Administrator } } | undefined;
  const strategy = ctx?.state?.auth?.strategy?.name;
  return strategy === 'admin' || strategy === 'admin-token' ? (ctx?.state?.user ?? null) : null;
}

/** Who made a change, as its history says it: "Ruth Kila (ruth@kundu.example)". */
export function administratorName(administrator: Administrator): string {
  const name = [administrator.firstname, administrator.lastname].filter(Boolean).join(' ') || 'An administrator';
  return `${name} (${administrator.email})`;
}

const blank = (value: unknown) => (value === undefined || value === null || value === '' ? null : value);
const time = (value: unknown) => (blank(value) === null ? null : new Date(String(value)).getTime());

/** History entries written back as they were (components are replaced as a whole on update). */
const keep = (entries: unknown): HistoryEntry[] =>
  ((entries ?? []) as HistoryEntry[]).map((entry) =>
    Object.fromEntries(HISTORY_FIELDS.map((field) => [field, entry[field] ?? null])),
  );

/** Whether a value the form sent for a relation changes it: only a connection, a disconnection or a new set does. */
function changesRelation(value: unknown): boolean {
  if (value === undefined) return false;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return true;
  const { connect, disconnect, set } = value as { connect?: unknown[]; disconnect?: unknown[]; set?: unknown };
  return Boolean(connect?.length) || Boolean(disconnect?.length) || set !== undefined;
}

/** Whether the value sent for a field is the one stored, as the admin panel's form sends it back. */
function same(attribute: Attribute, given: unknown, stored: unknown): boolean {
  if (given === undefined) return true;
  switch (attribute.type) {
    case 'relation':
      return !changesRelation(given);
    case 'component': {
      // Cast: `strapi.components` is keyed by generated component UIDs; `attribute.component` is a plain string.
      const component = (strapi.components as unknown as Record<string, { attributes: Record<string, Attribute> }>)[
        attribute.component ?? ''
      ];
      const fields = Object.entries(component?.attributes ?? {});
      const givenEntries = Array.isArray(given) ? given : [];
      const storedEntries = Array.isArray(stored) ? stored : [];
      return (
        givenEntries.length === storedEntries.length &&
        givenEntries.every((entry: Record<string, unknown>, index) =>
          fields.every(([name, field]) =>
            same(field, entry?.[name] ?? null, (storedEntries[index] as Record<string, unknown>)[name]),
          ),
        )
      );
    }
    case 'datetime':
      return time(given) === time(stored);
    case 'date':
      return blank(given) === null ? blank(stored) === null : String(given).slice(0, 10) === String(stored);
    case 'boolean':
      return Boolean(given) === Boolean(stored);
    default:
      return blank(given) === blank(stored);
  }
}

const labelOf = (field: string) => EDITOR_VIEWS[CERTIFICATE_UID]?.fields[field]?.label ?? field;

/**
 * An issued certificate means something only if it says what the platform issued (ADR 0037). For every
 * administrator, the super admin included (Strapi grants a super admin every field, so roles alone cannot hold this):
 * - only Revoked changes, with its reason: revoking stamps the date, restoring clears it and the reason, and each is
 *   added to the certificate's history with who and when (and the reason, on both). Any other field sent with a
 *   value other than the stored one refuses the whole save, in words;
 * - certificates are not created, copied or deleted in the admin panel: the platform issues them, and a wrong one
 *   is revoked.
 * The platform's own changes pass: issuing, and the learner's name correction (correct-name.ts), which writes its
 * own history entry with the old name. A revocation made outside the admin panel is recorded too.
 */
export function keepCertificatesAsIssued(): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (context.uid !== CERTIFICATE_UID) return next();
    const admin = administrator();
    if (admin && ['create', 'clone', 'delete'].includes(context.action)) {
      throw new errors.ValidationError(adminMessages.certificateNotIssuedHere);
    }
    if (context.action !== 'update') return next();
    const params = context.params as { documentId?: string; data?: Record<string, unknown> };
    if (!params.documentId) return next();
    const data = params.data ?? {};
    if (!admin && typeof data.revoked !== 'boolean') return next();

    const current = (await strapi.documents(CERTIFICATE_UID).findOne({
      documentId: params.documentId,
      populate: { skills: true, history: true },
    })) as Certificate | null;
    if (!current) return next();
    if (admin) {
      const attributes = strapi.getModel(CERTIFICATE_UID).attributes as Record<string, Attribute>;
      const changed = Object.keys(attributes).filter(
        (field) =>
          !CHANGEABLE.has(field) && !BOOKKEEPING.has(field) && !same(attributes[field]!, data[field], current[field]),
      );
      if (changed.length) throw new errors.ValidationError(adminMessages.certificateAsIssued(changed.map(labelOf)));
    }

    const wasRevoked = Boolean(current.revoked);
    const revoked = typeof data.revoked === 'boolean' ? data.revoked : wasRevoked;
    const reason = 'revocationReason' in data ? blank(data.revocationReason) : blank(current.revocationReason);
    if (revoked === wasRevoked) {
      if (!admin) return next();
      if (reason !== blank(current.revocationReason)) {
        throw new errors.ValidationError(adminMessages.revocationReasonAlone);
      }
      // Nothing an administrator may change has changed: the save changes nothing.
      params.data = {};
      return next();
    }
    const now = new Date().toISOString();
    params.data = {
      ...(admin ? {} : data),
      revoked,
      revokedAt: revoked ? now : null,
      revocationReason: revoked ? reason : null,
      history: [
        ...keep(current.history),
        {
          event: revoked ? 'revoked' : 'restored',
          at: now,
          previousRecipientName: null,
          note: revoked ? reason : blank(current.revocationReason),
          by: admin ? administratorName(admin) : 'The platform',
        },
      ],
    };
    return next();
  };
}
