/**
 * Kumul, the assistant (issue 10, ADR 0028), against a real CMS loaded with the real seed content: the default
 * engine answers the three quick buttons and typical questions by naming and linking real courses and pages; the
 * platform's OpenAI-compatible stand-in, called through the real `openai` client, gets the retrieved passages, and
 * when it fails, hangs or repeats its instructions the default answer comes back; bad messages are 400s in words;
 * the per-visitor limit stops a script while a classroom sharing one address is answered; the short memory is per
 * visitor, and a new question after an unrelated one is answered on its own; a signed-in learner's session picks
 * courses of their category; content an editor publishes is known at the next question; only the storefront's token
 * may ask.
 */
import { testPlatform, unique } from '@kundu/test-platform';
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson, withToken, writeWithToken } from './support/api';
import { newAddress, registerLearner, storefrontCall } from './support/learners';

const platform = testPlatform();
const { cms } = platform;
/** Visitors, network addresses and slugs of this file's own: Kumul's limits and memory are kept per visitor and
 * per address, and the platform keeps every file's. */
const tag = unique();
const ADDRESS = newAddress();
const QUICK = {
  courses: 'Can you recommend some cybersecurity courses for me?',
  registration: 'I need help with registration and enrollment.',
  support: 'I need technical support with the platform.',
};

type Reply = { status: number; response: string; sources: Array<{ title: string; path?: string }>; message?: string };

let visitors = 0;
const newVisitor = () => `visitor${String(++visitors).padStart(4, '0')}${tag}${'x'.repeat(12)}`;

async function ask(
  message: unknown,
  options: { visitor?: string; address?: string; token?: string; session?: string } = {},
): Promise<Reply> {
  const { status, body } = await storefrontCall(cms, 'chat', {
    body: { message, visitor: options.visitor ?? newVisitor() },
    address: options.address ?? ADDRESS,
    token: options.token,
    session: options.session,
  });
  return {
    status,
    response: String(body.response ?? ''),
    sources: (body.sources as Reply['sources']) ?? [],
    message: (body.error as { message?: string } | undefined)?.message,
  };
}

/**
 * Published courses as the catalogue lists them, every page of it: documentId → title. The seed's, and those other
 * files on this platform published (titles may repeat between them, documentIds do not).
 */
async function catalogue(): Promise<Map<string, string>> {
  const courses = new Map<string, string>();
  for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
    const { body } = await getJson(
      `${cms.url}/api/courses?fields[0]=title&pagination[pageSize]=100&pagination[page]=${page}`,
    );
    for (const course of body.data as Array<{ title: string; documentId: string }>) {
      courses.set(course.documentId, course.title);
    }
    pageCount = (body.meta as { pagination: { pageCount: number } }).pagination.pageCount;
  }
  return courses;
}

/** Every /courses/{id} the answer links names a real published course, whose title the answer also gives. */
function expectRealCourseLinks(reply: Reply, courses: Map<string, string>): number {
  const ids = [...reply.response.matchAll(/\/courses\/([a-z0-9]+)/g)].map((match) => match[1]!);
  for (const id of ids) {
    const title = courses.get(id);
    expect(title, `${id} is a published course`).toBeDefined();
    expect(reply.response).toContain(title!);
  }
  return ids.length;
}

