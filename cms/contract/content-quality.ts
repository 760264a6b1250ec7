/**
 * The content quality check (ADR 0041): one pure module the seed's `npm run check`, the admin panel's "Before
 * learners see it" panel and CI share. It reads courses as the CMS and the seed hold them (a module's Markdown lesson,
 * its quiz of options with one marked correct, its pass mark and stated duration) and says, per quiz and per course,
 * what lets a learner pass without learning and where a stated duration promises more or less than the text delivers.
 */

/** The issue-21 targets. A course fails the check past any of them. */
export const CONTENT_TARGETS = {
  /** The right answer is the single longest option in at most this share of a course's questions. */
  longestRightMaxShare: 0.4,
  /** No option position holds more than this share of a course's right answers. */
  positionMaxShare: 0.45,
  /** At least this share of a course's questions have `fourOptions` options or more. */
  fourOptionMinShare: 0.8,
  fourOptions: 4,
  /** Every module with a quiz has at least this many questions. */
  minQuestions: 4,
  /** Stated durations (per module and per course) are within this share of the computed time. */
  durationTolerance: 0.3,
} as const;

/** Reading time: words ÷ 100 per minute, plus a minute per question, plus any activity. */
export const READING_WORDS_PER_MINUTE = 100;
export const MINUTES_PER_QUESTION = 1;

/** As the CMS holds a quiz option (the seed's files write `correct`; the seed maps it). */
export type QualityOption = { text: string; isCorrect?: boolean | null };
export type QualityQuestion = { prompt?: string; options: QualityOption[] };
export type QualityModule = {
  title: string;
  lesson: string;
  quiz: QualityQuestion[];
  passMark: number;
  estimatedDuration: string;
  /** Minutes of exercises or templates a learner works through outside the lesson text. */
  activityMinutes?: number | null;
  /** Questions drawn from the quiz for each attempt (a pool); all of them when unset or not fewer. */
  quizDraw?: number | null;
};

/** Questions a learner answers in one attempt: the draw from a pool, or the whole quiz. */
export function questionsPerAttempt(module: { quiz: readonly unknown[]; quizDraw?: number | null }): number {
  const draw = module.quizDraw ?? 0;
  return draw > 0 && draw < module.quiz.length ? draw : module.quiz.length;
}
export type QualityCourse = { title: string; duration?: string | null; modules: QualityModule[] };

/**
 * Minutes in a duration as editors write it: "20 minutes", "1 hour 20 minutes", "2 hours", "1.5 hours", "90 min",
 * "1 hr 5 mins". Null when it cannot be read.
 */
export function parseDurationMinutes(text: string): number | null {
  const pattern = /(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m)\b/gi;
  const cleaned = text.trim().toLowerCase();
  let minutes = 0;
  let found = false;
  let rest = cleaned;
  for (const match of cleaned.matchAll(pattern)) {
    found = true;
    const amount = Number(match[1]);
    minutes += match[2]!.startsWith('h') ? amount * 60 : amount;
    rest = rest.replace(match[0], ' ');
  }
  if (!found || !/^[\s,and]*$/.test(rest)) return null;
  return Math.round(minutes);
}

/** "1 hour 20 minutes", as the catalogue writes durations. */
export function formatMinutes(total: number): string {
  const rounded = Math.max(0, Math.round(total));
  const hours = Math.floor(rounded / 60);
  const minutes = rounded % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} hour${hours === 1 ? '' : 's'}`);
  if (minutes > 0 || hours === 0) parts.push(`${minutes} minute${minutes === 1 ? '' : 's'}`);
  return parts.join(' ');
}

/** Words a learner reads in a Markdown lesson: markup symbols and link addresses are not words. */
export function lessonWords(markdown: string): number {
  const text = markdown
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#*_`>|~[\]]/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** Two options a learner would read as the same: equal once case and punctuation go, or a few letters apart. */
export function nearDuplicate(a: string, b: string): boolean {
  const x = normalise(a);
  const y = normalise(b);
  if (x === y) return true;
  const longer = Math.max(x.length, y.length);
  return editDistance(x, y) <= Math.max(1, Math.floor(longer * 0.1));
}

