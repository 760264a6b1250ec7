import express from 'express';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { trustProxySetting } from './trust-proxy.mjs';

/** The address the app sees for a request sent with the given X-Forwarded-For, over loopback. */
async function seenAddress(setting: unknown, forwardedFor: string): Promise<string> {
  const app = express();
  app.set('trust proxy', setting);
  app.get('/', (req, res) => {
    res.send(req.ip);
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-forwarded-for': forwardedFor } });
    return await response.text();
  } finally {
    server.close();
  }
}

describe('TRUST_PROXY', () => {
  it('believes only the entry the proxy in front appended, so a visitor cannot choose their address', async () => {
    // The visitor wrote 1.1.1.1; the proxy (at 127.0.0.1) appended the address it saw, 203.0.113.9.
    expect(await seenAddress(trustProxySetting('true'), '1.1.1.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await seenAddress(trustProxySetting('1'), '1.1.1.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await seenAddress(trustProxySetting('2'), '1.1.1.1, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
    expect(await seenAddress(trustProxySetting('loopback'), '1.1.1.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await seenAddress(trustProxySetting('127.0.0.1/8, 10.0.0.0/8'), '1.1.1.1, 203.0.113.9, 10.0.0.2')).toBe(
      '203.0.113.9',
    );
  });

  it('believes no header when there is no proxy', async () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('false')).toBe(false);
    expect(await seenAddress(trustProxySetting('false'), '1.1.1.1')).toBe('127.0.0.1');
  });

  it('refuses a setting it cannot read, naming it', () => {
    const error = trustProxySetting('yes, 10.0.0.0/33');
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('"yes, 10.0.0.0/33"');
  });
});
