/**
 * The Tok Pisin seed (issue 22) pairs with the English one by slug and by position: seed/data/tpi/courses/<slug>.yaml
 * translates seed/data/courses/<slug>.yaml, and seed/data/tpi/domains.yaml the pages of domains.yaml. A loader sets
 * the Tok Pisin text on the English items (relations and answers stay shared), so the two must not drift apart:
 * the same modules in the same order, the same questions and options, the right answer in the same place, and the
 * same help contacts named in each lesson.
 */
import { contactKeysIn } from '@kundu/cms-contract/help-contacts';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readSeedData, type SeedData } from './data-files';

const dataDir = fileURLToPath(new URL('../data', import.meta.url));
const tpiDir = join(dataDir, 'tpi');

const text = z.string().trim().min(1);
const tpiCourseSchema = z.strictObject({
  slug: text,
  title: text,
  description: text,
  objectives: z.array(text).min(1),
  skills: z.array(text).min(1),
  modules: z.array(
    z.strictObject({
      slug: text,
      title: text,
      description: text,
      lesson: text,
      quiz: z.array(
        z.strictObject({
          prompt: text,
          options: z.array(z.strictObject({ text, correct: z.literal(true).optional() })),
          explanation: text,
        }),
      ),
    }),
  ),
});
type TpiCourse = z.infer<typeof tpiCourseSchema>;

const group = z.strictObject({ title: text, items: z.array(text) });
const feature = z.strictObject({ title: text, description: text });
const tpiDomainSchema = z.strictObject({
  slug: text,
  name: text,
  tagline: text,
  summary: text,
  heroBadges: z.array(text),
  modules: z.array(z.strictObject({ title: text, description: text })),
  audience: z.array(text),
  prerequisites: z.array(text),
  strengths: z.array(feature),
  frameworkGroups: z.array(group),
  technologyGroups: z.array(group),
  notes: z.array(feature),
});

let english: SeedData;
let tpiCourses: Array<{ file: string; course: TpiCourse }>;
let tpiDomains: Array<z.infer<typeof tpiDomainSchema>>;

beforeAll(async () => {
  english = await readSeedData(dataDir);
  const files = (await readdir(join(tpiDir, 'courses'))).filter((name) => name.endsWith('.yaml')).sort();
  tpiCourses = await Promise.all(
    files.map(async (file) => ({
      file,
      course: tpiCourseSchema.parse(parse(await readFile(join(tpiDir, 'courses', file), 'utf8')), {
        reportInput: false,
      }),
    })),
  );
  tpiDomains = z.array(tpiDomainSchema).parse(parse(await readFile(join(tpiDir, 'domains.yaml'), 'utf8')));
});

