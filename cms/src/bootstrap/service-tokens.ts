import type { Core } from '@strapi/strapi';
import accountRoutes from '../api/account/routes/account';
import alertViewRoutes from '../api/awareness-alert/routes/alert-views';
import chatRoutes from '../api/chat/routes/chat';
import certificateRoutes from '../api/certificate/routes/certificate';
import enrollmentRoutes from '../api/enrollment/routes/enrollment';
import housekeepingRoutes from '../api/housekeeping/routes/housekeeping';
import learningRoutes from '../api/learning/routes/learning';
import organisationRoutes from '../api/organisation/routes/organisation';
import organisationReportRoutes from '../api/organisation/routes/reports';
import personalDataRoutes from '../api/personal-data/routes/personal-data';
import previewRoutes from '../api/preview/routes/preview';

/**
 * API tokens for the platform's own writers (seed now, cron later). The token value comes from the environment
 * (generated into .env in development), so the writer and the CMS share it without anyone copying a token out of
 * the admin panel. The CMS stores only Strapi's salted hash of it, as for tokens created by hand.
 * See docs/decisions/0004-how-seed-and-cron-write-to-strapi.md.
 */
export type ServiceToken = {
  name: string;
  description: string;
  accessKey: string;
  permissions: readonly string[];
};

const SEED_CONTENT_TYPES = [
  'api::domain.domain',
  'api::course.course',
  'api::course-module.course-module',
  'api::awareness-alert.awareness-alert',
  'api::faq.faq',
  'api::help-contact.help-contact',
  'api::certificate-template.certificate-template',
  'api::news-source.news-source',
  'api::seed-record.seed-record',
] as const;

export function seedTokenPermissions(): string[] {
  return SEED_CONTENT_TYPES.flatMap((uid) =>
    ['find', 'findOne', 'create', 'update'].map((action) => `${uid}.${action}`),
  );
}

/**
 * The storefront calls the custom APIs in these route tables, and nothing else needs a token: it reads public
 * content as the public. Its permissions are derived from the tables, so a new route is permitted where it is
 * declared.
 */
const STOREFRONT_ROUTES = {
  account: accountRoutes.routes,
  enrollment: enrollmentRoutes.routes,
  learning: learningRoutes.routes,
  certificate: certificateRoutes.routes,
  'awareness-alert': alertViewRoutes.routes,
  chat: chatRoutes.routes,
  organisation: [...organisationRoutes.routes, ...organisationReportRoutes.routes],
  preview: previewRoutes.routes,
  'personal-data': personalDataRoutes.routes,
} satisfies Record<string, ReadonlyArray<{ handler: string }>>;

export function storefrontTokenPermissions(): string[] {
  return Object.entries(STOREFRONT_ROUTES).flatMap(([api, routes]) =>
    routes.map((route) => `api::${api}.${route.handler}`),
  );
}

/**
 * The cron worker (cron/): reads the news and alert sources editors configure, writes news items (upsert by URL,
 * retention), creates draft awareness alerts (never updates them: editors' edits stay) with their import records,
 * and calls housekeeping.
 */
export function cronTokenPermissions(): string[] {
  const actions = (uid: string, list: string[]) => list.map((action) => `${uid}.${action}`);
  return [
    ...actions('api::news-source.news-source', ['find']),
    ...actions('api::alert-source.alert-source', ['find']),
    ...actions('api::news-item.news-item', ['find', 'create', 'update', 'delete']),
    ...actions('api::awareness-alert.awareness-alert', ['find', 'create']),
    ...actions('api::alert-import.alert-import', ['find', 'create', 'delete']),
    ...housekeepingRoutes.routes.map((route) => `api::housekeeping.${route.handler}`),
  ];
}

type TokenService = {
  hash(accessKey: string): string;
  create(attributes: Record<string, unknown>): Promise<{ id: number }>;
};

type EncryptionService = { encrypt(value: string): string };

export async function ensureServiceToken(strapi: Core.Strapi, token: ServiceToken): Promise<void> {
  // Cast: `strapi.service` answers a record of `any`; TokenService names the admin service's two methods used.
  const tokens = strapi.service('admin::api-token-content-api') as unknown as TokenService;
  // Cast: as above, for the encryption service's one method used.
  const encryption = strapi.service('admin::encryption') as unknown as EncryptionService;
  const wantedHash = tokens.hash(token.accessKey);

  // Query engine: the admin panel's API tokens (admin::api-token), read at start.
  const existing: { id: number; accessKey: string } | null = await strapi.db
    .query('admin::api-token')
    .findOne({ where: { name: token.name }, select: ['id', 'accessKey'] });

  const id = existing
    ? existing.id
    : (
        await tokens.create({
          name: token.name,
          description: token.description,
          type: 'custom',
          lifespan: null,
          permissions: [...token.permissions],
        })
      ).id;

  if (existing?.accessKey !== wantedHash) {
    // Query engine: the token's hash and encrypted key, written as they are (the admin's API token type).
    await strapi.db.query('admin::api-token').update({
      where: { id },
      data: { accessKey: wantedHash, encryptedKey: encryption.encrypt(token.accessKey) },
    });
  }
  if (existing) {
    await syncPermissions(strapi, id, token.permissions);
  }
}

async function syncPermissions(strapi: Core.Strapi, tokenId: number, wanted: readonly string[]): Promise<void> {
  // Query engine: the admin's API token permissions, by the token's numeric id.
  const current: Array<{ id: number; action: string }> = await strapi.db
    .query('admin::api-token-permission')
    .findMany({ where: { token: tokenId }, select: ['id', 'action'] });
  const currentActions = new Set(current.map((permission) => permission.action));
  const wantedActions = new Set(wanted);

  for (const permission of current) {
    if (!wantedActions.has(permission.action)) {
      // Query engine: an admin API token permission, by its numeric id.
      await strapi.db.query('admin::api-token-permission').delete({ where: { id: permission.id } });
    }
  }
  for (const action of wantedActions) {
    if (!currentActions.has(action)) {
      // Query engine: an admin API token permission, linked by the token's numeric id.
      await strapi.db.query('admin::api-token-permission').create({ data: { action, token: tokenId } });
    }
  }
}
