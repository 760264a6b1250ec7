/**
 * `npm run health`: the code-health figures issue 25 set targets for, printed from the code as it is now.
 * - production `as unknown as` casts without a reason (a comment saying "Cast: why" on the line or just above);
 * - `process.env` read outside a workspace's env module (ENV_MODULES below);
 * - query-engine calls (`strapi.db.query(`) in the CMS without a reason ("Query engine: why", likewise);
 * - production files over 400 lines;
 * - pairs of places sharing six or more lines in product code, when the `duplicates` command is on PATH.
 * Product code is what ships: no tests, no test support, no generated types. Exit code 1 when a counted target
 * (the first three) is missed.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Folders of product code, and files beside them. */
const PRODUCT = [
  'cms/src',
  'cms/contract',
  'cms/config',
  'cms/scripts',
  'storefront/app',
  'storefront/server',
  'storefront/server.mjs',
  'cron/src',
  'seed/src',
  'scripts',
];
const SOURCE = /\.(ts|tsx|mjs|js)$/;
/** This script names the words it counts. */
const SELF = 'scripts/health.mjs';
const NOT_PRODUCT = /(\.test\.|\.d\.m?ts$|\/test\/|\/generated\/|\/bench\/)/;

/** The one module per part that reads the environment (ARCHITECTURE.md, "Configuration"). */
const ENV_MODULES = new Set([
  'cms/src/env.ts',
  'cms/scripts/env.mjs',
  'storefront/app/env.server.ts',
  'storefront/server/env.mjs',
  'cron/src/env.ts',
  'seed/src/env.ts',
  'scripts/dev-env.mjs',
]);

/** @returns {string[]} */
function productFiles() {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...PRODUCT], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return listed.stdout
    .split('\n')
    .filter((path) => SOURCE.test(path) && !NOT_PRODUCT.test(path) && path !== SELF)
    .sort();
}

/**
 * Lines matching `pattern` without their reason: a comment holding `marker` ("Query engine:", "Cast:") on the line
 * itself or in the comment lines just above it (up to `above` lines: a comment's first lines may be its whole reason).
 * @param {string[]} files
 * @param {RegExp} pattern
 * @param {string} marker
 * @param {number} above
 * @returns {string[]} Each such line, as `path:line`.
 */
function withoutReason(files, pattern, marker, above) {
  /** @type {string[]} */
  const found = [];
  for (const path of files) {
    const lines = readFileSync(join(root, path), 'utf8').split('\n');
    /** @param {number} at */
    const lineAt = (at) => lines[at] ?? '';
    lines.forEach((line, index) => {
      if (!pattern.test(line)) return;
      // A chained call (`strapi.db` then `.query(` on the next line), or one that an arrow or an assignment on the line
      // above leads to: its reason stands above that first line.
      let first = index;
      while (first > 0 && (/^\s*\./.test(lineAt(first)) || /(=>|=)\s*$/.test(lineAt(first - 1)))) first -= 1;
      const before = [line];
      for (let at = first; at < index; at += 1) before.push(lineAt(at));
      for (let at = first - 1; at >= 0 && first - at <= above && /^\s*(\/\/|\/\*|\*)/.test(lineAt(at)); at -= 1) {
        before.push(lineAt(at));
      }
      if (!before.some((entry) => entry.includes(marker))) found.push(`${path}:${index + 1}`);
    });
  }
  return found;
}

/**
 * The files that read `process.env` but are no env module.
 * @param {string[]} files
 */
function envReaders(files) {
  return files.filter((path) => !ENV_MODULES.has(path) && /process\.env/.test(readFileSync(join(root, path), 'utf8')));
}

/**
 * The files over 400 lines, longest first.
 * @param {string[]} files
 */
function longFiles(files) {
  return files
    .map((path) => ({ path, lines: readFileSync(join(root, path), 'utf8').split('\n').length }))
    .filter((file) => file.lines > 400)
    .sort((a, b) => b.lines - a.lines);
}

/**
 * What the `duplicates` command found, or why it was not run: its count of pairs, its summary line and its rows.
 * @typedef {{ available: false, why: string }
 *   | { available: true, pairs: number, summary: string, rows: string[] }} Duplicates
 */

/**
 * The `duplicates` command's count of pairs, over a copy of the product files only (tests left out).
 * @param {string[]} files
 * @returns {Duplicates}
 */
function duplicatePairs(files) {
  const copy = mkdtempSync(join(tmpdir(), 'kundu-health-'));
  try {
    for (const path of files) cpSync(join(root, path), join(copy, path));
    const run = spawnSync('duplicates', ['--repo', copy, '--most', '200', '--seconds', '120'], { encoding: 'utf8' });
    if (run.error) return { available: false, why: 'not counted (`duplicates` not on PATH)' };
    const first = run.stdout.split('\n')[0] ?? '';
    const pairs = /no duplicates/.test(first) ? 0 : Number(/(\d+) pairs?/.exec(first)?.[1] ?? NaN);
    return { available: true, pairs, summary: first, rows: run.stdout.split('\n').slice(1) };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

const files = productFiles();
const casts = withoutReason(
  files.filter((path) => path.startsWith('cms/') || path.startsWith('storefront/')),
  /as unknown as/,
  'Cast:',
  4,
);
const queries = withoutReason(
  files.filter((path) => path.startsWith('cms/src/')),
  /(\bdb\.query\(|^\s*\.query\()/,
  'Query engine:',
  4,
);
const readers = envReaders(files);
const long = longFiles(files);
/** @type {Duplicates} */
const duplicates = process.argv.includes('--no-duplicates')
  ? { available: false, why: 'not counted (--no-duplicates)' }
  : duplicatePairs(files);

/** @type {Array<[string, string, string]>} */
const rows = [
  ['production files read', String(files.length), ''],
  ['`as unknown as` without a reason', String(casts.length), 'target 0'],
  ['`process.env` read outside env modules', String(readers.length), 'target 0'],
  ['query-engine calls without a reason', String(queries.length), 'target 0'],
  ['production files over 400 lines', String(long.length), 'each must do one job'],
  ['duplicate pairs in product code', duplicates.available ? String(duplicates.pairs) : duplicates.why, 'target ≤ 40'],
];
const width = Math.max(...rows.map(([name]) => name.length));
console.log('Code health (issue 25)\n');
for (const [name, value, target] of rows) console.log(`${name.padEnd(width)}  ${value.padStart(5)}  ${target}`);

/** @type {Array<[string, string[]]>} */
const details = [
  ['Casts without a reason', casts],
  ['Environment read outside env modules', readers],
  ['Query-engine calls without a reason', queries],
  ['Files over 400 lines', long.map((file) => `${file.path} (${file.lines})`)],
];
for (const [title, list] of details) {
  if (list.length) console.log(`\n${title}:\n${list.map((entry) => `  ${entry}`).join('\n')}`);
}
if (process.argv.includes('--verbose') && duplicates.available) {
  console.log(`\nDuplicates:\n${duplicates.rows.map((row) => `  ${row}`).join('\n')}`);
}
console.log(`\n(${relative(process.cwd(), root) || '.'}: ${files.length} files)`);
process.exitCode = casts.length || readers.length || queries.length ? 1 : 0;
