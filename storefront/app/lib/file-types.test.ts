import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-types';

const bytes = (...values: Array<number | string>) =>
  Uint8Array.from(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

describe('file types by magic bytes', () => {
  it.each([
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['image/png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a)],
    ['image/webp', bytes('RIFF', 0, 0, 0, 0, 'WEBP')],
    ['image/gif', bytes('GIF89a')],
    ['application/pdf', bytes('%PDF-1.7')],
  ])('recognises %s', (type, head) => {
    expect(detectFileType(head)).toBe(type);
  });

  it('does not take a program renamed .jpg for a photo', () => {
    expect(detectFileType(bytes('MZ', 0x90, 0, 3, 0))).toBeNull();
    expect(detectFileType(bytes(0x7f, 'ELF', 2, 1, 1))).toBeNull();
    expect(detectFileType(bytes('<html>'))).toBeNull();
  });
});
