/** Compiled CMS files whose source was deleted are removed, so Strapi stops loading them; the rest stay. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pruneCmsDist } from '../scripts/prune-cms-dist.mjs';

let cms: string;

function file(path: string) {
  mkdirSync(join(cms, path, '..'), { recursive: true });
  writeFileSync(join(cms, path), '');
}

afterEach(() => rmSync(cms, { recursive: true, force: true }));

describe('pruneCmsDist', () => {
  it('removes compiled routes, services and schemas whose source is gone, and keeps the rest', () => {
    cms = mkdtempSync(join(tmpdir(), 'kundu-prune-'));
    file('src/api/course/routes/course.ts');
    file('src/api/course/content-types/course/schema.json');
    file('config/server.ts');
    for (const compiled of [
      'dist/src/api/course/routes/course.js',
      'dist/src/api/course/routes/course.js.map',
      'dist/src/api/course/content-types/course/schema.json',
      'dist/src/api/old/routes/old.js',
      'dist/src/api/old/content-types/old/schema.json',
      'dist/config/server.js',
      'dist/config/removed.js',
      'dist/build/index.html',
    ]) {
      file(compiled);
    }
    expect(pruneCmsDist(cms).sort()).toEqual(
      ['config/removed.js', 'src/api/old/content-types/old/schema.json', 'src/api/old/routes/old.js'].sort(),
    );
    expect(existsSync(join(cms, 'dist/src/api/course/routes/course.js'))).toBe(true);
    expect(existsSync(join(cms, 'dist/src/api/course/routes/course.js.map'))).toBe(true);
    expect(existsSync(join(cms, 'dist/build/index.html'))).toBe(true);
  });
});
