/**
 * Your data on the storefront (issue 23, ADR 0051), as a learner's browser meets it without JavaScript: the profile's
 * "Download my data" gives a link to one ZIP file (the README in the learner's language, my-data.json, the photo and
 * the documents byte for byte) that opens for them alone; "Delete my account" asks for the password and a tick,
 * erases the account, signs the browser out, clears what the site saved and removes the files from storage, on local
 * disk and in an S3 bucket; unticking consent leads there; and an account Learner support deletes loses its files
 * when the CMS says so. Storefronts of its own (the shared one's storage folder is its own) on the shared CMS.
 */
import JSZip from 'jszip';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteAdmin, withToken } from '@kundu/cms/testing/api';
import { testPlatform } from '@kundu/test-platform';
import { eventually, startAccountsStack, type AccountsStack } from './support/accounts-stack';
import { startStorefrontWithoutCms } from './support/storefront-server';
import { PNG, registerCompleteLearner, textOf, Visitor } from './support/visitor';

const platform = testPlatform();
const { cms, s3 } = platform;
let stack: AccountsStack;
let local: { url: string; storageDir: string };
let bucket: string;

/** A small but real PDF: the storefront checks a file's first bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

beforeAll(async () => {
  stack = await startAccountsStack();
  local = await stack.startAnotherStorefront({});
  bucket = (await stack.startAnotherStorefront(s3.env)).url;
  // The CMS's change notices reach these storefronts too (files of accounts Learner support deleted).
  await platform.notices.follow(local.url);
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

async function uploadDocument(visitor: Visitor, name: string) {
  const issued = await visitor.call('/api/upload-url/document', { json: {} });
  expect(issued.status, issued.text).toBe(200);
  const { uploadURL, filePath } = issued.body as { uploadURL: string; filePath: string };
  const put = await visitor.call(uploadURL, {
    method: 'PUT',
    body: new Uint8Array(PDF),
    headers: { 'content-type': 'application/pdf' },
  });
  expect(put.status, put.text).toBe(200);
  const confirmed = await visitor.call('/api/user/document', {
    json: { filePath, fileName: name, fileSize: PDF.length, fileType: 'application/pdf' },
  });
  expect(confirmed.status, confirmed.text).toBe(200);
}

/** A learner with a photo and a document, signed in on `base`; their files' keys as the CMS holds them. */
async function learnerWithFiles(base: string, lastName = 'Kaupa') {
  const { visitor, details } = await registerCompleteLearner(base, { firstName: 'Mary', lastName });
  await uploadDocument(visitor, 'My NID card.pdf');
  const [user] = await cms.query<{ id: number; profile_photo_key: string }>(
    'SELECT id, profile_photo_key FROM up_users WHERE email = ?',
    [details.email.toLowerCase()],
  );
  const documents = await cms.query<{ storage_key: string }>(
    'SELECT d.storage_key FROM identity_documents d JOIN identity_documents_user_lnk l ON l.identity_document_id = d.id WHERE l.user_id = ?',
    [user!.id],
  );
  return { visitor, details, keys: [user!.profile_photo_key, ...documents.map((row) => row.storage_key)] };
}

/** "Download my data" on the profile, as a plain form: the link the page then shows. */
async function askForData(visitor: Visitor): Promise<string> {
  const answer = await visitor.call('/profile', { body: new URLSearchParams({ intent: 'export-data' }) });
  expect(answer.status, textOf(answer.text).slice(0, 300)).toBe(200);
  const href = /href="(\/my-data\/[\w-]{43})"/.exec(answer.text)?.[1];
  expect(href, textOf(answer.text).slice(0, 500)).toBeDefined();
  return href!;
}

async function download(visitor: Visitor, href: string) {
  const response = await fetch(new URL(href, visitor.base), {
    headers: {
      cookie: [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-forwarded-for': visitor.address,
    },
    redirect: 'manual',
  });
  // The notice a refused link leaves (a flash cookie) stays with the browser, as with every answer.
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const index = pair!.indexOf('=');
    visitor.cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
  }
  return { response, zip: response.status === 200 ? await JSZip.loadAsync(await response.arrayBuffer()) : null };
}

