/**
 * The seed's side of the content quality check (ADR 0041): `npm run check` prints each course's figures against the
 * issue-21 targets, and fails on them once they are enforced.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import {
  CONTENT_TARGETS,
  checkCourse,
  formatMinutes,
  type CourseReport,
  type QualityCourse,
} from '@kundu/cms-contract/content-quality';

/**
 * Whether `npm run check` fails when a course, or the catalogue, misses a target. On since the quizzes, durations,
 * levels and prices were rewritten (issue 21, ADR 0043): CI runs this check, so a course past a target fails CI.
 */
export const CONTENT_TARGETS_ENFORCED = true;

export type ContentCheck = { text: string; failed: boolean; reports: Array<{ slug: string; report: CourseReport }> };

const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);

function courseLines(slug: string, report: CourseReport): string[] {
  const total = report.positionCounts.reduce((sum, count) => sum + count, 0);
  const spread = report.positionCounts.map((count) => percent(total === 0 ? null : count / total)).join('/');
  const stated = report.statedMinutes === null ? 'unreadable' : formatMinutes(report.statedMinutes);
  const lines = [
    `  ${slug}: ${report.questions} questions; longest is right ${percent(report.longestRightShare)}; ` +
      `right answers by position ${spread}; 4 options ${percent(report.fourOptionShare)}; ` +
      `short quizzes ${report.shortQuizzes.length}; stated ${stated}, computed ${formatMinutes(report.computedMinutes)}` +
      (report.failures.length > 0 ? ` — ${report.failures.length} past the targets` : ''),
  ];
  for (const warning of report.warnings) lines.push(`    - ${warning}`);
  return lines;
}

type SeedOption = { text: string; correct?: boolean; isCorrect?: boolean | null };
type CheckedCourse = Omit<QualityCourse, 'modules'> & {
  slug: string;
  difficulty?: string;
  isFree?: boolean;
  priceKina?: number;
  domain?: string;
  targetRoles?: readonly string[];
  modules: Array<
    Omit<QualityCourse['modules'][number], 'quiz'> & { quiz: Array<{ prompt?: string; options: SeedOption[] }> }
  >;
};

/** The seed's files write an option's `correct`; the CMS, and the check, `isCorrect`. */
const asStored = (course: CheckedCourse): QualityCourse => ({
  ...course,
  modules: course.modules.map((module) => ({
    ...module,
    quiz: module.quiz.map((question) => ({
      ...question,
      options: question.options.map((option) => ({
        text: option.text,
        isCorrect: option.isCorrect ?? option.correct ?? false,
      })),
    })),
  })),
});

/**
 * Honest levels and prices (ADR 0043). A course is labelled Advanced or Expert only when it earns it: a final module
 * that is a scenario assessment with a pass mark of at least 80%, and at least 30 minutes of practical work
 * (templates to fill in, a case file to work through: `activityMinutes`). A paid course costs K1 per minute of its
 * stated learning time, rounded to the nearest K5, at least K20.
 */
export const EARNED_LEVEL = { finalPassMark: 80, activityMinutes: 30 } as const;

export function honestPriceKina(minutes: number): number {
  return Math.max(20, Math.round(minutes / 5) * 5);
}

function labelFailures(course: CheckedCourse, statedMinutes: number | null): string[] {
  const failures: string[] = [];
  if (course.difficulty === 'Advanced' || course.difficulty === 'Expert') {
    const last = course.modules.at(-1);
    const activity = course.modules.reduce((sum, module) => sum + (module.activityMinutes ?? 0), 0);
    if (!last || last.passMark < EARNED_LEVEL.finalPassMark || activity < EARNED_LEVEL.activityMinutes)
      failures.push(
        `This course is labelled ${course.difficulty} but has no final assessment with a pass mark of ${EARNED_LEVEL.finalPassMark}% and ${EARNED_LEVEL.activityMinutes} minutes of practical work: earn the label or call it Intermediate (ADR 0043).`,
      );
  }
  if (course.isFree === false && course.priceKina !== undefined && statedMinutes !== null) {
    const honest = honestPriceKina(statedMinutes);
    if (course.priceKina !== honest)
      failures.push(
        `This course costs K${course.priceKina} for ${formatMinutes(statedMinutes)} of learning: the price rule (K1 a minute, to the nearest K5, at least K20) makes it K${honest} (ADR 0043).`,
      );
  }
  return failures;
}

