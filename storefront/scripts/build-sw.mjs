/**
 * After `remix vite:build`: the service worker (app/lib/offline/service-worker.ts, ADR 0047), bundled with esbuild, then Workbox's
 * injectManifest lists the build's fingerprinted scripts and styles (and the icons) in it, so it precaches them.
 * Files under /assets carry their hash in their name: no revision is added to them.
 *
 * Only what a saved course needs is precached (the client entry, Remix's manifest, the root, course and module routes
 * with what they import, and the stylesheets), not every screen's script: a learner pays for each byte. Those pages
 * also load, when they run, their words in each language (words-<language>-…js, ADR 0049) and the offline sync's
 * work (offline-sync-work-…js): they are precached with what they import.
 */
import { build } from 'esbuild';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { injectManifest } from 'workbox-build';

const root = fileURLToPath(new URL('..', import.meta.url));
const client = `${root}build/client`;
const bundled = `${root}build/sw.bundled.js`;

/** The routes a saved course opens offline. */
const OFFLINE_ROUTES = ['root', 'routes/courses.$id', 'routes/courses.$id_.modules.$moduleId'];

function offlineFiles() {
  const name = readdirSync(`${client}/assets`).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!name) throw new Error('No Remix manifest in build/client/assets: run remix vite:build first.');
  const text = readFileSync(`${client}/assets/${name}`, 'utf8');
  const remix = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
  const files = new Set([`assets/${name}`]);
  const add = (part) => {
    if (!part) throw new Error('A route the service worker needs is missing from the Remix manifest.');
    for (const url of [part.module, ...(part.imports ?? []), ...(part.css ?? [])]) files.add(url.replace(/^\//, ''));
  };
  add(remix.entry);
  for (const id of OFFLINE_ROUTES) add(remix.routes[id]);
  const withImports = (file) => {
    if (files.has(file)) return;
    files.add(file);
    const code = readFileSync(`${client}/${file}`, 'utf8');
    for (const [, imported] of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g))
      withImports(`assets/${imported}`);
  };
  for (const file of [...files].filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(`${client}/${file}`, 'utf8');
    for (const [, loaded] of code.matchAll(
      /import\("\.\/((?:words-(?:en|tpi)-|offline-sync-work-|save-for-offline-)[\w-]+\.js)"\)/g,
    )) {
      withImports(`assets/${loaded}`);
    }
  }
  return files;
}
const needed = offlineFiles();

await build({
  entryPoints: [`${root}app/lib/offline/service-worker.ts`],
  bundle: true,
  format: 'iife',
  target: 'es2020',
  minify: true,
  outfile: bundled,
  alias: { '~': `${root}app` },
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: `${client}/sw.js`,
  globDirectory: client,
  globPatterns: ['assets/**/*.{js,css}'],
  manifestTransforms: [
    async (entries) => ({
      manifest: entries.filter((entry) => needed.has(entry.url) || entry.url.endsWith('.css')),
      warnings: [],
    }),
  ],
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 512 * 1024,
});
rmSync(bundled);
for (const warning of warnings) console.warn(warning);
console.log(`Service worker: ${count} files precached, ${Math.round(size / 1024)} KB`);
