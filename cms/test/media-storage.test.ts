/**
 * Editors' media in production: with S3_BUCKET set, what an editor uploads in the admin panel goes to the S3
 * bucket (the platform's S3-compatible server, s3rver, on loopback) under media/, and its address is the bucket's.
 */
import { testPlatform, unique } from '@kundu/test-platform';
import { describe, expect, it } from 'vitest';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const platform = testPlatform();
const { cms, s3 } = platform;

describe('media uploaded by an editor, with an S3 bucket configured', () => {
  it('is stored in the bucket under media/ and served from the bucket’s address', async () => {
    const adminToken = await platform.admin.token();
    // A file name of this file's own: the bucket keeps every file's uploads.
    const name = `course-cover-${unique()}`;
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), `${name}.png`);
    const response = await fetch(`${cms.url}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    });
    const body = (await response.json()) as Array<{ url: string; name: string }>;
    expect(response.status, JSON.stringify(body)).toBe(201);
    const [file] = body;
    expect(file?.name).toBe(`${name}.png`);
    const bucket = s3.env.S3_BUCKET;
    expect(file?.url).toMatch(new RegExp(`^${s3.endpoint}/${bucket}/media/${name.replace(/-/g, '_')}_\\w+\\.png$`));
    const key = file!.url.slice(`${s3.endpoint}/${bucket}/`.length);
    // Strapi optimises images it stores, so the bytes differ; it is still the PNG the editor chose.
    const stored = await s3.object(key);
    expect(stored?.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    expect((await fetch(file!.url)).status).toBe(200);
  });
});
