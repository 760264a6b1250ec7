/**
 * After `remix vite:build`: the service worker (app/lib/offline/service-worker.ts, ADR 0047), bundled with esbuild, then Workbox's
 * injectManifest lists the build's fingerprinted scripts and styles (and the icons) in it, so it precaches them.
 * Files under /assets carry their hash in their name: no revision is added to them.
 *
 * Only what a saved course needs is precached (the client entry, Remix's manifest, the root, course and module routes
 * with what they import, and the stylesheets), not every screen's script: a learner pays for each byte. What those
 * files load when they run (`import("./…")`: their words in each language, ADR 0050, the offline sync's work, the
 * learner's menu, Save for offline…) is precached too, with what it imports: a part that cannot load offline would
 * break the page.
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
  // Everything those files import, at once or when they run (`import("./…")`), and so on.
  const queue = [...files].filter((file) => file.endsWith('.js'));
  while (queue.length > 0) {
    const code = readFileSync(`${client}/${queue.pop()}`, 'utf8');
    for (const [, imported] of code.matchAll(/(?:from\s*|import\s*\(?)"\.\/([\w.-]+\.js)"/g)) {
      if (files.has(`assets/${imported}`)) continue;
      files.add(`assets/${imported}`);
      queue.push(`assets/${imported}`);
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
