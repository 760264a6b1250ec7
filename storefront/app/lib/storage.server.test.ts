import { mkdtempSync } from 'node:fs';
import { readFile, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';

const root = mkdtempSync(join(tmpdir(), 'kundu-storage-'));
vi.mock('~/env.server', () => ({
  env: { SESSION_SECRET: 'a-test-secret-that-is-at-least-32-characters', STORAGE_DIR: root },
}));
const { storage, INCOMING, INCOMING_LIFETIME_MS } = await import('./storage.server');

const put = (key: string, text: string) => storage.write(key, Readable.from([Buffer.from(text)]), 'application/pdf');

describe('local storage', () => {
  it('moves a file out of the upload area once, never over a file already there', async () => {
    await put(`${INCOMING}documents/a`, 'checked');
    expect(await storage.move(`${INCOMING}documents/a`, 'documents/a')).toBe(true);
    expect(await readFile(join(root, 'documents/a'), 'utf8')).toBe('checked');
    expect(await storage.size(`${INCOMING}documents/a`)).toBeNull();

    await put(`${INCOMING}documents/a`, 'swapped');
    expect(await storage.move(`${INCOMING}documents/a`, 'documents/a')).toBe(false);
    expect(await readFile(join(root, 'documents/a'), 'utf8')).toBe('checked');
    expect(await storage.move(`${INCOMING}documents/nothing`, 'documents/nothing')).toBe(false);
  });

  it('sweeps unconfirmed uploads past their URL’s life, and nothing else', async () => {
    await put(`${INCOMING}photos/old`, 'abandoned');
    await put(`${INCOMING}photos/new`, 'on its way');
    await put('photos/kept', 'confirmed long ago');
    const longAgo = new Date(Date.now() - INCOMING_LIFETIME_MS - 60_000);
    await utimes(join(root, `${INCOMING}photos/old`), longAgo, longAgo);
    await utimes(join(root, 'photos/kept'), longAgo, longAgo);

    const removed = await storage.sweepIncoming(new Date(Date.now() - INCOMING_LIFETIME_MS));
    expect(removed).toBe(1);
    expect(await storage.size(`${INCOMING}photos/old`)).toBeNull();
    expect(await storage.size(`${INCOMING}photos/new`)).toBe('on its way'.length);
    expect(await storage.size('photos/kept')).toBe('confirmed long ago'.length);
  });
});
