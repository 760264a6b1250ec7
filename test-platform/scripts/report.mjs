#!/usr/bin/env node
/**
 * What CI prints at its end (ADR 0033), from what the test runs wrote to KUNDU_TEST_REPORT_DIR: the seconds of each
 * CI step, the 15 slowest test files, the tests and assertions of each workspace, how many times a CMS was started
 * (and by whom) and how many times each build was made. It fails when a test file started a CMS of its own without
 * saying why at its top (a line `// Own CMS: …`), or when a CI target was missed.
 *
 *   node test-platform/scripts/report.mjs <report dir>
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = process.argv[2] ?? process.env.KUNDU_TEST_REPORT_DIR;
if (!dir || !existsSync(dir)) {
  console.error('Usage: node test-platform/scripts/report.mjs <report dir> (KUNDU_TEST_REPORT_DIR of the test runs)');
  process.exit(2);
}

/** CI's targets (issue "Test platform"): checked here, printed with the figures. */
const TARGETS = { ciSeconds: 12 * 60, npmTestSeconds: 8 * 60, cmsStarts: 21, adminPanelBuilds: 1 };

const lines = (file) =>
  existsSync(join(dir, file))
    ? readFileSync(join(dir, file), 'utf8')
        .split('\n')
        .filter((line) => line.trim())
    : [];
const tally = (items) => {
  const counts = new Map();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
};
const pad = (text, width) => String(text).padEnd(width);
const padStart = (text, width) => String(text).padStart(width);
let failed = false;

// The CI steps, as .ci/run wrote them: "<seconds>\t<step>".
const steps = lines('steps.tsv').map((line) => {
  const [seconds, ...name] = line.split('\t');
  return { seconds: Number(seconds), name: name.join('\t') };
});
if (steps.length) {
  console.log('\nCI steps (seconds)');
  for (const step of steps) console.log(`  ${padStart(step.seconds, 5)}  ${step.name}`);
  const total = steps.reduce((sum, step) => sum + step.seconds, 0);
  console.log(`  ${padStart(total, 5)}  in all (target ${TARGETS.ciSeconds})`);
}

const runs = readdirSync(dir)
  .filter((name) => /^report-.+\.json$/.test(name))
  .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')));
for (const run of runs) {
  const engines = [...new Set(run.files.map((file) => file.engine))].sort().join(' and ');
  const target = run.run === 'tests' ? ` (target ${TARGETS.npmTestSeconds})` : '';
  console.log(`\nTest run "${run.run}" (${engines}): ${run.files.length} files in ${run.seconds} s${target}`);
}

const files = runs.flatMap((run) => run.files);
console.log('\nThe 15 slowest test files (seconds; and before them, waiting for the builds, template and platform)');
for (const file of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, 15)) {
  const waited = file.waited ? ` (+${file.waited.toFixed(1)} waiting)` : '';
  console.log(`  ${padStart(file.seconds.toFixed(1), 6)}  ${pad(file.engine, 8)} ${file.file}${waited}`);
}

console.log('\nTests and assertions (expect calls) by workspace');
for (const engine of [...new Set(files.map((file) => file.engine))].sort().reverse()) {
  const byWorkspace = new Map();
  for (const file of files.filter((candidate) => candidate.engine === engine)) {
    const workspace = file.file.split('/')[0] === 'tests' ? 'repository' : file.file.split('/')[0];
    const sum = byWorkspace.get(workspace) ?? { files: 0, tests: 0, assertions: 0, failed: 0, skipped: 0 };
    sum.files += 1;
    sum.tests += file.tests;
    sum.assertions += file.assertions;
    sum.failed += file.failed;
    sum.skipped += file.skipped;
    byWorkspace.set(workspace, sum);
  }
  for (const [workspace, sum] of [...byWorkspace].sort()) {
    const extra = [sum.failed && `${sum.failed} failed`, sum.skipped && `${sum.skipped} skipped`].filter(Boolean);
    console.log(
      `  ${pad(engine, 8)} ${pad(workspace, 12)} ${padStart(sum.files, 3)} files ${padStart(sum.tests, 5)} tests ${padStart(sum.assertions, 6)} assertions${extra.length ? ` (${extra.join(', ')})` : ''}`,
    );
  }
}

// Every start of a CMS, by who asked: the test platform's, the template's, and files with a CMS of their own.
const starts = lines('cms-starts.log');
console.log(`\nCMS starts: ${starts.length} (target at most ${TARGETS.cmsStarts})`);
for (const [purpose, count] of tally(starts)) console.log(`  ${padStart(count, 3)}  ${purpose}`);
if (starts.length > TARGETS.cmsStarts) failed = true;

const ownFiles = [...new Set(starts.filter((purpose) => /\.test\.ts$/.test(purpose)))].sort();
console.log(`\nTest files with a CMS of their own: ${ownFiles.length}`);
for (const file of ownFiles) {
  const text = existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '';
  const reason = /^\/\/ Own CMS: (.+)$/m.exec(text.slice(0, text.search(/^import /m)))?.[1];
  if (reason) console.log(`  ${file}: ${reason}`);
  else {
    console.log(`  ${file}: SAYS NOT WHY (a line "// Own CMS: <why>" above its imports)`);
    failed = true;
  }
}

const builds = lines('builds.log');
console.log('\nBuilds made');
for (const [name, count] of tally(builds)) console.log(`  ${padStart(count, 3)}  ${name}`);
if (!builds.length) console.log('    0  (every build was up to date)');
if (builds.filter((name) => name === 'admin-panel').length > TARGETS.adminPanelBuilds) failed = true;

if (files.some((file) => file.failed > 0)) failed = true;
if (failed) {
  console.log('\nThe report found a problem (see above).');
  process.exit(1);
}
