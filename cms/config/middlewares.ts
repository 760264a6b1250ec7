import { cmsEnv } from '../src/env';

export default () => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  // Browsers talk to the storefront only; the CMS answers cross-origin requests from its own admin origin alone.
  { name: 'strapi::cors', config: { origin: [new URL(cmsEnv.CMS_PUBLIC_URL).origin] } },
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
