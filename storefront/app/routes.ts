import { flatRoutes } from '@remix-run/fs-routes';
import type { RouteConfig } from '@remix-run/route-config';

// A screen's code is found from its URL: /api/courses/:id/modules lives in routes/api.courses.$id.modules.ts.
export default flatRoutes() satisfies RouteConfig;
