/**
 * The order a run's files start in, on top of Vitest's (the longest first, by the last run's times or, without them,
 * by size): first the files that need nothing of the platform (unit tests), which run while the builds and the
 * templates are made; then the files that start a CMS of their own (`// Own CMS: …`), whose starts are slow and
 * whose files are small, so that none of them is left to run alone at the end; then the rest.
 */
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const OWN_CMS = /^\/\/ Own CMS: /m;

function rank(spec: TestSpecification): number {
  if (!spec.project.config.provide?.platformNeeds) return 0;
  const text = readFileSync(spec.moduleId, 'utf8');
  const imports = text.search(/^import /m);
  return OWN_CMS.test(imports >= 0 ? text.slice(0, imports) : text) ? 1 : 2;
}

export default class PlatformSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const ranks = new Map(sorted.map((spec) => [spec, rank(spec)]));
    // Array.prototype.sort is stable: within a rank, Vitest's order stays.
    return sorted.sort((a, b) => ranks.get(a)! - ranks.get(b)!);
  }
}
