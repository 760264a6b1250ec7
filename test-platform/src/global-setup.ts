/**
 * Vitest's global setup for every project that needs the test platform (ADR 0033, docs/testing.md). The projects of
 * one run share one platform per worker and database engine: the first project's setup on an engine creates them and
 * starts the builds and that engine's template, the others join, and the last one's teardown stops them.
 */
import type { TestProject } from 'vitest/node';
import { startController } from './controller';
import { createRun, type Platform, type Run } from './platforms';
import type { PlatformNeeds } from './provided';
import { runSpecifications } from './reporter';
import type { Engine } from './template';

type Shared = { run: Run; controllerUrl: string; close(): Promise<void>; users: number };
/** One run per database engine: a test run may have SQLite files and PostgreSQL files, each with their platforms. */
const SHARED = Symbol.for('kundu.test-platform');
const store = globalThis as unknown as { [SHARED]?: Map<Engine, Promise<Shared>> };

const log = (line: string) => process.stdout.write(`[test platform] ${line}\n`);

const engineOf = (project: TestProject) => (project.config.env?.KUNDU_TEST_ENGINE ?? 'sqlite') as Engine;

async function createShared(project: TestProject, engine: Engine): Promise<Shared> {
  const config = project.vitest.config;
  const workers = config.fileParallelism === false ? 1 : Math.max(1, Number(config.maxWorkers ?? 1));
  const run = createRun({ engine, workers, log: (line) => log(engine === 'sqlite' ? line : `${engine}: ${line}`) });
  await run.create();
  const controller = await startController(run);
  // What the run's files on this engine need, from its list of files (known before any global setup runs).
  const projectNamed = (name: string) => project.vitest.projects.find((candidate) => candidate.name === name);
  const needs = runSpecifications()
    .map((spec) => projectNamed(spec.projectName))
    .filter((candidate) => candidate && engineOf(candidate) === engine)
    .map((candidate) => candidate!.config.provide?.platformNeeds as PlatformNeeds | undefined);
  run.prepare({
    storefront: needs.includes('storefront'),
    platformFiles: needs.filter((need) => need === 'cms' || need === 'storefront').length,
    buildsOnly: !needs.some((need) => need === 'cms' || need === 'storefront'),
  });
  return {
    run,
    controllerUrl: controller.url,
    users: 0,
    async close() {
      await controller.close();
      await run.stop();
    },
  };
}

export default async function setup(project: TestProject) {
  const engine = engineOf(project);
  const runs = (store[SHARED] ??= new Map());
  if (!runs.has(engine)) runs.set(engine, createShared(project, engine));
  const shared = await runs.get(engine)!;
  shared.users += 1;
  project.provide('testPlatform', {
    controllerUrl: shared.controllerUrl,
    platforms: shared.run.platforms.map((platform: Platform) => platform.info),
  });
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    runs.delete(engine);
    await shared.close();
  };
}
