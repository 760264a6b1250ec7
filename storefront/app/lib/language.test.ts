import { describe, expect, it } from 'vitest';
import { fromAcceptLanguage } from './language';
import { languageCookie, languageOf, withLanguage } from './language.server';
import { currentLanguage } from './language';

const request = (headers: Record<string, string>, url = 'http://localhost/') => new Request(url, { headers });

describe('the visitor language', () => {
  it('honours Accept-Language q-values; tpi first wins; other languages and * give nothing', () => {
    expect(fromAcceptLanguage('tpi')).toBe('tpi');
    expect(fromAcceptLanguage('tpi-PG, en;q=0.8')).toBe('tpi');
    expect(fromAcceptLanguage('tpi, en')).toBe('tpi');
    expect(fromAcceptLanguage('en, tpi')).toBe('en');
    expect(fromAcceptLanguage('en;q=0.5, tpi;q=0.9')).toBe('tpi');
    expect(fromAcceptLanguage('en-AU,en;q=0.9,tpi;q=0.8')).toBe('en');
    expect(fromAcceptLanguage('fr, de;q=0.5')).toBeNull();
    expect(fromAcceptLanguage('*')).toBeNull();
    expect(fromAcceptLanguage('tpi;q=0')).toBeNull();
    expect(fromAcceptLanguage('')).toBeNull();
  });

  it('is the cookie, else Accept-Language, else English', () => {
    expect(languageOf(request({ cookie: 'a=1; kundu_lang=tpi', 'accept-language': 'en' }))).toBe('tpi');
    expect(languageOf(request({ cookie: 'kundu_lang=en', 'accept-language': 'tpi' }))).toBe('en');
    expect(languageOf(request({ cookie: 'kundu_lang=fr', 'accept-language': 'tpi' }))).toBe('tpi');
    expect(languageOf(request({ 'accept-language': 'tpi' }))).toBe('tpi');
    expect(languageOf(request({ 'accept-language': 'fr' }))).toBe('en');
    expect(languageOf(request({}))).toBe('en');
  });

  it('holds for everything one request runs, and only for it', async () => {
    const seen = await Promise.all([
      withLanguage(request({ 'accept-language': 'tpi' }), async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return currentLanguage();
      }),
      withLanguage(request({}), async () => currentLanguage()),
    ]);
    expect(seen).toEqual(['tpi', 'en']);
    expect(currentLanguage()).toBe('en');
  });

  it('is remembered for a year, Secure over HTTPS', () => {
    expect(languageCookie(request({}), 'tpi')).toBe('kundu_lang=tpi; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(languageCookie(request({}, 'https://kundu.example/'), 'en')).toContain('; Secure');
  });
});
