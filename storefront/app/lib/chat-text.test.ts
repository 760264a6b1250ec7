import { describe, expect, it } from 'vitest';
import { isSitePath, linkParts } from './chat-text';

describe('linkParts', () => {
  it('links site paths and https addresses, leaving the rest as text', () => {
    expect(linkParts('See /courses/abc123 and https://www.ncsc.gov.pg/report.')).toEqual([
      { text: 'See ' },
      { text: '/courses/abc123', href: '/courses/abc123', external: false },
      { text: ' and ' },
      { text: 'https://www.ncsc.gov.pg/report', href: 'https://www.ncsc.gov.pg/report', external: true },
      { text: '.' },
    ]);
  });

  it('keeps sentence punctuation and brackets out of links', () => {
    expect(linkParts('(/free-courses), then /cyber-awareness!')).toEqual([
      { text: '(' },
      { text: '/free-courses', href: '/free-courses', external: false },
      { text: '), then ' },
      { text: '/cyber-awareness', href: '/cyber-awareness', external: false },
      { text: '!' },
    ]);
  });

  it('leaves markup as text and links nothing that is not a site path or https', () => {
    const text = '<script>alert(1)</script> <a href="javascript:alert(1)">x</a> http://plain.example //evil.example';
    const parts = linkParts(text);
    expect(parts.filter((part) => part.href)).toEqual([]);
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });

  it('does not take a path from inside a word or a date', () => {
    expect(linkParts('and/or 12/05/2026').filter((part) => part.href)).toEqual([]);
  });

  it('keeps every character of the answer', () => {
    const text = 'Open /courses/x?y=1#z, https://a.example/b(c) and "/profile".';
    expect(
      linkParts(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });
});

describe('isSitePath', () => {
  it('takes paths of this site only', () => {
    expect(['/courses/abc', '/free-courses', '/cyber-awareness#alerts'].every(isSitePath)).toBe(true);
    expect(
      ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/', ''].some(isSitePath),
    ).toBe(false);
  });
});
