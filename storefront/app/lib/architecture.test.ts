/**
 * The rule for screens and routes (ARCHITECTURE.md): a route module imports screens, components and lib; nothing
 * imports a route module, not even another route. What a screen and its route share lives in lib (lib/pages for a
 * page's loader, action and data types).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const app = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const routes = join(app, 'routes');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a file imports (statically, dynamically or for its types), as an absolute path. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].flatMap(([, spec]) => {
    if (spec!.startsWith('~/')) return [join(app, spec!.slice(2))];
    if (spec!.startsWith('.')) return [resolve(dirname(file), spec!)];
    return [];
  });
}

const isRoute = (path: string) => path.startsWith(`${routes}/`);
/** A route module's own folder (`routes/auth/route.tsx` → `routes/auth`), or the file itself for a flat route. */
const routeOf = (path: string) => {
  const inside = relative(routes, path).split('/');
  return inside.length > 1 ? join(routes, inside[0]!) : path.replace(/\.tsx?$/, '');
};

describe('screens and routes (ARCHITECTURE.md)', () => {
  const files = sourceFiles(app);

  it('no screen, component or lib module imports a route module', () => {
    const wrong = files
      .filter((file) => !isRoute(file))
      .flatMap((file) =>
        importsOf(file)
          .filter(isRoute)
          .map((target) => `${relative(app, file)} → ${relative(app, target)}`),
      );
    expect(wrong).toEqual([]);
  });

  it('no route imports another route', () => {
    const wrong = files.filter(isRoute).flatMap((file) =>
      importsOf(file)
        .filter((target) => isRoute(target) && routeOf(target) !== routeOf(file))
        .map((target) => `${relative(app, file)} → ${relative(app, target)}`),
    );
    expect(wrong).toEqual([]);
  });
});
