/** What an editor does in the admin panel, done through the admin panel's own API, for test fixtures. */
import type { OrganisationKind, Province } from '@kundu/cms-contract/organisations';
import { writeWithToken } from '@kundu/cms/testing/api';
import { registerCompleteLearner, storefrontCall } from '@kundu/cms/testing/learners';
import { testPlatform, unique } from '@kundu/test-platform';

async function admin(path: string, method: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${testPlatform().cms.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${await testPlatform().admin.token()}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${path} failed (${response.status}): ${JSON.stringify(json)}`);
  return json;
}

/**
 * A certificate as the platform issues it (the admin panel makes none, ADR 0037): a course of its own named
 * `courseName` (1 hour, its description and two skills), of one module to read, finished today by a learner named
 * `recipientName`.
 */
export async function issueCertificate(fields: { recipientName: string; courseName: string }): Promise<string> {
  const { cms } = testPlatform();
  const tag = unique();
  const seed = async (collection: string, data: Record<string, unknown>) => {
    const answer = await writeWithToken(`${cms.url}/api/${collection}`, cms.seedToken, 'POST', data);
    if (answer.status !== 201) throw new Error(`Creating ${collection} failed (${answer.status})`);
    return (answer.body.data as { documentId: string }).documentId;
  };
  const courseId = await seed('courses', {
    title: fields.courseName,
    slug: `certificate-course-${tag}`,
    description: 'Recognise SMS and WhatsApp scams and report them.',
    domain: 'cyber_crime',
    duration: '1 hour',
    isFree: true,
    skills: [{ text: 'Spotting scams' }, { text: 'Reporting cybercrime' }],
  });
  const moduleId = await seed('course-modules', {
    title: 'Before you finish',
    slug: `before-you-finish-${tag}`,
    description: 'One page to read.',
    estimatedDuration: '5 minutes',
    order: 1,
    lesson: 'Read this page, then mark it as read.',
    course: courseId,
  });
  const [firstName, ...rest] = fields.recipientName.split(' ');
  const { session } = await registerCompleteLearner(cms, { firstName, lastName: rest.join(' ') });
  const enrolled = await storefrontCall(cms, 'enrollments', { session, body: { courseId } });
  if (enrolled.status !== 201) throw new Error(`Enrolling failed (${enrolled.status})`);
  const read = await storefrontCall(cms, `learning/modules/${moduleId}/read`, { session, body: {} });
  const code = read.body.certificateId;
  if (typeof code !== 'string') throw new Error(`No certificate was issued: ${JSON.stringify(read.body)}`);
  return code;
}

export async function publishNewsItem(item: { title: string; url: string; source: string }): Promise<void> {
  await admin('/content-manager/collection-types/api::news-item.news-item', 'POST', {
    ...item,
    sourcePublishedAt: new Date().toISOString(),
  });
}

/** Reports views of an alert as the storefront does (its token, POST /api/awareness-alerts/views, ADR 0026). */
export async function reportAlertViews(
  title: string,
  count: number,
  cms: { url: string; storefrontToken: string } = testPlatform().cms,
): Promise<void> {
  const query = `filters[title][$eq]=${encodeURIComponent(title)}&fields[0]=title`;
  const list = (await (await fetch(`${cms.url}/api/awareness-alerts?${query}`)).json()) as {
    data: Array<{ documentId: string }>;
  };
  const [alert] = list.data;
  if (!alert) throw new Error(`No published alert titled ${title}`);
  const response = await fetch(`${cms.url}/api/awareness-alerts/views`, {
    method: 'POST',
    headers: { authorization: `Bearer ${cms.storefrontToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ views: [{ documentId: alert.documentId, count }] }),
  });
  if (!response.ok) throw new Error(`Reporting views failed (${response.status}): ${await response.text()}`);
}

/** Waits until the storefront answers with what was just changed in the CMS (its cache may serve the old answer a
 * few seconds more, by design). */
export async function waitForStorefront(
  path: string,
  isUpdated: (body: unknown) => boolean,
  base = testPlatform().storefront.url,
): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${base}${path}`);
    if (response.ok && isUpdated(await response.json())) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The storefront did not show the change at ${path} within 20 s`);
}

/**
 * A file uploaded to a CMS's media library, as an editor does: the platform's, or `editor`'s CMS. Answers its
 * address: /uploads/... when the CMS keeps media on its local disk, the bucket's URL when it keeps them in S3 (as
 * the platform's does).
 */
export async function uploadMedia(name: string, bytes: Uint8Array, type: string): Promise<string> {
  const form = new FormData();
  form.append('files', new Blob([Buffer.from(bytes)], { type }), name);
  const response = await fetch(`${testPlatform().cms.url}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await testPlatform().admin.token()}` },
    body: form,
  });
  const json = (await response.json()) as Array<{ url: string }>;
  if (!response.ok) throw new Error(`Uploading ${name} failed (${response.status}): ${JSON.stringify(json)}`);
  return json[0]!.url;
}

