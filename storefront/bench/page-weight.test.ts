import { describe, expect, it } from 'vitest';
import { http2HeaderBytes } from './page-weight';

describe('http2HeaderBytes', () => {
  it('counts a header line in full once, then a byte each time it repeats, and drops hop-by-hop headers', () => {
    const asset: Array<[string, string]> = [
      ['Content-Type', 'text/javascript; charset=utf-8'],
      ['Cache-Control', 'public, max-age=31536000, immutable'],
      ['Connection', 'keep-alive'],
    ];
    const first = http2HeaderBytes([asset]);
    // :status 1; content-type 1 + literal(30) = 1 + 22; cache-control 1 + literal(35) = 1 + 26; connection dropped.
    expect(first).toBe(1 + 23 + 27);
    expect(http2HeaderBytes([asset, asset])).toBe(first + 1 + 2);
    // A name outside the static table is sent too.
    expect(http2HeaderBytes([[['X-Content-Type-Options', 'nosniff']]])).toBe(1 + 1 + 17 + 6);
  });
});
