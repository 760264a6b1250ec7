/**
 * The account API against a real CMS, with the platform's SMTP server and WhatsApp Cloud API stand-in:
 * registration, sign-in and lockout, sessions, password reset by email and WhatsApp (once, for 15 minutes, ending
 * every session), forgot account, masked contact look-ups and their limits, the profile and its documents.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { hashSync } from '@node-rs/bcrypt';
import { testPlatform, unique } from '@kundu/test-platform';
import { describe, expect, it } from 'vitest';
import { getJson, type Json } from './support/api';
import { newAddress, newPerson, registerLearner, storefrontCall, type CallOptions } from './support/learners';
import { eventually } from './support/message-servers';

const platform = testPlatform();
const { cms } = platform;
/** Emails and phone numbers of this file's own: the platform keeps every file's accounts. */
const tag = unique();
/** A PNG mobile number of this file's own, ending in `last4` (what its masked form shows): `7xxx last4`. */
const prefix = `7${randomInt(100, 1000)}`;
const phone = (last4: string) => `${prefix} ${last4}`;
const SUPPORT_EMAIL = 'help@kundu.test';
/** Storage keys in the only form the CMS accepts (made by the storefront), of this file's own: each is unique. */
const documentKey = () => `documents/${randomUUID()}-ZyXwVu9876543210`;
const photoKey = () => `photos/${randomUUID()}-AbCdEfGh12345678`;
const emails = () => platform.mail.received();
const whatsapps = () => platform.whatsapp.received();
/** A password-reset email (registration also sends one to verify the address: ADR 0035). */
const isResetEmail = (mail: { subject: string }) => mail.subject === 'Reset your Kundu Cyber Academy password';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Calls as the storefront does; each test uses network addresses of its own, so one test's limits do not touch
 * another's, and calls that name none come from this file's own. */
const ADDRESS = newAddress();
const call = (path: string, options: CallOptions = {}) =>
  storefrontCall(cms, `account/${path}`, { ...options, address: options.address ?? ADDRESS });

const errorOf = (body: Json) =>
  body.error as { message: string; details?: { errors?: Array<{ path: string[]; message: string }> } };

const person = newPerson;
const register = (overrides: Json = {}) => registerLearner(cms, overrides);

