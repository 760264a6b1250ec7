/**
 * The seeded courses as the seed data files describe them, with each module's right and wrong answers by their
 * text: tests play a learner who knows (or does not know) the answers. Each attempt shows the options in an order
 * of its own (ADR 0038), so answers are found on the page by their text, as a learner finds them.
 */
import { fileURLToPath } from 'node:url';
import { readSeedData, type CourseData } from '@kundu/seed';

/** `right[n]` and `wrong[n]`: the text of the right option of question n, and of a wrong one. */
export type SeededModule = { title: string; lessonStart: string; right: string[]; wrong: string[] };
export type SeededCourse = { data: CourseData; modules: SeededModule[] };

export async function seededCourse(slug: string): Promise<SeededCourse> {
  const seed = await readSeedData(fileURLToPath(new URL('../../../seed/data', import.meta.url)));
  const data = seed.courses.find((course) => course.slug === slug);
  if (!data) throw new Error(`No seeded course ${slug}`);
  return {
    data,
    modules: data.modules.map((module) => ({
      title: module.title,
      // The lesson's first paragraph, as text: what a reader of the lesson sees first.
      lessonStart: module.lesson
        .split('\n')
        .find((line) => line.trim() && !line.startsWith('#'))!
        .replace(/^\s*(?:[-*>]|\d+\.)\s+/, '')
        .replace(/\]\([^)]*\)/g, '')
        .replace(/[*_`[\]]/g, '')
        .slice(0, 40),
      right: module.quiz.map((question) => question.options.find((option) => option.correct)!.text),
      wrong: module.quiz.map((question) => question.options.find((option) => !option.correct)!.text),
    })),
  };
}

const decoded = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The quiz form on a module page, as a browser without JavaScript has it: the attempt, each question's options in
 * the order shown, and the option chosen in each (when the page kept a learner's answers). */
export function quizOnPage(html: string): {
  attempt: string;
  questions: string[][];
  checked: Array<string | undefined>;
} {
  const attribute = (tag: string, name: string) => new RegExp(`\\b${name}(?:="([^"]*)")?`).exec(tag);
  const valueOf = (tag: string, name: string) => attribute(tag, name)?.[1];
  let attempt: string | undefined;
  const questions: string[][] = [];
  const checked: Array<string | undefined> = [];
  for (const [, tag, after] of html.matchAll(/<input\b([^>]*)>((?:\s*<span[^>]*>[^<]*<\/span>)?)/g)) {
    if (valueOf(tag!, 'name') === 'attempt') attempt = valueOf(tag!, 'value');
    const question = /^answer-(\d+)$/.exec(valueOf(tag!, 'name') ?? '')?.[1];
    if (valueOf(tag!, 'type') !== 'radio' || question === undefined) continue;
    const text = decoded(/<span[^>]*>([^<]*)<\/span>/.exec(after!)?.[1] ?? '');
    (questions[Number(question)] ??= [])[Number(valueOf(tag!, 'value'))] = text;
    if (attribute(tag!, 'checked')) checked[Number(question)] = text;
  }
  if (!attempt) throw new Error('The page has no quiz form');
  return { attempt, questions, checked };
}

/** The quiz form a browser without JavaScript sends, choosing options by their text (null leaves one out). */
export function quizFormFor(html: string, texts: Array<string | null>): URLSearchParams {
  const { attempt, questions } = quizOnPage(html);
  const form = new URLSearchParams({ intent: 'submit-quiz', questions: String(questions.length), attempt });
  texts.forEach((text, index) => {
    if (text === null) return;
    const option = questions[index]!.indexOf(text);
    if (option < 0) throw new Error(`Question ${index + 1} has no option "${text}": ${questions[index]}`);
    form.set(`answer-${index}`, String(option));
  });
  return form;
}
