import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rollup } from 'vite';

declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting a library type needs an interface
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * A lazily imported module comes with the list of files it needs, which Vite preloads with it. Files already loaded
 * are left out of that list: those its importer imports, and those of the root route and the client entry, which
 * every page loads. These lists are part of every page's first view, so each name costs every visitor (the chat
 * widget's list named six files already loaded). The bundle is read as Vite writes it.
 */
let bundle: Rollup.OutputBundle = {};
const rememberBundle: Plugin = {
  name: 'kundu:remember-bundle',
  apply: 'build',
  generateBundle(_, output) {
    bundle = output;
  },
};

function staticImportsOf(file: string, found = new Set<string>()): Set<string> {
  const chunk = bundle[file];
  if (chunk?.type !== 'chunk') return found;
  for (const imported of chunk.imports) {
    if (!found.has(imported)) staticImportsOf(imported, found.add(imported));
  }
  return found;
}

/** Remix's chunks that every page loads: the client entry and the root route. */
const EVERY_PAGE = new Set(['entry.client', 'root']);

function alreadyLoaded(importer: string): Set<string> {
  const loaded = staticImportsOf(importer);
  for (const chunk of Object.values(bundle)) {
    if (chunk.type === 'chunk' && chunk.isEntry && EVERY_PAGE.has(chunk.name)) {
      staticImportsOf(chunk.fileName, loaded.add(chunk.fileName));
    }
  }
  return loaded;
}

/** A language's words (ADR 0050): each module is a chunk of its own, loaded by `~/messages/*` when a page needs it. */
const WORDS = /\/app\/messages\/(en|tpi)\/(?!plural\.ts$)([\w-]+)\.ts$/;
/**
 * Small modules nearly every page's screen imports besides the frame (a badge, the "English" marker, the vocabulary):
 * in the frame rather than three files of a few hundred bytes each, each compressed alone.
 */
const SHARED_UI =
  /\/(app\/components\/ui\/(badge|in-english)\.tsx|app\/lib\/content-language\.ts|contract\/vocabulary\.ts)$/;
/** React and Remix's runtime (not Remix's client entry, which hydrates the page when it runs: a chunk of its own). */
const LIBRARIES =
  /\/node_modules\/(react|react-dom|scheduler|@remix-run\/(react|router|server-runtime)|react-router|react-router-dom|turbo-stream)\//;

/** The modules `from` imports, itself included, stopping at libraries and at modules `skip` names. */
function staticClosure(
  from: string[],
  getModuleInfo: Rollup.GetModuleInfo,
  skip: (id: string) => boolean = () => false,
): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id) || id.includes('/node_modules/') || skip(id)) return;
    found.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  for (const id of from) visit(id);
  return found;
}

/**
 * How the browser's code is cut into files (ADR 0050).
 * - What the words import (plurals, number formats, the language): one small chunk. A `~/messages/*` module awaits
 *   its words at its top level, so the words must never import the chunk that awaits them (that would wait forever).
 * - The site's frame in one chunk: every other module of ours that the root route imports (the header, the footer,
 *   the toasts…), which every page loads. Rollup would otherwise cut it into a dozen small chunks, each compressed
 *   alone: one file is about 4 KB smaller.
 * - React and Remix's runtime in a chunk of their own: they change less often than our code, so a phone keeps them
 *   across our releases.
 */
function chunks(): Plugin {
  let helpers: Set<string> | undefined;
  let frame: Set<string> | undefined;
  return {
    name: 'kundu:chunks',
    apply: 'build',
    config: (_, { isSsrBuild }) => ({
      build: {
        rollupOptions: {
          output: {
            manualChunks: (id, { getModuleIds, getModuleInfo }) => {
              if (!helpers) {
                const words = [...getModuleIds()].filter((module) => WORDS.test(module));
                const imported = words.flatMap((module) => getModuleInfo(module)?.importedIds ?? []);
                helpers = staticClosure(imported, getModuleInfo, (module) => WORDS.test(module));
                const root = [...getModuleIds()].filter((module) => /\/app\/root\.tsx($|\?)/.test(module));
                frame = staticClosure(root, getModuleInfo, (module) => WORDS.test(module) || helpers!.has(module));
              }
              if (helpers.has(id)) return 'words-helpers';
              if (isSsrBuild) return undefined;
              if (frame!.has(id) || SHARED_UI.test(id)) return 'site-frame';
              return LIBRARIES.test(id) ? 'components' : undefined;
            },
          },
        },
      },
    }),
  };
}

export default defineConfig({
  plugins: [
    rememberBundle,
    chunks(),
    tailwindcss(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
  ],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // `~/messages/*` modules await their language's words at their top level (ADR 0050); everything else stays es2020.
  esbuild: { supported: { 'top-level-await': true } },
  build: {
    target: 'es2020',
    // Terser, two passes: every page's JavaScript about 2.5 KB smaller compressed than esbuild's minifier makes it
    // (a signed-in module page 85 KB instead of 88), for 3 s more per build.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    rollupOptions: {
      output: {
        // A language's words are named for it (words-tpi-landing-….js): the service worker precaches those that the
        // pages of a saved course import (scripts/build-sw.mjs).
        chunkFileNames: (chunk) => {
          const words = WORDS.exec(chunk.facadeModuleId ?? '');
          return words ? `assets/words-${words[1]}-${words[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId }) => {
        const loaded = alreadyLoaded(hostId);
        return deps.filter((dep) => !loaded.has(dep));
      },
    },
  },
});
