/**
 * The organisation administrator's pages (/organisation, ADR 0029) over HTTP, as a browser without JavaScript uses
 * them, against the seeded CMS: who may see them (signed out, a learner who administers nothing, another
 * organisation's id), the dashboard with its filters and paging, the invite link and a new one, groups, course
 * assignments with seats, a CSV import (its page refreshing itself while it runs, then its report), the CSV export's
 * bytes, and the printable summary. Every form with bad input is answered in words. Its organisations, learners
 * and imported members are its own (`unique()`), on the worker's shared platform.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ORGANISATION_MESSAGES } from '@kundu/cms-contract/organisations';
import { pngDay } from '@kundu/cms-contract/png-time';
import { testPlatform, unique } from '@kundu/test-platform';
import { createOrganisation, createSeats } from './support/cms-admin';
import { registerAdministrator, registerCompleteLearner, registerLearner, textOf, Visitor } from './support/visitor';

const platform = testPlatform();
const base = platform.storefront.url;

type Registered = Awaited<ReturnType<typeof registerLearner>>;
let admin: Registered;
let otherAdmin: Registered;
let outsider: Registered;
let orgA: string;
let orgB: string;
const stamp = unique();
const nameA = `Lae Baptist Church ${stamp}`;
const nameB = `Wewak Youth NGO ${stamp}`;

type Course = { id: string; slug: string; title: string; isFree: boolean };
let freeCourse: Course;
let paidCourse: Course;

beforeAll(async () => {
  // An administrator needs an account, not a complete profile.
  [admin, otherAdmin, outsider] = await Promise.all([
    registerAdministrator(base, { firstName: 'Ruth', lastName: 'Kaupa' }),
    registerAdministrator(base, { firstName: 'Peter', lastName: 'Wari' }),
    registerLearner(base, { firstName: 'John', lastName: 'Bosco' }),
  ]);
  [{ id: orgA }, { id: orgB }] = await Promise.all([
    createOrganisation({ name: nameA, kind: 'church', province: 'Morobe', administrators: [admin.details.email] }),
    createOrganisation({
      name: nameB,
      kind: 'ngo',
      province: 'East Sepik',
      administrators: [otherAdmin.details.email],
    }),
  ]);
  const courses = (await (await fetch(`${base}/api/courses`)).json()) as Course[];
  freeCourse = courses.find((course) => course.slug === 'spot-and-stop-sms-and-whatsapp-scams')!;
  paidCourse = courses.find((course) => course.slug === 'auditing-user-access-and-accounts')!;
}, 120_000);

const postForm = (visitor: Visitor, path: string, fields: Record<string, string | string[]>) => {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return visitor.call(path, {
    method: 'POST',
    body: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
};

/** A form that did its work: a 303 to the next page, which shows the notice (without JavaScript too). */
async function followed(visitor: Visitor, answer: { status: number; headers: Headers; text: string }) {
  expect(answer.status, textOf(answer.text).slice(0, 300)).toBe(303);
  const next = await visitor.call(answer.headers.get('location')!);
  expect(next.status).toBe(200);
  return { location: answer.headers.get('location')!, text: textOf(next.text), html: next.text };
}

const page = async (visitor: Visitor, path: string) => {
  const answer = await visitor.call(path);
  return { ...answer, words: textOf(answer.text) };
};

/** A CSV file as Excel saves "CSV UTF-8": BOM, commas, CRLF. */
const csvOf = (rows: string[][]) =>
  new TextEncoder().encode(
    `\uFEFF${rows.map((row) => row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')).join('\r\n')}\r\n`,
  );

function upload(visitor: Visitor, organisationId: string, bytes: Uint8Array, fileName = 'members.csv') {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(bytes)], { type: 'text/csv' }), fileName);
  return visitor.call(`/organisation/import?org=${organisationId}`, { method: 'POST', body: form });
}

async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('Not in time');
}

