import { describe, expect, it } from 'vitest';
import { decideRoute, routeKeyOf, sessionStateOf, type SessionState, type SessionUser } from './routing';

const DOMAINS = [
  'cyber-security',
  'cyber-defense',
  'cyber-assurance',
  'cyber-crime',
  'cyber-intelligence',
  'cyber-grc',
  'cyber-ai-ml',
];
const decide = (path: string, state: SessionState) => decideRoute(routeKeyOf(path, DOMAINS), state);

const render = { kind: 'render' };
const toHome = { kind: 'redirect', to: '/' };
const home = (screen: string, status = 200) => ({ kind: 'home-screen', screen, status });

// Every route of spec 2.1 × the three session states. The catalogue row is the one recorded deviation (ADR 0007).
const TABLE: Array<[string, Record<SessionState, object>]> = [
  ['/', { 'signed-out': home('landing'), 'incomplete-profile': home('profile'), 'signed-in': home('dashboard') }],
  ['/auth', { 'signed-out': render, 'incomplete-profile': toHome, 'signed-in': toHome }],
  ['/free-courses', { 'signed-out': render, 'incomplete-profile': render, 'signed-in': render }],
  ['/cyber-awareness', { 'signed-out': render, 'incomplete-profile': toHome, 'signed-in': toHome }],
  ...DOMAINS.map((slug): [string, Record<SessionState, object>] => [
    `/${slug}`,
    { 'signed-out': render, 'incomplete-profile': render, 'signed-in': render },
  ]),
  ['/courses', { 'signed-out': render, 'incomplete-profile': render, 'signed-in': render }],
  ['/courses/abc123def456ghi789jkl012', { 'signed-out': render, 'incomplete-profile': render, 'signed-in': render }],
  [
    '/certificate/KCA-7Q2MX-K9D4R-H3W8N-B6T1Z',
    { 'signed-out': render, 'incomplete-profile': render, 'signed-in': render },
  ],
  ['/profile', { 'signed-out': toHome, 'incomplete-profile': render, 'signed-in': render }],
  // Where to report a cyber incident, and the about page: the footer's links, for everyone (ADR 0040).
  ['/report-incident', { 'signed-out': render, 'incomplete-profile': render, 'signed-in': render }],
  ['/about', { 'signed-out': render, 'incomplete-profile': render, 'signed-in': render }],
  // The organisation's pages (ADR 0029); signed out, they ask the visitor to sign in first, as /profile does.
  ['/organisation', { 'signed-out': toHome, 'incomplete-profile': render, 'signed-in': render }],
  ['/organisation/imports/abc123', { 'signed-out': toHome, 'incomplete-profile': render, 'signed-in': render }],
  // An organisation's invite link (ADR 0029): anyone sees who it is from; joining needs an account, not a complete
  // profile. A learner's own memberships (accept, decline, leave) need an account.
  ['/join/7Q2MXK9D4RH3W8NB', { 'signed-out': render, 'incomplete-profile': render, 'signed-in': render }],
  [
    '/memberships/abc123def456ghi789jkl012',
    { 'signed-out': toHome, 'incomplete-profile': render, 'signed-in': render },
  ],
  // A verification link (ADR 0035) is opened wherever the message is read: in every state.
  ['/verify', { 'signed-out': render, 'incomplete-profile': render, 'signed-in': render }],
  // The "not me" link of an organisation's invitation (ADR 0036): in every state, no account needed.
  [
    '/not-me/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
    { 'signed-out': render, 'incomplete-profile': render, 'signed-in': render },
  ],
  // An editor's preview of a draft (ADR 0032): in every state, the signed link is the authority.
  [
    '/preview/course/abc123def456ghi789jkl012',
    { 'signed-out': render, 'incomplete-profile': render, 'signed-in': render },
  ],
  [
    '/preview/module/abc123def456ghi789jkl012',
    { 'signed-out': render, 'incomplete-profile': render, 'signed-in': render },
  ],
  [
    '/preview/alert/abc123def456ghi789jkl012',
    { 'signed-out': render, 'incomplete-profile': render, 'signed-in': render },
  ],
  [
    '/preview/news/abc123def456ghi789jkl012',
    {
      'signed-out': home('landing', 404),
      'incomplete-profile': home('profile', 404),
      'signed-in': home('dashboard', 404),
    },
  ],
  [
    '/join/a/b',
    {
      'signed-out': home('landing', 404),
      'incomplete-profile': home('profile', 404),
      'signed-in': home('dashboard', 404),
    },
  ],
  [
    '/no-such-page',
    {
      'signed-out': home('landing', 404),
      'incomplete-profile': home('profile', 404),
      'signed-in': home('dashboard', 404),
    },
  ],
  [
    '/courses/a/b',
    {
      'signed-out': home('landing', 404),
      'incomplete-profile': home('profile', 404),
      'signed-in': home('dashboard', 404),
    },
  ],
];

describe('routing by session state (spec 2.1)', () => {
  for (const [path, expected] of TABLE) {
    for (const [state, decision] of Object.entries(expected) as Array<[SessionState, object]>) {
      it(`${state} at ${path}`, () => {
        expect(decide(path, state)).toEqual(decision);
      });
    }
  }

  it('ignores a trailing slash', () => {
    expect(routeKeyOf('/free-courses/', DOMAINS)).toBe('free-courses');
  });
});

describe('profile completeness', () => {
  const user: SessionUser = {
    id: '1',
    email: 'mary@example.org',
    firstName: 'Mary',
    lastName: 'Kila',
    role: 'government',
    organization: null,
    hasConsentedToDataUse: true,
    profileImageUrl: '/uploads/mary.jpg',
  };

  it('is complete only with a role, data-use consent and a profile image', () => {
    expect(sessionStateOf(null)).toBe('signed-out');
    expect(sessionStateOf(user)).toBe('signed-in');
    expect(sessionStateOf({ ...user, role: null })).toBe('incomplete-profile');
    expect(sessionStateOf({ ...user, hasConsentedToDataUse: false })).toBe('incomplete-profile');
    expect(sessionStateOf({ ...user, profileImageUrl: null })).toBe('incomplete-profile');
  });
});
