/** Lighthouse's mobile run (its default throttling) on Debian's Chromium: performance and accessibility. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../test/support/browser';

export type Scores = { path: string; performance: number; accessibility: number; lcpMs: number; tbtMs: number };

export async function lighthouseScores(base: string, paths: string[]): Promise<Scores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const results: Scores[] = [];
    for (const path of paths) {
      const run = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!run) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits } = run.lhr;
      results.push({
        path,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