/** An access code for a paid course, as an editor makes one (left empty, the code is generated). */
export async function createAccessCode(courseId: string, fields: Record<string, unknown> = {}): Promise<string> {
  const body = await admin('/content-manager/collection-types/api::access-code.access-code', 'POST', {
    course: { connect: [{ documentId: courseId }] },
    maxUses: 1,
    note: 'Test seats',
    ...fields,
  });
  return (body.data as { code: string }).code;
}

/** Revokes a certificate, as an editor does by ticking Revoked. */
export async function revokeCertificate(code: string, reason = 'Issued by mistake'): Promise<void> {
  const list = await admin(
    `/content-manager/collection-types/api::certificate.certificate?filters[verificationCode][$eq]=${code}`,
    'GET',
  );
  const [certificate] = list.results as Array<{ documentId: string }>;
  if (!certificate) throw new Error(`No certificate ${code}`);
  await admin(`/content-manager/collection-types/api::certificate.certificate/${certificate.documentId}`, 'PUT', {
    revoked: true,
    revocationReason: reason,
  });
}

/** Unpublishes a course, as an editor does, so a test's course does not outlive the test in the shared CMS. */
export async function unpublishCourse(courseId: string): Promise<void> {
  await admin(`/content-manager/collection-types/api::course.course/${courseId}/actions/unpublish`, 'POST', {});
}

