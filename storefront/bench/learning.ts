/**
 * The learning targets of `npm run bench`:
 * - the dashboard of a learner with 100 enrolments, and the catalogue with 5,000 courses, against the seeded case
 *   (server time, and the ratio; the target is at most 1.5x: no N+1 queries, no unbounded populate);
 * - the certificate PDF: milliseconds per certificate and its size (at most 100 KB);
 * - a module page's first view on the wire, headers included.
 */
import type { Browser } from 'playwright-core';
import { renderCertificatePdf } from '../app/lib/certificate-pdf.server';
import { seededCourse } from '../test/support/seeded-quizzes';
import { enrolIn, registerBenchLearner, submitQuiz, type BenchLearner } from './learner';
import { measurePage, type PageWeight } from './page-weight';
import { serverTime, type ServerTime } from './server-time';

type Cms = { url: string; seedToken: string };
type CourseSummary = { id: string; slug: string };

const KB = 1024;

async function courseList(base: string, query = ''): Promise<CourseSummary[]> {
  return (await (await fetch(`${base}/api/courses${query}`)).json()) as CourseSummary[];
}

async function moduleIds(base: string, courseId: string): Promise<string[]> {
  const modules = (await (await fetch(`${base}/api/courses/${courseId}/modules`)).json()) as Array<{ id: string }>;
  return modules.map((module) => module.id);
}

