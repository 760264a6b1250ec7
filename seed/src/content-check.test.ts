/**
 * `npm run check`'s content quality report (ADR 0041): it prints every course's figures, and fails on a course past
 * any target once the targets are enforced (`--content-targets` until the rewritten quizzes land).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { QualityCourse, QualityQuestion } from '@kundu/cms-contract/content-quality';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { checkCatalogue, checkContent, factsToConfirm, formatFactsToConfirm, honestPriceKina } from './content-check';

const seedDir = fileURLToPath(new URL('..', import.meta.url));
const tsx = join(seedDir, '..', 'node_modules', '.bin', 'tsx');

const question = (right: number, lengths: number[]): QualityQuestion => ({
  options: lengths.map((length, index) => ({
    text: `${'abcdef'[index]}${'x'.repeat(length - 1)}`,
    isCorrect: index === right,
  })),
});
const lesson = `## Read this\n\n${Array.from({ length: 1097 }, (_, index) => `word${index}`).join(' ')}`;

/** Three modules of 15 minutes (1,100 words and 4 balanced four-option questions each), 45 minutes in all. */
function course(): QualityCourse & { slug: string } {
  const modules = ['One', 'Two', 'Three'].map((title) => ({
    title,
    lesson,
    passMark: 70,
    estimatedDuration: '15 minutes',
    quiz: [
      question(0, [10, 12, 14, 16]),
      question(1, [16, 12, 14, 10]),
      question(2, [10, 16, 12, 14]),
      question(3, [14, 16, 10, 12]),
    ],
  }));
  return { slug: 'fixture', title: 'Fixture', duration: '45 minutes', modules };
}

const breaking: Record<string, (fixture: QualityCourse) => void> = {
  'longest option right in more than 40%': (fixture) => {
    for (const module of fixture.modules) module.quiz[0] = question(0, [16, 12, 14, 10]);
    fixture.modules[0]!.quiz[1] = question(1, [10, 16, 12, 14]);
    fixture.modules[0]!.quiz[2] = question(2, [10, 12, 16, 14]);
  },
  'one position over 45%': (fixture) => {
    for (const module of fixture.modules) module.quiz[1] = question(0, [10, 12, 14, 16]);
    fixture.modules[0]!.quiz[2] = question(0, [10, 12, 14, 16]);
  },
  'fewer than 80% with 4 options': (fixture) => {
    fixture.modules[0]!.quiz = fixture.modules[0]!.quiz.map((q, index) =>
      index < 3 ? question(index, [11, 12, 13]) : q,
    );
  },
  'a quiz of 3 questions': (fixture) => {
    fixture.modules[2]!.quiz.pop();
  },
  'a module’s duration over 30% off': (fixture) => {
    fixture.modules[1]!.estimatedDuration = '25 minutes';
  },
  'the course’s duration over 30% off': (fixture) => {
    fixture.duration = '1 hour 20 minutes';
  },
};

