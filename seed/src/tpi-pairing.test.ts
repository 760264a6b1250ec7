/**
 * The Tok Pisin seed (issue 22) pairs with the English one by key and by position: seed/data/tpi/courses/<slug>.yaml
 * translates seed/data/courses/<slug>.yaml, and seed/data/tpi/domains.yaml the pages of domains.yaml. The loader sets
 * the Tok Pisin text on the English items (relations and answers stay shared), so the two must not drift apart:
 * `readSeedData` refuses files that do (`tokPisinDrift`, in words), and these tests hold the files to it.
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSeedData, tokPisinDrift, type SeedData } from './data-files';

const dataDir = fileURLToPath(new URL('../data', import.meta.url));

let data: SeedData;

beforeAll(async () => {
  data = await readSeedData(dataDir);
});

describe('the Tok Pisin courses (seed/data/tpi/courses)', () => {
  it('are the four free awareness courses at least', () => {
    expect(data.tpi.courses.map((course) => course.slug)).toEqual(
      expect.arrayContaining([
        'keep-your-android-phone-safe',
        'protect-your-money-from-mobile-money-and-bank-fraud',
        'spot-and-stop-sms-and-whatsapp-scams',
        'strong-passwords-and-two-step-verification',
      ]),
    );
  });

  it('each translate an English course of the same slug, with the same modules, questions and answers', () => {
    expect(tokPisinDrift(data, data.tpi)).toEqual([]);
  });

  it('are refused, in words, when a quiz drifts from the English one', () => {
    const [course] = data.tpi.courses;
    const [module] = course!.modules;
    const [question, ...others] = module!.quiz;
    const options = question!.options.map(({ text }, index) =>
      index === 0 ? { text, correct: true as const } : { text },
    );
    const enRight = data.courses
      .find((en) => en.slug === course!.slug)!
      .modules[0]!.quiz[0]!.options.findIndex((option) => option.correct);
    const drifted = {
      ...data.tpi,
      courses: [{ ...course!, modules: [{ ...module!, quiz: [{ ...question!, options }, ...others] }] }],
    };
    expect(tokPisinDrift(data, drifted)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^tpi/courses, ${course!.slug}: modules ${module!.slug}; English `)),
      ]),
    );
    const sameModules = {
      ...drifted,
      courses: [{ ...course!, modules: [drifted.courses[0]!.modules[0]!, ...course!.modules.slice(1)] }],
    };
    expect(tokPisinDrift(data, sameModules)).toEqual(
      enRight === 0
        ? []
        : [`tpi/courses, ${course!.slug}, ${module!.slug}, question 1: right answer at 0, English ${enRight}`],
    );
  });
});

describe('the Tok Pisin domain pages (seed/data/tpi/domains.yaml)', () => {
  it('each translate a page of domains.yaml, keeping its name and its lists’ lengths', () => {
    const renamed = { ...data.tpi, domains: [{ ...data.tpi.domains[0]!, name: 'Sekiuriti' }] };
    expect(tokPisinDrift(data, renamed)).toEqual([
      `tpi/domains.yaml, ${data.tpi.domains[0]!.slug}: name "Sekiuriti", English "${data.domains.find((d) => d.slug === data.tpi.domains[0]!.slug)!.name}"`,
    ]);
  });

  it('cover the seven domain pages', () => {
    expect(data.tpi.domains.map((domain) => domain.slug).sort()).toEqual(
      data.domains.map((domain) => domain.slug).sort(),
    );
  });
});
