/**
 * Low-data mode (ADR 0048) over HTTP, as a phone without JavaScript gets it: `Save-Data: on` gives pages with no
 * images and no optional scripts, each saying its size; the footer's switch is a plain form, remembered in a
 * cookie, and turning it off wins over Save-Data.
 */
import { describe, expect, it } from 'vitest';
import { testPlatform } from '@kundu/test-platform';
import { textOf, Visitor } from './support/visitor';

const base = testPlatform().storefront.url;
const SAVE_DATA = { 'save-data': 'on' };

const scriptsOf = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
const modulePreloads = (html: string) => html.match(/rel="modulepreload"/g) ?? [];
const switchOf = (html: string) => /<form[^>]*action="\/low-data"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';

async function publicPages(): Promise<string[]> {
  const courses = (await (await fetch(`${base}/api/courses`)).json()) as Array<{ id: string }>;
  return ['/', '/courses', `/courses/${courses[0]!.id}`, '/free-courses', '/cyber-awareness', '/cyber-security'];
}

describe('low-data mode', () => {
  it('is on for Save-Data: on: no <img>, no scripts but the tiny head one, and the page says its size', async () => {
    for (const path of await publicPages()) {
      const page = await new Visitor(base).call(path, { headers: SAVE_DATA });
      expect(page.status, path).toBe(200);
      expect(page.text, path).not.toMatch(/<img\b/);
      expect(modulePreloads(page.text), path).toEqual([]);
      // Only the head script that marks the page as having JavaScript (a few hundred bytes) is left.
      const scripts = scriptsOf(page.text);
      expect(scripts.length, path).toBe(1);
      expect(scripts.join(''), path).not.toMatch(/type="module"|src=/);
      expect(page.headers.get('vary'), path).toMatch(/Save-Data/i);
      expect(page.headers.get('vary'), path).toMatch(/Cookie/i);
      const footer = textOf(/<footer[\s\S]*?<\/footer>/.exec(page.text)?.[0] ?? '');
      expect(footer, path).toMatch(/This page: \d+ KB the first time, \d+ KB after/);
      expect(textOf(switchOf(page.text)), path).toContain('Low-data mode is on');
    }
  });

  it('keeps the normal page, scripts included, without Save-Data', async () => {
    const page = await new Visitor(base).call('/');
    expect(modulePreloads(page.text).length).toBeGreaterThan(0);
    expect(textOf(switchOf(page.text))).toContain('Low-data mode is off');
  });

  it('switches on and off without JavaScript, remembered in a cookie, and off wins over Save-Data', async () => {
    const visitor = new Visitor(base);
    const on = await visitor.call('/low-data', {
      body: new URLSearchParams({ lowData: 'on', back: '/free-courses' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(on.status).toBe(303);
    expect(on.headers.get('location')).toBe('/free-courses');
    // Remembered: the next pages are low-data without Save-Data.
    const remembered = await visitor.call('/free-courses');
    expect(modulePreloads(remembered.text)).toEqual([]);
    expect(remembered.text).not.toMatch(/<img\b/);
    expect(textOf(switchOf(remembered.text))).toContain('Low-data mode is on');

    const off = await visitor.call('/low-data', {
      body: new URLSearchParams({ lowData: 'off', back: '/' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(off.status).toBe(303);
    const page = await visitor.call('/', { headers: SAVE_DATA });
    expect(modulePreloads(page.text).length).toBeGreaterThan(0);
    expect(textOf(switchOf(page.text))).toContain('Low-data mode is off');
  });

  it('sends the visitor back only to a page of this site', async () => {
    const visitor = new Visitor(base);
    for (const back of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
      const answer = await visitor.call('/low-data', {
        body: new URLSearchParams({ lowData: 'on', back }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(answer.status, back).toBe(303);
      expect(answer.headers.get('location'), back).toBe('/');
    }
    const bad = await visitor.call('/low-data', {
      body: new URLSearchParams({ lowData: 'maybe' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(bad.status).toBe(400);
  });
});
