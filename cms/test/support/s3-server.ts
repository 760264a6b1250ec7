/** An S3-compatible server (s3rver) on loopback, with one bucket, for the storefront's S3 upload path. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { freePort } from './test-strapi';

export const S3_BUCKET = 'kundu-uploads';

/** Browsers PUT to presigned URLs from the storefront's pages, so the bucket allows that origin (as in production). */
const cors = (origin: string) => `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export async function startS3(allowedOrigin = '*') {
  const directory = mkdtempSync(join(tmpdir(), 'kundu-s3-'));
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET, configs: [cors(allowedOrigin)] }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    /** The storefront's settings for this bucket (the same S3_* variables as the CMS's upload provider). */
    env: {
      S3_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    /** What the bucket holds under a key, read straight from S3, or null. */
    async object(key: string): Promise<Buffer | null> {
      const response = await fetch(`${endpoint}/${S3_BUCKET}/${key}`);
      return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