describe('the default engine, on the seeded platform', () => {
  let courses: Map<string, string>;

  beforeAll(async () => {
    // Without a model (the platform's stand-in answers 503 unless a test sets another mode).
    await platform.openai.setMode('down');
    courses = await catalogue();
  });

  it('recommends real free courses by their catalogue titles, linked, for Course Recommendations', async () => {
    const reply = await ask(QUICK.courses);
    expect(reply.status).toBe(200);
    expect(expectRealCourseLinks(reply, courses)).toBeGreaterThanOrEqual(3);
    expect(reply.response).toContain('/free-courses');
    expect(reply.sources.length).toBeGreaterThanOrEqual(3);
    for (const source of reply.sources) expect(courses.get(source.path?.split('/')[2] ?? '')).toBe(source.title);
  });

  it('explains registering and enrolling, with the page to register on, for Registration Help', async () => {
    const reply = await ask(QUICK.registration);
    expect(reply.status).toBe(200);
    expect(reply.response).toMatch(/register/i);
    expect(reply.response).toMatch(/enrol/i);
    expect(reply.response).toContain('/auth?tab=register');
    expectRealCourseLinks(reply, courses);
  });

  it('gives the configured support address for Technical Support', async () => {
    const reply = await ask(QUICK.support);
    expect(reply.status).toBe(200);
    expect(reply.response).toContain('help@kundu.test');
    expect(reply.response).not.toContain('{supportEmail}');
  });

  it('says where to report a scam in PNG, and links the course about it', async () => {
    const reply = await ask('who do i report a scam to?');
    expect(reply.status).toBe(200);
    expect(reply.response).toMatch(/NCSC|National Cyber Security Centre/);
    expect(reply.response).toMatch(/police/i);
    expect(expectRealCourseLinks(reply, courses)).toBeGreaterThanOrEqual(1);
  });

  it('answers misspelt and informal questions', async () => {
    const reply = await ask('wat is fishing scam on whatsap');
    expect(reply.status).toBe(200);
    expect(reply.response).toContain('Spot and Stop SMS and WhatsApp Scams');
  });

  it('recommends the courses written for the audience a visitor names', async () => {
    const reply = await ask('which courses do you recommend for police officers?');
    expect(reply.response).toContain('Digital Evidence for Frontline Police');
    expect(expectRealCourseLinks(reply, courses)).toBe(3);
  });

  it('says plainly when the platform has nothing on the question', async () => {
    const reply = await ask('tell me a joke about pizza');
    expect(reply.status).toBe(200);
    expect(reply.response).toMatch(/^I could not find that/);
    expect(reply.sources).toEqual([]);
  });

  it('remembers the question before, for each visitor apart', async () => {
    const [first, second] = [newVisitor(), newVisitor()];
    const firstAnswer = await ask('Tell me about the Cybercrime Code Act', { visitor: first });
    const secondAnswer = await ask('How do I get ready for ransomware at my agency?', { visitor: second });
    const [firstTopic, secondTopic] = [firstAnswer.sources[0]!.title, secondAnswer.sources[0]!.title];
    expect(firstTopic).toBe('Know the Cybercrime Code Act 2016');
    expect(secondTopic).toBe('Ransomware Readiness for Government Agencies');

    const firstFollowUp = await ask('is it free?', { visitor: first });
    expect(firstFollowUp.sources[0]!.title).toBe(firstTopic);
    expect(firstFollowUp.response).toContain('Know the Cybercrime Code Act 2016 (free');
    const secondFollowUp = await ask('is it free?', { visitor: second });
    expect(secondFollowUp.sources[0]!.title).toBe(secondTopic);
    expect(secondFollowUp.response).toMatch(/Ransomware Readiness for Government Agencies \(K\d+/);
  });

  it('keeps each visitor’s conversation in the database, for the /chat page of any storefront (ADR 0054)', async () => {
    const [visitor, other] = [newVisitor(), newVisitor()];
    await ask('Tell me about the Cybercrime Code Act', { visitor });
    const followUp = await ask('is it free?', { visitor });
    const kept = await storefrontCall(cms, 'chat/conversation', { body: { visitor }, address: ADDRESS });
    expect(kept.status).toBe(200);
    const turns = kept.body.turns as Array<{ question: string; answer: string; sources: Reply['sources'] }>;
    expect(turns.map((turn) => turn.question)).toEqual(['Tell me about the Cybercrime Code Act', 'is it free?']);
    expect(turns[1]!.answer).toBe(followUp.response);
    expect(turns[1]!.sources).toEqual(followUp.sources);
    // Another browser's is its own, empty; a bad id is a 400 in words; the route is the storefront's only.
    expect((await storefrontCall(cms, 'chat/conversation', { body: { visitor: other } })).body).toEqual({ turns: [] });
    const bad = await storefrontCall(cms, 'chat/conversation', { body: { visitor: 'x' } });
    expect(bad.status).toBe(400);
    expect((bad.body.error as { message: string }).message).toBe('Invalid visitor id.');
    const asSeed = await storefrontCall(cms, 'chat/conversation', { body: { visitor }, token: cms.seedToken });
    expect(asSeed.status).toBe(403);
  });

  it('answers a new question after an unrelated one, and says what it can help with when asked off-topic', async () => {
    const visitor = newVisitor();
    await ask('How do I reset my password?', { visitor });
    const phishing = await ask('what is phishing', { visitor });
    expect(phishing.response).toMatch(/^Phishing is/);
    expect(phishing.response).not.toContain('/auth?tab=forgot-password');

    const origin = await ask('Who won the State of Origin?', { visitor });
    expect(origin.response).toMatch(
      /^I can only help with staying safe online and with Kundu Cyber Academy\. I can help with/,
    );
    expect(origin.sources).toEqual([]);
  });

  it("recommends courses of the signed-in learner's category, known from their session", async () => {
    const police = await registerLearner(cms, { role: 'law_enforcement' });
    const reply = await ask('Can you recommend some cybersecurity courses for me?', { session: police.session });
    expect(reply.status).toBe(200);
    expect(reply.response).toMatch(/^For you \(police and investigators\), these courses are a good fit:/);
    expect(reply.response).toContain('Digital Evidence for Frontline Police');
    expect(expectRealCourseLinks(reply, courses)).toBe(3);
    // A visitor, or a session that ended, is answered as anyone is.
    for (const session of [undefined, 'not-a-live-session']) {
      const anyone = await ask('Can you recommend some cybersecurity courses for me?', { session });
      expect(anyone.status).toBe(200);
      expect(anyone.response).toMatch(/^Here are good courses to start with:/);
    }
  });

  it('never sends a message back as markup: a script in a message gets a text answer without it', async () => {
    const reply = await ask('<script>alert("x")</script><img src=x onerror=alert(1)> phishing');
    expect(reply.status).toBe(200);
    expect(reply.response).not.toMatch(/<script|<img|onerror/i);
  });

  it('knows an FAQ an editor publishes at the next question', async () => {
    const before = await ask('Can I study at the Goroka community library?');
    expect(before.response).not.toContain('Goroka community library');
    const { status } = await writeWithToken(`${cms.url}/api/faqs`, cms.seedToken, 'POST', {
      question: 'Can I study at the Goroka community library?',
      slug: `goroka-community-library-${tag}`,
      topic: 'courses',
      answer: 'Yes. The Goroka community library lends tablets for Kundu courses on weekdays.',
    });
    expect(status).toBe(201);
    const after = await ask('Can I study at the Goroka community library?');
    expect(after.response).toContain('The Goroka community library lends tablets');
  });

  it('answers a question in Tok Pisin from the Tok Pisin version an editor writes, and English as before', async () => {
    const { status, body } = await writeWithToken(`${cms.url}/api/faqs`, cms.seedToken, 'POST', {
      question: 'Can I borrow a tablet at the Kainantu library?',
      slug: `kainantu-library-tablets-${tag}`,
      topic: 'courses',
      answer: 'Yes. The Kainantu library lends tablets for Kundu courses on Saturdays.',
      link: '/free-courses',
      linkTitle: 'Free courses',
    });
    expect(status, JSON.stringify(body)).toBe(201);
    const id = (body.data as { documentId: string }).documentId;
    const translated = await writeWithToken(`${cms.url}/api/faqs/${id}?locale=tpi`, cms.seedToken, 'PUT', {
      question: 'Mi ken kisim tablet long haus buk long Kainantu?',
      answer: 'Yes. Haus buk long Kainantu i save givim tablet long ol Sarere bilong lainim ol kos bilong Kundu.',
      keywords: 'tablet, haus buk, Kainantu',
      linkTitle: 'Ol fri kos',
    });
    expect(translated.status, JSON.stringify(translated.body)).toBe(200);

    const tokPisin = await ask('mi laik save, mi ken kisim tablet long haus buk long Kainantu o nogat?');
    expect(tokPisin.response).toContain('Haus buk long Kainantu i save givim tablet long ol Sarere');
    expect(tokPisin.response).toContain('Ol fri kos: /free-courses');
    expect(tokPisin.sources[0]).toEqual({ title: 'Ol fri kos', path: '/free-courses' });
    const english = await ask('Can I borrow a tablet at the Kainantu library?');
    expect(english.response).toContain('The Kainantu library lends tablets for Kundu courses on Saturdays.');
    expect(english.sources[0]).toEqual({ title: 'Free courses', path: '/free-courses' });
  });

  it("says its own words in the question's language, and in the learner's chosen language when it cannot tell", async () => {
    const said = async (message: string, acceptLanguage?: string) =>
      String(
        (
          await storefrontCall(cms, 'chat', {
            body: { message, visitor: newVisitor() },
            headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
          })
        ).body.response ?? '',
      );
    // A greeting in Tok Pisin from a learner who chose English, and one in English from a learner who chose Tok Pisin.
    expect(await said('Gude, yu stap gut?')).toMatch(/^Halo! Mi Kumul, halivim bilong Kundu Cyber Academy\./);
    expect(await said('Hello, how are you?', 'tpi')).not.toContain('Mi Kumul');
    // "Hi" could be either: the learner's choice decides.
    expect(await said('Hi', 'tpi')).toMatch(/^Halo! Mi Kumul/);
    expect(await said('Hi', 'en')).not.toContain('Mi Kumul');
  });

  it('refuses blank, non-text and over-long messages in words, and takes 500 characters', async () => {
    expect(await ask('   ')).toMatchObject({ status: 400, message: 'Please type a message.' });
    expect(await ask(undefined)).toMatchObject({ status: 400, message: 'Please type a message.' });
    expect(await ask(42)).toMatchObject({ status: 400, message: 'Please type your message as text.' });
    expect(await ask({ text: 'hi' })).toMatchObject({ status: 400, message: 'Please type your message as text.' });
    expect(await ask('a'.repeat(501))).toMatchObject({
      status: 400,
      message: 'Please keep your message under 500 characters.',
    });
    expect((await ask(`${'password '.repeat(55)}`.slice(0, 500))).status).toBe(200);
    // JSON that is not an object: an array holds no message; a bare string or null is refused by the body parser.
    const words = async (body: unknown) => {
      const { status, body: answer } = await storefrontCall(cms, 'chat', { body });
      return { status, message: (answer.error as { message: string }).message };
    };
    expect(await words(['hello'])).toEqual({ status: 400, message: 'Please type a message.' });
    expect(await words('hello')).toEqual({ status: 400, message: 'The request body could not be read.' });
    expect(await words(null)).toEqual({ status: 400, message: 'The request body could not be read.' });
  });

  it('stops one visitor after 30 messages in 10 minutes, in words, while others on the network go on', async () => {
    const visitor = newVisitor();
    const address = newAddress();
    for (let i = 0; i < 30; i++) expect((await ask('phishing', { visitor, address })).status).toBe(200);
    const refused = await ask('phishing', { visitor, address });
    expect(refused.status).toBe(429);
    expect(refused.message).toBe(
      'You have sent Kumul many messages in the last few minutes. Please wait a few minutes and ask again.',
    );
    expect((await ask('phishing', { address })).status).toBe(200);
  });

  it('answers a classroom of 30 sharing one address, ten questions each, then slows that address', async () => {
    const address = newAddress();
    const pupils = Array.from({ length: 30 }, newVisitor);
    const statuses: number[] = [];
    await Promise.all(
      pupils.map(async (visitor) => {
        for (let i = 0; i < 10; i++) statuses.push((await ask('strong passwords', { visitor, address })).status);
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(300);
    const started = Date.now();
    expect((await ask('strong passwords', { address })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('is for the storefront only: no token, the seed token and the cron token are refused', async () => {
    const anonymous = await getJson(`${cms.url}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'hello' }),
    });
    expect(anonymous.status).toBe(403);
    for (const token of [cms.seedToken, cms.cronToken]) expect((await ask('hello', { token })).status).toBe(403);
    const get = await getJson(`${cms.url}/api/chat`, withToken(cms.storefrontToken));
    expect(get.status).toBe(404);
    expect(get.body.error).toBeDefined();
  });
});

describe('with an OpenAI-compatible endpoint', () => {
  /** What the model was sent since `from` (a count of what the stand-in had received before). */
  const sentSince = async (from: number) => (await platform.openai.received()).slice(from);

  it('sends the model the passages the search found and the rules, and shows its answer as plain text', async () => {
    await platform.openai.setMode('answer');
    const before = (await platform.openai.received()).length;
    const reply = await ask('someone sent me an SMS saying I won a prize, is it a scam?');
    expect(reply.status).toBe(200);
    // The stand-in's answer (MODEL_ANSWER), its Markdown taken out.
    expect(reply.response).toBe('Kumul (model): take Spot and Stop SMS and WhatsApp Scams, and never share your PIN.');
    expect(reply.sources.length).toBeGreaterThan(0);
    const [completion] = await sentSince(before);
    expect(completion!.model).toBe('llama3.2');
    expect(completion!.messages[0]!.role).toBe('system');
    expect(completion!.messages[0]!.content).toContain('only from the numbered passages');
    expect(completion!.messages[0]!.content).toContain('help@kundu.test');
    const question = completion!.messages.at(-1)!.content;
    expect(question).toMatch(/\[1\] Current scam warnings \(\/cyber-awareness\)\n/);
    expect(question).toMatch(/\[\d\] [^\n]*Spot and Stop SMS and WhatsApp Scams[^\n]*\(\/courses\/[a-z0-9]+\)\n/);
    expect(question).toContain('Spot and Stop SMS and WhatsApp Scams');
    expect(question).toContain('Question: someone sent me an SMS saying I won a prize, is it a scam?');

    const beforeSupport = (await platform.openai.received()).length;
    await ask('I need technical support with the platform.');
    const [support] = await sentSince(beforeSupport);
    expect(support!.messages.at(-1)!.content).toContain('Write to help@kundu.test.');
    expect(support!.messages.at(-1)!.content).not.toContain('{supportEmail}');
  });

  it('gives the default answer when the endpoint fails, hangs past the timeout, repeats its rules or says nothing', async () => {
    const answers = new Set<string>();
    for (const failure of ['fail', 'hang', 'leak', 'empty'] as const) {
      await platform.openai.setMode(failure);
      const started = Date.now();
      const reply = await ask('someone sent me an SMS saying I won a prize, is it a scam?');
      expect(reply.status, failure).toBe(200);
      expect(reply.response, failure).not.toContain('Kumul (model)');
      expect(reply.response, failure).not.toContain('only from the numbered passages');
      expect(reply.response, failure).toContain('A real prize never needs a fee');
      answers.add(reply.response);
      if (failure === 'hang') expect(Date.now() - started).toBeLessThan(5_000);
    }
    expect(answers.size).toBe(1);
    expect(await cms.logs()).toContain('the default answer was given');
  });
});
