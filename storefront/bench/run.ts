/**
 * `npm run bench`: the storefront's speed and size targets, measured on a production build over a real CMS with
 * the seed content (on a temporary database), printed as figures with each budget.
 *
 * - First view of each public page, compressed as sent: landing at most 100 KB, the others at most 150 KB
 *   (HTML + CSS + JS, images excluded), JavaScript at most 90 KB.
 * - Lighthouse mobile (its default throttling) performance and accessibility at least 95.
 * - Catalogue server-rendering throughput with a warm cache (autocannon on loopback): requests/s and p95.
 *
 * Exits 1 when a budget is missed.
 */
import { fileURLToPath } from 'node:url';
import { compileCms, registerFirstAdmin, startTestStrapi } from '@kundu/cms/testing';
import { createStrapiClient, loadSeed, readSeedData } from '@kundu/seed';
import { launchBrowser } from '../test/support/browser';
import { buildStorefront, startStorefront } from '../test/support/storefront-server';
import { lighthouseScores } from './lighthouse-scores';
import { measurePage } from './page-weight';
import { measureThroughput } from './throughput';

const KB = 1024;
const BUDGETS = { landingTotal: 100 * KB, pageTotal: 150 * KB, js: 90 * KB, lighthouse: 95 };

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');

async function issueCertificate(cmsUrl: string, adminToken: string): Promise<string> {
  const response = await fetch(`${cmsUrl}/content-manager/collection-types/api::certificate.certificate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      organizationName: 'Kundu Cyber Academy Limited',
      recipientName: 'Grace Pomat',
      courseName: 'Spot and Stop SMS and WhatsApp Scams',
      completionDate: '2026-11-20',
      duration: '1 hour',
      skills: [{ text: 'Spotting scams' }],
      issuerName: 'Director of Training',
      issuerTitle: 'Kundu Cyber Academy',
    }),
  });
  const body = (await response.json()) as { data: { verificationCode: string } };
  return body.data.verificationCode;
}

async function main() {
  console.log('Preparing: compiling the CMS and building the storefront for production...');
  compileCms();
  buildStorefront();
  const cms = await startTestStrapi();
  try {
    const data = await readSeedData(fileURLToPath(new URL('../../seed/data', import.meta.url)));
    await loadSeed(createStrapiClient({ baseUrl: cms.url, token: cms.seedToken }), data);
    const certificate = await issueCertificate(cms.url, await registerFirstAdmin(cms.url));
    const storefront = await startStorefront(cms);
    try {
      const courses = (await (await fetch(`${storefront.url}/api/courses`)).json()) as Array<{ id: string }>;
      const course = `/courses/${courses[0]!.id}`;
      const pages = [
        '/',
        '/courses',
        course,
        '/free-courses',
        '/cyber-awareness',
        '/cyber-security',
        `/certificate/${certificate}`,
        '/privacy',
      ];
      let failed = false;

      console.log('\nFirst view, compressed (images excluded)');
      console.log(
        'page'.padEnd(44),
        'HTML'.padStart(9),
        'CSS'.padStart(9),
        'JS'.padStart(9),
        'total'.padStart(9),
        ' budget',
      );
      const browser = await launchBrowser();
      const weights = [];
      try {
        for (const path of pages) weights.push(await measurePage(browser, storefront.url, path));
      } finally {
        await browser.close();
      }
      for (const weight of weights) {
        const { path } = weight;
        const totalBudget = path === '/' ? BUDGETS.landingTotal : BUDGETS.pageTotal;
        const ok = weight.total <= totalBudget && weight.js <= BUDGETS.js;
        failed ||= !ok;
        console.log(
          path.padEnd(44),
          kb(weight.html).padStart(9),
          kb(weight.css).padStart(9),
          kb(weight.js).padStart(9),
          kb(weight.total).padStart(9),
          ` ${mark(ok)} (total <= ${kb(totalBudget)}, JS <= ${kb(BUDGETS.js)})`,
        );
      }

      console.log(
        '\nLighthouse, mobile with default throttling (Chromium at',
        process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        ')',
      );
      console.log(
        'page'.padEnd(44),
        'perf'.padStart(5),
        'a11y'.padStart(5),
        'LCP'.padStart(8),
        'TBT'.padStart(7),
        ' budget',
      );
      const lighthousePages = ['/', '/courses', course, '/free-courses', '/cyber-awareness', '/cyber-security'];
      for (const scores of await lighthouseScores(storefront.url, lighthousePages)) {
        const ok = scores.performance >= BUDGETS.lighthouse && scores.accessibility >= BUDGETS.lighthouse;
        failed ||= !ok;
        console.log(
          scores.path.padEnd(44),
          String(scores.performance).padStart(5),
          String(scores.accessibility).padStart(5),
          `${scores.lcpMs} ms`.padStart(8),
          `${scores.tbtMs} ms`.padStart(7),
          ` ${mark(ok)} (both >= ${BUDGETS.lighthouse})`,
        );
      }

      console.log('\nCatalogue SSR throughput, warm cache, 10 connections for 10 s on loopback');
      const throughput = await measureThroughput(storefront.url, '/courses');
      console.log(
        `${throughput.path}: ${throughput.requestsPerSecond} req/s, p95 ${throughput.p95Ms} ms, errors ${throughput.errors}, non-2xx ${throughput.non2xx}`,
      );
      failed ||= throughput.errors > 0 || throughput.non2xx > 0;

      console.log(failed ? '\nSome budgets were missed.' : '\nAll budgets met.');
      process.exitCode = failed ? 1 : 0;
    } finally {
      await storefront.stop();
    }
  } finally {
    await cms.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
