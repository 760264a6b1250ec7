/**
 * Tok Pisin (ADR 0046) over HTTP, as a browser without JavaScript gets it: the language comes from the cookie set by
 * the Tok Pisin / English control, else Accept-Language, else English, and `<html lang>` follows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
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

/**
 * Tok Pisin content (ADR 0049): the English documents' structure with the Tok Pisin text of the same documents laid
 * over them; what has no Tok Pisin text yet is shown in English, marked "Long Inglis" and wrapped in lang="en".
 */
describe('content in Tok Pisin', () => {
  const TRANSLATED = {
    slug: 'strong-passwords-and-two-step-verification',
    title: 'Strongpela Password na Two-Step Verification',
    module: 'Ol i save stilim password olsem wanem',
  };
  const UNTRANSLATED = 'auditing-user-access-and-accounts';
  const MARKER = 'Long Inglis';
  let courses: Array<{ id: string; slug: string; title: string }>;
  const course = (slug: string) => courses.find((entry) => entry.slug === slug)!;
  const inTokPisin = () => {
    const visitor = new Visitor(base);
    visitor.cookies.set('kundu_lang', 'tpi');
    return visitor;
  };
  /** Each course card's HTML, by what its heading says. */
  const cards = (html: string) =>
    new Map(
      [...html.matchAll(/<li[^>]*data-testid="course-card"[\s\S]*?<\/li>/g)].map((match) => [
        textOf(/<h[23][^>]*>([\s\S]*?)<\/h[23]>/.exec(match[0])![1]!).trim(),
        match[0],
      ]),
    );
  const headingOf = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1]!;

  beforeAll(async () => {
    const answer = await new Visitor(base).call('/api/courses', { headers: { 'accept-language': 'en' } });
    courses = answer.body;
  });

  it('shows a translated course in Tok Pisin and an untranslated one in English, marked, in the catalogue', async () => {
    for (const visitor of [inTokPisin(), new Visitor(base)]) {
      const headers: Record<string, string> = visitor.cookies.size > 0 ? {} : { 'accept-language': 'tpi' };
      const page = await visitor.call(`/courses?q=${encodeURIComponent(course(UNTRANSLATED).title)}`, { headers });
      expect(page.status).toBe(200);
      const english = cards(page.text).get(`${course(UNTRANSLATED).title} ${MARKER}`);
      expect(english, [...cards(page.text).keys()].join(' | ')).toBeDefined();
      expect(english).toContain(`<span lang="en">${course(UNTRANSLATED).title}</span>`);

      const translated = await visitor.call('/courses?q=Strongpela%20Password', { headers });
      expect([...cards(translated.text).keys()]).toEqual([TRANSLATED.title]);
      // Its title is Tok Pisin: neither in lang="en" nor marked (its duration, not translated yet, is in lang="en").
      expect(cards(translated.text).get(TRANSLATED.title)).toMatch(new RegExp(`<h2[^>]*>${TRANSLATED.title}</h2>`));
    }
  });

  it('finds a Tok Pisin course by the English words of its description too', async () => {
    const page = await inTokPisin().call('/courses?q=criminals%20really%20get%20passwords');
    expect([...cards(page.text).keys()]).toEqual([TRANSLATED.title]);
  });

  it('shows a translated course page in Tok Pisin, its modules too, and an untranslated one in English, marked', async () => {
    for (const visitor of [inTokPisin(), new Visitor(base)]) {
      const headers: Record<string, string> = visitor.cookies.size > 0 ? {} : { 'accept-language': 'tpi' };
      const translated = await visitor.call(`/courses/${course(TRANSLATED.slug).id}`, { headers });
      expect(translated.status).toBe(200);
      expect(textOf(headingOf(translated.text)).trim()).toBe(TRANSLATED.title);
      expect(textOf(translated.text)).toContain(TRANSLATED.module);
      expect(textOf(translated.text)).not.toContain(MARKER);

      const untranslated = await visitor.call(`/courses/${course(UNTRANSLATED).id}`, { headers });
      expect(untranslated.status).toBe(200);
      expect(headingOf(untranslated.text)).toContain(`<span lang="en">${course(UNTRANSLATED).title}</span>`);
      expect(textOf(headingOf(untranslated.text)).trim()).toBe(`${course(UNTRANSLATED).title} ${MARKER}`);
    }
  });

  it('shows a domain page in Tok Pisin', async () => {
    const page = await inTokPisin().call('/cyber-crime');
    expect(page.status).toBe(200);
    expect(textOf(page.text)).toContain(
      'Painimaut cyber crime, lukautim digital evidens, na bringim ol man i brukim lo i go long kot.',
    );
    // Its Tok Pisin courses are listed in Tok Pisin, the others in English with the marker.
    expect(textOf(page.text)).not.toContain('Investigate cyber crime');
  });

  it('changes nothing for English readers: English titles and no marker, after Tok Pisin readers were served', async () => {
    await inTokPisin().call('/courses');
    const visitor = new Visitor(base);
    const page = await visitor.call('/courses?q=password', { headers: { 'accept-language': 'en' } });
    expect([...cards(page.text).keys()]).toContain(course(TRANSLATED.slug).title);
    expect(page.text).not.toMatch(/<span lang="en">/);
    expect(textOf(page.text)).not.toContain(MARKER);
    const coursePage = await visitor.call(`/courses/${course(TRANSLATED.slug).id}`);
    expect(textOf(headingOf(coursePage.text)).trim()).toBe(course(TRANSLATED.slug).title);
    expect(textOf(coursePage.text)).not.toContain(TRANSLATED.module);
  });
});
