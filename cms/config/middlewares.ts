import { cmsEnv } from '../src/env';

/** Where editors' media is read from when it lives in a bucket, so the admin panel may show it. */
function mediaOrigins(): string[] {
  if (!cmsEnv.S3_BUCKET) return [];
  if (cmsEnv.S3_PUBLIC_URL) return [new URL(cmsEnv.S3_PUBLIC_URL).origin];
  if (cmsEnv.S3_ENDPOINT) return [new URL(cmsEnv.S3_ENDPOINT).origin];
  return [`https://${cmsEnv.S3_BUCKET}.s3.${cmsEnv.S3_REGION}.amazonaws.com`];
}

export default () => [
  // Each request's own words (refusals, waits) in the language it asks for (ADR 0046).
  'global::language',
  'strapi::logger',
  'strapi::errors',
  // A refusal in words is one info line, not a stack trace at error level.
  'global::refusals-logged',
  // Changes to public content reach the storefront's cache before the answer leaves (ADR 0031).
  'global::storefront-events',
  'global::answers-in-json',
  'global::first-admin-form',
  'global::admin-privacy',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:'],
          'img-src': ["'self'", 'data:', 'blob:', 'market-assets.strapi.io', ...mediaOrigins()],
          'media-src': ["'self'", 'data:', 'blob:', 'market-assets.strapi.io', ...mediaOrigins()],
          upgradeInsecureRequests: null,
        },
      },
    },
  },
  // Browsers talk to the storefront only; the CMS answers cross-origin requests from its own admin origin alone.
  { name: 'strapi::cors', config: { origin: [new URL(cmsEnv.CMS_PUBLIC_URL).origin] } },
  'strapi::query',
  // Only the content locales, en and tpi, are read or written (ADR 0049).
  'global::content-locales',
  'global::body-errors',
  // DELETE bodies too: removing members from a group names them (cms/contract/organisations.ts). JSON up to 3 MB:
  // an organisation's member list arrives as base64 (a 2 MB CSV is 2.8 MB, ADR 0029).
  { name: 'strapi::body', config: { parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'], jsonLimit: '3mb' } },
  { name: 'global::body-errors', config: { marksRead: true } },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