describe('the content check of npm run check', () => {
  it('passes a course that meets every target, enforced or not', () => {
    for (const enforce of [true, false]) {
      const result = checkContent([course()], enforce);
      expect(result.failed).toBe(false);
      expect(result.text).toContain(
        'fixture: 12 questions; longest is right 0%; right answers by position 25%/25%/25%/25%; 4 options 100%; ' +
          'short quizzes 0; stated 45 minutes, computed 45 minutes',
      );
      expect(result.text).toContain('Every course meets the content targets.');
    }
  });

  for (const [target, change] of Object.entries(breaking)) {
    it(`fails a course with ${target} when enforced, and only reports it when not`, () => {
      const fixture = course();
      change(fixture);
      const enforced = checkContent([fixture], true);
      expect(enforced.failed).toBe(true);
      expect(enforced.reports[0]!.report.failures).toHaveLength(1);
      expect(enforced.text).toContain(`    - ${enforced.reports[0]!.report.failures[0]}`);
      expect(enforced.text).toContain('1 of 1 courses miss the content targets.');

      const reported = checkContent([fixture], false);
      expect(reported.failed).toBe(false);
      expect(reported.text).toContain('1 of 1 courses miss the content targets (not enforced: ADR 0041).');
    });
  }

  it('fails an Advanced label no final assessment and practical work earn, and a price past the rule (ADR 0043)', () => {
    const advanced = { ...course(), difficulty: 'Advanced', isFree: false, priceKina: 300 };
    expect(checkContent([advanced], true).reports[0]!.report.failures).toEqual([
      'This course is labelled Advanced but has no final assessment with a pass mark of 80% and 30 minutes of practical work: earn the label or call it Intermediate (ADR 0043).',
      'This course costs K300 for 45 minutes of learning: the price rule (K1 a minute, to the nearest K5, at least K20) makes it K45 (ADR 0043).',
    ]);
    const earned = course();
    earned.modules[2]!.passMark = 80;
    earned.modules[2]!.activityMinutes = 30;
    earned.modules[2]!.estimatedDuration = '45 minutes';
    earned.duration = '1 hour 15 minutes';
    expect(
      checkContent([{ ...earned, difficulty: 'Advanced', isFree: false, priceKina: 75 }], true).reports[0]!.report
        .failures,
    ).toEqual([]);
    expect([10, 44, 45, 47, 48, 130].map(honestPriceKina)).toEqual([20, 45, 45, 45, 50, 130]);
  });

  it('fails a catalogue short of courses, of a free course in a domain, or of three courses for an audience', () => {
    const courses = Array.from({ length: 28 }, (_, index) => ({
      slug: `c${index}`,
      domain: index % 2 === 0 ? 'a' : 'b',
      isFree: index > 1,
      targetRoles: index < 3 ? ['x', 'y'] : ['x'],
    }));
    expect(checkCatalogue(courses, ['a', 'b'], ['x', 'y']).failures).toEqual([]);
    const short = checkCatalogue(
      courses.slice(0, 20).map((c) => (c.domain === 'b' ? { ...c, isFree: false } : c)),
      ['a', 'b'],
      ['x', 'y', 'z'],
    );
    expect(short.failures).toEqual([
      'The catalogue has 20 courses: it needs at least 28.',
      'The b domain has no free course.',
      'Only 0 courses are written for z: it needs at least 3.',
    ]);
    expect(short.text).toContain('Catalogue: 20 courses (at least 28); free courses by domain a 9, b 0;');
  });

  it('lists the facts writers marked for a person to confirm, with their file, line and whole note', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kundu-facts-'));
    try {
      await mkdir(join(dir, 'courses'));
      await writeFile(
        join(dir, 'courses', 'a.yaml'),
        'title: A\n# TO CONFIRM: the NCSC started work in 2018,\n#   and the DGA 2022 gives its legal basis\n' +
          '# TO CONFIRM (yearly): data prices\nslug: a # TO CONFIRM: the slug\n',
      );
      await writeFile(join(dir, 'faqs.yaml'), '- question: none here\n');
      const facts = await factsToConfirm(dir);
      expect(facts).toEqual([
        {
          file: 'courses/a.yaml',
          line: 2,
          text: 'the NCSC started work in 2018, and the DGA 2022 gives its legal basis',
        },
        { file: 'courses/a.yaml', line: 4, text: '(yearly): data prices' },
        { file: 'courses/a.yaml', line: 5, text: 'the slug' },
      ]);
      expect(formatFactsToConfirm(facts)).toBe(
        "Facts waiting for a person's confirmation (# TO CONFIRM in the seed): 3 in 1 files (npm run check -- --facts lists them).\n  courses/a.yaml: 3",
      );
      expect(formatFactsToConfirm(facts, true)).toContain('  courses/a.yaml:2: the NCSC started work in 2018');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('prints the seed’s figures per course, and exits 1 on them with --content-targets', () => {
    const run = (args: string[]) =>
      spawnSync(tsx, ['src/cli.ts', '--check', ...args], {
        cwd: seedDir,
        env: { PATH: process.env.PATH ?? '' },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const reported = run([]);
    expect(reported.stdout).toMatch(
      /spot-and-stop-sms-and-whatsapp-scams: \d+ questions; longest is right \d+%; right answers by position (\d+%\/)+\d+%; 4 options \d+%; short quizzes \d+; stated [\w ]+, computed [\w ]+/,
    );
    // Enforced: the seed meets every target and the catalogue's, or this exits 1 (and CI fails).
    expect(reported.stdout).toContain('Every course meets the content targets.');
    expect(reported.stdout).toMatch(
      /\nCatalogue: \d+ courses \(at least 28\)[^\n]*\.\n\nFacts waiting for a person's confirmation/,
    );
    expect(reported.status).toBe(0);
  });
});
