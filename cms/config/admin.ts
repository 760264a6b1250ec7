import { cmsEnv } from '../src/env';
import { previewHandler } from '../src/lib/preview-handler';

export default () => ({
  serveAdminPanel: cmsEnv.SERVE_ADMIN_PANEL,
  auth: { secret: cmsEnv.ADMIN_JWT_SECRET },
  apiToken: { salt: cmsEnv.API_TOKEN_SALT },
  transfer: { token: { salt: cmsEnv.TRANSFER_TOKEN_SALT } },
  secrets: { encryptionKey: cmsEnv.ENCRYPTION_KEY },
  flags: { nps: false, promoteEE: false },
  // Drafts shown on the storefront through a signed link that expires (ADR 0032); the panel frames the storefront.
  preview: {
    enabled: true,
    config: { allowedOrigins: [new URL(cmsEnv.STOREFRONT_PUBLIC_URL).origin], handler: previewHandler },
  },
});