/** Imports a CSV through the page and waits for its report. */
async function imported(visitor: Visitor, organisationId: string, rows: string[][]) {
  const answer = await upload(visitor, organisationId, csvOf(rows));
  expect(answer.status, textOf(answer.text).slice(0, 300)).toBe(303);
  const location = answer.headers.get('location')!;
  return until(async () => {
    const report = await page(visitor, location);
    return report.words.includes('Import finished') ? { location, ...report } : undefined;
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A group's id, from the link to its members on the groups page. */
const groupIdOf = (html: string, name: string) =>
  new RegExp(`[?&](?:amp;)?group=([a-z0-9]+)"[^>]*>${escapeRegExp(name.replace(/"/g, '&quot;'))}<`).exec(html)?.[1];

/** The values of the inputs of a name (checkboxes of members, say). */
const inputValues = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<input[^>]*name="${name}"[^>]*>`, 'g'))].map(
    (match) => /value="([^"]*)"/.exec(match[0])![1]!,
  );

const PAGES = ['', '/invite', '/import', '/groups', '/assignments', '/summary'];

describe('who may see the organisation pages', () => {
  it('sends a signed-out visitor to sign in, and back to the same page afterwards', async () => {
    const answer = await new Visitor(base).call(`/organisation/groups?org=${orgA}`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(
      `/auth?redirect=${encodeURIComponent(`/organisation/groups?org=${orgA}`)}`,
    );
  });

  it('tells a learner who administers no organisation so, in words, with 403', async () => {
    const answer = await page(outsider.visitor, '/organisation');
    expect(answer.status).toBe(403);
    expect(answer.words).toContain('No organisation to manage');
    expect(answer.words).toContain('This account is not an administrator of any organisation.');
  });

  it('refuses another organisation’s id on every page, the export and every form, in the CMS’s words', async () => {
    for (const path of PAGES) {
      const answer = await page(admin.visitor, `/organisation${path}?org=${orgB}`);
      expect(answer.status, path).toBe(403);
      expect(answer.words, path).toContain(ORGANISATION_MESSAGES.notAdministrator);
      expect(answer.words, path).not.toContain(nameB);
    }
    const csv = await admin.visitor.call(`/organisation/export.csv?org=${orgB}`);
    expect(csv).toMatchObject({ status: 403, body: { message: ORGANISATION_MESSAGES.notAdministrator } });
    const created = await postForm(admin.visitor, `/organisation/groups?org=${orgB}`, {
      intent: 'create-group',
      name: 'Intruders',
    });
    expect(created.status).toBe(403);
    expect(textOf(created.text)).toContain(ORGANISATION_MESSAGES.notAdministrator);
    const renewed = await postForm(admin.visitor, `/organisation/invite?org=${orgB}`, { intent: 'renew-invite' });
    expect(renewed.status).toBe(403);
    const uploaded = await upload(admin.visitor, orgB, csvOf([['first name', 'last name', 'email']]));
    expect(uploaded.status).toBe(403);
    // Nothing changed in the other organisation.
    expect((await page(otherAdmin.visitor, `/organisation/groups?org=${orgB}`)).words).not.toContain('Intruders');
  });

  it('answers an unknown or malformed organisation id with 404 in words', async () => {
    for (const id of ['zzzzzzzzzzzzzzzzzzzzzzzz', 'NOT-AN-ID']) {
      const answer = await page(admin.visitor, `/organisation?org=${id}`);
      expect(answer.status, id).toBe(404);
      expect(answer.words).toContain(ORGANISATION_MESSAGES.organisationNotFound);
    }
  });

  it('lets an administrator of several organisations choose one, and names it on every page', async () => {
    const both = await registerAdministrator(base, { firstName: 'Anna', lastName: 'Sali' });
    const [{ id: first }, { id: second }] = await Promise.all([
      createOrganisation({
        name: `Goroka School ${stamp}`,
        kind: 'school',
        province: 'Eastern Highlands',
        administrators: [both.details.email],
      }),
      createOrganisation({
        name: `Madang Council ${stamp}`,
        kind: 'government_department',
        province: 'Madang',
        administrators: [both.details.email.toUpperCase()],
      }),
    ]);
    const chooser = await page(both.visitor, '/organisation');
    expect(chooser.status).toBe(200);
    expect(chooser.words).toContain('Choose an organisation');
    expect(chooser.text).toContain(`href="/organisation?org=${first}"`);
    expect(chooser.text).toContain(`href="/organisation?org=${second}"`);
    // A page that needs one goes to the chooser first.
    const invite = await both.visitor.call('/organisation/invite');
    expect(invite.status).toBe(302);
    expect(invite.headers.get('location')).toBe('/organisation');
    const chosen = await page(both.visitor, `/organisation?org=${second}`);
    expect(chosen.status).toBe(200);
    expect(chosen.words).toContain(`Madang Council ${stamp}`);
    expect(chosen.words).toContain('Other organisations');
  });
});

describe('the invite page', () => {
  it('shows the join link, its QR code and the printable PDFs, and makes a new link after a confirmation', async () => {
    const invite = await page(admin.visitor, `/organisation/invite?org=${orgA}`);
    expect(invite.status).toBe(200);
    const link = /value="(http[^"]+\/join\/([0-9A-Z]{16}))"/.exec(invite.text);
    expect(link, 'join link').not.toBeNull();
    expect(link![1]).toBe(`${base}/join/${link![2]}`);
    expect(invite.text).toMatch(/<svg[^>]*viewBox/);
    expect(invite.text).toContain(`href="/organisation/invite.pdf?format=poster&amp;org=${orgA}"`);
    expect(invite.text).toContain(`href="/organisation/invite.pdf?format=card&amp;org=${orgA}"`);

    const confirm = await page(admin.visitor, `/organisation/invite?org=${orgA}&confirm=renew`);
    expect(confirm.words).toContain('Make a new link?');
    const renewed = await followed(
      admin.visitor,
      await postForm(admin.visitor, `/organisation/invite?org=${orgA}`, { intent: 'renew-invite' }),
    );
    expect(renewed.text).toContain('New link made');
    const newCode = /\/join\/([0-9A-Z]{16})"/.exec(renewed.html)![1];
    expect(newCode).not.toBe(link![2]);
    // The old link now says it has expired (the CMS's invite look-up, which /join shows).
    const old = await fetch(`${platform.cms.url}/api/organisation-invites/${link![2]}`, {
      headers: { authorization: `Bearer ${platform.cms.storefrontToken}` },
    });
    expect(old.status).toBeGreaterThanOrEqual(400);
    expect(((await old.json()) as { error: { message: string } }).error.message).toBe(
      ORGANISATION_MESSAGES.inviteExpired(nameA),
    );
  });

  it('answers a form it does not know in words', async () => {
    const answer = await postForm(admin.visitor, `/organisation/invite?org=${orgA}`, { intent: 'nothing' });
    expect(answer.status).toBe(400);
    expect(textOf(answer.text)).toContain('This form could not be understood.');
  });
});

describe('groups', () => {
  it('answers bad names in the contract’s words and keeps what was typed', async () => {
    const path = `/organisation/groups?org=${orgA}`;
    const empty = await postForm(admin.visitor, path, { intent: 'create-group', name: '   ' });
    expect(empty.status).toBe(400);
    expect(textOf(empty.text)).toContain(ORGANISATION_MESSAGES.groupNameRequired);
    const long = 'Youth '.repeat(14);
    const tooLong = await postForm(admin.visitor, path, { intent: 'create-group', name: long });
    expect(tooLong.status).toBe(400);
    expect(textOf(tooLong.text)).toContain(ORGANISATION_MESSAGES.groupNameTooLong);
    expect(tooLong.text).toContain(`value="${long}"`);
    await followed(admin.visitor, await postForm(admin.visitor, path, { intent: 'create-group', name: 'Choir' }));
    const taken = await postForm(admin.visitor, path, { intent: 'create-group', name: 'CHOIR' });
    expect(taken.status).toBe(400);
    expect(textOf(taken.text)).toContain(ORGANISATION_MESSAGES.groupNameTaken);
  });

  it('creates, renames and deletes (after a confirmation) a group, and puts members in it and out of it', async () => {
    const path = `/organisation/groups?org=${orgA}`;
    const created = await followed(
      admin.visitor,
      await postForm(admin.visitor, path, { intent: 'create-group', name: 'Ushers' }),
    );
    expect(created.text).toContain('Group Ushers created');
    const groupId = groupIdOf(created.html, 'Ushers');
    expect(groupId).toBeDefined();
    const renamed = await followed(
      admin.visitor,
      await postForm(admin.visitor, path, { intent: 'rename-group', groupId: groupId!, name: 'Welcome team' }),
    );
    expect(renamed.text).toContain('Group renamed to Welcome team');

    // Members (imported) put in the group, then one taken out.
    const report = await imported(admin.visitor, orgA, [
      ['first name', 'last name', 'email'],
      ['Grace', 'Namaliu', `grace.${stamp}@example.org`],
      ['Tom', 'Kapa', `tom.${stamp}@example.org`],
    ]);
    expect(report.words).toContain('Invited');
    const list = await page(admin.visitor, `${path}&q=${stamp}`);
    const ids = inputValues(list.text, 'membershipId');
    expect(ids).toHaveLength(2);
    const none = await postForm(admin.visitor, path, { intent: 'add-members', groupId: groupId! });
    expect(none.status).toBe(400);
    expect(textOf(none.text)).toContain(ORGANISATION_MESSAGES.membershipIdsRequired);
    const noGroup = await postForm(admin.visitor, path, { intent: 'add-members', groupId: '', membershipId: ids });
    expect(noGroup.status).toBe(400);
    expect(textOf(noGroup.text)).toContain('Choose a group.');
    const added = await followed(
      admin.visitor,
      await postForm(admin.visitor, path, { intent: 'add-members', groupId: groupId!, membershipId: ids }),
    );
    expect(added.text).toContain(`${ids.length} members added to Welcome team`);
    const inGroup = await page(admin.visitor, `/organisation?org=${orgA}&group=${groupId}`);
    expect(inGroup.words).toContain(`${ids.length} of ${ids.length} members shown`);
    await followed(
      admin.visitor,
      await postForm(admin.visitor, path, {
        intent: 'remove-members',
        groupId: groupId!,
        membershipId: ids.slice(0, 1),
      }),
    );
    expect((await page(admin.visitor, `/organisation?org=${orgA}&group=${groupId}`)).words).toContain(
      `${ids.length - 1} of ${ids.length - 1} member`,
    );

    const confirm = await page(admin.visitor, `${path}&delete=${groupId}`);
    expect(confirm.words).toContain('Delete the group Welcome team?');
    const deleted = await followed(
      admin.visitor,
      await postForm(admin.visitor, path, { intent: 'delete-group', groupId: groupId!, name: 'Welcome team' }),
    );
    expect(deleted.text).toContain('Group Welcome team deleted');
    expect(deleted.html).not.toContain('value="Welcome team"');
  });

  it('answers another organisation’s group id with 404 in words', async () => {
    const answer = await postForm(admin.visitor, `/organisation/groups?org=${orgA}`, {
      intent: 'rename-group',
      groupId: 'zzzzzzzzzzzzzzzzzzzzzzzz',
      name: 'Nobody',
    });
    expect(answer.status).toBe(404);
    expect(textOf(answer.text)).toContain(ORGANISATION_MESSAGES.groupNotFound);
  });
});

describe('assignments', () => {
  it('assigns a free course to every member and a paid one with its seats, and removes one after a confirmation', async () => {
    const path = `/organisation/assignments?org=${orgA}`;
    const noCourse = await postForm(admin.visitor, path, { intent: 'assign-course', courseId: '' });
    expect(noCourse.status).toBe(400);
    expect(textOf(noCourse.text)).toContain(ORGANISATION_MESSAGES.courseRequired);
    const unknown = await postForm(admin.visitor, path, {
      intent: 'assign-course',
      courseId: 'zzzzzzzzzzzzzzzzzzzzzzzz',
    });
    expect(unknown.status).toBe(400);
    expect(textOf(unknown.text)).toContain(ORGANISATION_MESSAGES.courseNotFound);

    const free = await followed(
      admin.visitor,
      await postForm(admin.visitor, path, { intent: 'assign-course', courseId: freeCourse.id }),
    );
    expect(free.text).toContain(`${freeCourse.title} assigned`);
    expect(free.text).toMatch(new RegExp(`${escapeRegExp(freeCourse.title)} Every member .* Free course`));

    // A paid course without seats would leave members at an access-code wall: the form says so first.
    const before = await page(admin.visitor, path);
    expect(before.words).toContain(`${paidCourse.title} (paid, no seats: ask us first)`);
    const unseated = await postForm(admin.visitor, path, { intent: 'assign-course', courseId: paidCourse.id });
    expect(unseated.status).toBe(400);
    expect(textOf(unseated.text)).toContain(
      ORGANISATION_MESSAGES.noSeatsToAssign(paidCourse.title, nameA, platform.cms.supportEmail),
    );
    expect(textOf(unseated.text)).not.toMatch(/0 of 0 used/);

    await createSeats(paidCourse.id, orgA, 3);
    expect((await page(admin.visitor, path)).words).toContain(`${paidCourse.title} (paid, 3 seats left)`);
    const paid = await followed(
      admin.visitor,
      await postForm(admin.visitor, path, { intent: 'assign-course', courseId: paidCourse.id }),
    );
    expect(paid.text).toContain('0 of 3 used, 3 left');
    const dashboard = await page(admin.visitor, `/organisation?org=${orgA}`);
    expect(dashboard.words).toContain('Seats in paid courses');
    expect(dashboard.words).toMatch(new RegExp(`${escapeRegExp(paidCourse.title)} 0 of 3 used · 3 seats left`));

    const removeLink = new RegExp(`<a[^>]*aria-label="Remove ${escapeRegExp(paidCourse.title)} [^>]*>`).exec(
      paid.html,
    )?.[0];
    const assignmentId = /remove=([a-z0-9]+)/.exec(removeLink ?? '')?.[1];
    expect(assignmentId).toBeDefined();
    const confirm = await page(admin.visitor, `${path}&remove=${assignmentId}`);
    expect(confirm.words).toContain(`Remove the assignment of ${paidCourse.title}?`);
    const removed = await followed(
      admin.visitor,
      await postForm(admin.visitor, path, {
        intent: 'remove-assignment',
        assignmentId: assignmentId!,
        courseTitle: paidCourse.title,
      }),
    );
    expect(removed.text).toContain(`${paidCourse.title} no longer assigned`);
    const again = await postForm(admin.visitor, path, { intent: 'remove-assignment', assignmentId: assignmentId! });
    expect(again.status).toBe(404);
    expect(textOf(again.text)).toContain(ORGANISATION_MESSAGES.assignmentNotFound);
  });
});