/** Writes through the CMS's REST API with the seed token, a few at a time (SQLite writes one at a time anyway). */
async function createMany(cms: Cms, collection: string, items: Array<Record<string, unknown>>): Promise<string[]> {
  const ids: string[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const response = await fetch(`${cms.url}/api/${collection}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${cms.seedToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ data: items[index] }),
      });
      if (!response.ok) throw new Error(`Creating ${collection} failed (${response.status}): ${await response.text()}`);
      ids[index] = ((await response.json()) as { data: { documentId: string } }).data.documentId;
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return ids;
}

const QUIZ = [0, 1, 2].map((question) => ({
  prompt: `Bench question ${question + 1}: which answer is right?`,
  explanation: 'The first option is right in the bench courses.',
  options: [
    { text: 'This one', isCorrect: true },
    { text: 'Not this one', isCorrect: false },
  ],
}));

function benchCourse(index: number) {
  return {
    title: `Bench course ${String(index).padStart(4, '0')}: staying safe online in Morobe`,
    slug: `bench-course-${index}`,
    description: 'A course made by the bench to fill the catalogue: how to stay safe online at home and at work.',
    domain: ['cyber_security', 'cyber_crime', 'cyber_defense', 'cyber_grc'][index % 4],
    targetRoles: [{ role: 'general_workforce' }],
    difficulty: 'Beginner',
    duration: '1 hour',
    isFree: true,
  };
}

export type LearningFigures = {
  seededDashboard: ServerTime;
  scaledDashboard: ServerTime;
  seededCatalogue: ServerTime;
  scaledCatalogue: ServerTime;
  pdfRenderMs: number;
  pdfDownload: ServerTime;
  pdfBytes: number;
  modulePage: PageWeight;
};

/** Part 1, on the seeded platform: a learner with three courses, a finished course's certificate, a module page. */
/**
 * A learner who finishes the seeded scams course (enrolled in `extra` other free courses too), and the code of the
 * certificate it earns: certificates are only ever earned, never made by hand (ADR 0037).
 */
export async function finishSeededCourse(base: string, name: string, extra = 0) {
  const scams = await seededCourse('spot-and-stop-sms-and-whatsapp-scams');
  const courses = await courseList(base, '?free=true');
  const learner = await registerBenchLearner(base, name);
  const scamsId = courses.find((course) => course.slug === scams.data.slug)!.id;
  const others = courses.filter((course) => course.id !== scamsId).slice(0, extra);
  for (const course of [{ id: scamsId }, ...others]) await enrolIn(learner, course.id);
  const scamsModules = await moduleIds(base, scamsId);
  for (const [index, module] of scams.modules.entries()) {
    await submitQuiz(learner, `/courses/${scamsId}/modules/${scamsModules[index]}`, module.right);
  }
  const dashboard = (await (await learner.call('/api/user/dashboard')).json()) as {
    certificates: Array<{ id: string }>;
  };
  const code = dashboard.certificates[0]?.id;
  if (!code) throw new Error('The bench learner finished the scams course but has no certificate');
  return { learner, scamsId, scamsModules, code };
}

export async function measureSeededLearning(base: string, browser: Browser) {
  const { learner, scamsId, scamsModules, code } = await finishSeededCourse(base, 'Seeded', 2);

  const seededDashboard = await serverTime(`${base}/`, { cookie: learner.cookie });
  const seededCatalogue = await serverTime(`${base}/courses`);
  const pdfDownload = await serverTime(`${base}/api/certificate/${code}/download`);
  const pdf = new Uint8Array(await (await fetch(`${base}/api/certificate/${code}/download`)).arrayBuffer());
  const certificate = (await (await fetch(`${base}/api/certificate/${code}`)).json()) as Parameters<
    typeof renderCertificatePdf
  >[0];
  const runs = 100;
  const started = performance.now();
  for (let run = 0; run < runs; run += 1) await renderCertificatePdf(certificate, `${base}/certificate/${code}`);
  const pdfRenderMs = Math.round(((performance.now() - started) / runs) * 10) / 10;
  const modulePage = await measurePage(browser, base, `/courses/${scamsId}/modules/${scamsModules[1]}`, {
    cookie: learner.cookie,
  });
  return { learner, seededDashboard, seededCatalogue, pdfDownload, pdfBytes: pdf.length, pdfRenderMs, modulePage };
}

/** Part 2: 100 courses with modules for one learner's 100 enrolments, and the catalogue filled to 5,000 courses. */
export async function growPlatform(cms: Cms, base: string, log: (line: string) => void): Promise<string[]> {
  const existing = (await courseList(base)).length;
  log(`Adding 100 courses with 3 modules each, for a learner with 100 enrolments...`);
  const learnerCourses = await createMany(
    cms,
    'courses',
    Array.from({ length: 100 }, (_, index) => benchCourse(index)),
  );
  await createMany(
    cms,
    'course-modules',
    learnerCourses.flatMap((courseId, courseIndex) =>
      [1, 2, 3].map((order) => ({
        title: `Module ${order}`,
        slug: `bench-module-${courseIndex}-${order}`,
        description: 'A bench module.',
        estimatedDuration: '20 minutes',
        order,
        passMark: 70,
        lesson: `## Module ${order}\n\n${'Keep your PIN to yourself and check before you pay. '.repeat(40)}`,
        quiz: QUIZ,
        course: courseId,
      })),
    ),
  );
  const toAdd = 5000 - existing - learnerCourses.length;
  log(`Adding ${toAdd} more courses to reach 5,000 in the catalogue...`);
  await createMany(
    cms,
    'courses',
    Array.from({ length: toAdd }, (_, index) => benchCourse(100 + index)),
  );
  return learnerCourses;
}

/** Part 3, on the grown platform (with a storefront started afresh, so nothing is cached from before). */
export async function measureScaledLearning(base: string, learnerCourses: string[]) {
  const learner: BenchLearner = await registerBenchLearner(base, 'Hundred');
  for (const courseId of learnerCourses) await enrolIn(learner, courseId);
  for (const courseId of learnerCourses.slice(0, 30)) {
    const [first] = await moduleIds(base, courseId);
    await submitQuiz(learner, `/courses/${courseId}/modules/${first}`, ['This one', 'This one', 'This one']);
  }
  const count = (await courseList(base)).length;
  return {
    courses: count,
    scaledDashboard: await serverTime(`${base}/`, { cookie: learner.cookie }),
    scaledDashboardApi: await serverTime(`${base}/api/user/dashboard`, { cookie: learner.cookie }),
    scaledCatalogue: await serverTime(`${base}/courses`),
    scaledCatalogueSearch: await serverTime(`${base}/courses?q=morobe&page=100`),
  };
}

export function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}
