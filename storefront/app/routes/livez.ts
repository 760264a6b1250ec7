/**
 * GET /livez: this process answers, whatever the CMS's state. For the load balancer's active health checks
 * (deploy/Caddyfile, ADR 0054): a storefront whose CMS is away still serves the pages it keeps, so it stays in the
 * pool; /healthz says whether the CMS answers.
 */
export function loader() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
