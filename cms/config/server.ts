import { cmsEnv } from '../src/env';

export default () => ({
  host: cmsEnv.HOST,
  port: cmsEnv.PORT,
  url: cmsEnv.CMS_PUBLIC_URL,
  proxy: cmsEnv.TRUST_PROXY,
  app: { keys: cmsEnv.APP_KEYS },
  // Editors' media on local disk go to <public>/uploads; backups and restores find them here too (ADR 0021).
  dirs: { public: cmsEnv.CMS_PUBLIC_DIR },
});
