/**
 * The Tok Pisin FAQs and certificate templates (issue 22, ADR 0049) pair with the English ones by key:
 * seed/data/tpi/faqs.yaml translates each FAQ of faqs.yaml by `slug`, and seed/data/tpi/certificate-templates.yaml
 * each template by `name`. A Tok Pisin version is text laid over its English document, so the two files must not
 * drift: every English item translated once and nothing else, the same link title when the English has one, the
 * same placeholders, help contacts and addresses in each answer, and as many default skills on each template.
 */
import { contactKeysIn } from '@kundu/cms-contract/help-contacts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readSeedData, type SeedData } from './data-files';

const dataDir = fileURLToPath(new URL('../data', import.meta.url));
const tpiDir = join(dataDir, 'tpi');

// The English files' limits (data-files.ts), which the CMS's fields hold too.
const tpiFaqSchema = z.strictObject({
  slug: z.string().trim().min(1),
  question: z.string().trim().min(10).max(200),
  answer: z.string().trim().min(40).max(2000),
  keywords: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .refine((keywords) => keywords.split(',').every((word) => word.trim().length > 0), {
      message: 'must be words or phrases separated by single commas',
    }),
  linkTitle: z.string().trim().min(2).max(80).optional(),
});
const tpiTemplateSchema = z.strictObject({
  name: z.string().min(3).max(80),
  issuerTitle: z.string().trim().min(3).max(120),
  wording: z.string().trim().min(10).max(600),
  defaultSkills: z.array(z.string().trim().min(1).max(300)),
});

let english: SeedData;
let tpiFaqs: Array<z.infer<typeof tpiFaqSchema>>;
let tpiTemplates: Array<z.infer<typeof tpiTemplateSchema>>;

beforeAll(async () => {
  english = await readSeedData(dataDir);
  const read = async (file: string) => parse(await readFile(join(tpiDir, file), 'utf8')) as unknown;
  tpiFaqs = z.array(tpiFaqSchema).parse(await read('faqs.yaml'), { reportInput: false });
  tpiTemplates = z.array(tpiTemplateSchema).parse(await read('certificate-templates.yaml'), { reportInput: false });
});

/** What an answer names that must reach the learner unchanged in either language. */
function fixedParts(answer: string): string {
  const placeholders = answer.match(/\{supportEmail\}/g) ?? [];
  const contacts = contactKeysIn(answer).sort();
  const addresses = (answer.match(/https:\/\/[^\s)]+|(?<![\w/])\/[a-z][\w\-/?=&%#]*/g) ?? [])
    .map((address) => address.replace(/[.,;:]+$/, ''))
    .sort();
  return `placeholders [${placeholders.join(', ')}]; contacts [${contacts.join(', ')}]; addresses [${addresses.join(', ')}]`;
}

/** Keys listed more than once, and the English keys missing or not in English, as sentences. */
function keyDrift(file: string, keys: string[], englishKeys: string[], what: string): string[] {
  const drift = keys.filter((key, at) => keys.indexOf(key) !== at).map((key) => `${file}: ${key} is listed twice`);
  for (const key of englishKeys)
    if (!keys.includes(key)) drift.push(`${file}: no Tok Pisin version of the English ${what} ${key}`);
  for (const key of keys) if (!englishKeys.includes(key)) drift.push(`${file}: ${key} is not an English ${what}`);
  return drift;
}

describe('the Tok Pisin FAQs (seed/data/tpi/faqs.yaml)', () => {
  it('translate every English FAQ once, by slug, and nothing else', () => {
    const slugs = tpiFaqs.map((faq) => faq.slug);
    expect(
      keyDrift(
        'tpi/faqs.yaml',
        slugs,
        english.faqs.map((faq) => faq.slug),
        'FAQ',
      ),
    ).toEqual([]);
  });

  it('keep each answer’s placeholders, help contacts and addresses, and a link title where the English has one', () => {
    const drift: string[] = [];
    for (const faq of tpiFaqs) {
      const en = english.faqs.find((candidate) => candidate.slug === faq.slug);
      if (!en) continue;
      const where = `tpi/faqs.yaml, ${faq.slug}`;
      if (fixedParts(faq.answer) !== fixedParts(en.answer))
        drift.push(`${where}: ${fixedParts(faq.answer)}; English ${fixedParts(en.answer)}`);
      if (Boolean(faq.linkTitle) !== Boolean(en.linkTitle))
        drift.push(
          `${where}: ${faq.linkTitle ? 'has a link title, the English none' : 'no link title, the English has one'}`,
        );
    }
    expect(drift).toEqual([]);
  });
});

describe('the Tok Pisin certificate templates (seed/data/tpi/certificate-templates.yaml)', () => {
  it('translate every English template once, by name, with as many default skills', () => {
    const names = tpiTemplates.map((template) => template.name);
    const drift = keyDrift(
      'tpi/certificate-templates.yaml',
      names,
      english.certificateTemplates.map((template) => template.name),
      'template',
    );
    for (const template of tpiTemplates) {
      const en = english.certificateTemplates.find((candidate) => candidate.name === template.name);
      if (en && en.defaultSkills.length !== template.defaultSkills.length)
        drift.push(
          `tpi/certificate-templates.yaml, ${template.name}: ${template.defaultSkills.length} default skills, English ${en.defaultSkills.length}`,
        );
    }
    expect(drift).toEqual([]);
  });
});