/** Questions a learner may get wrong and still pass (score = right ÷ questions, rounded, at least the pass mark). */
export function allowedMisses(questions: number, passMark: number): number {
  let misses = 0;
  while (misses < questions && Math.round(((questions - misses - 1) / questions) * 100) >= passMark) misses++;
  return misses;
}

export type QuestionFigures = {
  options: number;
  /** Index of the right answer, from 0. */
  rightPosition: number;
  /** The right answer is strictly longer than every other option. */
  rightIsLongest: boolean;
  /** Pairs of options that read the same. */
  duplicates: Array<[string, string]>;
};

export function questionFigures(question: QualityQuestion): QuestionFigures {
  const lengths = question.options.map((option) => option.text.trim().length);
  const rightPosition = question.options.findIndex((option) => option.isCorrect === true);
  const rightLength = lengths[rightPosition] ?? -1;
  const duplicates: Array<[string, string]> = [];
  question.options.forEach((option, i) => {
    for (const other of question.options.slice(i + 1))
      if (nearDuplicate(option.text, other.text)) duplicates.push([option.text, other.text]);
  });
  return {
    options: question.options.length,
    rightPosition,
    rightIsLongest:
      rightPosition >= 0 && lengths.every((length, index) => index === rightPosition || length < rightLength),
    duplicates,
  };
}

export type ModuleReport = {
  title: string;
  /** Questions a learner answers in one attempt. */
  questions: number;
  /** Questions written: more than `questions` when each attempt draws from a pool. */
  pool: number;
  passMark: number;
  allowedMisses: number;
  words: number;
  statedMinutes: number | null;
  computedMinutes: number;
  questionFigures: QuestionFigures[];
  /** Warnings past a target. */
  failures: string[];
  /** Warnings worth fixing that no target counts. */
  advice: string[];
};

export type CourseReport = {
  title: string;
  questions: number;
  /** Share of questions whose right answer is the longest option (0–1); null without questions. */
  longestRightShare: number | null;
  /** Right answers per position: counts[0] are first options. */
  positionCounts: number[];
  /** The largest share of right answers one position holds (0–1); null without questions. */
  positionMaxShare: number | null;
  /** Share of questions with four options or more (0–1); null without questions. */
  fourOptionShare: number | null;
  /** Modules with a quiz of fewer than the target's questions. */
  shortQuizzes: string[];
  statedMinutes: number | null;
  computedMinutes: number;
  modules: ModuleReport[];
  /** Every warning, in words, for editors. */
  warnings: string[];
  /** The warnings past a target: the seed check fails on these once targets are enforced. */
  failures: string[];
};

const percent = (share: number) => `${Math.round(share * 100)}%`;
const ordinal = (index: number) => ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'][index] ?? `${index + 1}th`;
const offBy = (stated: number, computed: number) =>
  computed === 0 ? (stated === 0 ? 0 : Infinity) : Math.abs(stated - computed) / computed;

function durationWarning(
  what: string,
  stated: string | null | undefined,
  statedMinutes: number | null,
  computed: number,
): string | null {
  if (!stated?.trim()) return `${what} states no duration: its text and quiz take about ${formatMinutes(computed)}.`;
  if (statedMinutes === null)
    return `${what} has a duration that cannot be read (“${stated}”): write it like “1 hour 20 minutes”.`;
  if (offBy(statedMinutes, computed) <= CONTENT_TARGETS.durationTolerance) return null;
  const direction = statedMinutes > computed ? 'more' : 'less';
  return `${what} says ${formatMinutes(statedMinutes)} but its text and quiz take about ${formatMinutes(computed)}: it promises ${direction} than it delivers (keep within ${percent(CONTENT_TARGETS.durationTolerance)}).`;
}

