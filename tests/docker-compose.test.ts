/**
 * There is no Docker engine on the development and CI machines, so docker-compose.yml is checked by reading it:
 * every build path exists, every Dockerfile is multi-stage and copies files that exist, the long-running services
 * have health checks and named volumes, images are pinned, and every environment variable a service is given is one
 * its code reads.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';

const root = fileURLToPath(new URL('..', import.meta.url));

const service = z.object({
  image: z.string().optional(),
  build: z.object({ context: z.string(), dockerfile: z.string() }).optional(),
  environment: z.record(z.string(), z.string()).optional(),
  volumes: z.array(z.string()).optional(),
  healthcheck: z.object({ test: z.array(z.string()) }).optional(),
  depends_on: z.record(z.string(), z.object({ condition: z.string() })).optional(),
});
const compose = z
  .object({ services: z.record(z.string(), service), volumes: z.record(z.string(), z.null()) })
  .parse(parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')));

/** The files whose code reads each service's environment. */
const ENV_READERS: Record<string, string[]> = {
  cms: ['cms/src/env.ts'],
  storefront: ['storefront/app/env.server.ts', 'storefront/server.mjs'],
  seed: ['seed/src/env.ts'],
};

describe('docker-compose.yml', () => {
  it('runs postgres, the CMS, the storefront and the seed', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['cms', 'postgres', 'seed', 'storefront']);
  });

  it('pins the PostgreSQL image to a 15.x tag', () => {
    expect(compose.services.postgres?.image).toMatch(/^postgres:15\.\d+/);
  });

  it.each(['postgres', 'cms', 'storefront'])('gives %s a health check', (name) => {
    expect(compose.services[name]?.healthcheck?.test.length).toBeGreaterThan(1);
  });

  it('keeps data in named volumes', () => {
    const named = Object.keys(compose.volumes);
    expect(named.sort()).toEqual(['cms-uploads', 'postgres-data', 'storefront-uploads']);
    const mounted = Object.values(compose.services)
      .flatMap((entry) => entry.volumes ?? [])
      .map((volume) => volume.split(':')[0]);
    expect(mounted.sort()).toEqual(named.sort());
  });

  it('starts services only after what they need is healthy', () => {
    expect(compose.services.cms?.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(compose.services.storefront?.depends_on?.cms?.condition).toBe('service_healthy');
    expect(compose.services.seed?.depends_on?.cms?.condition).toBe('service_healthy');
  });

  it('gives the CMS and the storefront the same account API token and S3 bucket settings', () => {
    const cms = compose.services.cms!.environment!;
    const storefront = compose.services.storefront!.environment!;
    expect(storefront.STOREFRONT_API_TOKEN).toBe(cms.STOREFRONT_API_TOKEN);
    for (const name of ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      expect(storefront[name], name).toBe(cms[name]);
    }
    // Required secrets stop compose with a message rather than starting with an empty value.
    expect(storefront.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/);
    expect(cms.STOREFRONT_PUBLIC_URL).toMatch(/^\$\{STOREFRONT_PUBLIC_URL:\?/);
  });

  describe.each(['cms', 'storefront', 'seed'])('%s', (name) => {
    const entry = compose.services[name]!;

    it('builds from a multi-stage Dockerfile whose sources exist', () => {
      expect(entry.build).toBeDefined();
      const context = join(root, entry.build!.context);
      const dockerfile = join(context, entry.build!.dockerfile);
      expect(existsSync(dockerfile), dockerfile).toBe(true);
      const text = readFileSync(dockerfile, 'utf8');
      expect(text.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
      for (const [, sources] of text.matchAll(/^COPY (?!--from)(.+) \S+$/gm)) {
        for (const source of sources!.split(' '))
          expect(existsSync(join(context, source)), `${source} in ${dockerfile}`).toBe(true);
      }
    });

    it('is only given environment variables its code reads', () => {
      const code = ENV_READERS[name]!.map((file) => readFileSync(join(root, file), 'utf8')).join('\n');
      for (const variable of Object.keys(entry.environment ?? {})) {
        expect(code, `${variable} is set for ${name} but never read`).toMatch(new RegExp(`\\b${variable}\\b`));
      }
    });
  });
});