const deleteForm = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('Download my data, without JavaScript', () => {
  it('gives one ZIP file with a README, my-data.json, the photo and the documents, to this learner alone', async () => {
    const { visitor, details } = await learnerWithFiles(local.url);
    const href = await askForData(visitor);
    const { response, zip } = await download(visitor, href);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="kundu-my-data-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Object.keys(zip!.files).sort()).toEqual(
      ['README.txt', 'documents/1-My NID card.pdf', 'my-data.json', 'photo.png'].sort(),
    );
    const data = JSON.parse(await zip!.file('my-data.json')!.async('string')) as {
      account: { email: string; profilePhoto: string };
      identityDocuments: Array<{ fileName: string; file: string }>;
    };
    expect(data.account).toMatchObject({ email: details.email.toLowerCase(), profilePhoto: 'photo.png' });
    expect(data.identityDocuments).toEqual([
      expect.objectContaining({ fileName: 'My NID card.pdf', file: 'documents/1-My NID card.pdf' }),
    ]);
    expect(Buffer.from(await zip!.file('photo.png')!.async('uint8array'))).toEqual(PNG);
    expect(Buffer.from(await zip!.file('documents/1-My NID card.pdf')!.async('uint8array'))).toEqual(PDF);
    const readme = await zip!.file('README.txt')!.async('string');
    expect(readme).toContain('Kundu Cyber Academy: your data');
    expect(readme).toContain('for Mary Kaupa.');
    expect(readme).toContain('photo.png: your profile photo.');

    // Another learner, or nobody signed in, holding the link gets nothing: a notice in words instead.
    const other = (await registerCompleteLearner(local.url)).visitor;
    const theirs = await download(other, href);
    expect(theirs.response.status).toBe(303);
    expect(theirs.response.headers.get('location')).toBe('/profile');
    const stranger = await download(new Visitor(local.url), href);
    expect(stranger.response.status).toBe(303);
    expect(stranger.response.headers.get('location')).toBe('/');
    const notice = await other.call('/profile');
    expect(textOf(notice.text)).toContain('This link to your data has expired or is not yours.');
  }, 60_000);

  it('writes the README in Tok Pisin for a learner who reads Tok Pisin', async () => {
    const { visitor } = await learnerWithFiles(local.url);
    visitor.cookies.set('kundu_lang', 'tpi');
    const page = await visitor.call('/profile', { body: new URLSearchParams({ intent: 'export-data' }) });
    expect(textOf(page.text)).toContain('Infomesen bilong yu i redi');
    const href = /href="(\/my-data\/[\w-]{43})"/.exec(page.text)![1]!;
    const { response, zip } = await download(visitor, href);
    expect(response.headers.get('content-disposition')).toMatch(/filename="kundu-infomesen-bilong-mi-/);
    expect(await zip!.file('README.txt')!.async('string')).toContain('Kundu Cyber Academy: infomesen bilong yu');
  }, 60_000);
});

it('says in words that the service is unavailable when the CMS is down, and the link stays good', async () => {
  const down = await startStorefrontWithoutCms();
  try {
    const answer = await fetch(`${down.url}/my-data/${'A'.repeat(43)}`);
    expect(answer.status).toBe(503);
    expect(await answer.text()).toMatch(/^Service temporarily unavailable\. Please contact .+ for assistance\.$/);
  } finally {
    await down.stop();
  }
});

