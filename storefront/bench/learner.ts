/**
 * A learner for the bench: registered through the storefront, profile completed, enrolled in courses, answering
 * quizzes with the seeded right answers. Plain fetch with a cookie, as a browser without JavaScript would.
 */
import { PNG } from '../test/support/files';
import { quizFormFor, quizOnPage } from '../test/support/seeded-quizzes';

export type BenchLearner = { cookie: string; call(path: string, init?: RequestInit): Promise<Response> };

let registered = 0;

export async function registerBenchLearner(base: string, name: string): Promise<BenchLearner> {
  let cookie = '';
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(path, base), {
      redirect: 'manual',
      ...init,
      headers: { origin: base, ...(cookie ? { cookie } : {}), ...(init.headers as Record<string, string>) },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      if (pair!.startsWith('kundu_session=') && pair!.length > 'kundu_session='.length) cookie = pair!;
    }
    return response;
  };
  const json = (body: unknown, method = 'POST'): RequestInit => ({
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  registered += 1;
  const expectOk = async (response: Response, what: string) => {
    if (!response.ok) throw new Error(`${what} failed (${response.status}): ${await response.text()}`);
    return response;
  };
  await expectOk(
    await call(
      '/api/register',
      json({
        email: `bench.${name}.${Date.now()}.${registered}@example.org`,
        password: 'kumul-flies-over-lae',
        firstName: 'Bench',
        lastName: name,
        mobilePhone: `7${String(Date.now() % 10_000_000).padStart(7, '0')}`,
        role: 'general_workforce',
      }),
    ),
    'Registering',
  );
  await expectOk(
    await call(
      '/api/user/profile',
      json({ role: 'general_workforce', organization: 'Bench', hasConsentedToDataUse: true }, 'PATCH'),
    ),
    'Saving the profile',
  );
  const { uploadURL, filePath } = (await (await call('/api/upload-url/photo', json({}))).json()) as {
    uploadURL: string;
    filePath: string;
  };
  await call(uploadURL, { method: 'PUT', body: new Uint8Array(PNG), headers: { 'content-type': 'image/png' } });
  await expectOk(
    await call('/api/user/photo', json({ filePath, fileName: 'me.png', fileSize: PNG.length, fileType: 'image/png' })),
    'Linking the photo',
  );
  return {
    get cookie() {
      return cookie;
    },
    call,
  };
}

export async function enrolIn(learner: BenchLearner, courseId: string): Promise<void> {
  const response = await learner.call('/api/enrollments', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ courseId }),
  });
  if (!response.ok) throw new Error(`Enrolling failed (${response.status}): ${await response.text()}`);
}

/** Opens a module and submits its quiz as the module page's form does, choosing the options by their text (each
 * attempt shows them in an order of its own). */
export async function submitQuiz(learner: BenchLearner, path: string, answers: string[]): Promise<void> {
  const page = await (await learner.call(path)).text();
  // Each question shown is answered with the one of `answers` among its options: a pool asks some of a module's
  // questions, in an order of its own (ADR 0044).
  const chosen = quizOnPage(page).questions.map(
    (options, index) => options.find((text) => answers.includes(text)) ?? answers[index] ?? null,
  );
  const response = await learner.call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: quizFormFor(page, chosen).toString(),
  });
  if (response.status !== 200) throw new Error(`Submitting the quiz at ${path} failed (${response.status})`);
}
