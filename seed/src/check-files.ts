/** `npm run check -w @kundu/seed -- <course.yaml>...`: validates course files without a CMS, for authors. */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parse } from 'yaml';
import { courseSchema } from './data-files';

let failed = false;
for (const file of process.argv.slice(2)) {
  const result = courseSchema.safeParse(parse(await readFile(file, 'utf8')));
  if (!result.success) {
    failed = true;
    console.error(`${file}:`);
    for (const issue of result.error.issues) console.error(`  - ${issue.path.join('.') || '(file)'}: ${issue.message}`);
  } else if (`${result.data.slug}.yaml` !== basename(file)) {
    failed = true;
    console.error(`${file}: the file name must be the course slug (${result.data.slug}.yaml)`);
  } else {
    const words = result.data.modules.map((module) => module.lesson.split(/\s+/).length);
    console.log(`${file}: valid, ${result.data.modules.length} modules, lesson words ${words.join('/')}`);
  }
}
process.exit(failed ? 1 : 0);
