import { describe, expect, it } from 'vitest';
import { en } from './en';
import { tpi } from './tpi';

/** Every key path of a catalogue, with what it holds: a string, a function of n parameters, a list of n entries. */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return [`${path}: string`];
  if (typeof value === 'function') return [`${path}: function(${value.length})`];
  if (Array.isArray(value))
    return [`${path}: list(${value.length})`, ...value.flatMap((v, i) => shape(v, `${path}[${i}]`))];
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, v]) => shape(v, path ? `${path}.${key}` : key));
  return [`${path}: ${typeof value}`];
}

describe('the Tok Pisin catalogue', () => {
  it('has every key of the English one and no other, each of the same kind (functions of the same arity)', () => {
    expect(shape(tpi)).toEqual(shape(en));
  });

  it('finds a key missing from one side', () => {
    expect(shape({ a: 'x', b: { c: (n: number) => `${n}` } })).not.toEqual(shape({ a: 'x', b: { c: () => '' } }));
    expect(shape({ a: 'x', b: 'y' })).not.toEqual(shape({ a: 'x' }));
  });

  it('answers in Tok Pisin: the frame and the landing page are translated', () => {
    expect(tpi.nav.home).not.toBe(en.nav.home);
    expect(tpi.landing.heroTitle).not.toBe(en.landing.heroTitle);
    expect(tpi.common.modules(3)).toBe('3 hap skul');
  });
});
