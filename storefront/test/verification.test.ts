/**
 * The verification page (/verify, ADR 0035) over HTTP, as a browser without JavaScript uses it, against the
 * platform's CMS: opening the link emailed at registration (read from the SMTP stand-in) says the address is
 * verified, and again that it already is; an expired link says so and sends a new one from its own page; an unknown
 * one is a 404 in words. An administrator whose email is not verified is sent from /organisation to /verify, which
 * says why and sends a new link, and reaches the console once the link is opened.
 */
import { describe, expect, it } from 'vitest';
import { VERIFICATION_MESSAGES } from '@kundu/cms-contract/verification';
import { verificationToken } from '@kundu/cms/testing/learners';
import { testPlatform, unique } from '@kundu/test-platform';
import { createOrganisation } from './support/cms-admin';
import { registerCompleteLearner, registerLearner, textOf, Visitor } from './support/visitor';

const platform = testPlatform();
const base = platform.storefront.url;
const stamp = unique();

const page = async (visitor: Visitor, path: string) => {
  const answer = await visitor.call(path);
  return { ...answer, words: textOf(answer.text) };
};

const postForm = (visitor: Visitor, path: string, fields: Record<string, string>) =>
  visitor.call(path, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** Every verification link sent to this learner: expired an hour ago, as if a day had passed. */
async function expireLinksOf(email: string) {
  await platform.cms.sql(
    'UPDATE contact_verifications SET expires_at = ? WHERE id IN (SELECT l.contact_verification_id FROM contact_verifications_user_lnk l JOIN up_users u ON u.id = l.user_id WHERE u.email = ?)',
    [platform.cms.timestamp(new Date(Date.now() - 3600_000)), email],
  );
}

describe('opening a verification link', () => {
  it('says the address is verified, then that it already is, signed in or not', async () => {
    const { details } = await registerLearner(base);
    const token = await verificationToken(platform.mail, details.email);
    // Opened on another device, where nobody is signed in.
    const elsewhere = new Visitor(base);
    const opened = await page(elsewhere, `/verify?token=${token}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    expect(opened.words).toContain('Email address verified');
    expect(opened.words).toMatch(/Thank you: m\*+@example\.org is verified\./);
    expect(opened.text).toContain('href="/auth"');
    expect(opened.words).not.toContain('Open your organisation');

    const again = await page(elsewhere, `/verify?token=${token}`);
    expect(again.status).toBe(200);
    expect(again.words).toContain('Already verified');
    expect(again.words).toMatch(/This link has been used before, and m\*+@example\.org is verified\./);
  });

  it('says an expired link has expired, and sends a new one from its page without signing in', async () => {
    const { details } = await registerLearner(base);
    const token = await verificationToken(platform.mail, details.email);
    await expireLinksOf(details.email);
    const visitor = new Visitor(base);
    const expired = await page(visitor, `/verify?token=${token}`);
    expect(expired.status).toBe(410);
    expect(expired.words).toContain('This link has expired');
    expect(expired.words).toContain(VERIFICATION_MESSAGES.linkExpired);
    expect(expired.text).toContain(`name="token" value="${token}"`);

    const resent = await postForm(visitor, '/verify', { intent: 'resend', token });
    expect(resent.status).toBe(200);
    expect(textOf(resent.text)).toMatch(
      /Link sent A new link is on its way to m\*+@example\.org\. It works once, for 24 hours\./,
    );
    const fresh = await verificationToken(platform.mail, details.email, { after: 1 });
    expect((await page(visitor, `/verify?token=${fresh}`)).words).toContain('Email address verified');
  });

  it('answers a link that is not valid with 404 in words, and a way to a new one', async () => {
    const answer = await page(new Visitor(base), `/verify?token=${'z'.repeat(43)}`);
    expect(answer.status).toBe(404);
    expect(answer.words).toContain('This link is not valid');
    expect(answer.words).toContain(VERIFICATION_MESSAGES.linkNotFound);
    expect(answer.text).toContain(`href="/auth?redirect=${encodeURIComponent('/verify')}"`);
    const malformed = await page(new Visitor(base), '/verify?token=%3Cscript%3E');
    expect(malformed.status).toBe(404);
  });

  it('asks a signed-out visitor without a link to sign in', async () => {
    const answer = await page(new Visitor(base), '/verify');
    expect(answer.status).toBe(200);
    expect(answer.words).toContain('Sign in to see whether your email address and phone number are verified');
  });
});

describe('an administrator whose email is not verified', () => {
  it('is sent from the console to /verify, can send a new link there, and reaches the console once it is opened', async () => {
    const listed = `ruth.kaupa.${stamp}@example.org`;
    const name = `Wewak Catholic Youth ${stamp}`;
    const { id } = await createOrganisation({ name, kind: 'church', province: 'East Sepik', administrators: [listed] });
    const { visitor } = await registerCompleteLearner(base, { email: listed });

    // The dashboard shows the way; the console says what to do instead.
    expect((await page(visitor, '/')).text).toContain('href="/organisation"');
    for (const path of ['/organisation', `/organisation/groups?org=${id}`]) {
      const refused = await visitor.call(path);
      expect(refused.status, path).toBe(302);
      expect(refused.headers.get('location'), path).toBe('/verify?for=organisation');
    }
    const status = await page(visitor, '/verify?for=organisation');
    expect(status.status).toBe(200);
    expect(status.words).toContain(
      'Before you can manage your organisation, we need to know that this email address is yours',
    );
    expect(status.words).toContain(`Email address ${listed} Not verified yet`);
    expect(status.words).not.toContain(name);
    // A form without JavaScript: a new link, said in words.
    const sent = await postForm(visitor, '/verify?for=organisation', { intent: 'send', contact: 'email' });
    expect(sent.status).toBe(200);
    expect(textOf(sent.text)).toMatch(/Link sent A new link is on its way to r\*+@example\.org\./);
    // The console's forms do nothing (the CMS refuses them) and lead to the same page.
    const form = await postForm(visitor, `/organisation/groups?org=${id}`, { intent: 'create-group', name: 'Choir' });
    expect(form.status).toBe(302);
    expect(form.headers.get('location')).toBe('/verify?for=organisation');

    const token = await verificationToken(platform.mail, listed, { after: 1 });
    const opened = await page(visitor, `/verify?token=${token}`);
    expect(opened.words).toContain('Email address verified');
    expect(opened.text).toContain('href="/organisation"');
    expect(opened.words).toContain('Open your organisation');
    const consolePage = await page(visitor, '/organisation');
    expect(consolePage.status).toBe(200);
    expect(consolePage.words).toContain(name);
    expect((await page(visitor, '/verify?for=organisation')).words).toContain(`Email address ${listed} Verified`);
    expect((await page(visitor, `/organisation/groups?org=${id}`)).words).not.toContain('Choir');
  });
});
