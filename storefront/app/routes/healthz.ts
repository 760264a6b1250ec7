import { isCmsHealthy } from '~/lib/cms/core.server';
import { noticesState } from '~/lib/cms/notices.server';

/**
 * GET /healthz: for load balancers and container health checks. 503 while the CMS cannot be reached. `notices`: with
 * several storefronts, whether this one hears the CMS's change notices on the database (ADR 0054).
 */
export async function loader() {
  const cms = (await isCmsHealthy()) ? 'up' : 'down';
  const notices = noticesState();
  return Response.json(
    { status: cms === 'up' ? 'ok' : 'degraded', cms, ...(notices ? { notices } : {}) },
    { status: cms === 'up' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
