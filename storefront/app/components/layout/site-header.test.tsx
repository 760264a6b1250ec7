// @vitest-environment happy-dom
import { createRemixStub } from '@remix-run/testing';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '~/lib/routing';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Nobody can sign in before the Accounts issue; these render the signed-in frame of spec 2.2 directly.
const user: SessionUser = {
  id: '7',
  email: 'mary.kila@example.org',
  firstName: 'Mary',
  lastName: 'Kila',
  role: 'government',
  organization: 'Department of Finance',
  hasConsentedToDataUse: true,
  profileImageUrl: null,
};
const domains = [
  { name: 'Cyber Security', slug: 'cyber-security' },
  { name: 'Cyber AI/ML', slug: 'cyber-ai-ml' },
];

// React's act() needs to know it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The element rendered, once the parts it loads when shown (the signed-in learner's menu) are in. */
async function render(element: JSX.Element): Promise<string> {
  const Stub = createRemixStub([{ path: '/', Component: () => element }]);
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => {
    root.render(<Stub initialEntries={['/']} />);
    await import('./user-menu');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const html = container.innerHTML;
  act(() => root.unmount());
  return html;
}

const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe('signed-in header (spec 2.2)', () => {
  it('links Dashboard, Free Courses, Courses and Profile, has the Cyber Domains menu and the user menu', async () => {
    const html = await render(<SiteHeader user={user} domains={domains} />);
    for (const label of ['Dashboard', 'Free Courses', 'Courses', 'Profile', 'Cyber Domains'])
      expect(html).toContain(`>${label}<`);
    expect(hrefsOf(html)).toEqual(
      expect.arrayContaining(['/', '/free-courses', '/courses', '/profile', '/cyber-security']),
    );
    expect(html).toContain('Account menu for Mary Kila');
    expect(html).toContain('>MK<');
    // The user menu is in the page as sent (a <details>), name and email included: it opens without JavaScript.
    expect(html).toMatch(
      /<details[^>]*name="header-menu"[^>]*><summary[^>]*><span class="sr-only">Account menu for Mary Kila/,
    );
    expect(html).toContain('>Mary Kila<');
    expect(html).toContain('>mary.kila@example.org<');
    expect(html).not.toContain('>Sign In<');
    expect(html).not.toContain('>Cyber Alerts<');
    expect(html).toContain('href="/api/logout"');
  });

  it('shows the profile image instead of initials when there is one', async () => {
    const html = await render(
      <SiteHeader user={{ ...user, profileImageUrl: '/uploads/mary.jpg' }} domains={domains} />,
    );
    expect(html).toContain('src="/uploads/mary.jpg"');
    expect(html).not.toContain('>MK<');
  });

  it('falls back to the email for a user without a name', async () => {
    const html = await render(<SiteHeader user={{ ...user, firstName: null, lastName: null }} domains={domains} />);
    expect(html).toContain('Account menu for mary.kila@example.org');
    expect(html).toContain('>M<');
  });

  it('signed out: Home, Free Courses, Cyber Alerts and Sign In', async () => {
    const html = await render(<SiteHeader user={null} domains={domains} />);
    for (const label of ['Home', 'Free Courses', 'Cyber Alerts', 'Sign In']) expect(html).toContain(`>${label}<`);
    expect(html).not.toContain('>Dashboard<');
  });
});

describe('footer (spec 2.2)', () => {
  it('offers Account Settings and Logout when signed in, Login otherwise, with the given year', async () => {
    const signedIn = await render(<SiteFooter user={user} year={2031} supportEmail="help@kundu.example" />);
    expect(signedIn).toContain('>Account Settings<');
    expect(signedIn).toContain('>Logout<');
    expect(signedIn).not.toContain('>Login<');
    expect(signedIn).toContain('© 2031 Kundu Cyber Academy Limited');
    expect(signedIn).toContain('mailto:help@kundu.example');
    const signedOut = await render(<SiteFooter user={null} year={2031} supportEmail="help@kundu.example" />);
    expect(signedOut).toContain('>Login<');
    for (const html of [signedIn, signedOut]) {
      expect(html).toContain('href="/report-incident"');
      expect(html).toMatch(
        />About<\/h2>[\s\S]*href="\/about"[^>]*>About Kundu<[\s\S]*href="\/about#contact"[^>]*>Contact Us</,
      );
    }
    expect(signedOut).not.toContain('>Logout<');
  });
});
