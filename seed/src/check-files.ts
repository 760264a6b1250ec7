/**
 * `npm run check-courses -w @kundu/seed -- <file.yaml>...`: validates course files, and `faqs.yaml`, without a CMS,
 * for authors. `npm run check -w @kundu/seed` checks every data file together (unique keys, relations).
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { lessonWords } from '@kundu/cms-contract/content-quality';
import { parse } from 'yaml';
import { z } from 'zod';
import { checkContent } from './content-check';
import { courseSchema, faqSchema } from './data-files';

function printIssues(file: string, error: z.ZodError): void {
  console.error(`${file}:`);
  for (const issue of error.issues) console.error(`  - ${issue.path.join('.') || '(file)'}: ${issue.message}`);
}

/** Checks one file; true when it is valid. */
async function checkFile(file: string): Promise<boolean> {
  let raw: unknown;
  try {
    raw = parse(await readFile(file, 'utf8'));
  } catch (error) {
    // A missing file or broken YAML is the author's to fix: say which and why, not a stack trace.
    console.error(`${file}: cannot be read as YAML (${(error as Error).message.split('\n')[0]})`);
    return false;
  }
  if (basename(file) === 'faqs.yaml') {
    const result = z.array(faqSchema).safeParse(raw);
    if (!result.success) {
      printIssues(file, result.error);
      return false;
    }
    const topics = new Set(result.data.map((faq) => faq.topic));
    console.log(`${file}: valid, ${result.data.length} FAQs in ${topics.size} topics`);
    return true;
  }
  const result = courseSchema.safeParse(raw);
  if (!result.success) {
    printIssues(file, result.error);
    return false;
  }
  if (`${result.data.slug}.yaml` !== basename(file)) {
    console.error(`${file}: the file name must be the course slug (${result.data.slug}.yaml)`);
    return false;
  }
  const words = result.data.modules.map((module) => lessonWords(module.lesson));
  console.log(`${file}: valid, ${result.data.modules.length} modules, lesson words ${words.join('/')}`);
  const content = checkContent([result.data]);
  console.log(content.text);
  return !content.failed;
}

let failed = false;
for (const file of process.argv.slice(2)) {
  if (!(await checkFile(file))) failed = true;
}
process.exit(failed ? 1 : 0);
