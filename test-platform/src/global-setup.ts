/**
 * Vitest's global setup for every project that needs the test platform (ADR 0033, docs/testing.md). The projects of
 * one run share one platform per worker: the first project's setup creates them and starts the builds and the
 * template, the others join, and the last one's teardown stops everything.
 */
import type { TestProject } from 'vitest/node';
import { startController } from './controller';
import { createRun, type Run } from './platforms';
import type { PlatformNeeds } from './provided';
import { runSpecifications } from './reporter';
import type { Engine } from './template';

type Shared = { run: Run; controllerUrl: string; close(): Promise<void>; users: number };
const SHARED = Symbol.for('kundu.test-platform');
const store = globalThis as unknown as { [SHARED]?: Promise<Shared> };

const log = (line: string) => process.stdout.write(`[test platform] ${line}\n`);

async function createShared(project: TestProject): Promise<Shared> {
  const engine = (project.config.env?.KUNDU_TEST_ENGINE ?? 'sqlite') as Engine;
  const config = project.vitest.config;
  const workers = config.fileParallelism === false ? 1 : Math.max(1, Number(config.maxWorkers ?? 1));
  const run = createRun({ engine, workers, log });
  await run.create();
  const controller = await startController(run);
  // What the run's files need, from its list of files (known before any global setup runs).
  const needsOf = (name: string) =>
    project.vitest.projects.find((candidate) => candidate.name === name)?.config.provide?.platformNeeds as
      PlatformNeeds | undefined;
  const specifications = runSpecifications();
  const needs = specifications.map((spec) => needsOf(spec.projectName));
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
  const shared = await (store[SHARED] ??= createShared(project));
  shared.users += 1;
  project.provide('testPlatform', {
    controllerUrl: shared.controllerUrl,
    platforms: shared.run.platforms.map((platform) => platform.info),
  });
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete store[SHARED];
    await shared.close();
  };
}
