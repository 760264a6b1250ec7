/**
 * An editor's preview of drafts on the storefront (ADR 0032), through the links the admin panel gets: a draft
 * course, module and alert render in the learners' screens under a "not published yet" banner, never stored or
 * indexed, framed by the admin panel alone; a link that expired, was forged or names another document is refused
 * in words; the drafts stay off every other page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { testPlatform } from '@kundu/test-platform';
import { createDraft, createDrafts, previewLink, signedToken, type Drafts } from './support/drafts';

const platform = testPlatform();
const base = platform.storefront.url;
let drafts: Drafts;

beforeAll(async () => {
  drafts = await createDrafts();
});

async function page(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  return { response, html: await response.text() };
}

const BANNER = 'Preview — not published yet';

function expectPreviewHeaders(response: Response) {
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  // The admin panel (CMS_PUBLIC_URL: the platform's CMS) may frame it, in its Preview screen; no one else.
  expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors ${platform.cms.url};`);
  expect(response.headers.get('x-frame-options')).toBeNull();
}

describe('a preview link from the admin panel', () => {
  it('shows a draft module in the module player: banner, lesson, quiz as learners get it, nothing to submit', async () => {
    const link = await previewLink('module', drafts.moduleId);
    expect(link.startsWith(`${base}/preview/module/${drafts.moduleId}?token=`)).toBe(true);
    const { response, html } = await page(link);
    expect(response.status).toBe(200);
    expectPreviewHeaders(response);
    expect(html).toContain(BANNER);
    expect(html).toContain(`Your PIN is yours alone ${drafts.suffix}`);
    expect(html).toContain('Module 1 of 1');
    expect(html).toContain('<h2>Nobody needs your PIN</h2>');
    // One Enter in the lesson field is a line break, as the admin panel's own preview of the field shows it.
    expect(html).toMatch(/<p>Not the bank, not the agent\.<br ?\/?>\s*Not a caller who says they are from BSP\.<\/p>/);
    expect(html).toContain('Who may ask for your PIN?');
    expect(html).toContain('Hang up and call the bank yourself');
    expect(html).toContain('In a preview the quiz cannot be submitted and nothing is counted.');
    // Nothing the preview shows writes anything: no form, and the answers are not in the page.
    // The site's own preference switches (language, low data: ADR 0046, 0048) are the only forms.
    expect(html).not.toMatch(/<form(?![^>]*action="\/(?:language|low-data)")/i);
    expect(html).not.toContain('the bank never asks for it');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
  });

  it('shows a module with a question pool as one attempt asks it, and says so (ADR 0044)', async () => {
    const pool = Array.from({ length: 5 }, (_, index) => ({
      prompt: `Pool question ${index + 1} about PINs?`,
      explanation: 'Because.',
      options: [
        { text: `Right answer ${index + 1}`, isCorrect: true },
        { text: `Wrong answer ${index + 1}`, isCorrect: false },
      ],
    }));
    const moduleId = await createDraft('api::course-module.course-module', {
      title: `Your PIN, asked a few ways ${drafts.suffix}`,
      slug: `your-pin-asked-a-few-ways-${drafts.suffix}`,
      description: 'Five questions, two an attempt.',
      estimatedDuration: '10 minutes',
      passMark: 70,
      lesson: '## Nobody needs your PIN',
      quiz: pool,
      quizDraw: 2,
    });
    const { response, html } = await page(await previewLink('module', moduleId));
    expect(response.status).toBe(200);
    expect(pool.filter((question) => html.includes(question.prompt))).toHaveLength(2);
    expect(html).toContain('Question 2 of 2');
    expect(html).toContain(
      'In a preview the quiz cannot be submitted and nothing is counted. Each attempt asks 2 of this module’s 5 questions, a different set each time; this is one of them.',
    );
  });

  it('shows a draft course page with its draft module and an enrolment card that enrols no one', async () => {
    const { response, html } = await page(await previewLink('course', drafts.courseId));
    expect(response.status).toBe(200);
    expectPreviewHeaders(response);
    expect(html).toContain(BANNER);
    expect(html).toContain(`Draft: Safe mobile money ${drafts.suffix}`);
    expect(html).toContain('Never share a mobile money PIN');
    expect(html).toContain(`Your PIN is yours alone ${drafts.suffix}`);
    expect(html).toContain('Learners enrol here once the course is published.');
    // The site's own preference switches (language, low data: ADR 0046, 0048) are the only forms.
    expect(html).not.toMatch(/<form(?![^>]*action="\/(?:language|low-data)")/i);
  });

  it('shows a draft alert as its card in the awareness center', async () => {
    const { response, html } = await page(await previewLink('alert', drafts.alertId));
    expect(response.status).toBe(200);
    expectPreviewHeaders(response);
    expect(html).toContain(BANNER);
    expect(html).toContain(`Fake BSP text messages ${drafts.suffix}`);
    expect(html).toContain('Delete the text and call BSP on the number on your card.');
  });
});

describe('a preview link that cannot be used', () => {
  it('is refused in words with a 4xx, never a 500: expired, forged, altered, for another document, missing', async () => {
    const now = Math.floor(Date.now() / 1000);
    const genuine = new URL(await previewLink('module', drafts.moduleId)).searchParams.get('token')!;
    const cases: Array<[string, number, string]> = [
      [
        `/preview/module/${drafts.moduleId}?token=${signedToken('module', drafts.moduleId, now - 60)}`,
        401,
        'This preview link has expired (links last one hour). Open the preview again from the admin panel.',
      ],
      [
        `/preview/module/${drafts.moduleId}?token=module.${drafts.moduleId}.${now + 600}.${'A'.repeat(43)}`,
        401,
        'This preview link is not valid. Open the preview again from the admin panel.',
      ],
      [
        `/preview/course/${drafts.courseId}?token=${genuine}`,
        403,
        'This preview link is for another document. Open the preview again from the admin panel.',
      ],
      [
        `/preview/module/${drafts.moduleId}`,
        401,
        'This preview link has no token. Open the preview again from the admin panel.',
      ],
      [`/preview/module/NOT-AN-ID?token=${genuine}`, 404, 'There is nothing to preview at this address.'],
    ];
    for (const [path, status, words] of cases) {
      const { response, html } = await page(`${base}${path}`);
      expect(response.status, path).toBe(status);
      expect(html, path).toContain(words);
      expect(html, path).toContain('This preview cannot be shown');
      expect(html, path).not.toContain('Nobody needs your PIN');
      expectPreviewHeaders(response);
    }
  });
});

describe('everywhere else', () => {
  it('shows no draft: the course page, the module player, the catalogue and the alerts know nothing of them', async () => {
    expect((await page(`${base}/courses/${drafts.courseId}`)).response.status).toBe(404);
    const catalogue = await page(`${base}/courses?search=${encodeURIComponent('Draft: Safe mobile money')}`);
    expect(catalogue.html).not.toContain(`Draft: Safe mobile money ${drafts.suffix}`);
    const alerts = await (await fetch(`${base}/api/awareness/alerts`)).text();
    expect(alerts).not.toContain(`Fake BSP text messages ${drafts.suffix}`);
    // A page that is not a preview may still be framed by no one.
    const home = await fetch(base);
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(home.headers.get('x-frame-options')).toBe('DENY');
  });
});