describe('importing members from a CSV file', () => {
  it('offers a template with the columns, as Excel opens it', async () => {
    const template = await fetch(`${base}/organisation/import-template.csv`);
    expect(template.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(template.headers.get('content-disposition')).toContain('attachment');
    const bytes = new Uint8Array(await template.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.subarray(3))).toBe(
      'First name,Last name,Email,Phone,Category,Group,Province\r\n',
    );
    const importPage = await page(admin.visitor, `/organisation/import?org=${orgA}`);
    expect(importPage.text).toMatch(/enctype="multipart\/form-data"/i);
    expect(importPage.text).toContain('accept=".csv,text/csv"');
  });

  it('answers a missing, too large or non-UTF-8 file in the contract’s words', async () => {
    const none = await upload(admin.visitor, orgA, new Uint8Array(), '');
    expect(none.status).toBe(400);
    expect(textOf(none.text)).toContain(ORGANISATION_MESSAGES.csvRequired);
    const large = new Uint8Array(2 * 1024 * 1024 + 10).fill(0x61);
    const tooLarge = await upload(admin.visitor, orgA, large);
    expect(tooLarge.status).toBe(400);
    expect(textOf(tooLarge.text)).toContain(ORGANISATION_MESSAGES.csvTooLarge);
    // Excel's "CSV" in Windows-1252: é is the single byte 0xE9.
    const latin1 = Uint8Array.from([
      ...Buffer.from('first name,last name,email\r\nRen'),
      0xe9,
      ...Buffer.from(',Kila,rene@example.org\r\n'),
    ]);
    const notUtf8 = await upload(admin.visitor, orgA, latin1);
    expect(notUtf8.status).toBe(400);
    expect(textOf(notUtf8.text)).toContain(ORGANISATION_MESSAGES.csvNotUtf8);
  });

  it('shows "Processed N of M rows" refreshing itself while it runs, then every row, rejected first', async () => {
    const rows = [['first name', 'last name', 'email', 'phone', 'category', 'group', 'province']];
    for (let index = 0; index < 120; index += 1) {
      rows.push([`Member${index}`, 'Tambu', `member${index}.${stamp}@example.org`, '', '', 'Choir', '']);
    }
    rows.push(['=cmd|calc', 'Bad', `bad.${stamp}@example.org`, '', '', '', '']);
    rows.push(['Nobody', 'Contact', '', '', '', '', '']);
    rows.push(['Mary', 'Dup', `member0.${stamp}@example.org`, '', '', '', '']);
    const answer = await upload(admin.visitor, orgA, csvOf(rows), 'choir.csv');
    const started = await followed(admin.visitor, answer);
    expect(started.location).toMatch(new RegExp(`^/organisation/imports/[a-z0-9]+\\?org=${orgA}$`));
    expect(started.text).toContain('Import started');
    if (started.html.includes('Import finished'))
      throw new Error('The import finished before its page was first shown');
    expect(started.html).toMatch(/<meta http-equiv="refresh" content="2"\/?>/);
    expect(started.text).toMatch(/Processed \d+ of 123 rows/);
    expect(started.text).toContain('This page refreshes itself every 2 seconds');

    const report = await until(async () => {
      const next = await page(admin.visitor, started.location);
      return next.words.includes('Import finished') ? next : undefined;
    });
    expect(report.text).not.toContain('http-equiv="refresh"');
    expect(report.words).toContain('Processed 123 of 123 rows');
    expect(report.words).toMatch(/Rejected 3 Not sent 0 Invited 120 Already invited 0 Already a member 0/);
    const rowsShown = [...report.text.matchAll(/<tr[^>]*data-testid="import-row"[^]*?<\/tr>/g)].map((match) =>
      textOf(match[0]).trim(),
    );
    expect(rowsShown).toHaveLength(123);
    // Rejected rows first, in the file's order, each with its reason.
    expect(rowsShown.slice(0, 3).map((row) => row.split(' ')[0])).toEqual(['122', '123', '124']);
    expect(rowsShown[0]).toContain('Rejected');
    expect(rowsShown[2]).toContain('row 2');
    expect(rowsShown[3]).toMatch(/^2 Member0 Tambu member0\./);

    const members = await page(admin.visitor, `/organisation?org=${orgA}&q=Tambu`);
    expect(members.words).toContain('50 of 120 members shown');
    expect(members.words).toContain('Page 1 of 3');
    expect(members.text).toContain(`href="/organisation?org=${orgA}&amp;q=Tambu&amp;page=2"`);
    const last = await page(admin.visitor, `/organisation?org=${orgA}&q=Tambu&page=3`);
    expect(last.words).toContain('20 of 120 members shown');
    expect(last.words).toContain('Choir');
  });

  it('answers another organisation’s import id with 404 in words', async () => {
    const answer = await page(admin.visitor, `/organisation/imports/zzzzzzzzzzzzzzzzzzzzzzzz?org=${orgA}`);
    expect(answer.status).toBe(404);
    expect(answer.words).toContain(ORGANISATION_MESSAGES.importNotFound);
  });
});

