/**
 * Every public screen on the seeded content, on a 360 px wide phone, as a visitor sees it: the spec's words, the
 * links behind them, axe-core with no serious or critical violations, and no console errors or CSP violations.
 * Other test files publish courses and alerts on the same CMS: lists and counts are compared with what it publishes
 * now, and the seed files name the seeded items a screen is checked on.
 */
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readSeedData, TARGET_ROLES, type SeedData } from '@kundu/seed';
import { testPlatform, unique } from '@kundu/test-platform';
import {
  launchBrowser,
  openPage,
  publishedNow,
  seriousAccessibilityViolations,
  type OpenPage,
} from '../support/browser';
import { CATALOGUE_PAGE_SIZE } from '~/lib/catalogue-filters';
import { issueCertificate, reportAlertViews, waitForStorefront } from '../support/cms-admin';

const platform = testPlatform();
const base = platform.storefront.url;
let browser: Browser;
let data: SeedData;
let current: OpenPage;
let page: Page;

beforeAll(async () => {
  [browser, data] = await Promise.all([
    launchBrowser(),
    readSeedData(fileURLToPath(new URL('../../../seed/data', import.meta.url))),
  ]);
});
afterAll(async () => {
  await browser?.close();
});

async function visit(path: string, expectedStatus = 200) {
  current = await openPage(browser);
  page = current.page;
  const response = await page.goto(`${base}${path}`);
  expect(response?.status(), path).toBe(expectedStatus);
  return response;
}

afterEach(async () => {
  if (!current) return;
  expect(current.problems).toEqual([]);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await current.close();
});

type PublishedCourse = {
  title: string;
  description: string;
  domain: string;
  isFree: boolean;
  targetRoles: Array<{ role: string }>;
};
/** Every course the CMS publishes now. */
const publishedCourses = () =>
  publishedNow<PublishedCourse>(
    'courses',
    'fields[0]=title&fields[1]=description&fields[2]=domain&fields[3]=isFree&populate[targetRoles][fields][0]=role',
  );
const isFor = (course: PublishedCourse, role: string) => course.targetRoles.some((entry) => entry.role === role);

type AlertCategory = 'Critical' | 'High Risk' | 'Emerging';
type PublishedAlert = {
  title: string;
  category: AlertCategory;
  reportedOn: string | null;
  createdAt: string;
  sourceUrl: string | null;
  featuredOnHome: boolean;
};
/** Every alert the CMS publishes now, newest first as the storefront shows them: by the editor's "Reported on"
 * date, else by when the alert was created. */
async function publishedAlerts(): Promise<PublishedAlert[]> {
  const alerts = await publishedNow<PublishedAlert>(
    'awareness-alerts',
    'fields[0]=title&fields[1]=category&fields[2]=reportedOn&fields[3]=createdAt&fields[4]=sourceUrl&fields[5]=featuredOnHome',
  );
  return alerts.sort((a, b) => reportedAt(b).localeCompare(reportedAt(a)));
}
const reportedAt = (alert: PublishedAlert) =>
  alert.reportedOn ? `${alert.reportedOn}T00:00:00.000Z` : new Date(alert.createdAt).toISOString();
const SEVERITY: AlertCategory[] = ['Critical', 'High Risk', 'Emerging'];
const THREAT_LABEL: Record<AlertCategory, string> = {
  Critical: 'Active Threat',
  'High Risk': 'High Risk',
  Emerging: 'Emerging Threat',
};
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const main = () => page.locator('main');
const hrefOf = async (name: string | RegExp) =>
  page
    .getByRole('link', { name, exact: typeof name === 'string' })
    .first()
    .getAttribute('href');

