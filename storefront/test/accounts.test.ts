/**
 * The account calls of spec section 7 through the storefront, as a browser makes them, against the worker's shared
 * CMS, which sends over real SMTP and to a WhatsApp Cloud API–shaped server, and uploads to local disk and to a real
 * S3-compatible server (the platform's s3rver, through a second storefront), all on loopback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlatform } from '@kundu/test-platform';
import { newLearner, startAccountsStack, type AccountsStack } from './support/accounts-stack';
import { PNG, registerLearner, Visitor } from './support/visitor';

/** The platform's support address (its CMS's and its storefront's SUPPORT_EMAIL): these messages are the CMS's. */
const SUPPORT = testPlatform().cms.supportEmail;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A Windows program's first bytes, as in a file renamed to look like a photo. */
const EXECUTABLE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(600, 1)]);
const SIX_MEGABYTES = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024, 0)]);

const { s3 } = testPlatform();
let stack: AccountsStack;
let s3Storefront: string;

beforeAll(async () => {
  stack = await startAccountsStack();
  s3Storefront = (await stack.startAnotherStorefront(s3.env)).url;
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

/**
 * The first of the messages a peer received (this file's, read over HTTP) that `isIt` picks, once it has arrived.
 */
async function arrival<T>(received: () => Promise<T[]>, isIt: (message: T) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await received()).find(isIt);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The message did not arrive in time');
}

const registered = (base = stack.storefront.url, overrides: Record<string, string> = {}) =>
  registerLearner(base, overrides);

async function upload(visitor: Visitor, kind: 'photo' | 'document', file: Buffer, contentType: string) {
  const issued = await visitor.call(`/api/upload-url/${kind}`, { json: {} });
  expect(issued.status, issued.text).toBe(200);
  const { uploadURL, filePath } = issued.body as { uploadURL: string; filePath: string };
  const absolute = new URL(uploadURL, visitor.base);
  const put =
    absolute.origin === new URL(visitor.base).origin
      ? await visitor.call(absolute.pathname + absolute.search, {
          method: 'PUT',
          body: new Uint8Array(file),
          headers: { 'content-type': contentType },
        })
      : await fetch(absolute, {
          method: 'PUT',
          body: new Uint8Array(file),
          headers: { 'content-type': contentType },
        }).then(async (response) => ({ status: response.status, text: await response.text() }));
  return { uploadURL, filePath, put };
}

/** A photo as the visitor's browser asks for it (their session cookie sent), with its bytes. */
async function photo(visitor: Visitor, path: string) {
  const cookie = [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(new URL(path, visitor.base), {
    headers: { 'x-forwarded-for': visitor.address, ...(cookie ? { cookie } : {}) },
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

function notify(visitor: Visitor, kind: 'photo' | 'document', filePath: string, file: Buffer, name: string) {
  return visitor.call(`/api/user/${kind}`, {
    json: { filePath, fileName: name, fileSize: file.length, fileType: 'image/png', documentKind: 'government_id' },
  });
}

describe('sessions', () => {
  it('answers a signed-out visitor as signed out', async () => {
    const visitor = new Visitor(stack.storefront.url);
    expect(await visitor.call('/api/user')).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
    expect((await visitor.call('/api/auth/user')).body).toBeNull();
    expect((await visitor.call('/api/debug-auth')).body).toEqual({ authenticated: false, hasSessionCookie: false });
    expect(await visitor.call('/api/upload-url/photo', { json: {} })).toMatchObject({
      status: 401,
      body: { message: 'Authentication required' },
    });
  });

  it('keeps the session in an encrypted httpOnly SameSite=Lax cookie that cannot be forged', async () => {
    const { visitor, details, user } = await registered();
    expect(user).toMatchObject({ email: details.email, firstName: 'Mary', role: 'government' });
    const cookie = visitor.setCookies.find((line) => line.startsWith('kundu_session=')) ?? '';
    expect(cookie).toMatch(/^kundu_session=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/);
    // Sealed: neither the learner's details nor a bearer token (a JWT or the CMS's session id) can be read from it.
    expect(visitor.session).not.toContain(details.email);
    expect(visitor.session).not.toMatch(/^eyJ|\.eyJ/);
    expect((await visitor.call('/api/user')).body).toMatchObject({ id: user.id, email: details.email });
    expect((await visitor.call('/api/auth/user')).body).toMatchObject({ email: details.email });
    expect((await visitor.call('/api/debug-auth')).body).toEqual({ authenticated: true, hasSessionCookie: true });

    const forged = visitor.copy();
    const value = visitor.session!;
    forged.cookies.set('kundu_session', `${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`);
    expect((await forged.call('/api/user')).status).toBe(401);
  });

  it('refuses writes that come from another site', async () => {
    const { visitor, details } = await registered();
    const fromElsewhere = await visitor.call('/api/login', {
      json: { email: details.email, password: details.password },
      headers: { origin: 'https://evil.example' },
    });
    expect(fromElsewhere).toMatchObject({
      status: 403,
      body: { message: 'This request must come from a page of this site.' },
    });
    const noOrigin = await fetch(`${stack.storefront.url}/api/logout`, {
      method: 'POST',
      headers: { cookie: `kundu_session=${visitor.session}`, 'sec-fetch-site': 'cross-site' },
    });
    expect(noOrigin.status).toBe(403);
    // A link on another site to GET /api/logout does not sign the learner out either.
    const linked = await visitor.call('/api/logout', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(linked.status).toBe(302);
    expect((await visitor.call('/api/user')).status).toBe(200);
    // It lands on a page that asks for one press of a button, which is kept by no cache.
    const confirm = await fetch(`${stack.storefront.url}/logout`, {
      headers: { cookie: `kundu_session=${visitor.session}` },
    });
    expect(confirm.status).toBe(200);
    expect(confirm.headers.get('cache-control')).toBe('no-store');
    expect(await confirm.text()).toMatch(/<form[^>]*action="\/api\/logout"/);
  });

  it('signs in with a new session each time, and signing out ends that session on the server', async () => {
    const { visitor, details } = await registered();
    const phone = new Visitor(stack.storefront.url);
    const signedIn = await phone.call('/api/login', { json: { email: details.email, password: details.password } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ email: details.email, redirectUrl: '/profile' });
    expect(phone.session).not.toBe(visitor.session);

    const kept = phone.copy();
    const out = await phone.call('/api/logout', { json: {} });
    expect(out.status).toBe(200);
    expect(phone.session).toBeUndefined();
    // What the phone saved for offline goes with the session (ADR 0047).
    expect(out.headers.get('clear-site-data')).toBe('"cache", "storage"');
    // The old cookie, replayed, no longer works: the session ended in the CMS, not just in the browser.
    expect((await kept.call('/api/user')).status).toBe(401);
    expect((await visitor.call('/api/user')).status).toBe(200);

    // A browser too old to send Sec-Fetch-Site is believed only with a Referer from this site; otherwise it is
    // asked to confirm on /logout, whose button posts a form that signs out and goes home.
    const bare = await visitor.call('/api/logout');
    expect(bare).toMatchObject({ status: 302 });
    expect(bare.headers.get('location')).toBe('/logout');
    const foreign = await visitor.call('/api/logout', { headers: { referer: 'https://evil.example/page' } });
    expect(foreign.headers.get('location')).toBe('/logout');
    expect((await visitor.call('/api/user')).status).toBe(200);
    const confirm = await visitor.call('/logout');
    expect(confirm.status).toBe(200);
    expect(confirm.text).toContain('Log out?');
    expect(confirm.text).toMatch(/<form[^>]*method="post"[^>]*action="\/api\/logout"/);
    const { visitor: oldBrowser } = await registered();
    const referred = await oldBrowser.call('/api/logout', { headers: { referer: `${stack.storefront.url}/profile` } });
    expect(referred.status).toBe(303);
    expect((await oldBrowser.call('/api/user')).status).toBe(401);

    const { visitor: another } = await registered();
    const posted = await another.call('/api/logout', {
      body: new URLSearchParams(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/?clearAuth=true');
    expect(posted.headers.get('clear-site-data')).toBe('"cache", "storage"');
    expect((await another.call('/api/user')).status).toBe(401);
    expect((await visitor.call('/api/user')).status).toBe(200);

    const linkOut = await visitor.call('/api/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(linkOut.status).toBe(303);
    expect((await visitor.call('/api/user')).status).toBe(401);
  });

  it('answers wrong details with the spec’s message, then locks the account after 10 failures', async () => {
    const { visitor, details } = await registered();
    const attacker = new Visitor(stack.storefront.url);
    const first = await attacker.call('/api/login', { json: { email: details.email, password: 'wrong-guess' } });
    expect(first).toMatchObject({ status: 401, body: { message: 'Invalid email or password.' } });
    for (let attempt = 2; attempt <= 10; attempt += 1) {
      await new Visitor(stack.storefront.url).call('/api/login', {
        json: { email: details.email, password: `wrong-guess-${attempt}` },
      });
    }
    const owner = new Visitor(stack.storefront.url);
    const locked = await owner.call('/api/login', { json: { email: details.email, password: details.password } });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(
      `Too many failed sign-in attempts. For your security this account is locked for 15 minutes. Try again later, reset your password, or contact ${SUPPORT}.`,
    );
    expect(owner.session).toBeUndefined();

    // The browser the learner registered on keeps a device cookie: there the right password still signs in
    // (ADR 0019), so the attacker's failures do not lock the owner out.
    const remembered = visitor.cookies.get('kundu_devices');
    expect(remembered).toMatch(/^[\w.-]+$/);
    const atHome = await visitor.call('/api/login', { json: { email: details.email, password: details.password } });
    expect(atHome.status).toBe(200);
    // One account, one token in the cookie, however often it signs in there.
    expect(visitor.cookies.get('kundu_devices')).toBe(remembered);
  });

  it('answers registration mistakes with the spec’s messages', async () => {
    const visitor = new Visitor(stack.storefront.url);
    const { confirmPassword: _confirm, ...payload } = newLearner();
    const bad = await visitor.call('/api/register', {
      json: { ...payload, email: 'not-an-email', password: '12345', firstName: 'M', mobilePhone: '7123' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
      firstName: 'First name must be at least 2 characters',
      mobilePhone: 'Mobile phone number is required (at least 8 digits)',
    });
    const { details } = await registered();
    const again = await new Visitor(stack.storefront.url).call('/api/register', {
      json: { ...payload, email: details.email },
    });
    expect(again).toMatchObject({ status: 400, body: { message: 'An account with this email already exists.' } });
    const common = await new Visitor(stack.storefront.url).call('/api/register', {
      json: { ...payload, password: 'password123' },
    });
    expect(common.status).toBe(400);
    expect(common.body.message).toContain('one of the most common');
  });
});

describe('the profile through PATCH /api/user/profile', () => {
  it('leaves the organisation as it is when the call does not name it, and clears it when asked to', async () => {
    const { visitor } = await registered(stack.storefront.url, { organization: 'Lae Baptist Church' });
    const save = (json: Record<string, unknown>) => visitor.call('/api/user/profile', { method: 'PATCH', json });
    const withoutIt = await save({ role: 'student_educational', hasConsentedToDataUse: true });
    expect(withoutIt.status, withoutIt.text).toBe(200);
    expect(withoutIt.body).toMatchObject({ role: 'student_educational', organization: 'Lae Baptist Church' });
    expect((await visitor.call('/api/user')).body).toMatchObject({ organization: 'Lae Baptist Church' });

    expect(
      (await save({ role: 'student_educational', organization: 'Unitech', hasConsentedToDataUse: true })).body,
    ).toMatchObject({ organization: 'Unitech' });
    for (const cleared of [null, '', '   ']) {
      await save({ role: 'student_educational', organization: 'Unitech', hasConsentedToDataUse: true });
      const answer = await save({ role: 'student_educational', organization: cleared, hasConsentedToDataUse: true });
      expect({ cleared, organization: answer.body.organization }).toEqual({ cleared, organization: null });
    }
  });
});

describe('password reset through the storefront', () => {
  it('asks for a delivery method and usable contact details, in the spec’s words', async () => {
    const visitor = new Visitor(stack.storefront.url);
    expect(await visitor.call('/api/forgot-password', { json: { email: 'mary@example.org' } })).toMatchObject({
      status: 400,
      body: { message: 'Please select a delivery method' },
    });
    expect(
      await visitor.call('/api/forgot-password', { json: { phone: '7123', deliveryMethod: 'whatsapp' } }),
    ).toMatchObject({ status: 400, body: { message: 'Please provide valid contact information' } });
    expect(
      await visitor.call('/api/reset-password', { json: { newPassword: 'abcdef', confirmPassword: 'abcdef' } }),
    ).toMatchObject({ status: 400, body: { message: 'Reset token is required' } });
  });

  it('by email: the link arrives over SMTP, works once, and ends every session', async () => {
    const { visitor, details } = await registered();
    const otherDevice = new Visitor(stack.storefront.url);
    await otherDevice.call('/api/login', { json: { email: details.email, password: details.password } });

    const asked = await new Visitor(stack.storefront.url).call('/api/forgot-password', {
      json: { email: details.email, deliveryMethod: 'email' },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(
      'If an account matches these details, a password reset link is on its way. It works once, for 15 minutes.',
    );
    expect(asked.body.maskedContactInfo).toMatch(/^m\*+@example\.org$/);
    const email = await arrival(
      stack.smtp.received,
      (mail) => mail.to === details.email && mail.subject === 'Reset your Kundu Cyber Academy password',
    );
    const link = stack.resetLinkIn(email.text);
    expect(link, email.text).toBeTruthy();
    const token = new URL(link!).searchParams.get('reset');
    // The link opens the Set New Password tab, carrying the token in its form.
    const page = await (await fetch(link!)).text();
    expect(page).toMatch(/<a[^>]*aria-current="page"[^>]*>Set New Password<\/a>/);
    expect(page).toContain(`name="token" value="${token}"`);
    const reset = { token, newPassword: 'lae-market-morning', confirmPassword: 'lae-market-morning' };
    const done = await new Visitor(stack.storefront.url).call('/api/reset-password', { json: reset });
    expect(done).toMatchObject({
      status: 200,
      body: { message: 'Your password has been reset. Sign in with your new password.' },
    });
    expect((await visitor.call('/api/user')).status).toBe(401);
    expect((await otherDevice.call('/api/user')).status).toBe(401);

    const twice = await new Visitor(stack.storefront.url).call('/api/reset-password', {
      json: { ...reset, newPassword: 'someone-else-now', confirmPassword: 'someone-else-now' },
    });
    expect(twice).toMatchObject({
      status: 400,
      body: {
        message: `This reset link has expired or has already been used. Request a new link, or contact ${SUPPORT} for help.`,
      },
    });
    const signIn = new Visitor(stack.storefront.url);
    expect(
      (await signIn.call('/api/login', { json: { email: details.email, password: 'lae-market-morning' } })).status,
    ).toBe(200);
  });

  it('by WhatsApp: the Cloud API receives the link, which resets the password', async () => {
    const { details } = await registered();
    const phone = details.mobilePhone;
    const visitor = new Visitor(stack.storefront.url);
    const looked = await visitor.call('/api/user/contact-info-by-phone', { json: { phone } });
    expect(looked.body).toEqual({
      masked: {
        email: expect.stringMatching(/^m\*+@example\.org$/),
        phone: `+675****${phone.slice(-4)}`,
        hasPhone: true,
      },
    });
    const asked = await visitor.call('/api/forgot-password', { json: { phone, deliveryMethod: 'whatsapp' } });
    expect(asked.body.maskedContactInfo).toBe(`+675****${phone.slice(-4)}`);
    const message = await arrival(stack.whatsapp.received, (request) =>
      JSON.stringify(request.body).includes(`675${phone}`),
    );
    const link = stack.resetLinkIn(JSON.stringify(message.body));
    expect(link).toBeTruthy();
    const token = new URL(link!).searchParams.get('reset');
    const done = await visitor.call('/api/reset-password', {
      json: { token, newPassword: 'port-moresby-rain', confirmPassword: 'port-moresby-rain' },
    });
    expect(done.status).toBe(200);
    expect(
      (await visitor.call('/api/login', { json: { email: details.email, password: 'port-moresby-rain' } })).status,
    ).toBe(200);
  });
});

describe('uploads to local disk (the embedded default)', () => {
  it('takes a photo through a signed URL, checks it, and serves it to its owner only', async () => {
    const { visitor } = await registered();
    const { uploadURL, filePath, put } = await upload(visitor, 'photo', PNG, 'image/png');
    expect(uploadURL).toMatch(/^\/api\/storage\/incoming\/photos\/[\w-]+\?expires=\d+&signature=[\w-]+$/);
    expect(put.status).toBe(200);
    const linked = await notify(visitor, 'photo', filePath, PNG, 'me.png');
    expect(linked).toMatchObject({ status: 200, body: { filePath } });
    const me = (await visitor.call('/api/user')).body as { profileImageUrl: string };
    expect(me.profileImageUrl).toBe(`/media/${filePath}`);
    const served = await photo(visitor, me.profileImageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // Kept by the learner's own browser only, never by a cache between.
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(served.bytes.equals(PNG)).toBe(true);
    // Its address alone is not enough: anyone else, signed in or not, is told it does not exist.
    const anonymous = await fetch(`${stack.storefront.url}${me.profileImageUrl}`);
    expect(anonymous.status).toBe(404);
    expect(await anonymous.json()).toEqual({ message: 'Not found' });
    const other = await registered();
    expect((await photo(other.visitor, me.profileImageUrl)).status).toBe(404);
  });

  it('refuses a renamed program with the spec’s message, and keeps nothing of it', async () => {
    const { visitor } = await registered();
    const { filePath, put } = await upload(visitor, 'photo', EXECUTABLE, 'image/png');
    expect(put.status).toBe(200);
    const refused = await notify(visitor, 'photo', filePath, EXECUTABLE, 'holiday.png');
    expect(refused).toMatchObject({ status: 400, body: { message: 'Please select an image file (JPG, PNG, etc.)' } });
    expect((await fetch(`${stack.storefront.url}/media/${filePath}`)).status).toBe(404);
    expect(((await visitor.call('/api/user')).body as { profileImageUrl: unknown }).profileImageUrl).toBeNull();
    const document = await upload(visitor, 'document', EXECUTABLE, 'application/pdf');
    expect(await notify(visitor, 'document', document.filePath, EXECUTABLE, 'passport.pdf')).toMatchObject({
      status: 400,
      body: { message: 'Please select a PDF, JPG or PNG file.' },
    });
  });

  it('refuses a 6 MB file with the spec’s message', async () => {
    const { visitor } = await registered();
    const { filePath, put } = await upload(visitor, 'photo', SIX_MEGABYTES, 'image/png');
    expect(put.status).toBe(413);
    expect(JSON.parse(put.text)).toEqual({ message: 'File size must be less than 5MB' });
    expect((await notify(visitor, 'photo', filePath, SIX_MEGABYTES, 'big.png')).status).toBe(400);
  });

  it('refuses an upload URL that was altered, and a file path of another learner', async () => {
    const { visitor } = await registered();
    const { uploadURL } = await upload(visitor, 'photo', PNG, 'image/png');
    const altered = uploadURL.replace(/signature=[\w-]{4}/, 'signature=AAAA');
    const put = await visitor.call(altered, {
      method: 'PUT',
      body: new Uint8Array(PNG),
      headers: { 'content-type': 'image/png' },
    });
    expect(put).toMatchObject({ status: 403, body: { message: 'This upload link has expired. Please try again.' } });

    const other = await registered();
    const theirs = await upload(other.visitor, 'photo', PNG, 'image/png');
    expect(await notify(visitor, 'photo', theirs.filePath, PNG, 'me.png')).toMatchObject({
      status: 400,
      body: { message: 'This upload does not belong to your account. Please upload the file again.' },
    });
  });

  it('keeps a checked file as it was checked: its upload URL cannot replace it, nor can it be confirmed twice', async () => {
    const { visitor } = await registered();
    const { uploadURL, filePath } = await upload(visitor, 'document', PDF, 'application/pdf');
    expect((await notify(visitor, 'document', filePath, PDF, 'passport.pdf')).status).toBe(200);
    // The URL is still within its 5 minutes: a program sent to it lands outside the confirmed file's reach.
    const swap = await visitor.call(
      new URL(uploadURL, visitor.base).pathname + new URL(uploadURL, visitor.base).search,
      {
        method: 'PUT',
        body: new Uint8Array(EXECUTABLE),
        headers: { 'content-type': 'application/pdf' },
      },
    );
    expect(swap.status).toBe(200);
    expect(await notify(visitor, 'document', filePath, EXECUTABLE, 'passport.pdf')).toMatchObject({
      status: 400,
      body: { message: expect.any(String) },
    });
    const href = /href="(\/api\/user\/documents\/[\w-]+)"/.exec((await visitor.call('/profile')).text)?.[1];
    const served = await visitor.call(href!);
    expect(served.text).toBe(PDF.toString());
  });

  it('limits upload URLs to 20 an hour per learner, and documents to 25 MB per learner, in words', async () => {
    const { visitor } = await registered();
    const statuses: number[] = [];
    let last: { status: number; body: { message?: string } } = { status: 0, body: {} };
    for (let index = 0; index < 21; index += 1) {
      last = await visitor.call('/api/upload-url/photo', { json: {} });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array(20).fill(200), 429]);
    expect(last.body.message).toBe(
      `You have started many uploads in the last hour. Please wait a while and try again, or contact ${SUPPORT}.`,
    );
    // Another learner on the same network is not affected.
    expect((await (await registered()).visitor.call('/api/upload-url/photo', { json: {} })).status).toBe(200);

    const { visitor: keen } = await registered();
    const fiveMegabytes = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 - PDF.length, 32)]);
    // Six uploads started while there was room; the sixth no longer fits when it is confirmed.
    const sent = [];
    for (let index = 0; index < 6; index += 1)
      sent.push(await upload(keen, 'document', fiveMegabytes, 'application/pdf'));
    for (const [index, { filePath }] of sent.slice(0, 5).entries()) {
      expect((await notify(keen, 'document', filePath, fiveMegabytes, `letter-${index}.pdf`)).status).toBe(200);
    }
    const full = `Your documents use all 25 MB of your storage. Remove a document before uploading another, or contact ${SUPPORT}.`;
    expect(await notify(keen, 'document', sent[5]!.filePath, fiveMegabytes, 'one-more.pdf')).toMatchObject({
      status: 400,
      body: { message: full },
    });
    expect(await keen.call('/api/upload-url/document', { json: {} })).toMatchObject({
      status: 400,
      body: { message: full },
    });
  });

  it('serves an identity document to its owner only, and deletes it', async () => {
    const owner = await registered();
    const { filePath } = await upload(owner.visitor, 'document', PDF, 'application/pdf');
    expect((await notify(owner.visitor, 'document', filePath, PDF, 'passport.pdf')).status).toBe(200);
    const profile = await owner.visitor.call('/profile');
    const href = /href="(\/api\/user\/documents\/[\w-]+)"/.exec(profile.text)?.[1];
    expect(href, 'the profile links the document').toBeTruthy();
    expect(profile.text).toContain('passport.pdf');
    const mine = await owner.visitor.call(href!);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.text).toBe(PDF.toString());
    expect((await fetch(`${stack.storefront.url}/media/${filePath}`)).status).toBe(404);

    const stranger = await registered();
    expect(await stranger.visitor.call(href!)).toMatchObject({
      status: 404,
      body: { message: 'That document was not found.' },
    });
    expect((await stranger.visitor.call(href!, { method: 'DELETE' })).status).toBe(404);
    expect((await new Visitor(stack.storefront.url).call(href!)).status).toBe(401);

    expect((await owner.visitor.call(href!, { method: 'DELETE' })).status).toBe(204);
    expect((await owner.visitor.call(href!)).status).toBe(404);
  });
});

describe('uploads to an S3 bucket (production)', () => {
  it('takes a photo by presigned PUT straight to the bucket, then links and serves it', async () => {
    const { visitor } = await registered(s3Storefront);
    const { uploadURL, filePath, put } = await upload(visitor, 'photo', PNG, 'image/png');
    expect(new URL(uploadURL).origin).toBe(s3.endpoint);
    expect(uploadURL).toContain('X-Amz-Signature=');
    expect(put.status).toBe(200);
    // The URL writes under incoming/ only; confirming moves the file to its path, out of the URL's reach.
    expect((await s3.object(`incoming/${filePath}`))?.equals(PNG)).toBe(true);
    expect(await s3.object(filePath)).toBeNull();
    expect(await notify(visitor, 'photo', filePath, PNG, 'me.png')).toMatchObject({ status: 200 });
    expect((await s3.object(filePath))?.equals(PNG)).toBe(true);
    expect(await s3.object(`incoming/${filePath}`)).toBeNull();
    const served = await photo(visitor, `/media/${filePath}`);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(PNG)).toBe(true);
    expect((await fetch(`${s3Storefront}/media/${filePath}`)).status).toBe(404);
  });

  it('deletes a 6 MB file or a renamed program from the bucket, with the spec’s messages', async () => {
    const { visitor } = await registered(s3Storefront);
    const big = await upload(visitor, 'photo', SIX_MEGABYTES, 'image/png');
    expect(big.put.status).toBe(200);
    expect(await notify(visitor, 'photo', big.filePath, SIX_MEGABYTES, 'big.png')).toMatchObject({
      status: 400,
      body: { message: 'File size must be less than 5MB' },
    });
    // Refused before it is copied out of incoming/, and removed from there too.
    expect(await s3.object(big.filePath)).toBeNull();
    expect(await s3.object(`incoming/${big.filePath}`)).toBeNull();

    const program = await upload(visitor, 'document', EXECUTABLE, 'application/pdf');
    expect(await notify(visitor, 'document', program.filePath, EXECUTABLE, 'id.pdf')).toMatchObject({
      status: 400,
      body: { message: 'Please select a PDF, JPG or PNG file.' },
    });
    expect(await s3.object(program.filePath)).toBeNull();
  });
});

describe('bad requests get a clear answer, never a hang or a server error', () => {
  it('treats a malformed session cookie as an ended session', async () => {
    const visitor = new Visitor(stack.storefront.url);
    visitor.cookies.set('kundu_session', '%');
    expect((await visitor.call('/api/user')).status).toBe(401);
    const page = await fetch(`${stack.storefront.url}/courses`, {
      headers: { cookie: 'kundu_session=%' },
      signal: AbortSignal.timeout(10_000),
    });
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie().join()).toMatch(/kundu_session=;.*Max-Age=0/);
  });

  it('refuses a page form that is not a form, an oversized JSON body and a malformed asset address', async () => {
    const visitor = new Visitor(stack.storefront.url);
    const notAForm = await visitor.call('/auth?tab=login', { json: { email: 'mary@example.org' } });
    expect(notAForm.status).toBe(400);
    expect(notAForm.text).toContain('This form could not be read. Please go back to the page and try again.');
    const huge = await visitor.call('/api/login', {
      json: { email: 'mary@example.org', password: 'x'.repeat(100_000) },
    });
    expect(huge).toMatchObject({ status: 413, body: { message: 'This request is too large.' } });
    expect((await fetch(`${stack.storefront.url}/assets/x%E0.js`)).status).toBe(400);
  });

  it('files a document sent without JavaScript under the list it was sent from', async () => {
    const { visitor } = await registered();
    const form = new FormData();
    form.append('documentKind', 'additional');
    form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'church-letter.pdf');
    const sent = await visitor.call('/profile?intent=upload-document', { method: 'POST', body: form });
    expect(sent.status).toBe(200);
    const profile = (await visitor.call('/profile')).text;
    const additional = profile.slice(profile.indexOf('id="additional-title"'));
    const governmentId = profile.slice(
      profile.indexOf('id="government_id-title"'),
      profile.indexOf('id="additional-title"'),
    );
    expect(additional).toContain('church-letter.pdf');
    expect(governmentId).not.toContain('church-letter.pdf');
  });
});
