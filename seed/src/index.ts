export { readSeedData, SeedDataError, CATALOGUE_DOMAINS, TARGET_ROLES } from './data-files.ts';
export type { SeedData, CourseData } from './data-files.ts';
export { loadSeed, formatReport, SeedStoppedError } from './load-seed.ts';
export { createStrapiClient, StrapiRequestError } from './strapi-client.ts';