describe('who may call the account API', () => {
  it('is only the storefront, with its token', async () => {
    expect(
      (await call('login', { body: { email: 'a@b.org', password: 'secret1' }, token: cms.seedToken })).status,
    ).toBe(403);
    const anonymous = await getJson(`${cms.url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.org', password: 'secret1' }),
    });
    expect(anonymous.status).toBe(403);
  });
});

describe('registration', () => {
  it('creates the learner, signs them in, and answers their profile without secrets', async () => {
    const email = `Grace.Pomat.${tag}@Example.org`;
    const { details, user, session } = await register({ mobilePhone: phone('4567'), email });
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Mary',
      role: 'government',
      organization: 'Department of Finance',
      hasConsentedToDataUse: false,
      profilePhotoKey: null,
      hasPhone: true,
    });
    expect(JSON.stringify(user)).not.toContain(details.password);
    expect(JSON.stringify(user)).not.toContain('password');
    expect(session).toMatch(/^[\w-]{43}$/);
    const me = await call('me', { session });
    expect(me.status).toBe(200);
    expect((me.body.user as Json).email).toBe(email.toLowerCase());
  });

  it('refuses an address already registered, in words the storefront recognises', async () => {
    const { details } = await register();
    const again = await call('register', { body: { ...details, password: 'another-long-one' }, address: newAddress() });
    expect(again.status).toBe(400);
    expect(errorOf(again.body).message).toBe('An account with this email already exists.');
  });

  it('answers every field rule with the spec\u2019s message', async () => {
    const { status, body } = await call('register', {
      body: {
        email: 'not-an-email',
        password: '12345',
        firstName: 'M',
        lastName: 'K',
        mobilePhone: '7123',
        role: 'pilot',
      },
      address: newAddress(),
    });
    expect(status).toBe(400);
    const messages = Object.fromEntries(
      (errorOf(body).details?.errors ?? []).map((error) => [error.path[0], error.message]),
    );
    expect(messages).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      mobilePhone: 'Mobile phone number is required (at least 8 digits)',
      role: 'Please select your role',
    });
  });

  it('says what is wrong with values too long, and with a phone number without digits', async () => {
    const { status, body } = await call('register', {
      body: {
        ...person(),
        email: `${'m'.repeat(250)}@example.org`,
        password: 'p'.repeat(201),
        firstName: 'M'.repeat(81),
        mobilePhone: 'call-me-maybe',
      },
      address: newAddress(),
    });
    expect(status).toBe(400);
    const messages = Object.fromEntries(
      (errorOf(body).details?.errors ?? []).map((error) => [error.path[0], error.message]),
    );
    expect(messages).toEqual({
      email: 'Email address must be at most 254 characters',
      password: 'Password must be at most 200 characters',
      firstName: 'First name must be at most 80 characters',
      mobilePhone: 'Mobile phone number is required (at least 8 digits)',
    });
  });

  it('refuses one of the 10,000 most common passwords', async () => {
    const { status, body } = await call('register', { body: person({ password: 'password1' }), address: newAddress() });
    expect(status).toBe(400);
    expect(errorOf(body).details?.errors).toEqual([
      expect.objectContaining({ path: ['password'], message: expect.stringContaining('one of the most common') }),
    ]);
  });
});

describe('uploads a learner may start', () => {
  const document = (index: number, sizeBytes: number) => ({
    storageKey: documentKey(),
    originalName: `letter-${index}.pdf`,
    mimeType: 'application/pdf',
    sizeBytes,
    kind: 'additional',
  });

  it('keeps each learner\u2019s documents within 25 MB, and says so in words', async () => {
    const { session } = await register();
    const five = 5 * 1024 * 1024;
    for (let index = 0; index < 5; index += 1) {
      expect((await call('me/documents', { body: document(index, five), session })).status).toBe(201);
    }
    const full = 'Your documents use all 25 MB of your storage. Remove a document before uploading another, or contact';
    const sixth = await call('me/documents', { body: document(5, 1), session });
    expect(sixth.status).toBe(400);
    expect(errorOf(sixth.body).message).toContain(full);
    const start = await call('me/uploads', { body: { kind: 'document' }, session });
    expect(start.status).toBe(400);
    expect(errorOf(start.body).message).toContain(full);
    // A photo replaces the one before: it is not held to the documents' quota.
    expect((await call('me/uploads', { body: { kind: 'photo' }, session })).body).toEqual({ allowed: true });
    // Another learner has their own room.
    const other = await register();
    expect((await call('me/uploads', { body: { kind: 'document' }, session: other.session })).status).toBe(200);
  });

  it('lets a learner start 20 uploads an hour', async () => {
    const { session } = await register();
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      statuses.push((await call('me/uploads', { body: { kind: 'photo' }, session })).status);
    }
    expect(statuses).toEqual([...Array(20).fill(200), 429]);
    expect((await call('me/uploads', { body: { kind: 'sound' }, session })).status).toBe(400);
  });
});

describe('sign-in and sessions', () => {
  it('keeps at most ten live sessions per learner, ending the oldest first', async () => {
    const { details, session: registered } = await register();
    const tokens: string[] = [registered];
    for (let index = 0; index < 11; index += 1) {
      const answer = await call('login', { body: details, address: newAddress() });
      expect(answer.status).toBe(200);
      tokens.push((answer.body.session as { token: string }).token);
    }
    const alive = await Promise.all(tokens.map(async (session) => (await call('me', { session })).status === 200));
    expect(alive).toEqual([false, false, ...Array(10).fill(true)]);
  });

  it('refuses in the language the storefront passes on (ADR 0046): Tok Pisin for tpi, English otherwise', async () => {
    const { details } = await register();
    const wrongPassword = (language?: string) =>
      call('login', {
        body: { email: details.email, password: 'wrong-password' },
        address: newAddress(),
        headers: language ? { 'accept-language': language } : {},
      });
    const tokPisin = await wrongPassword('tpi');
    expect(tokPisin.status).toBe(401);
    expect(errorOf(tokPisin.body).message).toBe('Email o password i no stret.');
    expect(errorOf((await wrongPassword('tpi-PG,en;q=0.8')).body).message).toBe('Email o password i no stret.');
    expect(errorOf((await wrongPassword()).body).message).toBe('Invalid email or password.');
    expect(errorOf((await wrongPassword('de-DE')).body).message).toBe('Invalid email or password.');

    // A session that ended (the has-session policy), and a form the contract's rules refuse, in the same language.
    const signedOut = await call('me', { session: 'no-such-session', headers: { 'accept-language': 'tpi' } });
    expect(signedOut.status).toBe(401);
    expect(errorOf(signedOut.body).message).toBe('Yu mas sain in gen pastaim.');
    const short = await call('register', {
      body: { ...person(), password: 'abc' },
      address: newAddress(),
      headers: { 'accept-language': 'tpi' },
    });
    expect(short.status).toBe(400);
    expect(errorOf(short.body).details?.errors).toContainEqual(
      expect.objectContaining({ path: ['password'], message: 'Password i mas gat 6 leta o moa' }),
    );
  });

  it('signs in with the right password only, in a new session each time', async () => {
    const { details } = await register();
    const wrong = await call('login', {
      body: { email: details.email, password: 'wrong-password' },
      address: newAddress(),
    });
    expect(wrong.status).toBe(401);
    expect(errorOf(wrong.body).message).toBe('Invalid email or password.');
    const unknown = await call('login', {
      body: { email: `nobody.${tag}@example.org`, password: 'whatever1' },
      address: newAddress(),
    });
    expect(unknown.status).toBe(401);
    expect(errorOf(unknown.body).message).toBe('Invalid email or password.');

    const first = await call('login', {
      body: { email: details.email.toUpperCase(), password: details.password },
      address: newAddress(),
    });
    const second = await call('login', {
      body: { email: details.email, password: details.password },
      address: newAddress(),
    });
    expect(first.status).toBe(200);
    const tokens = [first, second].map((answer) => (answer.body.session as { token: string }).token);
    expect(tokens[0]).not.toBe(tokens[1]);
  });

  it('stores passwords as argon2id, and replaces a bcrypt hash from before at the next sign-in (ADR 0052)', async () => {
    const { details } = await register();
    const email = details.email.toLowerCase();
    const stored = async () =>
      (await cms.query<{ password: string }>('SELECT password FROM up_users WHERE email = ?', [email]))[0]!.password;
    expect(await stored()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    // An account as Strapi stored passwords before: bcrypt, cost 10.
    await cms.sql('UPDATE up_users SET password = ? WHERE email = ?', [
      hashSync(details.password, { cost: 10 }),
      email,
    ]);
    const wrong = await call('login', { body: { email, password: 'wrong-password' }, address: newAddress() });
    expect(wrong.status).toBe(401);
    expect(await stored()).toMatch(/^\$2[aby]\$10\$/);
    const signedIn = await call('login', { body: { email, password: details.password }, address: newAddress() });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(await stored()).toMatch(/^\$argon2id\$/);
    // The device token given with the new hash is trusted at the next sign-in; the password still opens the account.
    const device = signedIn.body.trustedDevice as string;
    const again = await call('login', {
      body: { email, password: details.password },
      address: newAddress(),
      headers: { 'x-trusted-devices': device },
    });
    expect(again.status).toBe(200);
    expect(again.body.trustedDevice).toBe(device);
  });

  it('locks an account for 15 minutes after 10 failed sign-ins, even against the right password', async () => {
    const { details } = await register();
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      const failed = await call('login', {
        body: { email: details.email, password: `wrong-${attempt}` },
        address: newAddress(),
      });
      expect(failed.status).toBe(401);
    }
    const tenth = await call('login', { body: { email: details.email, password: 'wrong-10' }, address: newAddress() });
    expect(tenth.status).toBe(429);
    const locked = await call('login', { body: details, address: newAddress() });
    expect(locked.status).toBe(429);
    expect(errorOf(locked.body).message).toBe(
      `Too many failed sign-in attempts. For your security this account is locked for 15 minutes. Try again later, reset your password, or contact ${SUPPORT_EMAIL}.`,
    );
  });

  it('ends only the signed-out session', async () => {
    const { details, session } = await register();
    const other = (await call('login', { body: details, address: newAddress() })).body.session as { token: string };
    expect((await call('logout', { method: 'POST', body: {}, session })).status).toBe(204);
    expect((await call('me', { session })).status).toBe(401);
    expect((await call('me', { session: other.token })).status).toBe(200);
    expect((await call('me', { session: 'not-a-session' })).status).toBe(401);
    expect((await call('me')).status).toBe(401);
  });

  it('ends a session that has been idle too long', async () => {
    const { session, user } = await register();
    await cms.sql(
      'UPDATE account_sessions SET last_seen_at = ? WHERE id IN (SELECT s.id FROM account_sessions s JOIN account_sessions_user_lnk l ON l.account_session_id = s.id JOIN up_users u ON u.id = l.user_id WHERE u.email = ?)',
      [cms.timestamp(new Date(Date.now() - 8 * 24 * 3600_000)), user.email],
    );
    expect((await call('me', { session })).status).toBe(401);
  });
});

describe('password reset', () => {
  const linkIn = (text: string) => new RegExp(`${escaped(platform.storefront.url)}/auth\\?reset=([\\w-]+)`).exec(text);

  it('by email: a link that works once, for 15 minutes, and signs the learner out everywhere', async () => {
    const { details, session } = await register();
    const answer = await call('forgot-password', {
      body: { email: details.email, deliveryMethod: 'email' },
      address: newAddress(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      message:
        'If an account matches these details, a password reset link is on its way. It works once, for 15 minutes.',
      maskedContactInfo: `l${'*'.repeat(details.email.split('@')[0]!.length - 1)}@example.org`,
    });
    const email = await eventually(async () =>
      (await emails()).find((mail) => mail.to === details.email && isResetEmail(mail)),
    );
    expect(email.subject).toBe('Reset your Kundu Cyber Academy password');
    const token = linkIn(email.text)?.[1];
    expect(token).toBeTruthy();

    const reset = { token, newPassword: 'new-kundu-passphrase', confirmPassword: 'new-kundu-passphrase' };
    const done = await call('reset-password', { body: reset, address: newAddress() });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: 'Your password has been reset. Sign in with your new password.' });
    expect((await call('me', { session })).status).toBe(401);
    expect(
      (await call('login', { body: { email: details.email, password: 'new-kundu-passphrase' }, address: newAddress() }))
        .status,
    ).toBe(200);
    expect((await call('login', { body: details, address: newAddress() })).status).toBe(401);

    const again = await call('reset-password', {
      body: { ...reset, newPassword: 'third-kundu-pass', confirmPassword: 'third-kundu-pass' },
      address: newAddress(),
    });
    expect(again.status).toBe(400);
    expect(errorOf(again.body).message).toBe(
      `This reset link has expired or has already been used. Request a new link, or contact ${SUPPORT_EMAIL} for help.`,
    );
  });

  it('fails once the link is 15 minutes old', async () => {
    const { details } = await register();
    await call('forgot-password', { body: { email: details.email, deliveryMethod: 'email' }, address: newAddress() });
    const token = linkIn(
      (await eventually(async () => (await emails()).find((mail) => mail.to === details.email && isResetEmail(mail))))
        .text,
    )?.[1];
    // This learner's link only: the platform keeps other files' links.
    await cms.sql(
      `UPDATE password_resets SET expires_at = ? WHERE id IN (SELECT l.password_reset_id FROM password_resets_user_lnk l
       JOIN up_users u ON u.id = l.user_id WHERE u.email = ?)`,
      [cms.timestamp(new Date(Date.now() - 1000)), details.email.toLowerCase()],
    );
    const late = await call('reset-password', {
      body: { token, newPassword: 'late-kundu-pass', confirmPassword: 'late-kundu-pass' },
      address: newAddress(),
    });
    expect(late.status).toBe(400);
    expect((await call('login', { body: details, address: newAddress() })).status).toBe(200);
  });

  it('by WhatsApp: the Cloud API receives the reset template with the link', async () => {
    const { details } = await register({ mobilePhone: phone('3210') });
    const answer = await call('forgot-password', {
      body: { phone: `${prefix}3210`, deliveryMethod: 'whatsapp' },
      address: newAddress(),
    });
    expect(answer.body).toMatchObject({ maskedContactInfo: '+675****3210' });
    const message = await eventually(async () =>
      (await whatsapps()).find((request) => JSON.stringify(request.body).includes(`675${prefix}3210`)),
    );
    expect(message.path).toBe('/v21.0/1234567890/messages');
    expect(message.authorization).toBe('Bearer test-whatsapp-token');
    expect(message.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: `675${prefix}3210`,
      type: 'template',
      template: { name: 'password_reset', language: { code: 'en' } },
    });
    const token = linkIn(JSON.stringify(message.body))?.[1];
    const reset = await call('reset-password', {
      body: { token, newPassword: 'whatsapp-kundu-pass', confirmPassword: 'whatsapp-kundu-pass' },
      address: newAddress(),
    });
    expect(reset.status).toBe(200);
    expect(
      (await call('login', { body: { email: details.email, password: 'whatsapp-kundu-pass' }, address: newAddress() }))
        .status,
    ).toBe(200);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const unknownAddress = `no.one.${tag}@example.org`;
    const answer = await call('forgot-password', {
      body: { email: unknownAddress, deliveryMethod: 'email' },
      address: newAddress(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      message:
        'If an account matches these details, a password reset link is on its way. It works once, for 15 minutes.',
      maskedContactInfo: `n${'*'.repeat(`no.one.${tag}`.length - 1)}@example.org`,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await emails()).filter((mail) => mail.to === unknownAddress)).toEqual([]);
  });

  it('refuses a common new password and mismatched confirmation with the spec\u2019s words', async () => {
    const mismatch = await call('reset-password', {
      body: { token: 'x', newPassword: 'abcdefgh', confirmPassword: 'abcdefgz' },
      address: newAddress(),
    });
    expect(errorOf(mismatch.body).details?.errors).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: "Passwords don't match" }),
    ]);
    const missing = await call('reset-password', {
      body: { newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' },
      address: newAddress(),
    });
    expect(errorOf(missing.body).message).toBe('Reset token is required');
    const { details } = await register();
    await call('forgot-password', { body: { email: details.email, deliveryMethod: 'email' }, address: newAddress() });
    const token = linkIn(
      (await eventually(async () => (await emails()).find((mail) => mail.to === details.email && isResetEmail(mail))))
        .text,
    )?.[1];
    const common = await call('reset-password', {
      body: { token, newPassword: 'password123', confirmPassword: 'password123' },
      address: newAddress(),
    });
    expect(errorOf(common.body).details?.errors).toEqual([
      expect.objectContaining({ path: ['newPassword'], message: expect.stringContaining('most common') }),
    ]);
    // The link was not used up by the refusal.
    const chosen = await call('reset-password', {
      body: { token, newPassword: 'sepik-river-canoe', confirmPassword: 'sepik-river-canoe' },
      address: newAddress(),
    });
    expect(chosen.status).toBe(200);
  });

  it('answers as usual when WhatsApp cannot deliver, without telling that the account exists', async () => {
    const { details } = await register({ mobilePhone: phone('0001') });
    await platform.whatsapp.setFailing([`675${prefix}0001`]);
    const answer = await call('forgot-password', {
      body: { phone: `${prefix}0001`, deliveryMethod: 'whatsapp' },
      address: newAddress(),
    });
    const unknown = await call('forgot-password', {
      body: { phone: `${prefix}9999`, deliveryMethod: 'whatsapp' },
      address: newAddress(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ...unknown.body, maskedContactInfo: '+675****0001' });
    // The message was tried (and refused by the API), not skipped: after the answer, which does not wait for it.
    const tried = await eventually(async () =>
      (await whatsapps()).some((request) => request.body.to === `675${prefix}0001`) ? true : undefined,
    );
    expect(tried).toBe(true);
    expect(details.mobilePhone).toBe(phone('0001'));
  });
});

describe('forgot account and contact look-ups', () => {
  it('sends the account\u2019s sign-in email to its registered email and WhatsApp, answering the same whatever matched', async () => {
    // A name of this file's own: the look-up is by name, and the platform keeps every file's accounts.
    const lastName = `Waim${tag}`;
    const { details } = await register({ firstName: 'Joseph', lastName });
    const answer = await call('forgot-account', {
      body: { firstName: 'joseph', lastName: lastName.toUpperCase() },
      address: newAddress(),
    });
    expect(answer.body).toEqual({
      message:
        'If we found an account with these details, we have sent its sign-in email to the contact details registered on it.',
    });
    const email = await eventually(async () =>
      (await emails()).find(
        (mail) => mail.subject === 'Your Kundu Cyber Academy sign-in email' && mail.to === details.email,
      ),
    );
    expect(email.text).toContain(details.email);
    await eventually(async () =>
      (await whatsapps()).find((request) => JSON.stringify(request.body).includes(details.email)),
    );
    const none = await call('forgot-account', {
      body: { firstName: 'Nobody', lastName: `Here${tag}` },
      address: newAddress(),
    });
    expect(none.body).toEqual(answer.body);
  });

  it('shows masked contact details for a known email or phone, and nothing for an unknown one', async () => {
    const name = `priscilla.kauc.${tag}`;
    const { details } = await register({ email: `${name}@example.org`, mobilePhone: phone('1234') });
    const masked = `p${'*'.repeat(name.length - 1)}@example.org`;
    expect((await call('contact-info', { body: { email: details.email }, address: newAddress() })).body).toEqual({
      email: masked,
      phone: '+675****1234',
      hasPhone: true,
    });
    expect((await call('contact-info', { body: { phone: `${prefix}1234` }, address: newAddress() })).body).toEqual({
      email: masked,
      phone: '+675****1234',
      hasPhone: true,
    });
    // A body that is not an object is a look-up without a contact: a 400, not a server error.
    for (const body of ['mary@example.org', 42, ['phone']]) {
      expect((await call('contact-info', { body, address: newAddress() })).status).toBe(400);
    }
    // Letters are no phone number: they match no account (not one stored without a phone).
    expect((await call('contact-info', { body: { phone: 'zzzzzzzz' }, address: newAddress() })).body).toEqual({
      email: null,
      phone: null,
      hasPhone: false,
    });
    expect(
      (await call('contact-info', { body: { email: `ghost.${tag}@example.org` }, address: newAddress() })).body,
    ).toEqual({
      email: null,
      phone: null,
      hasPhone: false,
    });
  });
});

describe('profile and documents', () => {
  it('saves role, organisation and data-use consent, recording when consent was given', async () => {
    const { session } = await register();
    const saved = await call('me', {
      method: 'PATCH',
      body: { role: 'churches_ngos', organization: 'Lutheran Church, Lae', hasConsentedToDataUse: true },
      session,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({
      role: 'churches_ngos',
      organization: 'Lutheran Church, Lae',
      hasConsentedToDataUse: true,
    });
    expect(Date.parse((saved.body.user as { consentedToDataUseAt: string }).consentedToDataUseAt)).toBeGreaterThan(
      Date.now() - 60_000,
    );
    const invalid = await call('me', {
      method: 'PATCH',
      body: { role: 'pilot', hasConsentedToDataUse: 'yes' },
      session,
    });
    expect(invalid.status).toBe(400);
  });

  it('links a photo and documents to their owner only', async () => {
    const owner = await register();
    const stranger = await register();
    const [photoStored, documentStored] = [photoKey(), documentKey()];
    const photo = await call('me/photo', {
      method: 'PUT',
      body: { storageKey: photoStored },
      session: owner.session,
    });
    expect(photo.body).toEqual({ previousKey: null });
    const document = await call('me/documents', {
      body: {
        storageKey: documentStored,
        originalName: 'passport.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 1000,
        kind: 'government_id',
      },
      session: owner.session,
    });
    expect(document.status).toBe(201);
    const id = document.body.id as string;
    const me = await call('me', { session: owner.session });
    expect(me.body.user).toMatchObject({
      profilePhotoKey: photoStored,
    });
    expect(me.body.documents).toEqual([
      expect.objectContaining({ documentId: id, originalName: 'passport.pdf', kind: 'government_id' }),
    ]);
    expect((await call(`me/documents/${id}`, { session: stranger.session })).status).toBe(404);
    expect((await call(`me/documents/${id}`, { method: 'DELETE', session: stranger.session })).status).toBe(404);
    expect((await call(`me/documents/${id}`, { session: owner.session })).body).toMatchObject({
      storageKey: documentStored,
    });
    expect((await call(`me/documents/${id}`, { method: 'DELETE', session: owner.session })).body).toEqual({
      storageKey: documentStored,
    });
    expect((await call(`me/documents/${id}`, { session: owner.session })).status).toBe(404);
  });

  it('accepts only storage keys the storefront generates', async () => {
    const { session } = await register();
    for (const storageKey of [
      '../../etc/passwd',
      'photos/abc123.jpg',
      'documents/6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b-AbCdEfGh12345678',
    ]) {
      expect((await call('me/photo', { method: 'PUT', body: { storageKey }, session })).status, storageKey).toBe(400);
    }
  });
});
