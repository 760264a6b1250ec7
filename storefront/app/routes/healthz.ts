import { isCmsHealthy } from '~/lib/cms/core.server';

/** GET /healthz: for load balancers and container health checks. 503 while the CMS cannot be reached. */
export async function loader() {
  const cms = (await isCmsHealthy()) ? 'up' : 'down';
  return Response.json(
    { status: cms === 'up' ? 'ok' : 'degraded', cms },
    { status: cms === 'up' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
