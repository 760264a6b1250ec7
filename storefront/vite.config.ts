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

export default defineConfig({
  plugins: [
    rememberBundle,
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
  build: {
    target: 'es2020',
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId }) => {
        const loaded = alreadyLoaded(hostId);
        return deps.filter((dep) => !loaded.has(dep));
      },
    },
  },
});