export function checkModule(module: QualityModule): ModuleReport {
  const figures = module.quiz.map(questionFigures);
  const words = lessonWords(module.lesson);
  const asked = questionsPerAttempt(module);
  const computedMinutes =
    words / READING_WORDS_PER_MINUTE + asked * MINUTES_PER_QUESTION + (module.activityMinutes ?? 0);
  const statedMinutes = parseDurationMinutes(module.estimatedDuration);
  const misses = allowedMisses(asked, module.passMark);
  const failures: string[] = [];
  const advice: string[] = [];
  const named = `“${module.title}”`;
  const drawn = asked < module.quiz.length ? ` (drawn from ${module.quiz.length})` : '';
  if (asked > 0 && asked < CONTENT_TARGETS.minQuestions) {
    const strict = misses === 0 ? ` with a pass mark of ${module.passMark}%, learners must get every one right` : '';
    failures.push(
      `${named} asks ${asked} quiz question${asked === 1 ? '' : 's'}${drawn}${strict}: give it at least ${CONTENT_TARGETS.minQuestions}.`,
    );
  } else if (asked > 0 && misses === 0 && module.passMark < 100) {
    advice.push(
      `${named}: with ${asked} questions${drawn} and a pass mark of ${module.passMark}%, learners must get every one right.`,
    );
  }
  figures.forEach((question, index) => {
    for (const [a, b] of question.duplicates)
      advice.push(`${named}, question ${index + 1}: the options “${a}” and “${b}” read as the same answer.`);
  });
  const duration = durationWarning(named, module.estimatedDuration, statedMinutes, computedMinutes);
  if (duration) failures.push(duration);
  return {
    title: module.title,
    questions: asked,
    pool: module.quiz.length,
    passMark: module.passMark,
    allowedMisses: misses,
    words,
    statedMinutes,
    computedMinutes,
    questionFigures: figures,
    failures,
    advice,
  };
}

export function checkCourse(course: QualityCourse): CourseReport {
  const modules = course.modules.map(checkModule);
  const figures = modules.flatMap((module) => module.questionFigures);
  const questions = figures.length;
  const share = (count: number) => (questions === 0 ? null : count / questions);
  const longestRightShare = share(figures.filter((question) => question.rightIsLongest).length);
  const widest = Math.max(0, ...figures.map((question) => question.options));
  const positionCounts = Array.from(
    { length: widest },
    (_, position) => figures.filter((question) => question.rightPosition === position).length,
  );
  const positionMaxShare = share(Math.max(0, ...positionCounts));
  const fourOptionShare = share(figures.filter((question) => question.options >= CONTENT_TARGETS.fourOptions).length);
  const shortQuizzes = modules
    .filter((module) => module.questions > 0 && module.questions < CONTENT_TARGETS.minQuestions)
    .map((module) => module.title);
  const computedMinutes = modules.reduce((sum, module) => sum + module.computedMinutes, 0);
  const statedMinutes = course.duration ? parseDurationMinutes(course.duration) : null;

  const failures: string[] = [];
  if (longestRightShare !== null && longestRightShare > CONTENT_TARGETS.longestRightMaxShare)
    failures.push(
      `The right answer is the longest option in ${percent(longestRightShare)} of this course’s questions, so learners can pass by picking the longest: keep it to ${percent(CONTENT_TARGETS.longestRightMaxShare)} or less.`,
    );
  if (positionMaxShare !== null && positionMaxShare > CONTENT_TARGETS.positionMaxShare) {
    const position = positionCounts.indexOf(Math.max(...positionCounts));
    failures.push(
      `${percent(positionMaxShare)} of the right answers are the ${ordinal(position)} option: spread them so no position holds more than ${percent(CONTENT_TARGETS.positionMaxShare)}.`,
    );
  }
  if (fourOptionShare !== null && fourOptionShare < CONTENT_TARGETS.fourOptionMinShare)
    failures.push(
      `${fourOptionShare === 0 ? 'None' : `Only ${percent(fourOptionShare)}`} of the questions have ${CONTENT_TARGETS.fourOptions} options: give at least ${percent(CONTENT_TARGETS.fourOptionMinShare)} a fourth real mistake to choose.`,
    );
  failures.push(...modules.flatMap((module) => module.failures));
  const courseDuration = durationWarning('This course', course.duration, statedMinutes, computedMinutes);
  if (courseDuration) failures.push(courseDuration);

  const advice = modules.flatMap((module) => module.advice);
  return {
    title: course.title,
    questions,
    longestRightShare,
    positionCounts,
    positionMaxShare,
    fourOptionShare,
    shortQuizzes,
    statedMinutes,
    computedMinutes,
    modules,
    warnings: [...failures, ...advice],
    failures,
  };
}

