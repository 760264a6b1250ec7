/**
 * A Vitest reporter beside the default one: it tells the platform's global setup which files the run has (before
 * any global setup runs), and, with KUNDU_TEST_REPORT_DIR set, writes what each file took and holds (tests,
 * assertions, seconds) to report-<engine>.json there, for scripts/test-report.mjs to sum up at the end of CI.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Reporter, TestModule, TestSpecification } from 'vitest/node';

export type FileReport = {
  project: string;
  /** The database its CMS runs on: sqlite, or postgres for the files vitest.postgres.config.ts lists. */
  engine: string;
  file: string;
  /** What the file took, without waiting for the run's builds, template and platform (`waited`). */
  seconds: number;
  waited: number;
  /** When its first test started and its last ended, in seconds from the run's start (for a run's timeline). */
  from: number;
  to: number;
  tests: number;
  failed: number;
  skipped: number;
  assertions: number;
};
export type RunReport = { run: string; seconds: number; files: FileReport[] };

type Specification = { projectName: string; moduleId: string };
const SPECIFICATIONS = Symbol.for('kundu.test-run.specifications');
const store = globalThis as unknown as { [SPECIFICATIONS]?: Specification[] };

/** The run's files and their projects, as Vitest scheduled them. */
export function runSpecifications(): Specification[] {
  return store[SPECIFICATIONS] ?? [];
}

export default class PlatformReporter implements Reporter {
  private started = Date.now();
  private root = process.cwd();

  /** `run` names the report: `tests` for `npm test`, `postgres` for `npm run test:postgres`. */
  constructor(private readonly options: { run?: string } = {}) {}

  onInit(vitest: { config: { root: string } }) {
    this.root = vitest.config.root;
  }

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>) {
    this.started = Date.now();
    store[SPECIFICATIONS] = specifications.map((spec) => ({ projectName: spec.project.name, moduleId: spec.moduleId }));
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const dir = process.env.KUNDU_TEST_REPORT_DIR;
    if (!dir) return;
    const files = testModules.map((module): FileReport => {
      const tests = [...module.children.allTests()];
      const waited = Number(module.meta().platformWaitSeconds ?? 0);
      const times = tests.map((test) => test.diagnostic()).filter((diagnostic) => diagnostic !== undefined);
      const offset = (at: number) => Math.round((at - this.started) / 100) / 10;
      return {
        project: module.project.name,
        engine: module.project.config.env?.KUNDU_TEST_ENGINE ?? 'sqlite',
        file: relative(this.root, module.moduleId),
        seconds: Math.round(module.diagnostic().duration - waited * 1000) / 1000,
        waited: Math.round(waited * 10) / 10,
        from: times.length ? offset(Math.min(...times.map((time) => time.startTime))) : 0,
        to: times.length ? offset(Math.max(...times.map((time) => time.startTime + time.duration))) : 0,
        tests: tests.length,
        failed: tests.filter((test) => test.result().state === 'failed').length,
        skipped: tests.filter((test) => test.result().state === 'skipped').length,
        assertions: tests.reduce((sum, test) => sum + Number(test.meta().assertions ?? 0), 0),
      };
    });
    const run = this.options.run ?? 'tests';
    const report: RunReport = { run, seconds: Math.round((Date.now() - this.started) / 100) / 10, files };
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `report-${run}.json`), JSON.stringify(report, null, 2));
  }
}

declare module '@vitest/runner' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting a library type needs an interface
  export interface TaskMeta {
    /** The test's expect() calls, counted by ./file-setup.ts. */
    assertions?: number;
    /** On a file: how long it waited for the run's builds, template and platform before its own hooks. */
    platformWaitSeconds?: number;
  }
}
