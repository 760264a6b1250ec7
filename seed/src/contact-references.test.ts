/**
 * Help contacts named in the seed's content (ADR 0045): `{{contact:KEY}}` must name a contact of help-contacts.yaml,
 * or learners would read a sentence with a hole in it; and only lessons, FAQ answers and alerts are resolved.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { faqSchema, readSeedData } from './data-files';

const dataDir = fileURLToPath(new URL('../data', import.meta.url));
let copy: string | undefined;

/** A copy of the seed's data with one file's text changed. */
async function dataWith(file: string, change: (text: string) => string): Promise<string> {
  copy = await mkdtemp(join(tmpdir(), 'kundu-seed-'));
  const dir = join(copy, 'data');
  await cp(dataDir, dir, { recursive: true });
  const path = join(dir, file);
  await writeFile(path, change(await readFile(path, 'utf8')));
  return dir;
}

afterEach(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
  copy = undefined;
});

describe('{{contact:KEY}} in the seed', () => {
  it('accepts the keys of help-contacts.yaml in lessons, FAQ answers and alerts', async () => {
    const dir = await dataWith('awareness-alerts.yaml', (text) =>
      text.replace(/protectionTip: /, 'protectionTip: Report it to {{contact:ncsc}}. '),
    );
    const data = await readSeedData(dir);
    expect(data.alerts.some((alert) => alert.protectionTip.includes('{{contact:ncsc}}'))).toBe(true);
    const faq = (await readSeedData(dataDir)).faqs[0]!;
    expect(faqSchema.safeParse({ ...faq, answer: `${faq.answer} Talk to {{contact:ncsc}}.` }).success).toBe(true);
  });

  it('refuses a key the list does not have, naming the file, the place and the keys there are', async () => {
    const dir = await dataWith('courses/spot-and-stop-sms-and-whatsapp-scams.yaml', (text) =>
      text.replace(/lesson: \|\n( +)/, (line, indent: string) => `${line}Call {{contact:bsp-fraud}}.\n\n${indent}`),
    );
    await expect(readSeedData(dir)).rejects.toThrow(
      /courses\/spot-and-stop-sms-and-whatsapp-scams\.yaml, how-phone-scams-work-in-png: \{\{contact:bsp-fraud\}\} names no help contact; the keys are those in help-contacts\.yaml \(rpngc-cybercrime-unit, ncsc/,
    );
  });

  it('refuses a reference in a quiz, where nothing resolves it', async () => {
    const dir = await dataWith('courses/spot-and-stop-sms-and-whatsapp-scams.yaml', (text) =>
      text.replace(/explanation: /, 'explanation: Report it to {{contact:ncsc}}. '),
    );
    await expect(readSeedData(dir)).rejects.toThrow(/a quiz cannot name a help contact/);
  });
});
