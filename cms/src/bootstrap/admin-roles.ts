/**
 * Who sees what in the admin panel (ADR 0025), set in code at every start: a permission granted by hand to a role
 * below is taken back at the next start.
 *
 * - **Editor** (Strapi's own role, the one editors are invited with): the platform's content, organisations with
 *   their administrators and access codes (ADR 0029), and the media library. No learner, no enrolment, no progress,
 *   no certificate, no identity document, no organisation's members.
 * - **Author** (Strapi's own): the same content, only entries they created, without publishing; not the news and
 *   alert sources, whose addresses the cron worker fetches from inside the network (ADR 0027), nor organisations
 *   and access codes.
 * - **Learner support**: reads learners' names and emails, their enrolments, module progress and certificates (with
 *   course and module titles), and may revoke or restore a certificate: nothing else of a certificate changes, for
 *   any role (document-middlewares/keep-certificates-as-issued.ts, ADR 0037). No identity documents, no phone
 *   numbers, no photos.
 * - **Identity reviewer**: reads identity documents and whose they are; every list and every opening is written to
 *   the audit log (middlewares/admin-privacy.ts).
 * - **Super Admin**: everything, as Strapi defines it.
 *
 * Sessions, reset tokens, rate limits, seed bookkeeping and organisations' memberships, groups, assignments, invites
 * and imports are hidden from the Content Manager for everyone (their schemas say `visible: false`).
 *
 * A role's fields hold through relations too: what it may search, filter and sort by, and what it is answered of a
 * related entry, are the fields it may read of that entry's type (lib/readable-fields.ts, ADR 0037).
 */
import type { Core } from '@strapi/strapi';
import { CONTENT_LOCALES } from '../../contract/locales';

type Permission = {
  action: string;
  subject?: string | null;
  properties?: { fields?: string[]; locales?: string[] };
  conditions?: string[];
};

/** The platform's content: what editors write and publish. */
export const CONTENT_TYPES = [
  'api::course.course',
  'api::course-module.course-module',
  'api::domain.domain',
  'api::awareness-alert.awareness-alert',
  'api::faq.faq',
  'api::help-contact.help-contact',
  'api::news-item.news-item',
  'api::news-source.news-source',
  'api::alert-source.alert-source',
  'api::certificate-template.certificate-template',
  'api::organisation.organisation',
  'api::access-code.access-code',
] as const;

/** Feeds the cron worker fetches from inside the network: set by Editors (trusted staff), not by Authors. */
export const FEED_SOURCE_TYPES = ['api::news-source.news-source', 'api::alert-source.alert-source'] as const;

/**
 * Content for Editors (trusted staff) only, not Authors: the feeds above; organisations, whose administrators see
 * their members' training; and access codes, each worth a paid seat (ADR 0029).
 */
export const EDITOR_ONLY_TYPES = [
  ...FEED_SOURCE_TYPES,
  'api::organisation.organisation',
  'api::access-code.access-code',
] as const;

/**
 * Learners' records, and organisations' own data about their members (ADR 0029): never shown to editors, nor on
 * the admin home. Access codes stay off the home too: each is worth a paid seat.
 */
export const LEARNER_TYPES = [
  'plugin::users-permissions.user',
  'api::enrollment.enrollment',
  'api::module-progress.module-progress',
  'api::certificate.certificate',
  'api::identity-document.identity-document',
  'api::account-session.account-session',
  'api::access-code.access-code',
  'api::organisation-membership.organisation-membership',
  'api::organisation-group.organisation-group',
  'api::course-assignment.course-assignment',
  'api::organisation-invite.organisation-invite',
  'api::organisation-import.organisation-import',
  'api::organisation-message.organisation-message',
  'api::personal-data-export.personal-data-export',
  'api::storage-removal.storage-removal',
  'api::chat-conversation.chat-conversation',
] as const;

export const IDENTITY_DOCUMENT = 'api::identity-document.identity-document';

/** The role that answers learners, and fulfils their data requests made by letter or phone (ADR 0051). */
export const LEARNER_SUPPORT_ROLE = 'kundu-learner-support';

const ROLES = {
  learnerSupport: {
    code: LEARNER_SUPPORT_ROLE,
    name: 'Learner support',
    description:
      "Reads learners' enrolments, progress and certificates, may revoke or restore certificates, and exports or deletes a learner's data when they ask by letter or phone.",
  },
  identityReviewer: {
    code: 'kundu-identity-reviewer',
    name: 'Identity reviewer',
    description:
      "Opens learners' identity documents to verify who they are. Every opening is written to the audit log.",
  },
};

