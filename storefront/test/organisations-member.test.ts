/**
 * The member's side of organisations (ADR 0029) over HTTP, as a browser without JavaScript uses it, against the
 * seeded CMS: the invite page signed out and signed in, joining (once, however often), a revoked and an unknown
 * link in words, invitations accepted and declined on the dashboard, leaving from the profile after a confirmation
 * step, courses assigned on the dashboard, and a sponsored seat used by the course page's form without a code. Its
 * organisation and learners are its own (`unique()`), on the worker's shared platform.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ORGANISATION_MESSAGES } from '@kundu/cms-contract/organisations';
import { testPlatform, unique } from '@kundu/test-platform';
import { createOrganisation, createSeats } from './support/cms-admin';
import { administer } from './support/organisations';
import { registerCompleteLearner, registerLearner, textOf, verifyEmail, type Visitor } from './support/visitor';

const base = testPlatform().storefront.url;
const stamp = unique();
const name = `Lae Baptist Church ${stamp}`;
let organisationId: string;
let admin: Awaited<ReturnType<typeof administer>>;
let adminVisitor: Visitor;
let code: string;

type Course = { id: string; slug: string; title: string; isFree: boolean };
let freeCourse: Course;
let paidCourse: Course;

beforeAll(async () => {
  const administrator = await registerCompleteLearner(base, { firstName: 'Ruth', lastName: 'Kaupa' });
  adminVisitor = administrator.visitor;
  await verifyEmail(adminVisitor, administrator.details.email);
  organisationId = (
    await createOrganisation({
      name,
      kind: 'church',
      province: 'Morobe',
      administrators: [administrator.details.email],
    })
  ).id;
  admin = await administer(organisationId, administrator.details);
  code = await admin.inviteCode();
  const courses = (await (await fetch(`${base}/api/courses`)).json()) as Course[];
  freeCourse = courses.find((course) => course.slug === 'spot-and-stop-sms-and-whatsapp-scams')!;
  paidCourse = courses.find((course) => course.slug === 'auditing-user-access-and-accounts')!;
}, 120_000);

const postForm = (visitor: Visitor, path: string, fields: Record<string, string>) =>
  visitor.call(path, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** A form that did its work: a redirect to the next page, which shows the notice (without JavaScript too). */
async function followed(visitor: Visitor, answer: { status: number; headers: Headers; text: string }) {
  expect([302, 303], textOf(answer.text).slice(0, 300)).toContain(answer.status);
  const location = answer.headers.get('location')!;
  const next = await visitor.call(location);
  expect(next.status).toBe(200);
  return { location, words: textOf(next.text), html: next.text };
}

const page = async (visitor: Visitor, path: string) => {
  const answer = await visitor.call(path);
  return { ...answer, words: textOf(answer.text) };
};