/** A published course with the given modules, written as the seed loader writes content (its API token). */
export async function publishCourse(
  course: Record<string, unknown>,
  modules: Array<Record<string, unknown>>,
): Promise<{ courseId: string; moduleIds: string[] }> {
  const write = async (collection: string, data: Record<string, unknown>) => {
    const response = await fetch(`${testPlatform().cms.url}/api/${collection}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${testPlatform().cms.seedToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data }),
    });
    const json = (await response.json()) as { data?: { documentId: string } };
    if (!response.ok || !json.data) throw new Error(`Creating ${collection} failed (${response.status})`);
    return json.data.documentId;
  };
  const courseId = await write('courses', course);
  const moduleIds: string[] = [];
  for (const module of modules) moduleIds.push(await write('course-modules', { ...module, course: courseId }));
  return { courseId, moduleIds };
}

/** An organisation as an editor creates one in the admin panel (ADR 0029): administrators are named by email. */
export type TestOrganisation = { id: string; name: string; kind: OrganisationKind; province: Province };

export async function createOrganisation({
  name,
  kind = 'church',
  province = 'Morobe',
  administrators = [],
  ...contact
}: {
  name: string;
  kind?: OrganisationKind;
  province?: Province;
  /** The emails of the accounts that administer it (they may register later). */
  administrators?: string[];
  contactName?: string;
  contactEmail?: string;
  contactPhone?: string;
}): Promise<TestOrganisation> {
  const body = await admin('/content-manager/collection-types/api::organisation.organisation', 'POST', {
    name,
    kind,
    province,
    administrators: administrators.map((email) => ({ email })),
    ...contact,
  });
  return { id: (body.data as { documentId: string }).documentId, name, kind, province };
}

/** The organisation's live invite code (its join link is /join/<code>), as the CMS made it when it was created. */
export async function inviteCodeOf(organisationId: string): Promise<string> {
  const query = `filters[organisation][documentId][$eq]=${organisationId}&filters[revokedAt][$null]=true`;
  const list = await admin(
    `/content-manager/collection-types/api::organisation-invite.organisation-invite?${query}`,
    'GET',
  );
  const [invite] = list.results as Array<{ code: string }>;
  if (!invite) throw new Error(`Organisation ${organisationId} has no live invite`);
  return invite.code;
}

/** Seats an organisation paid for: an access code of the course that belongs to the organisation. */
export async function createSeats(courseId: string, organisationId: string, seats = 1): Promise<string> {
  return createAccessCode(courseId, {
    organisation: { connect: [{ documentId: organisationId }] },
    maxUses: seats,
    note: 'Sponsored seats',
  });
}

/**
 * A published course of one module whose quiz is a pool (ADR 0044): `size` questions "Which kaukau vine N goes on the
 * mound?" (right answer "Vine N"), `draw` asked per attempt, `options` per question. For the pool's tests.
 */
export async function publishVinePool({
  size = 6,
  draw = 3,
  options = 2,
}: { size?: number; draw?: number; options?: 2 | 3 } = {}): Promise<{
  courseId: string;
  moduleId: string;
  pool: Array<{ prompt: string; options: Array<{ text: string; isCorrect: boolean }> }>;
}> {
  const made = unique();
  const quiz = Array.from({ length: size }, (_, index) => ({
    prompt: `Which kaukau vine ${index + 1} goes on the mound?`,
    explanation: `Vine ${index + 1} has the most nodes.`,
    options: [
      { text: `Vine ${index + 1}`, isCorrect: true },
      { text: `Not vine ${index + 1}`, isCorrect: false },
      ...(options === 3 ? [{ text: `The dry vine beside vine ${index + 1}`, isCorrect: false }] : []),
    ],
  }));
  const {
    courseId,
    moduleIds: [moduleId],
  } = await publishCourse(
    {
      title: `Kaukau Vines ${made}`,
      slug: `kaukau-vines-${made}`,
      description: 'A garden course of the pool tests: choosing sweet potato vines.',
      domain: 'cyber_security',
      isFree: true,
    },
    [
      {
        title: `Choosing vines ${made}`,
        slug: `choosing-vines-${made}`,
        description: `${size} questions, ${draw} an attempt.`,
        estimatedDuration: '5 minutes',
        order: 1,
        passMark: 70,
        lesson: '## Good vines\n\nPick vines with many nodes, as long as your arm.',
        quiz,
        quizDraw: draw,
      },
    ],
  );
  return { courseId, moduleId: moduleId!, pool: quiz };
}

type QuizQuestion = { prompt: string; explanation: string; options: Array<{ text: string; isCorrect: boolean }> };

/** The Tok Pisin version of a document, laid over its English one as the seed loader writes it (ADR 0049). */
async function translate(collection: string, documentId: string, data: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${testPlatform().cms.url}/api/${collection}/${documentId}?locale=tpi`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${testPlatform().cms.seedToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  if (!response.ok) throw new Error(`Translating ${collection} failed (${response.status}): ${await response.text()}`);
}

/**
 * A published course of three modules, for Tok Pisin lessons and quizzes (ADR 0049): the course and module 1 have
 * Tok Pisin versions whose quiz pairs with the English one; module 2's Tok Pisin quiz names another option right
 * (so learners get the English quiz); module 3 has no Tok Pisin version. One question each, "Where does the kaukau
 * vine go?" / "Yu planim rop kaukau long wanem hap?", right answer "On the mound" / "Long maunten graun".
 */
export async function publishTokPisinCourse(): Promise<{
  courseId: string;
  moduleIds: string[];
  titles: { course: string; modules: string[] };
  lessons: { english: string; tokPisin: string };
  english: QuizQuestion;
  tokPisin: QuizQuestion;
}> {
  const made = unique();
  const english: QuizQuestion = {
    prompt: 'Where does the kaukau vine go?',
    explanation: 'The mound keeps the roots dry.',
    options: [
      { text: 'On the mound', isCorrect: true },
      { text: 'In the drain', isCorrect: false },
    ],
  };
  const tokPisin: QuizQuestion = {
    prompt: 'Yu planim rop kaukau long wanem hap?',
    explanation: 'Maunten graun i save holim ol rop i drai.',
    options: [
      { text: 'Long maunten graun', isCorrect: true },
      { text: 'Long baret wara', isCorrect: false },
    ],
  };
  const lessons = {
    english: 'Plant each vine on a mound of loose soil, away from standing water.',
    tokPisin: 'Planim wan wan rop long maunten graun i malomalo, longwe long wara i sindaun.',
  };
  const module = (order: number) => ({
    title: `Kaukau mounds ${order} ${made}`,
    slug: `kaukau-mounds-${order}-${made}`,
    description: 'How to plant sweet potato vines.',
    estimatedDuration: '5 minutes',
    order,
    passMark: 70,
    lesson: `## Mounds\n\n${lessons.english}`,
    quiz: [english],
  });
  const { courseId, moduleIds } = await publishCourse(
    {
      title: `Kaukau Mounds ${made}`,
      slug: `kaukau-mounds-${made}`,
      description: 'A garden course of the Tok Pisin tests: planting sweet potato.',
      domain: 'cyber_security',
      isFree: true,
    },
    [module(1), module(2), module(3)],
  );
  const titles = {
    course: `Maunten Kaukau ${made}`,
    modules: [`Maunten kaukau 1 ${made}`, `Maunten kaukau 2 ${made}`],
  };
  await translate('courses', courseId, {
    title: titles.course,
    slug: `maunten-kaukau-${made}`,
    description: 'Wanpela kos bilong gaden: planim kaukau.',
    domain: 'cyber_security',
    isFree: true,
  });
  const tokPisinModule = (order: number, quiz: QuizQuestion[]) => ({
    ...module(order),
    title: titles.modules[order - 1],
    slug: `maunten-kaukau-${order}-${made}`,
    description: 'Olsem wanem long planim rop kaukau.',
    estimatedDuration: '5 minit',
    lesson: `## Maunten graun\n\n${lessons.tokPisin}`,
    quiz,
  });
  await translate('course-modules', moduleIds[0]!, tokPisinModule(1, [tokPisin]));
  const misplaced = {
    ...tokPisin,
    options: tokPisin.options.map((option) => ({ ...option, isCorrect: !option.isCorrect })),
  };
  await translate('course-modules', moduleIds[1]!, tokPisinModule(2, [misplaced]));
  return { courseId, moduleIds, titles, lessons, english, tokPisin };
}