describe('what an imported person receives: a welcome that names the organisation, and "not me"', () => {
  const mailTo = (address: string) =>
    until(async () => (await platform.mail.received()).find((mail) => mail.to === address));
  const linkIn = (text: string, path: string) => new RegExp(`${escapeRegExp(base)}(${path}[\\w-]+)`).exec(text)?.[1];

  it('opens the set-password page saying which organisation made the account, why, and how to sign in', async () => {
    const newcomer = `welcome.${stamp}@example.org`;
    await imported(admin.visitor, orgA, [
      ['first name', 'last name', 'email'],
      ['Helen', 'Gima', newcomer],
    ]);
    const link = linkIn((await mailTo(newcomer)).text, '/auth\\?reset=')!;
    const visitor = new Visitor(base);
    const welcome = await page(visitor, link);
    expect(welcome.status).toBe(200);
    expect(welcome.words).toContain('Welcome to Kundu Cyber Academy');
    expect(welcome.words).toContain(
      `${nameA} made you an account here, to take the cybersecurity courses it assigns you.`,
    );
    expect(welcome.words).toContain(`You sign in with ${newcomer}.`);
    expect(welcome.words).toContain(`accept or decline the invitation of ${nameA}`);
    // A password reset link of one's own says nothing of any organisation.
    const plain = await page(visitor, '/auth?reset=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(plain.words).not.toContain('Welcome to Kundu Cyber Academy');
  });

  it('lets the recipient stop the invitations with the message’s link, without an account or JavaScript', async () => {
    const stranger = `not.me.${stamp}@example.org`;
    await imported(admin.visitor, orgA, [
      ['first name', 'last name', 'email'],
      ['Wrong', 'Person', stranger],
    ]);
    const link = linkIn((await mailTo(stranger)).text, '/not-me/')!;
    const visitor = new Visitor(base);
    const shown = await page(visitor, link);
    expect(shown.status).toBe(200);
    expect(shown.words).toContain(`Not you? Stop messages from ${nameA}`);
    expect(shown.words).toContain(`${nameA} sent an invitation to n`);
    expect(shown.words).not.toContain(stranger);
    expect(shown.text).toMatch(new RegExp(`<form method="post" action="${escapeRegExp(link)}"`));
    expect(shown.text).toContain('name="scope" value="organisation"');
    expect(shown.text).toContain('name="scope" value="all"');
    // Looking at it changed nothing.
    expect((await page(admin.visitor, `/organisation?org=${orgA}&q=${encodeURIComponent(stranger)}`)).words).toContain(
      '1 of 1 member shown',
    );

    const stop = () => postForm(visitor, link, { scope: 'organisation' });
    const done = await followed(visitor, await stop());
    expect(done.location).toBe(link);
    expect(done.text).toContain(`Done. ${nameA} will send you no more invitations through Kundu Cyber Academy.`);
    expect(done.html).toContain('name="scope" value="all"');
    // Twice is the same; the invitation is gone from the organisation's members.
    expect((await followed(visitor, await stop())).text).toContain(`Done. ${nameA} will send you no more invitations`);
    expect((await page(admin.visitor, `/organisation?org=${orgA}&q=${encodeURIComponent(stranger)}`)).words).toContain(
      'No members match',
    );
    const everyone = await followed(visitor, await postForm(visitor, link, { scope: 'all' }));
    expect(everyone.text).toContain('Done. No organisation will send you invitations through Kundu Cyber Academy');

    const bogus = await page(visitor, '/not-me/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(bogus.status).toBe(404);
    expect(bogus.words).toContain(`Link not valid ${ORGANISATION_MESSAGES.stopLinkNotValid}`);
    const bogusPost = await postForm(visitor, '/not-me/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', {
      scope: 'organisation',
    });
    expect(bogusPost.status).toBe(404);
  });
});

describe('the dashboard, its export and the summary', () => {
  let member: Awaited<ReturnType<typeof registerCompleteLearner>>;

  beforeAll(async () => {
    // A learner who joins by the link (POST /join/<code>), and a group whose name Excel would run as a formula.
    member = await registerCompleteLearner(base, { firstName: 'Kila', lastName: 'Tau' });
    const invite = await page(admin.visitor, `/organisation/invite?org=${orgA}`);
    const code = /\/join\/([0-9A-Z]{16})"/.exec(invite.text)![1];
    const joined = await postForm(member.visitor, `/join/${code}`, {});
    expect(joined.status, textOf(joined.text).slice(0, 200)).toBe(303);
    await followed(
      admin.visitor,
      await postForm(admin.visitor, `/organisation/groups?org=${orgA}`, {
        intent: 'create-group',
        name: '=HYPERLINK("http://evil.example")',
      }),
    );
  });

  it('shows totals, the member, and filters that answer "No members match" in words', async () => {
    const dashboard = await page(
      admin.visitor,
      `/organisation?org=${orgA}&q=${encodeURIComponent(member.details.email)}`,
    );
    expect(dashboard.status).toBe(200);
    expect(dashboard.words).toContain(nameA);
    expect(dashboard.words).toContain('Kila Tau');
    expect(dashboard.words).toContain(member.details.email);
    // "Never your phone number" (the join page's promise): not even masked.
    expect(dashboard.words).not.toContain(member.details.mobilePhone.slice(-4));
    expect(dashboard.words).not.toMatch(/\*{3}/);
    const query = new URLSearchParams({ org: orgA, q: member.details.email }).toString().replace(/&/g, '&amp;');
    expect(dashboard.text).toContain(`href="/organisation/export.csv?${query}"`);
    const none = await page(admin.visitor, `/organisation?org=${orgA}&q=nobody-is-called-this`);
    expect(none.words).toContain('No members match');
    const bad = await page(admin.visitor, `/organisation?org=${orgA}&status=finished&page=-4&group=%3Cscript%3E`);
    expect(bad.status).toBe(200);
  });

  it('exports the members as UTF-8 CSV with BOM and CRLF, formula cells made harmless', async () => {
    const groups = await page(
      admin.visitor,
      `/organisation/groups?org=${orgA}&q=${encodeURIComponent(member.details.email)}`,
    );
    const membershipId = inputValues(groups.text, 'membershipId')[0]!;
    const formulaGroup = groupIdOf(groups.text, '=HYPERLINK("http://evil.example")')!;
    await followed(
      admin.visitor,
      await postForm(admin.visitor, `/organisation/groups?org=${orgA}`, {
        intent: 'add-members',
        groupId: formulaGroup,
        membershipId,
      }),
    );
    const answer = await fetch(
      `${base}/organisation/export.csv?org=${orgA}&q=${encodeURIComponent(member.details.email)}`,
      {
        headers: { cookie: `kundu_session=${admin.visitor.session}`, 'x-forwarded-for': admin.visitor.address },
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // The day in Papua New Guinea (UTC+10), not in UTC.
    expect(answer.headers.get('content-disposition')).toContain(
      `attachment; filename="Lae Baptist Church ${stamp} members ${pngDay(new Date())}.csv"`,
    );
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.subarray(3));
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const lines = text.split('\r\n');
    expect(lines.find((line) => line.includes(member.details.email))).toContain(`'=HYPERLINK`);
    expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });

  it('removes a member after a confirmation step', async () => {
    const listed = `/organisation?org=${orgA}&q=${encodeURIComponent(member.details.email)}`;
    const dashboard = await page(admin.visitor, listed);
    const membershipId = /remove=([a-z0-9]+)#confirm-title/.exec(dashboard.text)![1]!;
    const confirm = await page(admin.visitor, `${listed}&remove=${membershipId}`);
    expect(confirm.words).toContain('Remove Kila Tau?');
    const removed = await followed(
      admin.visitor,
      await postForm(admin.visitor, listed, { intent: 'remove-member', membershipId, name: 'Kila Tau' }),
    );
    expect(removed.text).toContain('Kila Tau removed');
    expect(removed.text).toContain('No members match');
    const again = await postForm(admin.visitor, `/organisation?org=${orgA}`, { intent: 'remove-member', membershipId });
    expect(again.status).toBe(404);
    expect(textOf(again.text)).toContain(ORGANISATION_MESSAGES.memberNotFound);
  });

  it('prints a one-page summary: the organisation, the date, members, completions per course and per province', async () => {
    const summary = await page(admin.visitor, `/organisation/summary?org=${orgA}`);
    expect(summary.status).toBe(200);
    expect(summary.text).toContain('class="print-page');
    expect(summary.words).toContain(nameA);
    expect(summary.words).toMatch(/Training summary · As of \d{1,2} \w{3} \d{4}/);
    expect(summary.words).toMatch(/Members ?: \d+/); // the figure is in bold: its own element
    expect(summary.words).toContain('Completions per course');
    expect(summary.words).toContain(freeCourse.title);
    expect(summary.words).toContain('Per province');
    expect(summary.words).toContain('Morobe');
  });
});
