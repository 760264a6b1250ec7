/**
 * The seeded quizzes as editors wrote them (ADR 0038): learners see each attempt's options shuffled, but an
 * editor's order still shows in the admin panel, the preview, and any copy of the data. A quiz whose right answers
 * all sit in one place teaches "pick the first" rather than the lesson.
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSeedData, type SeedData } from './data-files';

const dataDir = fileURLToPath(new URL('../data', import.meta.url));

let data: SeedData;
beforeAll(async () => {
  data = await readSeedData(dataDir);
});

describe('the seeded quizzes', () => {
  it('have no position holding the right answer for more than half of a quiz’s questions', () => {
    const lopsided = data.courses.flatMap((course) =>
      course.modules.flatMap((module) => {
        const positions = module.quiz.map((question) => question.options.findIndex((option) => option.correct));
        const most = Math.max(...positions.map((position) => positions.filter((p) => p === position).length));
        return most * 2 > positions.length ? [`${course.slug} / ${module.slug}: right answers at ${positions}`] : [];
      }),
    );
    expect(lopsided).toEqual([]);
  });

  it('put right answers in every position somewhere in each course', () => {
    const narrow = data.courses.flatMap((course) => {
      const positions = new Set(
        course.modules.flatMap((module) =>
          module.quiz.map((question) => question.options.findIndex((option) => option.correct)),
        ),
      );
      const fewest = Math.min(...course.modules.flatMap((module) => module.quiz.map((q) => q.options.length)));
      const missing = Array.from({ length: fewest }, (_, position) => position).filter(
        (position) => !positions.has(position),
      );
      return missing.length > 0 ? [`${course.slug}: never at ${missing}`] : [];
    });
    expect(narrow).toEqual([]);
  });
});
