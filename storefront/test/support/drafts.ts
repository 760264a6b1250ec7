/**
 * Drafts written as an editor writes them (the admin panel's own API) and the preview links the admin panel gets
 * for them (GET /content-manager/preview/url/:uid, as its Open preview button asks), for the preview tests
 * (ADR 0032). Tokens made here by hand are signed as the CMS signs them, for links that expired or were forged.
 */
import { createHmac, hkdfSync } from 'node:crypto';
import { testPlatform, unique } from '@kundu/test-platform';

const CM = '/content-manager/collection-types';

async function asEditor(path: string, method = 'GET', body?: unknown) {
  return fetch(`${testPlatform().cms.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${await testPlatform().admin.token()}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export async function createDraft(uid: string, data: Record<string, unknown>): Promise<string> {
  const response = await asEditor(`${CM}/${uid}`, 'POST', data);
  const json = (await response.json()) as { data?: { documentId: string } };
  if (response.status !== 201 || !json.data) throw new Error(`Creating a draft ${uid} failed: ${JSON.stringify(json)}`);
  return json.data.documentId;
}

export type Drafts = { courseId: string; moduleId: string; alertId: string; suffix: string };

/**
 * A draft course with one draft module (lesson and two-question quiz), and a draft alert. Never published. Their
 * titles and slugs end in a suffix no other test file has, so they meet nothing of another file on the shared CMS.
 */
export async function createDrafts(): Promise<Drafts> {
  const suffix = unique();
  const courseId = await createDraft('api::course.course', {
    title: `Draft: Safe mobile money ${suffix}`,
    slug: `draft-safe-mobile-money-${suffix}`,
    description: 'Keep your PIN and your wallet safe from scammers.',
    domain: 'cyber_crime',
    difficulty: 'Beginner',
    duration: '45 minutes',
    isFree: true,
    objectives: [{ text: 'Never share a mobile money PIN' }],
  });
  const moduleId = await createDraft('api::course-module.course-module', {
    title: `Your PIN is yours alone ${suffix}`,
    slug: `your-pin-is-yours-alone-${suffix}`,
    description: 'Why nobody ever needs your PIN.',
    estimatedDuration: '10 minutes',
    order: 1,
    passMark: 70,
    lesson:
      '## Nobody needs your PIN\n\nNot the bank, not the agent.\nNot a caller who says they are from BSP.\n\n' +
      '- Hang up.\n- Call the number on your card.',
    quiz: [
      {
        prompt: 'Who may ask for your PIN?',
        explanation: 'Nobody: the bank never asks for it.',
        options: [
          { text: 'Nobody', isCorrect: true },
          { text: 'The agent at the shop', isCorrect: false },
        ],
      },
      {
        prompt: 'A caller says your account is locked. What do you do?',
        explanation: 'Call the number on your card yourself.',
        options: [
          { text: 'Give the code they sent', isCorrect: false },
          { text: 'Hang up and call the bank yourself', isCorrect: true },
        ],
      },
    ],
    course: { connect: [{ documentId: courseId }] },
  });
  const alertId = await createDraft('api::awareness-alert.awareness-alert', {
    title: `Fake BSP text messages ${suffix}`,
    slug: `fake-bsp-text-messages-${suffix}`,
    description: 'Texts asking you to confirm your PIN at a link are scams.',
    category: 'Critical',
    protectionTip: 'Delete the text and call BSP on the number on your card.',
    showCount: 0,
    featuredOnHome: false,
  });
  return { courseId, moduleId, alertId, suffix };
}

const UIDS = {
  course: 'api::course.course',
  module: 'api::course-module.course-module',
  alert: 'api::awareness-alert.awareness-alert',
} as const;

/** The link the admin panel gets for a draft (it points at the test storefront: the CMS's STOREFRONT_PUBLIC_URL). */
export async function previewLink(type: keyof typeof UIDS, documentId: string): Promise<string> {
  const response = await asEditor(`/content-manager/preview/url/${UIDS[type]}?documentId=${documentId}&status=draft`);
  const json = (await response.json()) as { data?: { url?: string } };
  if (response.status !== 200 || !json.data?.url) throw new Error(`No preview link: ${JSON.stringify(json)}`);
  return json.data.url;
}

/** A token signed with the key the CMS derives from the storefront's API token, for any claim (an expired one). */
export function signedToken(type: string, documentId: string, expiresAtSeconds: number): string {
  const key = Buffer.from(hkdfSync('sha256', testPlatform().cms.storefrontToken, 'kundu-preview-link', 'v1', 32));
  const claim = `${type}.${documentId}.${expiresAtSeconds}`;
  return `${claim}.${createHmac('sha256', key).update(claim).digest('base64url')}`;
}
