import { cmsEnv } from '../src/env';

export default () => ({
  serveAdminPanel: cmsEnv.SERVE_ADMIN_PANEL,
  auth: { secret: cmsEnv.ADMIN_JWT_SECRET },
  apiToken: { salt: cmsEnv.API_TOKEN_SALT },
  transfer: { token: { salt: cmsEnv.TRANSFER_TOKEN_SALT } },
  secrets: { encryptionKey: cmsEnv.ENCRYPTION_KEY },
  flags: { nps: false, promoteEE: false },
});