describe('the invite page', () => {
  it('signed out: who invites, what they will see, and sign in or create an account that come back here', async () => {
    const visitor = (await registerLearner(base)).visitor;
    visitor.cookies.clear();
    const shown = await page(visitor, `/join/${code}`);
    expect(shown.status).toBe(200);
    expect(shown.words).toContain(`Join ${name}?`);
    expect(shown.words).toContain('Church · Morobe');
    expect(shown.words).toContain('Your name, email, the courses it assigns you and your progress in them.');
    expect(shown.words).toContain('Never your phone number, documents or password.');
    const back = encodeURIComponent(`/join/${code}`);
    expect(shown.text).toContain(`href="/auth?tab=login&amp;redirect=${back}"`);
    expect(shown.text).toContain(`href="/auth?tab=register&amp;redirect=${back}"`);
    expect(shown.words).not.toContain('Join Join');

    // The form sent without an account asks for one first, and comes back.
    const joined = await postForm(visitor, `/join/${code}`, {});
    expect(joined.status).toBe(303);
    expect(joined.headers.get('location')).toBe(`/auth?redirect=${back}`);
    const auth = await page(visitor, `/auth?tab=register&redirect=${back}`);
    expect(auth.text).toContain(`name="redirect" value="/join/${code}"`);
  });

  it('signed in with an incomplete profile: Join makes a membership, with a notice; joining again changes nothing', async () => {
    const { visitor } = await registerLearner(base);
    const shown = await page(visitor, `/join/${code}`);
    expect(shown.status).toBe(200);
    expect(shown.text).toMatch(new RegExp(`<form method="post" action="/join/${code}"`));
    expect(shown.words).toContain('Join');

    const done = await followed(visitor, await postForm(visitor, `/join/${code}`, {}));
    expect(done.location).toBe('/');
    expect(done.words).toContain(`You joined ${name}.`);

    const profile = await page(visitor, '/profile');
    expect(profile.words).toContain('Organisations');
    expect(profile.words).toMatch(new RegExp(`${name} Church · Morobe Member`));

    const again = await page(visitor, `/join/${code}`);
    expect(again.words).toContain(`You are already a member of ${name}.`);
    expect(again.text).not.toContain(`action="/join/${code}"`);
    const twice = await followed(visitor, await postForm(visitor, `/join/${code}`, {}));
    expect(twice.words).toContain(`You are already a member of ${name}.`);
    expect((await page(visitor, '/profile')).text.match(/data-testid="membership"/g)).toHaveLength(1);
  });

  it('answers a revoked link 410 with the organisation to ask, and an unknown one 404, in words', async () => {
    const { visitor } = await registerLearner(base);
    const old = code;
    code = await admin.newInvite();
    const revoked = await page(visitor, `/join/${old}`);
    expect(revoked.status).toBe(410);
    expect(revoked.words).toContain(`Invite link not valid ${ORGANISATION_MESSAGES.inviteExpired(name)}`);
    const unknown = await page(visitor, '/join/ZZZZZZZZZZZZZZZZ');
    expect(unknown.status).toBe(404);
    expect(unknown.words).toContain(ORGANISATION_MESSAGES.inviteNotFound);
    const malformed = await page(visitor, '/join/not-a-code');
    expect(malformed.status).toBe(404);
    // Pressing Join on a page kept open after the link was revoked: the same words, nothing made.
    const late = await postForm(visitor, `/join/${old}`, {});
    expect(late.status).toBe(410);
    expect(textOf(late.text)).toContain(ORGANISATION_MESSAGES.inviteExpired(name));
    expect((await page(visitor, '/profile')).words).toContain('You do not belong to any organisation.');
    // The new link works.
    expect((await followed(visitor, await postForm(visitor, `/join/${code}`, {}))).words).toContain(
      `You joined ${name}.`,
    );
  });
});

