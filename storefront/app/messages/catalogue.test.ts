import { describe, expect, it } from 'vitest';
import { catalogueShape } from '@kundu/cms-contract/language';
import { en } from './en';
import { tpi } from './tpi';

const shape = catalogueShape;

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
