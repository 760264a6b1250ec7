/**
 * Removes compiled CMS files whose source is gone. TypeScript (and `strapi build`) write into cms/dist but never
 * delete from it, and Strapi loads every file there: a route, controller or content type deleted from cms/src would
 * otherwise live on in any build made before (only `strapi develop` cleans the folder).
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const COMPILED = /\.(js|js\.map|d\.ts|json)$/;

/**
 * The source files a compiled file may come from, relative to cms/.
 * @param {string} compiled
 * @returns {string[]}
 */
function sourcesOf(compiled) {
  if (compiled.endsWith('.json')) return [compiled];
  const base = compiled.replace(/\.(js\.map|js|d\.ts)$/, '');
  return [`${base}.ts`, `${base}.js`];
}

/**
 * Removes compiled CMS files whose source is gone; answers their paths, relative to cms/dist.
 * @param {string} cmsDir
 * @returns {string[]}
 */
export function pruneCmsDist(cmsDir) {
  const dist = join(cmsDir, 'dist');
  /** @type {string[]} */
  const removed = [];
  for (const part of ['src', 'config']) {
    const root = join(dist, part);
    if (!existsSync(root)) continue;
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !COMPILED.test(entry.name)) continue;
      const file = join(entry.parentPath ?? entry.path, entry.name);
      const source = relative(dist, file);
      if (!sourcesOf(source).some((candidate) => existsSync(join(cmsDir, candidate)))) {
        rmSync(file);
        removed.push(source);
      }
    }
  }
  return removed;
}
