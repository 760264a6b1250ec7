/**
 * Tok Pisin (ADR 0046) over HTTP, as a browser without JavaScript gets it: the language comes from the cookie set by
 * the Tok Pisin / English control, else Accept-Language, else English, and `<html lang>` follows.
 */
import { describe, expect, it } from 'vitest';
import { testPlatform } from '@kundu/test-platform';
import { textOf, Visitor } from './support/visitor';

const base = testPlatform().storefront.url;

const langOf = (html: string) => /<html[^>]*\blang="([^"]*)"/.exec(html)?.[1];

describe('Tok Pisin', () => {
  it('serves the landing page and the course catalogue in Tok Pisin to a browser asking for tpi', async () => {
    const visitor = new Visitor(base);
    const landing = await visitor.call('/', { headers: { 'accept-language': 'tpi, en;q=0.8' } });
    expect(landing.status).toBe(200);
    expect(langOf(landing.text)).toBe('tpi');
    expect(textOf(landing.text)).toContain('Stap seif long intanet. Lukautim famili, mani na wok bilong yu.');
    expect(textOf(landing.text)).toContain('Fri Kos');
    const catalogue = await visitor.call('/courses', { headers: { 'accept-language': 'tpi' } });
    expect(langOf(catalogue.text)).toBe('tpi');
    expect(textOf(catalogue.text)).toContain('Ol Kos long Cyber Security');
    // A course's level is a word of the catalogue, not the CMS's English value.
    expect(catalogue.text).toContain('>Nupela</span>');
    expect(catalogue.text).not.toContain('>Beginner</span>');
  });

  it('stays English for English, other languages and no header', async () => {
    for (const header of ['en-PG,en;q=0.9,tpi;q=0.5', 'fr', '']) {
      const page = await new Visitor(base).call('/', { headers: header ? { 'accept-language': header } : {} });
      expect(langOf(page.text), header).toBe('en');
      expect(textOf(page.text), header).toContain('Stay safe online. Protect your family, your money and your work.');
    }
  });

  it('switches with the Tok Pisin / English control, a plain form, and remembers it over Accept-Language', async () => {
    const visitor = new Visitor(base);
    const english = await visitor.call('/courses', { headers: { 'accept-language': 'en' } });
    // The control in the header and the footer: a form posting to /language with the page to come back to.
    const forms = [...english.text.matchAll(/<form[^>]*action="\/language"[\s\S]*?<\/form>/g)].map((m) => m[0]);
    expect(forms).toHaveLength(2);
    for (const form of forms) {
      expect(form).toContain('name="language" value="tpi"');
      expect(form).toContain('name="back" value="/courses"');
      expect(textOf(form).trim()).toBe('Tok Pisin');
    }
    const switched = await visitor.call('/language', {
      body: new URLSearchParams({ language: 'tpi', back: '/courses' }),
    });
    expect(switched.status).toBe(303);
    expect(switched.headers.get('location')).toBe('/courses');
    expect(visitor.cookies.get('kundu_lang')).toBe('tpi');
    const tokPisin = await visitor.call('/courses', { headers: { 'accept-language': 'en' } });
    expect(langOf(tokPisin.text)).toBe('tpi');
    expect(textOf(tokPisin.text)).toContain('Ol Kos long Cyber Security');
    const landing = await visitor.call('/', { headers: { 'accept-language': 'en' } });
    expect(textOf(landing.text)).toContain('Stap seif long intanet.');
    // And back: the control now says English.
    expect(landing.text).toMatch(/name="language" value="en"/);
    await visitor.call('/language', { body: new URLSearchParams({ language: 'en', back: '/' }) });
    expect(langOf((await visitor.call('/')).text)).toBe('en');
  });

  it('goes back to a page of this site only, and ignores an unknown language', async () => {
    const visitor = new Visitor(base);
    const away = await visitor.call('/language', {
      body: new URLSearchParams({ language: 'tpi', back: '//evil.example/' }),
    });
    expect(away.status).toBe(303);
    expect(away.headers.get('location')).toBe('/');
    const unknown = await new Visitor(base).call('/language', {
      body: new URLSearchParams({ language: 'fr', back: '/' }),
    });
    expect(unknown.status).toBe(303);
    expect(unknown.headers.get('set-cookie')).toBeNull();
  });
});
