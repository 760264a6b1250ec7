/**
 * One visitor of the storefront over HTTP, as a browser would be: a cookie jar, its own network address (through
 * X-Forwarded-For, which the test storefront trusts), and the site's own Origin on every write.
 */
import { expect } from 'vitest';
import { verificationToken } from '@kundu/cms/testing/learners';
import { testPlatform } from '@kundu/test-platform';
import { newAddress, newLearner } from './accounts-stack';
import { PNG } from './files';

export { PNG };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes, checked by the tests
export type Answer = { status: number; headers: Headers; body: any; text: string };

export class Visitor {
  cookies = new Map<string, string>();
  /** The Set-Cookie lines of the last answer that set any. */
  setCookies: string[] = [];

  constructor(
    readonly base: string,
    readonly address = newAddress(),
  ) {}

  get session(): string | undefined {
    return this.cookies.get('kundu_session');
  }

  async call(
    path: string,
    {
      method,
      json,
      body,
      headers = {},
    }: { method?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const verb = method ?? (json === undefined && body === undefined ? 'GET' : 'POST');
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(new URL(path, this.base), {
      method: verb,
      redirect: 'manual',
      headers: {
        'x-forwarded-for': this.address,
        ...(verb === 'GET' || verb === 'HEAD' ? {} : { origin: this.base }),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: json === undefined ? body : JSON.stringify(json),
    });
    if (response.headers.getSetCookie().length) this.setCookies = response.headers.getSetCookie();
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  }

  /** Another visitor holding a copy of this one's cookies: an old cookie kept and replayed later. */
  copy(): Visitor {
    const other = new Visitor(this.base, this.address);
    other.cookies = new Map(this.cookies);
    return other;
  }
}

/** A learner registered through the storefront's API (as a previous visit would have), signed in as `visitor`. */
export async function registerLearner(base: string, overrides: Record<string, string> = {}) {
  const visitor = new Visitor(base);
  const details = newLearner(overrides);
  const { confirmPassword: _confirm, ...payload } = details;
  const answer = await visitor.call('/api/register', { json: payload });
  expect(answer.status, answer.text).toBe(201);
  return { visitor, details, user: answer.body as { id: string; email: string } };
}

/**
 * Opens the verification link (ADR 0035) the CMS emailed to this address, read from the platform's mail stand-in,
 * through the storefront's /verify page as the learner would: the address is then verified.
 */
export async function verifyEmail(visitor: Visitor, email: string) {
  const token = await verificationToken(testPlatform().mail, email);
  const opened = await visitor.call(`/verify?token=${token}`);
  expect(opened.status, textOf(opened.text).slice(0, 300)).toBe(200);
}

/** A learner whose email address is verified through the emailed link: one who may run an organisation. */
export async function registerAdministrator(base: string, overrides: Record<string, string> = {}) {
  const registered = await registerLearner(base, overrides);
  await verifyEmail(registered.visitor, registered.details.email);
  return registered;
}

/** A learner with role, consent and photo (spec 2.1: a complete profile, so they may enrol), signed in as `visitor`. */
export async function registerCompleteLearner(base: string, overrides: Record<string, string> = {}) {
  const registered = await registerLearner(base, overrides);
  const { visitor, details } = registered;
  const saved = await visitor.call('/api/user/profile', {
    method: 'PATCH',
    json: { role: details.role, organization: 'Lae Baptist Church', hasConsentedToDataUse: true },
  });
  expect(saved.status, saved.text).toBe(200);
  const issued = await visitor.call('/api/upload-url/photo', { json: {} });
  const { uploadURL, filePath } = issued.body as { uploadURL: string; filePath: string };
  await visitor.call(uploadURL, { method: 'PUT', body: new Uint8Array(PNG), headers: { 'content-type': 'image/png' } });
  const linked = await visitor.call('/api/user/photo', {
    json: { filePath, fileName: 'me.png', fileSize: PNG.length, fileType: 'image/png' },
  });
  expect(linked.status, linked.text).toBe(200);
  return registered;
}

/** The page's text as a reader sees it, without tags. */
export const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/\s+/g, ' ');
