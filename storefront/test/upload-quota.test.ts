/**
 * Uploads from one network (ADR 0039, beside the per-account limits of ADR 0024): fresh accounts behind one address
 * share a generous per-network quota of stored bytes, slowed before they are refused, as every network limit is
 * (ADR 0019); learners on other addresses are untouched. Through the storefront, as a browser uploads: a URL, a PUT,
 * the confirmation.
 */
// Own CMS: it needs a per-network upload quota small enough to reach, which the files sharing a CMS must not have.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStrapi } from '@kundu/cms/testing';
import { startOwnCms } from '@kundu/test-platform';
import { newAddress, newLearner } from './support/accounts-stack';
import { startStorefront, type TestStorefront } from './support/storefront-server';
import { Visitor } from './support/visitor';

const QUOTA_MB = 30;
const MB = 1024 * 1024;
const PDF_HEAD = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n');
const FIVE_MB_PDF = Buffer.concat([PDF_HEAD, Buffer.alloc(5 * MB - PDF_HEAD.length, 32)]);
const FROM_NETWORK =
  'Too many files have been uploaded from your network today. Please try again tomorrow, or contact support@kundu.example.';

let cms: TestStrapi;
let storefront: TestStorefront;

beforeAll(async () => {
  cms = await startOwnCms({ UPLOAD_NETWORK_QUOTA_MB: String(QUOTA_MB) });
  storefront = await startStorefront(cms, { TRUST_PROXY: 'true' });
}, 120_000);
afterAll(async () => {
  await storefront?.stop();
  await cms?.stop();
});

/** A new account, registered from `address`, signed in there. */
async function register(address: string): Promise<Visitor> {
  const visitor = new Visitor(storefront.url, address);
  const { confirmPassword: _confirm, ...details } = newLearner();
  const answer = await visitor.call('/api/register', { json: details });
  expect(answer.status, answer.text).toBe(201);
  return visitor;
}

type Attempt = { status: number; message?: string; confirmMs?: number };

/** One document as the profile page sends it: a URL, the PUT, the confirmation (timed). */
async function uploadDocument(visitor: Visitor, name: string): Promise<Attempt> {
  const issued = await visitor.call('/api/upload-url/document', { json: {} });
  if (issued.status !== 200) return { status: issued.status, message: issued.body?.message };
  const { uploadURL, filePath } = issued.body as { uploadURL: string; filePath: string };
  const put = await visitor.call(uploadURL, {
    method: 'PUT',
    body: new Uint8Array(FIVE_MB_PDF),
    headers: { 'content-type': 'application/pdf' },
  });
  expect(put.status, put.text).toBe(200);
  const started = performance.now();
  const confirmed = await visitor.call('/api/user/document', {
    json: { filePath, fileName: name, fileSize: FIVE_MB_PDF.length, fileType: 'application/pdf' },
  });
  return { status: confirmed.status, message: confirmed.body?.message, confirmMs: performance.now() - started };
}

/** Every byte the storefront keeps, checked or not. */
function storedBytes(folder: string): number {
  return readdirSync(folder, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(folder, entry.name);
    return sum + (entry.isDirectory() ? storedBytes(path) : statSync(path).size);
  }, 0);
}

describe('uploads from one network', () => {
  it('store at most the network quota, from however many fresh accounts, slowed before refused, in words', async () => {
    const hall = newAddress();
    const learners = [await register(hall), await register(hall), await register(hall)];
    const attempts: Attempt[] = [];
    // Each account's own quota (25 MB) would let the three store 75 MB.
    for (let round = 0; round < 5; round += 1) {
      for (const [index, learner] of learners.entries()) {
        attempts.push(await uploadDocument(learner, `letter-${index}-${round}.pdf`));
      }
    }
    const stored = attempts.filter((attempt) => attempt.status === 200);
    expect(stored.length * 5).toBe(QUOTA_MB);
    expect(storedBytes(storefront.storageDir)).toBeLessThanOrEqual(QUOTA_MB * MB);
    // Past the quota every account on that network is refused, in words about the network.
    const refused = attempts.slice(stored.length);
    expect(refused.map((attempt) => attempt.status)).toEqual(refused.map(() => 429));
    expect(new Set(refused.map((attempt) => attempt.message))).toEqual(new Set([FROM_NETWORK]));
    expect(refused.length).toBe(15 - QUOTA_MB / 5);

    // Slowed before refused: free up to half the quota, then each confirmation waits longer (at most 3 s).
    const [first, , third, , , sixth] = stored.map((attempt) => attempt.confirmMs!);
    expect(third! - first!).toBeLessThan(1_000);
    expect(sixth! - first!).toBeGreaterThan(2_000);
  }, 120_000);

  it('leave learners on other addresses untouched', async () => {
    const elsewhere = await register(newAddress());
    const attempt = await uploadDocument(elsewhere, 'passport.pdf');
    expect(attempt.status, attempt.message).toBe(200);
    expect(attempt.confirmMs).toBeLessThan(1_000);
  });
});
