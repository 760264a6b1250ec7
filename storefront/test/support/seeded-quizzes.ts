/**
 * The seeded courses as the seed data files describe them, with each module's right and wrong answers: tests play
 * a learner who knows (or does not know) the answers.
 */
import { fileURLToPath } from 'node:url';
import { readSeedData, type CourseData } from '@kundu/seed';

export type SeededModule = { title: string; lessonStart: string; right: number[]; wrong: number[] };
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
      right: module.quiz.map((question) => question.options.findIndex((option) => option.correct)),
      wrong: module.quiz.map(
        (question) => (question.options.findIndex((option) => option.correct) + 1) % question.options.length,
      ),
    })),
  };
}
