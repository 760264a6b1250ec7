import type { Core } from '@strapi/strapi';

/**
 * What a visitor may read without signing in. Granted in code so that a fresh database works without a click in
 * the admin panel. Lesson bodies and quiz answers are `private` attributes of course modules, so reading a module
 * publicly returns only its title, description, duration and order. Certificates are readable one at a time by
 * verification code only (never listed). Users, enrolments and documents are not public.
 */
export const PUBLIC_ACTIONS = [
  'api::domain.domain.find',
  'api::domain.domain.findOne',
  'api::course.course.find',
  'api::course.course.findOne',
  'api::course-module.course-module.find',
  'api::course-module.course-module.findOne',
  'api::awareness-alert.awareness-alert.find',
  'api::awareness-alert.awareness-alert.findOne',
  'api::news-item.news-item.find',
  'api::help-contact.help-contact.listConfirmed',
  'api::certificate.certificate.findByVerificationCode',
] as const;

export async function grantPublicPermissions(strapi: Core.Strapi): Promise<void> {
  // Query engine: users-permissions' roles, at start.
  const publicRole = await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'public' }, select: ['id'] });
  if (!publicRole) {
    throw new Error('The users-permissions public role is missing; cannot grant public read access.');
  }

  // Query engine: users-permissions' permissions, by the role's numeric id, at start.
  const existing = await strapi.db.query('plugin::users-permissions.permission').findMany({
    where: { role: publicRole.id, action: { $in: [...PUBLIC_ACTIONS] } },
    select: ['action'],
  });
  const granted = new Set(existing.map((permission: { action: string }) => permission.action));

  for (const action of PUBLIC_ACTIONS) {
    if (!granted.has(action)) {
      // Query engine: users-permissions' permissions, at start.
      await strapi.db.query('plugin::users-permissions.permission').create({ data: { action, role: publicRole.id } });
    }
  }
}
