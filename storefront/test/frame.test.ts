/**
 * The frame around every screen over HTTP, as a browser without JavaScript gets it, in each of the three session
 * states of spec 2.1: the footer's links (spec 2.2: learning paths, support, legal and about, and the account's),
 * each of which opens its page in the state that shows it; Report a Cyber Incident, a page every learner reaches;
 * and the about page.
 */
import { describe, expect, it } from 'vitest';
import { testPlatform } from '@kundu/test-platform';
import { registerCompleteLearner, registerLearner, textOf, Visitor } from './support/visitor';

const platform = testPlatform();
const base = platform.storefront.url;

const STATES = ['signed out', 'incomplete profile', 'signed in'] as const;
type State = (typeof STATES)[number];

async function visitorIn(state: State): Promise<Visitor> {
  if (state === 'signed out') return new Visitor(base);
  return (state === 'signed in' ? await registerCompleteLearner(base) : await registerLearner(base)).visitor;
}

type FooterLink = { href: string; text: string };

function footerOf(html: string): { headings: string[]; links: FooterLink[] } {
  const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
  const headings = [...footer.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((match) => textOf(match[1]!).trim());
  const links = [...footer.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((match) => ({
    href: (/\bhref="([^"]*)"/.exec(match[1]!)?.[1] ?? '').replace(/&amp;/g, '&'),
    text: textOf(match[2]!).trim(),
  }));
  return { headings, links };
}

describe('footer (spec 2.2)', () => {
  it('has learning path, support, legal, about and account links in every state', async () => {
    for (const state of STATES) {
      const visitor = await visitorIn(state);
      const { headings, links } = footerOf((await visitor.call('/')).text);
      expect(headings, state).toEqual(['Learning Paths', 'Support', 'Legal', 'About', 'Account']);
      const named = Object.fromEntries(links.map((link) => [link.text, link.href]));
      expect(named, state).toMatchObject({
        'Help & Support': `mailto:${platform.cms.supportEmail}`,
        'Report a Cyber Incident': '/report-incident',
        'Privacy Policy': '/privacy',
        'About Kundu': '/about',
        'Contact Us': '/about#contact',
      });
      if (state === 'signed out') expect(named, state).toMatchObject({ Login: '/auth' });
      else expect(named, state).toMatchObject({ 'Account Settings': '/profile', Logout: '/api/logout' });
    }
  });

  it('opens every page it links to in the state that shows the link, never sending the learner elsewhere', async () => {
    for (const state of STATES) {
      const visitor = await visitorIn(state);
      const { links } = footerOf((await visitor.call('/')).text);
      const pages = links.filter((link) => link.href.startsWith('/') && link.href !== '/api/logout');
      expect(pages.length, state).toBeGreaterThan(6);
      for (const link of pages) {
        const [path, fragment] = link.href.split('#');
        const answer = await visitor.call(path!);
        expect([answer.status, answer.headers.get('location')], `${state}: ${link.text} (${link.href})`).toEqual([
          200,
          null,
        ]);
        if (fragment) expect(answer.text, `${state}: ${link.href}`).toContain(`id="${fragment}"`);
      }
    }
  });
});

describe('Report a Cyber Incident', () => {
  it('is a page every learner reaches, saying where to report in Papua New Guinea', async () => {
    for (const state of STATES) {
      const visitor = await visitorIn(state);
      const page = await visitor.call('/report-incident');
      expect([page.status, page.headers.get('location')], state).toEqual([200, null]);
      const text = textOf(page.text);
      expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(page.text)?.[1], state).toBe('Report a Cyber Incident');
      for (const words of [
        'Where to Report in Papua New Guinea',
        'National Cyber Security Centre (NCSC)',
        'RPNGC Cybercrime Unit',
        'Your bank or mobile money provider',
        'PNGCERT',
      ]) {
        expect(text, `${state}: ${words}`).toContain(words);
      }
      expect(page.text, state).toContain('href="https://www.ncsc.gov.pg"');
      expect(page.text, state).toContain(`href="mailto:${platform.cms.supportEmail}"`);
    }
  });

  it('lists the help contacts a person has checked in the CMS, and never a number still to be confirmed', async () => {
    const { cms } = platform;
    const stamp = `${Date.now()}`.slice(-7);
    const checkedPhone = `+675 7${stamp}`;
    const uncheckedPhone = `+675 8${stamp}`;
    const write = async (method: 'POST' | 'PUT', path: string, data: Record<string, unknown>) => {
      const answer = await fetch(`${cms.url}/api/${path}`, {
        method,
        headers: { Authorization: `Bearer ${cms.seedToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ data }),
      });
      expect(answer.status, path).toBeLessThan(300);
      return ((await answer.json()) as { data: { documentId: string } }).data.documentId;
    };
    const checked = await write('POST', 'help-contacts', {
      key: `scam-line-${stamp}`,
      name: `Scam Line ${stamp}`,
      purpose: 'Call them when a scam took your money.',
      phone: checkedPhone,
      hours: 'Every day, 8 am to 8 pm',
      order: 0,
      lastCheckedAt: '2026-11-20',
      checkedBy: 'Kila Tom',
    });
    await write('POST', 'help-contacts', {
      key: `unchecked-line-${stamp}`,
      name: `Unchecked Line ${stamp}`,
      purpose: 'Nobody has called this line yet.',
      phone: uncheckedPhone,
    });
    try {
      const page = await new Visitor(base).call('/report-incident');
      expect(page.status).toBe(200);
      const text = textOf(page.text);
      for (const words of [
        `Scam Line ${stamp}`,
        'Call them when a scam took your money.',
        'Open: Every day, 8 am to 8 pm',
        'Checked by our team on 20 Nov 2026',
      ]) {
        expect(text).toContain(words);
      }
      expect(page.text).toContain(`href="tel:+6757${stamp}"`);
      expect(page.text).not.toContain(uncheckedPhone);
      expect(text).not.toContain(`Unchecked Line ${stamp}`);
      expect(text).not.toContain('Kila Tom');
    } finally {
      // The seeded content is everyone's: the page goes back to what other files read.
      await write('PUT', `help-contacts/${checked}`, { lastCheckedAt: null, checkedBy: null });
    }
    const after = textOf((await new Visitor(base).call('/report-incident')).text);
    expect(after).not.toContain(`Scam Line ${stamp}`);
    expect(after).toContain('Your bank or mobile money provider');
  });

  it('shows a place by its checked contact once a person confirms it, and keeps every other place', async () => {
    const { cms } = platform;
    const call = async (method: 'GET' | 'PUT', path: string, data?: Record<string, unknown>) => {
      const answer = await fetch(`${cms.url}/api/${path}`, {
        method,
        headers: { Authorization: `Bearer ${cms.seedToken}`, 'Content-Type': 'application/json' },
        body: data ? JSON.stringify({ data }) : undefined,
      });
      expect(answer.status, path).toBeLessThan(300);
      return (await answer.json()) as { data: Array<{ documentId: string }> };
    };
    const pngcert = (await call('GET', 'help-contacts?filters[key][$eq]=pngcert')).data[0]!.documentId;
    const phone = `+675 3${`${Date.now()}`.slice(-6)}`;
    await call('PUT', `help-contacts/${pngcert}`, { phone, lastCheckedAt: '2026-11-24', checkedBy: 'Kila Tom' });
    try {
      const page = await new Visitor(base).call('/report-incident');
      const text = textOf(page.text);
      expect(page.text).toContain(`href="tel:${phone.replace(/ /g, '')}"`);
      // One PNGCERT entry: its checked contact, in place of the place.
      expect(page.text.match(/<h3[^>]*>PNGCERT<\/h3>/g)?.length).toBe(1);
      expect(text).toContain('Checked by our team on 24 Nov 2026');
      // The places nobody has checked yet still say where to go, in their order.
      const order = [
        'Your bank or mobile money provider',
        'RPNGC Cybercrime Unit',
        'National Cyber Security Centre (NCSC)',
        'PNGCERT',
        'Your mobile network',
      ];
      const at = order.map((words) => text.indexOf(words));
      expect(at.every((index) => index >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
    } finally {
      // The seeded content is everyone's: the contact goes back to waiting for a person.
      await call('PUT', `help-contacts/${pngcert}`, { phone: null, lastCheckedAt: null, checkedBy: null });
    }
  });

  it('is where the awareness center\u2019s Report Security Incident button leads', async () => {
    const page = await new Visitor(base).call('/cyber-awareness');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<a[^>]*href="\/report-incident"[^>]*>Report Security Incident<\/a>/);
  });
});

describe('About Kundu', () => {
  it('says who runs the platform and what it offers, and how to contact us, in every state', async () => {
    for (const state of STATES) {
      const visitor = await visitorIn(state);
      const page = await visitor.call('/about');
      expect([page.status, page.headers.get('location')], state).toEqual([200, null]);
      expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(page.text)?.[1], state).toBe('About Kundu');
      const text = textOf(page.text);
      expect(text, state).toContain('Kundu Cyber Academy Limited');
      expect(page.text, state).toMatch(/<h2[^>]*id="contact"[^>]*>Contact Us<\/h2>/);
      expect(page.text, state).toContain(`href="mailto:${platform.cms.supportEmail}"`);
    }
  });
});
