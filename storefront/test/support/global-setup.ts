/**
 * One real CMS for the storefront's integration tests: compiled, started on a temporary database, and loaded
 * with the platform's seed data by the seed loader itself; an administrator registered as an editor would.
 * Then the storefront is built and started against it.
 */
import type { TestProject } from 'vitest/node';
import { compileCms, freePort, registerFirstAdmin, startTestStrapi } from '@kundu/cms/testing';
import { createStrapiClient, loadSeed, readSeedData } from '@kundu/seed';
import { fileURLToPath } from 'node:url';
import { buildStorefront, startStorefront } from './storefront-server';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting a library type needs an interface
  export interface ProvidedContext {
    cmsUrl: string;
    seedToken: string;
    adminToken: string;
    storefrontUrl: string;
    storefrontToken: string;
    /** The CMS's database settings (DATABASE_FILENAME or DATABASE_URL), for what no API sets up (databaseOf). */
    cmsDatabase: Record<string, string>;
  }
}

export default async function setup(project: TestProject) {
  compileCms();
  buildStorefront();
  // The CMS records certificates' public addresses from the storefront's: pick its port first.
  const port = await freePort();
  // It tells the storefront of changes to what visitors see (ADR 0031).
  const cms = await startTestStrapi({
    STOREFRONT_PUBLIC_URL: `http://127.0.0.1:${port}`,
    STOREFRONT_INTERNAL_URL: `http://127.0.0.1:${port}`,
  });
  try {
    const data = await readSeedData(fileURLToPath(new URL('../../../seed/data', import.meta.url)));
    await loadSeed(createStrapiClient({ baseUrl: cms.url, token: cms.seedToken }), data);
    const adminToken = await registerFirstAdmin(cms.url);
    const storefront = await startStorefront(cms, { CMS_CACHE_TTL_MS: '500' }, port);
    project.provide('cmsUrl', cms.url);
    project.provide('seedToken', cms.seedToken);
    project.provide('adminToken', adminToken);
    project.provide('storefrontUrl', storefront.url);
    project.provide('storefrontToken', cms.storefrontToken);
    project.provide('cmsDatabase', {
      ...(cms.env.DATABASE_URL ? { DATABASE_URL: cms.env.DATABASE_URL } : {}),
      ...(cms.env.DATABASE_FILENAME ? { DATABASE_FILENAME: cms.env.DATABASE_FILENAME } : {}),
    });
    return async () => {
      await storefront.stop();
      await cms.stop();
    };
  } catch (error) {
    await cms.stop();
    throw error;
  }
}
