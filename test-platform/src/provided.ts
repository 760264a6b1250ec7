/** What the platform's global setup gives every test file of the run (Vitest's `inject`). */
import type { PlatformInfo } from './platforms';

/** What a project's files need of the run: only the builds, a platform's CMS, or its storefront too. */
export type PlatformNeeds = 'builds' | 'cms' | 'storefront';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting a library type needs an interface
  export interface ProvidedContext {
    testPlatform: { controllerUrl: string; platforms: PlatformInfo[] };
    /** What the project's files need of the run (set in the project's `provide`). */
    platformNeeds: PlatformNeeds;
  }
}
