export { readSeedData, SeedDataError, seedItemCounts, CATALOGUE_DOMAINS, TARGET_ROLES } from './data-files';
export type { SeedData, CourseData } from './data-files';
export { loadSeed, formatReport, SeedStoppedError } from './load-seed';
export { createStrapiClient, StrapiRequestError } from '@kundu/cms-contract/strapi-client';