const CM = 'plugin::content-manager.explorer';
/** A learner as support staff and reviewers see them: who they are, not how to reach them by phone. */
const LEARNER_FIELDS = ['firstName', 'lastName', 'email', 'organization', 'audienceRole', 'createdAt'];

const MEDIA_LIBRARY = (conditions: string[] = []): Permission[] => [
  { action: 'plugin::upload.read', conditions },
  { action: 'plugin::upload.configure-view' },
  { action: 'plugin::upload.assets.create' },
  { action: 'plugin::upload.assets.update', conditions },
  { action: 'plugin::upload.assets.download' },
  { action: 'plugin::upload.assets.copy-link' },
];

/** A content type's fields as Strapi's permissions name them (components' fields nested: `quiz.question`). */
function fieldsOf(strapi: Core.Strapi, uid: string, only?: string[]): string[] {
  const fields: string[] = strapi
    .service('admin::content-type')
    .getNestedFields(strapi.contentTypes[uid as keyof typeof strapi.contentTypes], { components: strapi.components });
  return fields.filter((field) => (only ? only.includes(field.split('.')[0]!) : true));
}

/**
 * What a permission on a content type covers: its fields, and for a type with Tok Pisin versions both locales
 * (ADR 0049). Strapi reads a localized type's permission without `locales` as no locale at all.
 */
function propertiesOf(strapi: Core.Strapi, subject: string, action: string, only?: string[]): Permission['properties'] {
  const fields = ['read', 'create', 'update'].includes(action) ? { fields: fieldsOf(strapi, subject, only) } : {};
  const localized = strapi
    .plugin('i18n')
    .service('content-types')
    .isLocalizedContentType(strapi.contentTypes[subject as keyof typeof strapi.contentTypes]);
  return localized ? { ...fields, locales: [...CONTENT_LOCALES] } : fields;
}

function contentPermissions(
  strapi: Core.Strapi,
  actions: string[],
  conditions: string[] = [],
  subjects: readonly string[] = CONTENT_TYPES,
): Permission[] {
  return subjects.flatMap((subject) =>
    actions.map((action) => ({
      action: `${CM}.${action}`,
      subject,
      properties: propertiesOf(strapi, subject, action),
      conditions,
    })),
  );
}

const read = (strapi: Core.Strapi, subject: string, only?: string[]): Permission => ({
  action: `${CM}.read`,
  subject,
  properties: propertiesOf(strapi, subject, 'read', only),
  conditions: [],
});

export function permissionsByRole(strapi: Core.Strapi) {
  return {
    'strapi-editor': [
      ...contentPermissions(strapi, ['create', 'read', 'update', 'delete', 'publish']),
      ...MEDIA_LIBRARY(),
    ],
    'strapi-author': [
      ...contentPermissions(
        strapi,
        ['create', 'read', 'update', 'delete'],
        ['admin::is-creator'],
        CONTENT_TYPES.filter((uid) => !(EDITOR_ONLY_TYPES as readonly string[]).includes(uid)),
      ),
      ...MEDIA_LIBRARY(['admin::is-creator']),
    ],
    [ROLES.learnerSupport.code]: [
      read(strapi, 'plugin::users-permissions.user', LEARNER_FIELDS),
      read(strapi, 'api::enrollment.enrollment'),
      read(strapi, 'api::module-progress.module-progress'),
      read(strapi, 'api::certificate.certificate'),
      // Revoking and restoring, with the reason: nothing else of an issued certificate changes (ADR 0037).
      {
        action: `${CM}.update`,
        subject: 'api::certificate.certificate',
        properties: { fields: fieldsOf(strapi, 'api::certificate.certificate', ['revoked', 'revocationReason']) },
        conditions: [],
      },
      read(strapi, 'api::course.course', ['title', 'slug']),
      // Module progress names its module (ADR 0037).
      read(strapi, 'api::course-module.course-module', ['title']),
    ],
    [ROLES.identityReviewer.code]: [
      read(strapi, 'plugin::users-permissions.user', LEARNER_FIELDS),
      read(strapi, IDENTITY_DOCUMENT),
    ],
  } satisfies Record<string, Permission[]>;
}

export async function configureAdminRoles(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.service('admin::role');
  for (const role of Object.values(ROLES)) {
    if (!(await roles.exists({ code: role.code }))) await roles.create(role);
  }
  for (const [code, permissions] of Object.entries(permissionsByRole(strapi))) {
    const role = await roles.findOne({ code });
    // Strapi's Editor and Author exist once an admin panel has started; a fresh database gets them at its first start.
    if (role) await roles.assignPermissions(role.id, permissions);
  }
}
