/**
 * The Content Manager's permission checker, held to what each role may read in related types too: searches, filters,
 * sorts and related entries in answers (lib/readable-fields.ts, ADR 0037).
 */
import type { Core } from '@strapi/strapi';
import { withReadableFields, type PermissionChecker } from '../../lib/readable-fields';

type Create = (options: { userAbility: never; model: string }) => PermissionChecker;
type ContentManager = {
  services: Record<string, (options: { strapi: Core.Strapi }) => Record<string, unknown>>;
};

export default (plugin: ContentManager) => {
  const permissionChecker = plugin.services['permission-checker']!;
  plugin.services['permission-checker'] = ({ strapi }) => {
    const service = permissionChecker({ strapi }) as { create: Create };
    return {
      ...service,
      create: (options: Parameters<Create>[0]) => withReadableFields(strapi, service.create(options), options),
    };
  };
  return plugin;
};
