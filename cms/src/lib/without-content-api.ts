/**
 * A Strapi plugin with its admin routes and without its content-API routes (/api/...): for plugins whose public
 * API the platform does not use and must not expose, whatever permissions an administrator grants (ADR 0018).
 */
export type PluginWithRoutes = { routes: Record<string, unknown> };

export function withoutContentApi<T extends PluginWithRoutes>(plugin: T): T {
  plugin.routes['content-api'] = { type: 'content-api', routes: [] };
  return plugin;
}