describe('Delete my account, without JavaScript', () => {
  it('asks for the password, the certificates’ fate and a tick, in words, and deletes nothing until then', async () => {
    const { visitor } = await learnerWithFiles(local.url);
    const page = await visitor.call('/profile/delete');
    expect(page.status).toBe(200);
    expect(textOf(page.text)).toContain('What we keep, and why');
    const empty = await visitor.call('/profile/delete', { body: deleteForm({}) });
    expect(empty.status).toBe(400);
    for (const words of [
      'Enter your password to delete your account',
      'Choose what happens to your certificates',
      'Tick the box to say you understand that this cannot be undone',
    ]) {
      expect(textOf(empty.text)).toContain(words);
    }
    const wrong = await visitor.call('/profile/delete', {
      body: deleteForm({ password: 'not-my-password', certificates: 'keep', confirm: 'on' }),
    });
    expect(wrong.status).toBe(400);
    expect(textOf(wrong.text)).toContain('That password is not right. Your account has not been deleted.');
    expect((await visitor.call('/api/auth/user')).body).toMatchObject({ email: expect.any(String) });
  }, 60_000);

  for (const where of ['local disk', 'an S3 bucket'] as const) {
    it(`erases the account, signs the browser out, clears what the site saved and removes the files from ${where}`, async () => {
      const base = where === 'local disk' ? local.url : bucket;
      const { visitor, details, keys } = await learnerWithFiles(base);
      const stored = (key: string) =>
        where === 'local disk'
          ? Promise.resolve(existsSync(join(local.storageDir, key)))
          : s3.object(key).then(Boolean);
      expect(await Promise.all(keys.map(stored))).toEqual([true, true]);

      const deleted = await visitor.call('/profile/delete', {
        body: deleteForm({ password: details.password, certificates: 'revoke', confirm: 'on' }),
      });
      expect(deleted.status, textOf(deleted.text).slice(0, 300)).toBe(303);
      expect(deleted.headers.get('location')).toBe('/?clearAuth=true');
      expect(deleted.headers.get('clear-site-data')).toBe('"cache", "storage"');
      expect(visitor.session).toBeUndefined();
      expect(await Promise.all(keys.map(stored))).toEqual([false, false]);
      const home = await visitor.call('/');
      expect(textOf(home.text)).toContain('Your account and its data have been deleted.');
      const signIn = await new Visitor(base).call('/api/login', {
        json: { email: details.email, password: details.password },
      });
      expect(signIn.status).toBe(401);
    }, 60_000);
  }

  it('is where unticking consent leads: nothing is saved until the learner confirms or keeps consent', async () => {
    const { visitor } = await registerCompleteLearner(local.url);
    const saved = await visitor.call('/profile', {
      body: new URLSearchParams({ intent: 'save-profile', role: 'government', organization: 'Lae Baptist Church' }),
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/profile/delete?consent=withdrawn');
    expect((await visitor.call('/api/auth/user')).body).toMatchObject({ hasConsentedToDataUse: true });
    const page = await visitor.call('/profile/delete?consent=withdrawn');
    expect(textOf(page.text)).toContain('You unticked your consent to data use');
    expect(page.text).toContain('href="/profile"');
    expect(textOf(page.text)).toContain('Keep my consent');
  }, 60_000);
});

describe('a learner who wrote in, served by Learner support', () => {
  it('gets their data through a link that opens once, and an account deleted for them loses its files at once', async () => {
    const { details, keys } = await learnerWithFiles(local.url);
    const support = await inviteAdmin(
      cms.url,
      await platform.admin.token(),
      'kundu-learner-support',
      `support.${details.email}`,
    );
    const [user] = await cms.query<{ document_id: string }>('SELECT document_id FROM up_users WHERE email = ?', [
      details.email.toLowerCase(),
    ]);
    // The link support makes opens for whoever holds it (the support person, signed out here), once.
    const made = await fetch(
      `${cms.url}/kundu/personal-data/export`,
      withToken(support, {
        method: 'POST',
        body: JSON.stringify({ accountId: user!.document_id, reference: 'Phone call of 1 Dec 2026' }),
      }),
    );
    expect(made.status).toBe(201);
    const href = new URL(((await made.json()) as { url: string }).url).pathname;
    const holder = new Visitor(local.url);
    const first = await download(holder, href);
    expect(first.response.status).toBe(200);
    expect(Object.keys(first.zip!.files)).toContain('documents/1-My NID card.pdf');
    expect((await download(holder, href)).response.status).toBe(303);

    const erased = await fetch(
      `${cms.url}/kundu/personal-data/erase`,
      withToken(support, {
        method: 'POST',
        body: JSON.stringify({ accountId: user!.document_id, reference: 'Letter of 1 Dec 2026', certificates: 'keep' }),
      }),
    );
    expect(erased.status, await erased.text()).toBe(200);
    await eventually(() => (keys.some((key) => existsSync(join(local.storageDir, key))) ? undefined : true));
  }, 60_000);
});
