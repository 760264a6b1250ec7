/**
 * Editors' media in production: with S3_BUCKET set, what an editor uploads in the admin panel goes to the S3
 * bucket (a real S3-compatible server, s3rver, on loopback) under media/, and its address is the bucket's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFirstAdmin } from './support/api';
import { S3_BUCKET, startS3 } from './support/s3-server';
import { startTestStrapi, type TestStrapi } from './support/test-strapi';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let s3: Awaited<ReturnType<typeof startS3>>;
let cms: TestStrapi;

beforeAll(async () => {
  s3 = await startS3();
  cms = await startTestStrapi(s3.env);
});
afterAll(async () => {
  await cms?.stop();
  await s3?.close();
});

describe('media uploaded by an editor, with an S3 bucket configured', () => {
  it('is stored in the bucket under media/ and served from the bucket’s address', async () => {
    const adminToken = await registerFirstAdmin(cms.url);
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'course-cover.png');
    const response = await fetch(`${cms.url}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    });
    const body = (await response.json()) as Array<{ url: string; name: string }>;
    expect(response.status, JSON.stringify(body)).toBe(201);
    const [file] = body;
    expect(file?.name).toBe('course-cover.png');
    expect(file?.url).toMatch(new RegExp(`^${s3.endpoint}/${S3_BUCKET}/media/course_cover_\\w+\\.png$`));
    const key = file!.url.slice(`${s3.endpoint}/${S3_BUCKET}/`.length);
    // Strapi optimises images it stores, so the bytes differ; it is still the PNG the editor chose.
    const stored = await s3.object(key);
    expect(stored?.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    expect((await fetch(file!.url)).status).toBe(200);
  });
});
