/**
 * The seed's side of the content quality check (ADR 0041): `npm run check` prints each course's figures against the
 * issue-21 targets, and fails on them once they are enforced.
 */
import {
  CONTENT_TARGETS,
  checkCourse,
  formatMinutes,
  type CourseReport,
  type QualityCourse,
} from '@kundu/cms-contract/content-quality';

/**
 * Whether `npm run check` fails when a course misses a target. Off until the quizzes and durations are rewritten
 * (issue 21, items 2 and 3): the seed does not meet them yet, and CI runs this check. Turn it on in the commit that
 * makes the seed meet them; until then `npm run check -- --content-targets` shows what would fail.
 */
export const CONTENT_TARGETS_ENFORCED = false;

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

/** The report `npm run check` prints; `failed` when `enforce` and a course misses a target. */
export function checkContent(courses: CheckedCourse[], enforce: boolean = CONTENT_TARGETS_ENFORCED): ContentCheck {
  const reports = courses.map((course) => ({ slug: course.slug, report: checkCourse(asStored(course)) }));
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
        (enforce ? '.' : ' (not enforced yet: ADR 0041).'),
  ];
  return { text: lines.join('\n'), failed: enforce && missing.length > 0, reports };
}