describe('landing page (spec 2.3)', () => {
  it('shows every section with the spec\u2019s words and links', async () => {
    await visit('/');
    expect(await hrefOf('Get Started Today')).toBe('/auth');
    expect(await hrefOf('Try Free Courses')).toBe('/free-courses');

    await expect(main().getByRole('heading', { name: 'Explore Cyber Domains' }).isVisible()).resolves.toBe(true);
    const learnMore = main().getByRole('link', { name: /^Learn More/ });
    expect(await learnMore.count()).toBe(7);
    expect(await learnMore.first().getAttribute('href')).toBe('/cyber-security');

    await expect(main().getByRole('heading', { name: 'Choose Your Learning Path' }).isVisible()).resolves.toBe(true);
    const register = main().getByRole('link', { name: /^Register Now/ });
    expect(await register.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      TARGET_ROLES.map((role) => `/auth?role=${role}`),
    );

    // Up to three alerts marked for the home page, the most severe first, then the newest: the seeded active
    // threat, high risk and emerging threat, unless another test file has featured alerts of its own since.
    const featured = (await publishedAlerts())
      .filter((alert) => alert.featuredOnHome)
      .sort((a, b) => SEVERITY.indexOf(a.category) - SEVERITY.indexOf(b.category))
      .slice(0, 3);
    const threats = main().getByTestId('threat-card');
    expect(await threats.count()).toBe(3);
    expect(await threats.allInnerTexts()).toEqual(
      featured.map((alert) =>
        expect.stringMatching(
          new RegExp(
            `^${THREAT_LABEL[alert.category]}\\n[\\s\\S]*${escapeRegExp(alert.title)}[\\s\\S]*Recommended action:`,
          ),
        ),
      ),
    );
    expect(await hrefOf('Get Free Security Training')).toBe('/free-courses');
    expect(await hrefOf('Start Your Cyber Defense Journey')).toBe('/auth');

    const steps = await main()
      .getByRole('heading', { name: /^\d\. / })
      .allInnerTexts();
    expect(steps).toEqual([
      '1. Update your passwords',
      '2. Enable 2FA',
      '3. Verify communications',
      '4. Stay informed',
    ]);

    const training = main().locator('section[aria-labelledby="training-title"] li');
    expect(await training.allInnerTexts()).toEqual([
      'Cyber Security\n12 modules',
      'Cyber Defense\n10 modules',
      'Cyber Assurance\n8 modules',
      'Cyber Crime\n14 modules',
      'Cyber Intelligence\n11 modules',
      'Cyber GRC\n9 modules',
    ]);

    const notice = await main().locator('section[aria-labelledby="privacy-title"]').innerText();
    expect(notice).toContain('Digital Government Act 2022');
    expect(notice).toContain('Cyber Crime Code Act 2016');
    expect(notice).toContain('only for education and to improve the platform');
    expect(notice).toContain('access, modify or delete');
    expect(await hrefOf('Read Full Privacy Policy')).toBe('/privacy');
  });

  it('has the global frame: news ticker, header, footer with learning paths and this year', async () => {
    await visit('/');
    expect(await page.getByTestId('news-ticker').innerText()).toContain('CYBER NEWS');
    await page
      .getByRole('button', { name: 'Menu' })
      .or(page.getByText('Menu', { exact: true }))
      .first()
      .click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(
      expect.arrayContaining(['Home', 'Free Courses', 'Cyber Alerts', 'Cyber Security', 'Cyber AI/ML', 'Sign In']),
    );
    const footer = page.locator('footer');
    const paths = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(paths).toEqual(
      expect.arrayContaining(
        ['general_workforce', 'students', 'law_enforcement', 'government', 'intelligence', 'churches_ngos'].map(
          (path) => `/courses?path=${path}`,
        ),
      ),
    );
    expect(await footer.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth');
    const footerText = await footer.innerText();
    expect(footerText).toContain(`\u00a9 ${new Date().getFullYear()} Kundu Cyber Academy Limited`);
    expect(footerText).toContain('Digital Government Act 2022');
    expect(footerText).toContain('Cyber Crime Code Act 2016');
    expect(footerText).toMatch(/For educational use/);
  });

  it('is what an unknown address shows, with status 404', async () => {
    await visit('/no-such-page', 404);
    await expect(page.getByRole('link', { name: 'Get Started Today' }).isVisible()).resolves.toBe(true);
  });
});

describe('domain pages (spec 2.9)', () => {
  it.each([
    ['cyber-security', 'Cyber Security', 18],
    ['cyber-defense', 'Cyber Defense', 23],
    ['cyber-assurance', 'Cyber Assurance', 20],
    ['cyber-crime', 'Cyber Crime', 21],
    ['cyber-intelligence', 'Cyber Intelligence', 23],
    ['cyber-grc', 'Cyber GRC', 22],
    ['cyber-ai-ml', 'Cyber AI/ML', 27],
  ])('/%s shows %s from the CMS, its four modules and a useful call to action', async (slug, name, hours) => {
    await visit(`/${slug}`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(name);
    const seeded = data.domains.find((domain) => domain.slug === slug)!;
    const modules = main().locator('section[aria-labelledby="modules-title"] li');
    expect(await modules.count()).toBe(4);
    for (const [index, module] of seeded.modules.entries()) {
      const text = await modules.nth(index).innerText();
      expect(text).toContain(module.title);
      expect(text).toContain(module.level);
      expect(text).toContain(`${module.hours} hours`);
    }
    expect(seeded.modules.reduce((sum, module) => sum + module.hours, 0)).toBe(hours);
    const cta = page.getByRole('link', { name: 'Sign Up to Get Started' });
    expect(await cta.count()).toBe(2);
    expect(await cta.first().getAttribute('href')).toBe(
      `/auth?tab=register&redirect=${encodeURIComponent(`/${slug}`)}`,
    );
  });

  it('shows the GRC page\u2019s badges, audience, prerequisites and framework lists', async () => {
    await visit('/cyber-grc');
    const text = await main().innerText();
    for (const words of [
      '4 Strategic Modules',
      '22 Hours Training',
      'GRC Specialist Track',
      'Governance leadership',
      'Risk excellence',
      'Compliance mastery',
      'Policy excellence',
      'Chief information security officers (CISOs)',
      'Management experience',
      'ISO 27001/27002',
      'COBIT 2019',
      'PNG Digital Government Act 2022',
      'Cyber Crime Code Act 2016',
      'FAIR',
      'SANS Top 20',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('shows the AI/ML page\u2019s badges, prerequisites and technology lists', async () => {
    await visit('/cyber-ai-ml');
    const text = await main().innerText();
    for (const words of [
      '4 Advanced Modules',
      '27 Hours Training',
      'AI Security Specialist',
      'Programming knowledge (Python preferred)',
      'Basic statistics',
      'ML frameworks',
      'Security analytics platforms',
      'Automation and orchestration',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('links the courses its editors chose for the AI/ML page as catalogue cards, and none where they chose none', async () => {
    const chosen = data.domains.find((domain) => domain.slug === 'cyber-ai-ml')!.courses ?? [];
    expect(chosen.length).toBeGreaterThan(0);
    const courses = await publishedNow<{ documentId: string; slug: string; title: string }>(
      'courses',
      'fields[0]=title&fields[1]=slug',
    );
    await visit('/cyber-ai-ml');
    const section = main().locator('section[aria-labelledby="courses-title"]');
    expect(await section.locator('#courses-title').innerText()).toBe('Courses you can take now');
    const cards = section.getByTestId('course-card');
    expect(await cards.count()).toBe(chosen.length);
    for (const [index, slug] of chosen.entries()) {
      const course = courses.find((entry) => entry.slug === slug)!;
      expect(await cards.nth(index).getByRole('heading').innerText()).toBe(course.title);
      expect(await cards.nth(index).getByRole('link').getAttribute('href')).toBe(`/courses/${course.documentId}`);
    }
    await visit('/cyber-grc');
    expect(await main().locator('section[aria-labelledby="courses-title"]').count()).toBe(0);
  });
});

describe('course catalogue (spec 2.6)', () => {
  it('applies a search typed before the page’s script has run, as on a slow phone', async () => {
    current = await openPage(browser);
    page = current.page;
    // The scripts wait until the visitor has typed, as they do on a slow connection.
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto(`${base}/courses`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('searchbox').fill('zzzz');
    release();
    await page.waitForURL(/q=zzzz/);
    await expect.poll(() => main().getByText('No Courses Found').count()).toBe(1);
    expect(await page.getByRole('searchbox').inputValue()).toBe('zzzz');
  });

  it('lists every course with its card, and filters by search, domain and learning path in the URL', async () => {
    const courses = await publishedCourses();
    await visit('/courses');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Cybersecurity Training Courses');
    expect(await page.getByRole('searchbox').getAttribute('placeholder')).toBe('Search courses...');
    expect(await page.getByLabel('Domain').locator('option').allInnerTexts()).toEqual([
      'All Domains',
      'Cyber Security',
      'Cyber Defense',
      'Cyber Assurance',
      'Cyber Crime',
      'Cyber Intelligence',
      'Cyber GRC',
    ]);
    expect(
      await main()
        .getByText(/^Showing \d+ course/)
        .innerText(),
    ).toBe(`Showing ${courses.length} courses`);
    // A page of the catalogue at a time: other files' courses may fill more than one.
    const cards = main().getByTestId('course-card');
    expect(await cards.count()).toBe(Math.min(courses.length, CATALOGUE_PAGE_SIZE));
    const first = await cards.first().innerText();
    expect(first).toMatch(/module/);
    expect(first).toContain('View Course');

    await page.getByRole('searchbox').fill('WHATSAPP');
    await page.waitForURL(/q=WHATSAPP/);
    const expected = courses.filter((course) =>
      `${course.title} ${course.description}`.toLowerCase().includes('whatsapp'),
    );
    await expect.poll(() => cards.count()).toBe(expected.length);
    expect(
      await main()
        .getByText(/^Showing \d+ course/)
        .innerText(),
    ).toBe(`Showing ${expected.length} ${expected.length === 1 ? 'course' : 'courses'}`);

    await page.getByLabel('Domain').selectOption('cyber_crime');
    await page.waitForURL(/domain=cyber_crime/);
    const crime = expected.filter((course) => course.domain === 'cyber_crime');
    await expect.poll(() => cards.count()).toBe(crime.length);

    await page.getByRole('searchbox').fill('zzzz');
    await page.waitForURL(/q=zzzz/);
    await expect.poll(() => main().getByText('No Courses Found').count()).toBe(1);
    expect(await main().innerText()).toContain('Try adjusting your search criteria or filters.');
  });

  it('opens filtered from a footer learning path link, and a filtered address can be shared', async () => {
    const expected = (await publishedCourses()).filter(
      (course) => isFor(course, 'student_educational') && course.domain === 'cyber_crime',
    );
    await visit('/courses?path=students&domain=cyber_crime');
    expect(expected.length).toBeGreaterThan(0);
    expect(await main().getByTestId('course-card').count()).toBe(expected.length);
    expect(await page.getByLabel('Learning path').inputValue()).toBe('students');
  });
});

describe('course detail (spec 2.7)', () => {
  const courseWithPrerequisites = () => data.courses.find((course) => course.prerequisites.length > 0)!;

  it('shows the course, its modules and, signed out, Sign In Required', async () => {
    const seeded = courseWithPrerequisites();
    const list = (await (await fetch(`${base}/api/courses`)).json()) as Array<{ id: string; slug: string }>;
    const id = list.find((course) => course.slug === seeded.slug)!.id;
    await visit(`/courses/${id}`);

    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).innerText()).toContain(seeded.title);
    expect(await hrefOf('Back to Courses')).toBe('/courses');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(seeded.title);
    const text = await main().innerText();
    for (const words of [
      'Modules',
      'Duration',
      'Audience',
      'All Levels',
      'Certificate',
      'Included',
      seeded.difficulty,
    ]) {
      expect(text).toContain(words);
    }
    expect(await page.getByRole('heading', { name: 'Learning Objectives' }).isVisible()).toBe(true);
    for (const objective of seeded.objectives) expect(text).toContain(objective);
    expect(await page.getByRole('heading', { name: 'Prerequisites' }).isVisible()).toBe(true);
    const modules = page.getByRole('heading', { name: 'Course Modules' }).locator('..').locator('li');
    expect(await modules.count()).toBe(seeded.modules.length);
    for (const [index, module] of seeded.modules.entries()) {
      const item = await modules.nth(index).innerText();
      expect(item).toContain(module.title);
      expect(item).toContain(module.estimatedDuration);
    }
    const card = page.getByTestId('enrolment-card');
    expect(await card.getByRole('heading').innerText()).toBe('Sign In Required');
    expect(await card.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      `/auth?redirect=${encodeURIComponent(`/courses/${id}`)}`,
    );
    const information = page.getByRole('heading', { name: 'Course Information' }).locator('..');
    expect(await information.innerText()).toContain('Yes, upon completion');
  });

  it.each(['abcdefghijklmnopqrstuvwx', 'no such course'])('answers 404 Course Not Found for %s', async (id) => {
    await visit(`/courses/${encodeURIComponent(id)}`, 404);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Course Not Found');
    expect(await hrefOf('Back to Courses')).toBe('/courses');
  });
});

describe('free courses (spec 2.10)', () => {
  /** The free courses the CMS publishes now. */
  let free: PublishedCourse[];
  beforeAll(async () => {
    free = (await publishedCourses()).filter((course) => course.isFree);
  });

  it('groups the free courses by target role, with a count on each group', async () => {
    await visit('/free-courses');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Free Cybersecurity Courses');
    const text = await main().innerText();
    expect(text).toContain('6 Professional Categories');
    expect(text).toContain(`${free.length} Free Courses`);
    expect(await page.getByLabel('Category', { exact: true }).locator('option').allInnerTexts()).toEqual([
      'All Categories',
      'General Workforce',
      'Students & Educational',
      'Law Enforcement',
      'Government Departments',
      'Intelligence Community',
      'Churches & NGOs',
    ]);
    // Every category has a seeded free course: courses other test files publish add to the groups, never one more.
    const groups = main().getByTestId('course-group');
    expect(await groups.count()).toBe(6);
    for (const [index, role] of TARGET_ROLES.entries()) {
      const count = free.filter((course) => isFor(course, role)).length;
      const group = await groups.nth(index).innerText();
      expect(group).toContain(`${count} ${count === 1 ? 'course' : 'courses'}`);
    }
    const many = data.courses.find((course) => course.isFree && course.objectives.length > 3)!;
    const card = main().getByTestId('free-course-card').filter({ hasText: many.title }).first();
    const cardText = await card.innerText();
    expect(cardText).toContain('FREE');
    expect(cardText).toContain("You'll learn:");
    expect(cardText).toContain(`+${many.objectives.length - 3} more topics...`);
    expect(cardText).not.toContain(many.objectives[3]);
    expect(await card.getByRole('link', { name: /^Start Free Course/ }).getAttribute('href')).toMatch(
      /^\/courses\/[a-z0-9]+$/,
    );
  });

  it('shows one category as a flat grid', async () => {
    await visit('/free-courses?role=government');
    expect(await main().getByTestId('course-group').count()).toBe(0);
    const expected = free.filter((course) => isFor(course, 'government'));
    expect(await main().getByTestId('free-course-card').count()).toBe(expected.length);
    await page.getByLabel('Category', { exact: true }).selectOption('churches_ngos');
    await page.waitForURL(/role=churches_ngos/);
    const churches = free.filter((course) => isFor(course, 'churches_ngos'));
    await expect.poll(() => main().getByTestId('free-course-card').count()).toBe(churches.length);
  });
});

describe('awareness center (spec 2.11)', () => {
  /** An alert of this file's own, published as the seed loader publishes one (its API token): the newest. */
  async function publishAlert(alert: Record<string, unknown>): Promise<void> {
    const response = await fetch(`${platform.cms.url}/api/awareness-alerts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${platform.cms.seedToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: alert }),
    });
    expect(response.status, await response.text()).toBe(201);
  }

  it('shows the hero, up to ten current threats, the four protection tiles and the incident panel', async () => {
    // Views are counted on alerts of this file's own, which no other file reads: seeded alerts are everyone's. The
    // newest alerts come first, so both are among the ten shown.
    const made = unique();
    const viewed = {
      title: `Fake Air Niugini refund texts ${made}`,
      slug: `fake-air-niugini-refund-texts-${made}`,
      category: 'Critical',
      description: 'Texts offer a refund for a cancelled flight and ask for your bank card number.',
      source: 'PNG CERT',
      sourceUrl: `https://www.cert.gov.pg/alerts/refund-texts-${made}`,
    };
    const unviewed = {
      title: `Fake BSP security calls ${made}`,
      slug: `fake-bsp-security-calls-${made}`,
      category: 'High Risk',
      description: 'A caller says your account is locked and asks for the code the bank just sent you.',
    };
    await publishAlert(viewed);
    await publishAlert(unviewed);
    await reportAlertViews(viewed.title, 5);
    await waitForStorefront('/api/awareness/alerts', (alerts) =>
      (alerts as Array<{ title: string; showCount: number }>).some(
        (alert) => alert.title === viewed.title && alert.showCount === 5,
      ),
    );
    const alerts = await publishedAlerts();
    await visit('/cyber-awareness');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Free Cyber Awareness Center');
    expect(await hrefOf('Start Free Training')).toBe('/free-courses');
    expect(await hrefOf('Join for Free')).toBe('/auth');

    const cards = main().getByTestId('alert-card');
    expect(await cards.count()).toBe(Math.min(10, alerts.length));
    const texts = await cards.allInnerTexts();
    expect(texts.every((text) => text.includes('Protection Tip:'))).toBe(true);
    expect(texts.some((text) => text.includes('Source: Kundu Threat Intelligence'))).toBe(true);
    const withLink = alerts.filter((alert) => alert.sourceUrl).map((alert) => alert.title);
    const readSource = main().getByRole('link', { name: /^Read Source/ });
    expect(await readSource.count()).toBe(
      texts.filter((text) => withLink.some((title) => text.includes(title))).length,
    );
    expect(await readSource.first().getAttribute('target')).toBe('_blank');
    expect(await cards.filter({ hasText: viewed.title }).innerText()).toContain('Viewed 5 times');
    // An alert nobody viewed has no badge (other files' alerts may have views of their own).
    expect(await cards.filter({ hasText: unviewed.title }).innerText()).not.toContain('Viewed');

    const text = await main().innerText();
    for (const words of [
      'Essential Cyber Protection',
      'Secure Passwords',
      'Enable 2FA',
      'Stay Alert',
      'Regular Updates',
      'Medium',
      'Been Hit by a Cyber Incident?',
      'Contact a Cyber Expert',
    ]) {
      expect(text).toContain(words);
    }
    // Where to report in Papua New Guinea has a page of its own, which signed-in learners reach too (ADR 0040).
    expect(await hrefOf('Report Security Incident')).toBe('/report-incident');
  });
});

describe('certificate (spec 2.12)', () => {
  it('shows a certificate, downloads it as a PDF, and shares its link', async () => {
    // A course of its own, named apart from the seeded ones other files look for by title.
    const courseName = `Spot and Stop Scams at the Garden Market ${unique()}`;
    const code = await issueCertificate({ recipientName: 'Grace Pomat', courseName });
    await visit(`/certificate/${code}`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const text = await main().innerText();
    for (const words of [
      'Kundu Cyber Academy Limited',
      'Grace Pomat',
      courseName,
      'Recognise SMS and WhatsApp scams and report them.',
      // Issued today, in Port Moresby.
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Pacific/Port_Moresby' }).format(new Date()),
      '1 hour',
      'Spotting scams',
      'Director of Training',
      'Certificate ID',
      code,
    ]) {
      expect(text).toContain(words);
    }
    const details = page.getByRole('heading', { name: 'Certificate Details' }).locator('..');
    for (const words of ['ID', code, 'Issuer', 'Recipient', 'Grace Pomat', 'Duration']) {
      expect(await details.innerText()).toContain(words);
    }

    const pdf = await fetch(`${base}/api/certificate/${code}/download`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Download Certificate' }).click();
    expect((await popup).url()).toBe(`${base}/api/certificate/${code}/download`);

    await page.getByRole('button', { name: 'Share Achievement' }).click();
    const toast = page.getByTestId('toast');
    expect(await toast.innerText()).toMatch(/^Certificate link copied\n+Share your achievement with others!/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${base}/certificate/${code}`);
  });

  it.each(['KCA-00000-00000-00000-00000', 'not-a-certificate'])(
    'answers 404 Certificate Not Found for %s',
    async (id) => {
      await visit(`/certificate/${id}`, 404);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Certificate Not Found');
      expect(await main().innerText()).toContain("The certificate you're looking for doesn't exist or has been moved.");
    },
  );
});

describe('privacy policy', () => {
  it('explains what data is used for, the law, and the visitor\u2019s rights', async () => {
    await visit('/privacy');
    const text = await main().innerText();
    expect(text).toContain('Digital Government Act 2022');
    expect(text).toContain('Your rights');
    expect(text).toContain(testPlatform().cms.supportEmail);
  });
});
