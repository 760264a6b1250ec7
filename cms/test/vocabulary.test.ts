import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALERT_CATEGORIES, CATALOGUE_DOMAINS, FAQ_TOPICS, ICONS, LEVELS, TARGET_ROLES } from '../contract/vocabulary';
import { ORGANISATION_KINDS, PROVINCES } from '../contract/organisations';
import { cmsDir } from './support/test-strapi';

type Attribute = { enum?: string[] };
const attributes = (file: string): Record<string, Attribute> =>
  (JSON.parse(readFileSync(join(cmsDir, 'src', file), 'utf8')) as { attributes: Record<string, Attribute> }).attributes;

// The schema files are JSON, so they cannot import the vocabulary; this holds them to it.
describe('the schemas speak the shared vocabulary', () => {
  it.each([
    ['api/course/content-types/course/schema.json', 'domain', CATALOGUE_DOMAINS],
    ['api/domain/content-types/domain/schema.json', 'catalogueDomain', CATALOGUE_DOMAINS],
    ['components/course/audience.json', 'role', TARGET_ROLES],
    ['extensions/users-permissions/content-types/user/schema.json', 'audienceRole', TARGET_ROLES],
    ['api/course/content-types/course/schema.json', 'difficulty', LEVELS],
    ['components/domain/page-module.json', 'level', LEVELS],
    ['api/awareness-alert/content-types/awareness-alert/schema.json', 'category', ALERT_CATEGORIES],
    ['api/faq/content-types/faq/schema.json', 'topic', FAQ_TOPICS],
    ['components/domain/page-module.json', 'icon', ICONS],
    ['api/domain/content-types/domain/schema.json', 'icon', ICONS],
    ['api/organisation/content-types/organisation/schema.json', 'kind', ORGANISATION_KINDS],
    ['api/organisation/content-types/organisation/schema.json', 'province', PROVINCES],
    ['api/organisation-membership/content-types/organisation-membership/schema.json', 'province', PROVINCES],
  ])('%s %s', (file, field, values) => {
    expect(attributes(file)[field]?.enum).toEqual([...values]);
  });
});