describe('invitations, leaving, assignments and seats', () => {
  it('an invitation shows on the dashboard; Accept makes the learner a member, Decline removes it', async () => {
    const [accepting, declining] = await Promise.all([registerCompleteLearner(base), registerCompleteLearner(base)]);
    // Existing accounts in the administrator's CSV are invited, not made members (ADR 0029).
    const rows = [accepting, declining].map(
      ({ details }) => `${details.firstName},${details.lastName},${details.email}`,
    );
    const report = await admin.importMembers(['First name,Last name,Email', ...rows].join('\r\n'));
    expect(report.map((row) => row.outcome)).toEqual(['invited', 'invited']);

    const dashboard = await page(accepting.visitor, '/');
    expect(dashboard.words).toContain(`${name} invited you to join.`);
    // The invitation matched their email: first they verify it (ADR 0035), then they may accept.
    expect(dashboard.words).toContain('This invitation was sent to your email address. Verify it to accept.');
    expect(dashboard.text).toContain('href="/verify?for=invitation"');
    expect(dashboard.text).not.toContain(`aria-label="Accept the invitation of ${name}"`);
    await verifyEmail(accepting.visitor, accepting.details.email);
    expect((await page(accepting.visitor, '/')).text).toContain(`aria-label="Accept the invitation of ${name}"`);
    const accepted = await followed(
      accepting.visitor,
      await postForm(accepting.visitor, `/memberships/${organisationId}`, { intent: 'accept', back: '/' }),
    );
    expect(accepted.location).toBe('/');
    expect(accepted.words).toContain(`You joined ${name}.`);
    expect(accepted.words).not.toContain(`${name} invited you to join.`);
    expect((await page(accepting.visitor, '/profile')).words).toMatch(new RegExp(`${name} Church · Morobe Member`));

    const declined = await followed(
      declining.visitor,
      await postForm(declining.visitor, `/memberships/${organisationId}`, { intent: 'decline', back: '/' }),
    );
    expect(declined.words).toContain(`You declined the invitation of ${name}.`);
    expect(declined.words).not.toContain('invited you to join');
    expect((await page(declining.visitor, '/profile')).words).toContain('You do not belong to any organisation.');
  });

  it('an invited learner who follows the join link is told they joined, not that they were a member already', async () => {
    const invited = await registerCompleteLearner(base);
    const { details } = invited;
    const report = await admin.importMembers(
      ['First name,Last name,Email', `${details.firstName},${details.lastName},${details.email}`].join('\r\n'),
    );
    expect(report.map((row) => row.outcome)).toEqual(['invited']);
    const shown = await page(invited.visitor, `/join/${code}`);
    expect(shown.words).not.toContain('already a member');
    const joined = await followed(invited.visitor, await postForm(invited.visitor, `/join/${code}`, {}));
    expect(joined.words).toContain(`You joined ${name}.`);
    expect(joined.words).not.toContain('already a member');
  });

  it('leaves from the profile after a confirmation step; leaving twice is refused in words', async () => {
    const { visitor } = await registerCompleteLearner(base);
    await followed(visitor, await postForm(visitor, `/join/${code}`, {}));
    const profile = await page(visitor, '/profile');
    expect(profile.text).toContain(`href="/profile?leave=${organisationId}#organisations"`);
    expect(profile.text).not.toContain(`action="/memberships/${organisationId}"`);
    const confirm = await page(visitor, `/profile?leave=${organisationId}`);
    expect(confirm.words).toContain(`Leave ${name}?`);
    expect(confirm.words).toContain('Your courses, progress and certificates stay yours.');
    const left = await followed(
      visitor,
      await postForm(visitor, `/memberships/${organisationId}`, { intent: 'leave', back: '/profile#organisations' }),
    );
    expect(left.location).toBe('/profile#organisations');
    expect(left.words).toContain(`You left ${name}.`);
    expect(left.words).toContain('You do not belong to any organisation.');
    // Leaving twice: refused in words, not a server error.
    const again = await followed(
      visitor,
      await postForm(visitor, `/memberships/${organisationId}`, { intent: 'leave', back: '/profile' }),
    );
    expect(again.words).toContain(ORGANISATION_MESSAGES.notMember);
    // Signed out, the form asks nothing of the CMS.
    visitor.cookies.clear();
    const signedOut = await postForm(visitor, `/memberships/${organisationId}`, { intent: 'leave' });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe('/');
  });

  it('lists assigned courses on the dashboard; a sponsored seat enrols in a paid course without a code', async () => {
    const { visitor } = await registerCompleteLearner(base);
    await followed(visitor, await postForm(visitor, `/join/${code}`, {}));
    await createSeats(paidCourse.id, organisationId, 5);
    await admin.assign(freeCourse.id);
    await admin.assign(paidCourse.id);

    const dashboard = await page(visitor, '/');
    expect(dashboard.words).toContain(`Assigned by ${name}`);
    expect(dashboard.words).toContain(freeCourse.title);
    expect(dashboard.words).toContain(paidCourse.title);
    expect(dashboard.text).toContain(`href="/courses/${paidCourse.id}"`);
    expect(dashboard.words).not.toContain('My organisation');

    const course = await page(visitor, `/courses/${paidCourse.id}`);
    expect(course.words).toContain(`Seat sponsored by ${name}`);
    expect(course.text).not.toContain('name="accessCode"');
    const enrolled = await followed(
      visitor,
      await postForm(visitor, `/courses/${paidCourse.id}`, { intent: 'enroll' }),
    );
    expect(enrolled.words).toContain("You're Enrolled!");

    // Enrolled, the course leaves the list of assigned courses.
    const after = await page(visitor, '/');
    const assigned = after.text.slice(after.text.indexOf('data-testid="assigned-courses"'));
    expect(textOf(assigned)).toContain(freeCourse.title);
    expect(assigned.slice(0, assigned.indexOf('</section>'))).not.toContain(`href="/courses/${paidCourse.id}"`);
  });

  it('offers its administrator the way to /organisation on the dashboard', async () => {
    const dashboard = await page(adminVisitor, '/');
    expect(dashboard.text).toMatch(/<a[^>]*href="\/organisation"[^>]*>[\s\S]*?My organisation/);
  });
});
