/**
 * What saving a whole free course for offline costs (ADR 0047, issue 22's target: under 1 MB a course): a learner
 * enrolled in each free course presses Save for offline in Chromium, and the bytes it fetched are read from what the
 * page recorded (Resource Timing's transferSize: compressed, headers included; gzip here, since Chromium asks for
 * brotli only over HTTPS, so production sends a little less). The service worker's precached files are paid once,
 * on the first save: counted from the build's brotli copies.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { enrolIn, registerBenchLearner } from './learner';

export type OfflineSave = { title: string; modules: number; estimatedBytes: number; savedBytes: number };

const client = fileURLToPath(new URL('../build/client/', import.meta.url));

/** The service worker and the files it precaches, brotli-compressed as they travel. */
export function precacheBytes(): number {
  const worker = readFileSync(`${client}sw.js`, 'utf8');
  const urls = [...worker.matchAll(/url:"([^"]+)"/g), ...worker.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
  const size = (file: string) => statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
  return size(`${client}sw.js`) + [...new Set(urls)].reduce((sum, url) => sum + size(`${client}${url}`), 0);
}

const kilobytes = (text: string) => Number(/(\d+) KB/.exec(text)?.[1] ?? NaN) * 1024;

export async function measureOfflineSaves(base: string, browser: Browser): Promise<OfflineSave[]> {
  const courses = (
    (await (await fetch(`${base}/api/courses`)).json()) as Array<{ id: string; title: string; isFree: boolean }>
  ).filter((course) => course.isFree);
  const learner = await registerBenchLearner(base, 'Offline');
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await context.addCookies([
    { name: 'kundu_session', value: learner.cookie.slice('kundu_session='.length), url: base },
  ]);
  const page = await context.newPage();
  const saves: OfflineSave[] = [];
  try {
    for (const course of courses) {
      await enrolIn(learner, course.id);
      await page.goto(`${base}/courses/${course.id}`);
      const save = page.getByTestId('save-offline');
      await save.getByRole('button', { name: 'Save for offline' }).waitFor({ timeout: 15_000 });
      const estimatedBytes = kilobytes(await save.innerText());
      await save.getByRole('button', { name: 'Save for offline' }).click();
      await save.getByTestId('saved-offline').waitFor({ timeout: 60_000 });
      const listed = await page.evaluate(async (path) => {
        const name = (await caches.keys()).find((key) => key.startsWith('kundu-saved-'))!;
        const entries = (await (await (await caches.open(name)).match('/__offline/courses'))!.json()) as Array<{
          path: string;
          bytes: number;
        }>;
        return entries.find((entry) => entry.path === path)!.bytes;
      }, `/courses/${course.id}`);
      const modules = await page.getByTestId('course-module').count();
      saves.push({ title: course.title, modules, estimatedBytes, savedBytes: listed });
    }
  } finally {
    await context.close();
  }
  return saves;
}
