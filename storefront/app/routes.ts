import { flatRoutes } from '@remix-run/fs-routes';
import type { RouteConfig } from '@remix-run/route-config';

// A screen's code is found from its URL: /api/courses/:id/modules lives in routes/api.courses.$id.modules.ts. Tests
// of a route's loader or action sit beside it (routes/api.login.test.ts) and are no route.
export default flatRoutes({ ignoredRouteFiles: ['**/*.test.{ts,tsx}'] }) satisfies RouteConfig;
