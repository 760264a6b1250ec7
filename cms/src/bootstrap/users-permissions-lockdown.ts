/**
 * Strapi's users-permissions plugin ships its own sign-in, registration, password reset and user API, each of which
 * would bypass the platform's accounts (ADR 0018): its JWTs ignore the lockout, its reset tokens never expire, and
 * its registration takes any password. Learners sign in only through `api::account` and its sessions, so:
 * - the plugin's content-API routes are removed (cms/src/extensions/users-permissions/strapi-server.ts);
 * - here, at every start, every permission of the plugin's roles except the public reads the storefront needs is
 *   revoked, and registration is turned off, so nothing granted by hand in the admin panel outlives a restart;
 * - emails and usernames are unique in the database itself, so two registrations racing cannot both succeed.
 */
import type { Core } from '@strapi/strapi';
import { PUBLIC_ACTIONS } from './public-permissions';

const PERMISSION_UID = 'plugin::users-permissions.permission';

export async function lockDownUsersPermissions(strapi: Core.Strapi): Promise<void> {
  // Query engine: users-permissions' roles, at start.
  const roles: Array<{ id: number; type: string }> = await strapi.db
    .query('plugin::users-permissions.role')
    .findMany({ select: ['id', 'type'] });
  const allowed = new Set<string>(PUBLIC_ACTIONS);
  for (const role of roles) {
    // Query engine: users-permissions' permissions, by the role's numeric id.
    const permissions: Array<{ id: number; action: string }> = await strapi.db
      .query(PERMISSION_UID)
      .findMany({ where: { role: role.id }, select: ['id', 'action'] });
    const revoked = permissions.filter((p) => !(role.type === 'public' && allowed.has(p.action)));
    if (revoked.length > 0) {
      // Query engine: one statement for the role's revoked permissions (deleteMany).
      await strapi.db.query(PERMISSION_UID).deleteMany({ where: { id: { $in: revoked.map((p) => p.id) } } });
    }
  }

  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false || advanced.email_confirmation !== false) {
    await store.set({ key: 'advanced', value: { ...advanced, allow_register: false, email_confirmation: false } });
  }

  await ensureUniqueAccounts(strapi);
}

/**
 * Unique indexes Strapi does not make (its `unique` is checked in code, before the insert, so concurrent inserts
 * both pass). Strapi's schema sync leaves indexes it did not create alone. An existing database that already holds
 * duplicates keeps starting, with an error in the log naming what an operator must merge.
 */
async function ensureUniqueAccounts(strapi: Core.Strapi): Promise<void> {
  const table = strapi.db.metadata.get('plugin::users-permissions.user').tableName;
  const indexes = [
    { name: `${table}_email_lower_unique`, expression: 'lower(email)' },
    { name: `${table}_username_unique`, expression: 'username' },
  ];
  for (const index of indexes) {
    try {
      await strapi.db.connection.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (${index.expression})`, [
        index.name,
        table,
      ]);
    } catch (error) {
      strapi.log.error(
        `Accounts are not unique by ${index.expression}: merge the duplicate accounts, then restart the CMS ` +
          `(${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
}
