export type BuildName = 'cms-server' | 'admin-panel' | 'storefront';

export type Build = {
  label: string;
  dir: string;
  inputs: string[];
  exclude: string[];
  output: string;
  marker: string;
  command: string[];
};

export const BUILDS: Record<BuildName, Build>;

/** A hash of every file the build reads (and the lockfile). */
export function fingerprint(name: BuildName): string;

/** Whether the build's output is there and was made from the files as they are now. */
export function isUpToDate(name: BuildName): boolean;

type BuildOptions = {
  env?: Record<string, string | undefined>;
  onLine?: (line: string) => void;
};

/** What was built, with the seconds each build took; empty when everything was up to date. */
export type Built = Partial<Record<BuildName, number>>;

/** The CMS's server in cms/dist and, with `adminPanel`, its admin panel, each built only when its inputs changed. */
export function ensureCmsBuilt(
  options?: BuildOptions & { adminPanel?: boolean; onServerReady?: () => void },
): Promise<Built>;

/** The storefront's production build, made only when its inputs changed. */
export function ensureStorefrontBuilt(options?: BuildOptions): Promise<Built>;

/** Runs `work` while holding the lock `name`, which one process at a time holds (a holder that is gone loses it). */
export function withLock<T>(name: string, work: () => Promise<T>): Promise<T>;
