/**
 * The fastest scripted path to a certificate for someone who reads nothing (ADR 0038): a new learner enrols in a
 * course and guesses every quiz, all modules at once, keeping what each result says (which of its guesses were
 * right), trying the next option where a guess was wrong, and waiting exactly as long as it is told. Before ADR
 * 0038 this took 7 requests and 0.6 s: a failed result listed the right answers, and retries were immediate.
 */
import { quizOnPage } from '../test/support/seeded-quizzes';
import { enrolIn, registerBenchLearner, type BenchLearner } from './learner';

export type GuessingFigures = { seconds: number; requests: number; attempts: number; certificate: boolean };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The wait a page states ("in 25 seconds", "in 2 minutes"), in milliseconds; 0 when it states none. */
function statedWait(html: string): number {
  const match = /again in (\d+) (second|minute)s?\b|answers in (\d+) (second|minute)s?\b/.exec(html);
  if (!match) return 0;
  const amount = Number(match[1] ?? match[3]);
  return amount * ((match[2] ?? match[4]) === 'minute' ? 60_000 : 1000);
}

/** Each question's verdict on a result page, in order: true for Correct, false for Not quite. */
function verdicts(html: string): boolean[] {
  return html
    .split('data-testid="quiz-feedback"')
    .slice(1)
    .map((part) => part.includes('>Correct<'));
}

async function guessModule(learner: BenchLearner, path: string, count: () => void): Promise<number> {
  /** Per question: options known wrong, and the right one once a result said so. */
  const wrong: Array<Set<string>> = [];
  const right: Array<string | undefined> = [];
  let attempts = 0;
  for (;;) {
    count();
    const page = await (await learner.call(path)).text();
    const { attempt, questions } = quizOnPage(page);
    const choice = questions.map(
      (options, index) => right[index] ?? options.find((option) => !(wrong[index] ??= new Set()).has(option))!,
    );
    const form = new URLSearchParams({ intent: 'submit-quiz', questions: String(questions.length), attempt });
    choice.forEach((text, index) => form.set(`answer-${index}`, String(questions[index]!.indexOf(text))));
    count();
    const answer = await learner.call(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const html = await answer.text();
    if (answer.status === 429) {
      await sleep(statedWait(html) || 1000);
      continue;
    }
    if (answer.status !== 200) throw new Error(`Submitting ${path} answered ${answer.status}`);
    attempts += 1;
    if (html.includes('Well done! You passed.') || html.includes('Course complete!')) return attempts;
    verdicts(html).forEach((isRight, index) => {
      if (isRight) right[index] = choice[index];
      else wrong[index]!.add(choice[index]!);
    });
    await sleep(statedWait(html));
  }
}

export async function guessToCertificate(base: string, courseId: string): Promise<GuessingFigures> {
  let requests = 0;
  const count = () => {
    requests += 1;
  };
  const started = Date.now();
  // Registration, profile, photo (three calls) and enrolment, as the 7-request path did.
  const learner = await registerBenchLearner(base, 'Guesser');
  await enrolIn(learner, courseId);
  requests += 6;
  const modules = (await (await fetch(`${base}/api/courses/${courseId}/modules`)).json()) as Array<{ id: string }>;
  const attempts = await Promise.all(
    modules.map((module) => guessModule(learner, `/courses/${courseId}/modules/${module.id}`, count)),
  );
  count();
  const dashboard = (await (await learner.call('/api/user/dashboard')).json()) as { certificates: unknown[] };
  return {
    seconds: Math.round((Date.now() - started) / 100) / 10,
    requests,
    attempts: attempts.reduce((sum, each) => sum + each, 0),
    certificate: dashboard.certificates.length === 1,
  };
}
