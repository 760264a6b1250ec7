/**
 * Strapi stores `string`, `email`, `uid` and `enumeration` fields as varchar(255) on PostgreSQL, whatever their
 * `maxLength` says; SQLite does not enforce it, so a longer limit passes every SQLite test and fails in production
 * ("value too long"). Longer text must be a `text` field.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { cmsDir } from './support/test-strapi';

function schemaFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return schemaFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

it('gives no varchar field a maxLength over 255', () => {
  const files = [...schemaFiles(join(cmsDir, 'src', 'api')), ...schemaFiles(join(cmsDir, 'src', 'components'))];
  expect(files.length).toBeGreaterThan(20);
  const tooLong: string[] = [];
  for (const file of files) {
    const schema = JSON.parse(readFileSync(file, 'utf8')) as {
      attributes?: Record<string, { type?: string; maxLength?: number }>;
    };
    for (const [name, attribute] of Object.entries(schema.attributes ?? {})) {
      if (['string', 'email', 'uid', 'enumeration'].includes(attribute.type ?? '') && (attribute.maxLength ?? 0) > 255)
        tooLong.push(`${file.slice(cmsDir.length + 1)}: ${name} (${attribute.maxLength})`);
    }
  }
  expect(tooLong).toEqual([]);
});
