/**
 * What the storefront's Node server (server.mjs and server/*.mjs, which run unbuilt) reads from the environment, in
 * one place. The app's own settings are read and checked by app/env.server.ts; the two agree on every name.
 * - HOST (default 0.0.0.0) and PORT (default 3000): where it listens;
 * - NODE_ENV: the Remix build's mode;
 * - TRUST_PROXY: behind a TLS-terminating proxy, the number of proxies or their addresses (server/trust-proxy.mjs);
 * - CMS_PUBLIC_URL: the admin panel's origin, which alone may frame previews (server/security.mjs);
 * - S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE: where browsers PUT uploads (server/security.mjs).
 */
const env = process.env;

export const serverEnv = Object.freeze({
  HOST: env.HOST ?? '0.0.0.0',
  PORT: Number(env.PORT ?? 3000),
  NODE_ENV: env.NODE_ENV,
  TRUST_PROXY: env.TRUST_PROXY,
  CMS_PUBLIC_URL: env.CMS_PUBLIC_URL,
  S3_BUCKET: env.S3_BUCKET,
  S3_REGION: env.S3_REGION,
  S3_ENDPOINT: env.S3_ENDPOINT,
  S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE,
});