/** The outline of a lesson's Markdown: its headings' levels and how many list items it has, numbered and not. */
function outline(markdown: string): string {
  const lines = markdown.split('\n');
  const headings = lines.flatMap((line) => /^(#+)\s/.exec(line)?.[1] ?? []).join(',');
  const numbered = lines.filter((line) => /^\s*\d+\.\s/.test(line)).length;
  const bullets = lines.filter((line) => /^\s*[-*]\s/.test(line)).length;
  return `headings ${headings}; ${numbered} numbered items; ${bullets} bullets`;
}

const contactsIn = (value: unknown) => contactKeysIn(JSON.stringify(value)).sort();

describe('the Tok Pisin courses (seed/data/tpi/courses)', () => {
  it('are the four free awareness courses at least', () => {
    expect(tpiCourses.map(({ course }) => course.slug)).toEqual(
      expect.arrayContaining([
        'keep-your-android-phone-safe',
        'protect-your-money-from-mobile-money-and-bank-fraud',
        'spot-and-stop-sms-and-whatsapp-scams',
        'strong-passwords-and-two-step-verification',
      ]),
    );
  });

  it('each translate an English course of the same slug, with the same modules, questions and answers', () => {
    const drift: string[] = [];
    for (const { file, course } of tpiCourses) {
      const where = `tpi/courses/${file}`;
      if (file !== `${course.slug}.yaml`) drift.push(`${where}: the file name is not the slug (${course.slug})`);
      const en = english.courses.find((candidate) => candidate.slug === course.slug);
      if (!en) {
        drift.push(`${where}: no English course has the slug ${course.slug}`);
        continue;
      }
      if (course.objectives.length !== en.objectives.length)
        drift.push(`${where}: ${course.objectives.length} objectives, English ${en.objectives.length}`);
      if (course.skills.length !== (en.skills ?? []).length)
        drift.push(`${where}: ${course.skills.length} skills, English ${(en.skills ?? []).length}`);
      const slugs = course.modules.map((module) => module.slug);
      const enSlugs = en.modules.map((module) => module.slug);
      if (slugs.join() !== enSlugs.join()) {
        drift.push(`${where}: modules ${slugs.join(', ')}; English ${enSlugs.join(', ')}`);
        continue;
      }
      course.modules.forEach((module, m) => {
        const enModule = en.modules[m]!;
        const at = `${where}, ${module.slug}`;
        if (contactsIn(module).join() !== contactsIn(enModule).join())
          drift.push(`${at}: names contacts ${contactsIn(module)}, English ${contactsIn(enModule)}`);
        if (outline(module.lesson) !== outline(enModule.lesson))
          drift.push(`${at}: lesson ${outline(module.lesson)}; English ${outline(enModule.lesson)}`);
        if (module.quiz.length !== enModule.quiz.length) {
          drift.push(`${at}: ${module.quiz.length} questions, English ${enModule.quiz.length}`);
          return;
        }
        module.quiz.forEach((question, q) => {
          const enQuestion = enModule.quiz[q]!;
          const right = question.options.flatMap((option, index) => (option.correct ? [index] : []));
          const enRight = enQuestion.options.findIndex((option) => option.correct);
          if (question.options.length !== enQuestion.options.length)
            drift.push(
              `${at}, question ${q + 1}: ${question.options.length} options, English ${enQuestion.options.length}`,
            );
          else if (right.join() !== String(enRight))
            drift.push(
              `${at}, question ${q + 1}: right answer at ${right.join(' and ') || 'none'}, English ${enRight}`,
            );
        });
      });
    }
    expect(drift).toEqual([]);
  });
});

describe('the Tok Pisin domain pages (seed/data/tpi/domains.yaml)', () => {
  it('each translate a page of domains.yaml, keeping its name and its lists’ lengths', () => {
    const drift: string[] = [];
    const seen = new Set<string>();
    for (const domain of tpiDomains) {
      const where = `tpi/domains.yaml, ${domain.slug}`;
      if (seen.has(domain.slug)) drift.push(`${where}: listed twice`);
      seen.add(domain.slug);
      const en = english.domains.find((candidate) => candidate.slug === domain.slug);
      if (!en) {
        drift.push(`${where}: no page of domains.yaml has this slug`);
        continue;
      }
      if (domain.name !== en.name) drift.push(`${where}: name "${domain.name}", English "${en.name}"`);
      const lists = ['heroBadges', 'modules', 'audience', 'prerequisites', 'strengths', 'notes'] as const;
      for (const list of lists)
        if (domain[list].length !== en[list].length)
          drift.push(`${where}: ${domain[list].length} ${list}, English ${en[list].length}`);
      for (const list of ['frameworkGroups', 'technologyGroups'] as const) {
        const sizes = domain[list].map((item) => item.items.length).join();
        const enSizes = en[list].map((item) => item.items.length).join();
        if (sizes !== enSizes) drift.push(`${where}: ${list} of sizes [${sizes}], English [${enSizes}]`);
      }
    }
    expect(drift).toEqual([]);
  });

  it('cover the seven domain pages', () => {
    expect(tpiDomains.map((domain) => domain.slug).sort()).toEqual(english.domains.map((domain) => domain.slug).sort());
  });
});