/**
 * One quiz against the course-wide targets, for the module's own panel: the course's figures are what count, but an
 * editor writing one module sees where it pulls them.
 */
export function quizWarnings(module: QualityModule): string[] {
  const figures = module.quiz.map(questionFigures);
  if (figures.length === 0) return [];
  const of = (count: number) => `${count} of ${figures.length}`;
  const warnings: string[] = [];
  const longest = figures.filter((question) => question.rightIsLongest).length;
  if (longest / figures.length > CONTENT_TARGETS.longestRightMaxShare)
    warnings.push(
      `In ${of(longest)} questions the right answer is the longest option: learners can guess it. Make a wrong option as long, or the right one shorter.`,
    );
  const counts = figures.reduce<number[]>((tally, question) => {
    tally[question.rightPosition] = (tally[question.rightPosition] ?? 0) + 1;
    return tally;
  }, []);
  const most = Math.max(0, ...counts.map((count) => count ?? 0));
  if (figures.length > 1 && most / figures.length > CONTENT_TARGETS.positionMaxShare)
    warnings.push(
      `In ${of(most)} questions the right answer is the ${ordinal(counts.indexOf(most))} option: move some.`,
    );
  const four = figures.filter((question) => question.options >= CONTENT_TARGETS.fourOptions).length;
  if (four / figures.length < CONTENT_TARGETS.fourOptionMinShare)
    warnings.push(
      `${four === 0 ? 'No' : `Only ${of(four)}`} questions have ${CONTENT_TARGETS.fourOptions} options: add a fourth real mistake where one exists.`,
    );
  return warnings;
}

/**
 * Whether a Tok Pisin quiz can be shown in place of its English one (ADR 0049): learners are scored against the
 * English answers, so it must have the same questions in the same order, each with as many options and the right
 * answer in the same place. Null when it pairs; else the first difference, in words, for the editor.
 */
export function tokPisinQuizMismatch(english: QualityQuestion[], tokPisin: QualityQuestion[]): string | null {
  if (tokPisin.length !== english.length)
    return `the Tok Pisin quiz has ${tokPisin.length === 0 ? 'no' : tokPisin.length} questions, the English one ${english.length}`;
  for (const [index, question] of tokPisin.entries()) {
    const ours = questionFigures(question);
    const theirs = questionFigures(english[index]!);
    if (ours.options !== theirs.options)
      return `question ${index + 1} has ${ours.options} options in Tok Pisin and ${theirs.options} in English`;
    if (ours.rightPosition < 0)
      return `question ${index + 1} has no right answer marked in Tok Pisin (in English it is the ${ordinal(theirs.rightPosition)} option)`;
    if (ours.rightPosition !== theirs.rightPosition)
      return `in question ${index + 1} the right answer is the ${ordinal(ours.rightPosition)} option in Tok Pisin and the ${ordinal(theirs.rightPosition)} in English`;
  }
  return null;
}
