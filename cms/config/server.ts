import { cmsEnv } from '../src/env';

export default () => ({
  host: cmsEnv.HOST,
  port: cmsEnv.PORT,
  url: cmsEnv.CMS_PUBLIC_URL,
  proxy: cmsEnv.TRUST_PROXY,
  app: { keys: cmsEnv.APP_KEYS },
});
