/**
 * The builds `npm start` and the tests share (scripts/builds.mjs, ADR 0033): each is redone when, and only when, a
 * file it reads changed. A build whose inputs miss a file it reads would be reused stale; these checks hold the
 * admin panel's and the storefront's inputs to what their sources import.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUILDS } from '../scripts/builds.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every repository file reachable from `entries` by relative imports (TypeScript sources). */
function importedFiles(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(
      /(?:from|import)\s+['"]((?:\.{1,2}|~|@kundu\/cms-contract)\/[^'"]+)['"]/g,
    )) {
      // The storefront's `~/` is its app folder; the contract's package is cms/contract.
      const base = specifier!.startsWith('~/')
        ? join(root, 'storefront', 'app', specifier!.slice(2))
        : specifier!.startsWith('@kundu/cms-contract/')
          ? join(root, 'cms', 'contract', specifier!.slice('@kundu/cms-contract/'.length))
          : resolve(dirname(file), specifier!);
      const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((suffix) => base + suffix)
        .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
      if (found) visit(found);
    }
  };
  for (const entry of entries) visit(entry);
  return seen;
}

/** The sources under `dir`, without the tests beside them: no build reads those. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && statSync(path).isFile());

function covered(build: keyof typeof BUILDS, file: string): boolean {
  const { dir, inputs, exclude } = BUILDS[build];
  const path = relative(dir, file);
  const inside = (input: string) => path === input || path.startsWith(`${input}/`);
  return inputs.some(inside) && !exclude.some(inside);
}

describe('the builds’ inputs', () => {
  it('cover every file the admin panel imports', () => {
    const imported = importedFiles(filesUnder(join(root, 'cms', 'src', 'admin')));
    const missing = [...imported].filter((file) => !covered('admin-panel', file)).map((file) => relative(root, file));
    expect(missing).toEqual([]);
  });

  it('cover every file the storefront’s source imports outside its folders', () => {
    const imported = importedFiles(filesUnder(join(root, 'storefront', 'app')));
    const missing = [...imported].filter((file) => !covered('storefront', file)).map((file) => relative(root, file));
    expect(missing).toEqual([]);
  });
});
