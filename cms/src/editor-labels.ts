/**
 * What editors read in the admin panel for each stored code of an enumeration (ADR 0030). The stored values, which
 * the REST API, the generated types and the storefront use, are the keys; only the admin panel shows the labels
 * (src/admin/labelled-enumeration.tsx). The labels are the storefront's (storefront/app/messages/en/shared.ts and
 * organisations.ts) so an editor reads what learners read.
 */
import {
  ALERT_CATEGORIES,
  LEVELS,
  TARGET_ROLE_LABELS as AUDIENCE_NAMES,
  type CatalogueDomain,
  type FaqTopic,
  type Icon,
  type TargetRole,
} from '../contract/vocabulary';
import { LOCALE_NAMES } from '../contract/locales';
import { PROVINCES, type OrganisationKind } from '../contract/organisations';

type Labels<Value extends string> = Record<Value, string>;

const sameAsValue = (values: readonly string[]): Record<string, string> =>
  Object.fromEntries(values.map((value) => [value, value]));

export const DOMAIN_LABELS: Labels<CatalogueDomain> = {
  cyber_security: 'Cyber Security',
  cyber_defense: 'Cyber Defense',
  cyber_assurance: 'Cyber Assurance',
  cyber_crime: 'Cyber Crime',
  cyber_intelligence: 'Cyber Intelligence',
  cyber_grc: 'Cyber GRC',
};

export const TARGET_ROLE_LABELS: Labels<TargetRole> = AUDIENCE_NAMES;

const FAQ_TOPIC_LABELS: Labels<FaqTopic> = {
  registration: 'Registration',
  courses: 'Courses',
  certificates: 'Certificates',
  support: 'Support',
  reporting: 'Reporting cybercrime and scams',
  safety: 'Staying safe',
};

const ICON_LABELS: Labels<Icon> = {
  shield: 'Shield',
  network: 'Network',
  lock: 'Padlock',
  search: 'Magnifying glass',
  radar: 'Radar',
  siren: 'Siren',
  users: 'People',
  scale: 'Scales of justice',
  'file-text': 'Document',
  brain: 'Brain',
  cpu: 'Computer chip',
  bot: 'Robot',
  eye: 'Eye',
  'clipboard-check': 'Checklist',
  activity: 'Heartbeat line',
  gavel: 'Gavel',
};

const ORGANISATION_KIND_LABELS: Labels<OrganisationKind> = {
  church: 'Church',
  ngo: 'NGO',
  government_department: 'Government department',
  company: 'Company',
  school: 'School',
};

/** A help contact's check (ADR 0042): learners see only confirmed contacts. */
const HELP_CONTACT_CONFIRMATION_LABELS = { confirmed: 'Confirmed', to_be_confirmed: 'To be confirmed' };
const IDENTITY_DOCUMENT_KIND_LABELS = { government_id: 'Government ID', additional: 'Additional document' };
const MIME_TYPE_LABELS = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG image', 'image/png': 'PNG image' };
const CERTIFICATE_EVENT_LABELS = { reissued: 'Re-issued', revoked: 'Revoked', restored: 'Restored' };
const AUDIT_ACTION_LABELS = {
  'listed identity documents': 'Listed identity documents',
  'opened an identity document': 'Opened an identity document',
  "exported a learner's data": "Exported a learner's data",
  "deleted a learner's account": "Deleted a learner's account",
};

/** Every vocabulary an editor picks from or reads. Codes that are already words are shown as they are. */
const VOCABULARIES: Array<Record<string, string>> = [
  DOMAIN_LABELS,
  TARGET_ROLE_LABELS,
  sameAsValue(LEVELS),
  sameAsValue(ALERT_CATEGORIES),
  FAQ_TOPIC_LABELS,
  ICON_LABELS,
  ORGANISATION_KIND_LABELS,
  sameAsValue(PROVINCES),
  HELP_CONTACT_CONFIRMATION_LABELS,
  IDENTITY_DOCUMENT_KIND_LABELS,
  MIME_TYPE_LABELS,
  CERTIFICATE_EVENT_LABELS,
  AUDIT_ACTION_LABELS,
  // A certificate's language and its course text's (ADR 0049): the names editors see in the locale menu.
  LOCALE_NAMES,
];

/**
 * The labels of an enumeration's values: the vocabulary whose codes are exactly these values (so two vocabularies
 * sharing a code, like a role and an organisation kind, never mix), or undefined when none is.
 */
export function labelsFor(values: readonly string[]): Record<string, string> | undefined {
  return VOCABULARIES.find((labels) => {
    const codes = Object.keys(labels);
    return codes.length === values.length && values.every((value) => Object.hasOwn(labels, value));
  });
}

/** The label of one stored value, or the value itself when its vocabulary has none. */
export function labelOf(values: readonly string[], value: string): string {
  return labelsFor(values)?.[value] ?? value;
}