/** The report `npm run check` prints; `failed` when `enforce` and a course misses a target. */
export function checkContent(courses: CheckedCourse[], enforce: boolean = CONTENT_TARGETS_ENFORCED): ContentCheck {
  const reports = courses.map((course) => {
    const report = checkCourse(asStored(course));
    const labels = labelFailures(course, report.statedMinutes);
    return {
      slug: course.slug,
      report: { ...report, failures: [...report.failures, ...labels], warnings: [...labels, ...report.warnings] },
    };
  });
  const missing = reports.filter(({ report }) => report.failures.length > 0);
  const t = CONTENT_TARGETS;
  const lines = [
    `Content quality (targets: longest option right ≤ ${t.longestRightMaxShare * 100}%, no position > ${t.positionMaxShare * 100}%, ` +
      `${t.fourOptions} options ≥ ${t.fourOptionMinShare * 100}%, ≥ ${t.minQuestions} questions per quiz, ` +
      `durations within ±${t.durationTolerance * 100}% of words ÷ 100 per minute + 1 minute per question):`,
    ...reports.flatMap(({ slug, report }) => courseLines(slug, report)),
    missing.length === 0
      ? 'Every course meets the content targets.'
      : `${missing.length} of ${reports.length} courses miss the content targets` +
        (enforce ? '.' : ' (not enforced: ADR 0041).'),
  ];
  return { text: lines.join('\n'), failed: enforce && missing.length > 0, reports };
}

/** The catalogue the seed must hold (issue 21): enough courses, a free one in every domain, three for every audience. */
export const CATALOGUE_TARGETS = { minCourses: 28, freeCoursesPerDomain: 1, coursesPerAudience: 3 } as const;

export function checkCatalogue(
  courses: Array<Pick<CheckedCourse, 'slug' | 'domain' | 'isFree' | 'targetRoles'>>,
  domains: readonly string[],
  audiences: readonly string[],
): { text: string; failures: string[] } {
  const t = CATALOGUE_TARGETS;
  const failures: string[] = [];
  if (courses.length < t.minCourses)
    failures.push(`The catalogue has ${courses.length} courses: it needs at least ${t.minCourses}.`);
  const free = domains.map(
    (domain) => [domain, courses.filter((c) => c.domain === domain && c.isFree).length] as const,
  );
  for (const [domain, count] of free)
    if (count < t.freeCoursesPerDomain) failures.push(`The ${domain} domain has no free course.`);
  const perAudience = audiences.map(
    (role) => [role, courses.filter((course) => course.targetRoles?.includes(role)).length] as const,
  );
  for (const [role, count] of perAudience)
    if (count < t.coursesPerAudience)
      failures.push(`Only ${count} courses are written for ${role}: it needs at least ${t.coursesPerAudience}.`);
  const lines = [
    `Catalogue: ${courses.length} courses (at least ${t.minCourses}); free courses by domain ${free.map(([d, n]) => `${d} ${n}`).join(', ')}; ` +
      `courses by audience ${perAudience.map(([r, n]) => `${r} ${n}`).join(', ')}.`,
    ...failures.map((failure) => `  - ${failure}`),
  ];
  return { text: lines.join('\n'), failures };
}

/** A fact a writer marked for a person to confirm: a `# TO CONFIRM` comment in a seed file (issue 21). */
export type FactToConfirm = { file: string; line: number; text: string };

export const TO_CONFIRM = '# TO CONFIRM';

/** Every `# TO CONFIRM` comment under `dataDir`, with its continuation lines, by file and line. */
export async function factsToConfirm(dataDir: string): Promise<FactToConfirm[]> {
  const files = (await readdir(dataDir, { recursive: true })).filter((name) => name.endsWith('.yaml')).sort();
  const facts: FactToConfirm[] = [];
  for (const name of files) {
    const lines = (await readFile(join(dataDir, name), 'utf8')).split('\n');
    lines.forEach((line, index) => {
      const at = line.indexOf(TO_CONFIRM);
      if (at < 0) return;
      const parts = [line.slice(at + TO_CONFIRM.length).replace(/^[:\s]+/, '')];
      // A long note goes on over the comment lines that follow it (up to the next note or the first non-comment).
      for (let next = index + 1; next < lines.length; next++) {
        const more = /^\s*#\s?(.*)$/.exec(lines[next]!);
        if (!more || more[1]!.includes('TO CONFIRM')) break;
        parts.push(more[1]!.trim());
      }
      facts.push({ file: relative(dataDir, join(dataDir, name)), line: index + 1, text: parts.join(' ').trim() });
    });
  }
  return facts;
}

/** The check's summary of what waits for a person; every fact, with `all`. */
export function formatFactsToConfirm(facts: FactToConfirm[], all = false): string {
  const byFile = new Map<string, number>();
  for (const fact of facts) byFile.set(fact.file, (byFile.get(fact.file) ?? 0) + 1);
  const lines = [
    `Facts waiting for a person's confirmation (${TO_CONFIRM} in the seed): ${facts.length} in ${byFile.size} files` +
      (all ? ':' : ' (npm run check -- --facts lists them).'),
  ];
  if (all) for (const fact of facts) lines.push(`  ${fact.file}:${fact.line}: ${fact.text}`);
  else for (const [file, count] of byFile) lines.push(`  ${file}: ${count}`);
  return lines.join('\n');
}
