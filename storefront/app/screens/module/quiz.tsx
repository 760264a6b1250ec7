/**
 * The module's quiz: one radio group per question, in the order the CMS chose for this attempt, scored by the CMS
 * against the pass mark. The result comes first with what to do next (the certificate, the next module, or Try
 * Again after a short wait), then each question: the learner's answer, whether it was right, and why. The right
 * options are named only once the module is passed (ADR 0038). Retrying is a link back to a fresh form, so it works
 * without JavaScript too.
 */
import { Form, Link, useNavigation } from '@remix-run/react';
import { EnglishMarker, langFor } from '~/components/ui/in-english';
import { KeptOffline, useKeepOffline } from '~/components/offline/keep-offline';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '~/components/ui/badge';
import { Button, ButtonLink, buttonClasses } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { Icon } from '~/components/ui/icon';
import { Outcome } from '~/components/ui/outcome';
import type { QuizResult } from '~/lib/cms/learning.server';
import type { Language } from '~/lib/language';
import { useModuleMessages } from '~/messages/module';
import type { QuizActionData } from '~/lib/pages/module.server';

export type QuizQuestion = { prompt: string; options: string[] };
/** Another module of the course; its title in English where it has no Tok Pisin version (ADR 0049). */
export type ModuleLink = { href: string; title: string; language: Language } | null;

/** Seconds left of a wait: the server's figure, then counting down each second once JavaScript runs. */
function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const end = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}

function Results({ result, retryTo, next }: { result: QuizResult; retryTo: string; next: ModuleLink }) {
  const m = useModuleMessages();
  const container = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The result replaces the form: move the reader to it, as a new page would, its first lines at the top.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    container.current?.scrollIntoView({ block: 'start' });
  }, [result]);
  const complete = result.certificateId !== null;
  const left = useCountdown(result.passed ? 0 : result.retryAfterSeconds);
  // The results are in the words the quiz was shown in: English, marked, where the Tok Pisin quiz is missing.
  const lang = langFor(result.quizLanguage);
  return (
    <div id="quiz-result" data-testid="quiz-result" ref={container}>
      <div
        className={cn(
          'rounded-xl border p-4',
          result.passed ? 'border-emerald-300 bg-emerald-50' : 'border-amber-300 bg-amber-50',
        )}
      >
        <h3 ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
          {complete ? m.courseCompleteTitle : result.passed ? m.passedTitle : m.failedTitle}
        </h3>
        <p className="mt-1" data-testid="quiz-score">
          {m.score(result.score, result.passMark)}
        </p>
        {complete ? <p className="mt-1">{m.courseCompleteText}</p> : null}
        {result.passed ? null : (
          <>
            <p className="mt-1">{m.failedHint}</p>
            <p className="mt-1 font-semibold" data-testid="quiz-wait">
              {left > 0 ? m.retryIn(left) : m.retryNow}
            </p>
          </>
        )}
        {/* What to do next sits with the outcome, on the first screen of a phone (not below every question). */}
        <div className="mt-4 flex flex-wrap gap-3">
          {complete ? (
            <ButtonLink to={`/certificate/${result.certificateId}`}>
              <Icon name="award" className="h-4 w-4" />
              {m.viewCertificate}
            </ButtonLink>
          ) : result.passed && next ? (
            <ButtonLink to={next.href}>
              {m.nextNamed(next.title)}
              <Icon name="arrow-right" className="h-4 w-4" />
            </ButtonLink>
          ) : null}
          <Link to={retryTo} className={buttonClasses(result.passed || complete ? 'secondary' : 'primary')}>
            <Icon name="refresh" className="h-4 w-4" />
            {m.tryAgain}
          </Link>
        </div>
      </div>
      <EnglishMarker language={result.quizLanguage} className="mt-6" />
      <ol className="mt-6 space-y-6">
        {result.results.map((outcome, index) => (
          <li key={index} data-testid="quiz-feedback">
            <p className="text-sm font-semibold text-slate-600">{m.question(index + 1, result.results.length)}</p>
            <p className="mt-1 flex flex-wrap items-center gap-2 font-semibold">
              <span lang={lang}>{outcome.prompt}</span>
              <Badge tone={outcome.isCorrect ? 'success' : 'destructive'}>
                {outcome.isCorrect ? m.correct : m.incorrect}
              </Badge>
            </p>
            <ul className="mt-2 space-y-1">
              <li
                className={cn(
                  'flex items-start gap-2 rounded-lg px-3 py-2 text-sm',
                  outcome.isCorrect ? 'bg-emerald-50 text-emerald-950' : 'bg-red-50 text-red-950',
                )}
              >
                <Icon name={outcome.isCorrect ? 'check' : 'x'} className="mt-0.5 h-4 w-4" />
                <span>
                  <span className="font-semibold">{`${m.yourAnswer}: `}</span>
                  <span lang={lang}>{outcome.yourAnswer}</span>
                </span>
              </li>
              {/* Named by the CMS only once the module is passed: a failed result is no answer sheet. */}
              {!outcome.isCorrect && outcome.rightAnswer ? (
                <li className="flex items-start gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-950">
                  <Icon name="check" className="mt-0.5 h-4 w-4" />
                  <span>
                    <span className="font-semibold">{`${m.rightAnswer}: `}</span>
                    <span lang={lang}>{outcome.rightAnswer}</span>
                  </span>
                </li>
              ) : null}
            </ul>
            <p className="mt-2 text-sm text-slate-700" lang={lang}>
              {outcome.explanation}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Before the wait after a failed attempt is over: how long is left. Submitting earlier is refused, answers kept. */
function WaitNote({ seconds }: { seconds: number }) {
  const m = useModuleMessages();
  const left = useCountdown(seconds);
  if (left <= 0) return null;
  return (
    <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm" data-testid="quiz-wait">
      {m.submitIn(left)}
    </p>
  );
}

export function Quiz({
  path,
  questions,
  language,
  attempt,
  retryAfterSeconds,
  passMark,
  outcome,
  next,
  inert,
}: {
  /** The module's address: the form posts here, and Try Again comes back here. */
  path: string;
  /** In the order of the attempt the form is for. */
  questions: QuizQuestion[];
  /** The questions' language: English, marked, where the Tok Pisin quiz is missing or does not pair (ADR 0049). */
  language: Language;
  /** The attempt the form is for (the CMS reads the answers through its order). */
  attempt: number;
  /** Seconds before the CMS takes the next attempt, after a failed one. */
  retryAfterSeconds: number;
  passMark: number;
  outcome?: QuizActionData;
  next: ModuleLink;
  /** An editor's preview: the questions as learners see them, a submit button that does nothing, and why. */
  inert?: string;
}) {
  const m = useModuleMessages();
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'submit-quiz';
  // A new address, so that without JavaScript the browser loads a fresh form rather than jumping within the
  // result page it already shows (the same address with #quiz would only scroll).
  const retryTo = `${path}?retry=1#quiz`;
  const offline = useKeepOffline(path);
  const lang = langFor(language);
  const fieldsets = (
    <>
      {questions.map((question, index) => {
        const error = outcome?.fields[`answer-${index}`];
        return (
          <fieldset
            key={index}
            aria-describedby={error ? `answer-${index}-error` : undefined}
            aria-invalid={error ? true : undefined}
            className={cn('rounded-xl border p-4', error ? 'border-red-400' : 'border-slate-200')}
          >
            {/* Floated, the legend sits inside the box like any heading rather than across its border. */}
            <legend className="float-left w-full">
              <span className="block text-sm font-semibold text-slate-600">
                {m.question(index + 1, questions.length)}
              </span>
              <span className="block font-semibold text-slate-900" lang={lang}>
                {question.prompt}
              </span>
            </legend>
            <div className="clear-both space-y-2 pt-3">
              {question.options.map((option, optionIndex) => (
                <label
                  key={optionIndex}
                  className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2 has-checked:border-teal-600 has-checked:bg-teal-50"
                >
                  <input
                    type="radio"
                    name={`answer-${index}`}
                    value={optionIndex}
                    defaultChecked={outcome?.chosen[index] === optionIndex}
                    className="mt-1 h-4 w-4 accent-teal-700"
                  />
                  <span lang={lang}>{option}</span>
                </label>
              ))}
            </div>
            {error ? (
              <p id={`answer-${index}-error`} className="mt-2 text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      })}
    </>
  );
  return (
    <section id="quiz" aria-labelledby="quiz-title" className="mt-10 rounded-2xl border border-slate-200 p-4 sm:p-6">
      <h2 id="quiz-title" className="flex flex-wrap items-center gap-2 text-xl font-bold">
        {m.quizTitle}
        {outcome?.result ? null : <EnglishMarker language={language} />}
      </h2>
      {outcome?.result ? (
        <div className="mt-4">
          <Results result={outcome.result} retryTo={retryTo} next={next} />
        </div>
      ) : inert ? (
        <>
          <p className="mt-2 text-slate-700">{m.quizIntro(passMark)}</p>
          <div className="mt-6 space-y-6">
            {fieldsets}
            <Button type="button" disabled className="w-full sm:w-auto">
              {m.submit}
            </Button>
            <p className="text-sm text-slate-600">{inert}</p>
          </div>
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{m.quizIntro(passMark)}</p>
          {/* Without JavaScript the answer page opens at the result (the address's #quiz). */}
          <Form
            method="post"
            action={`${path}#quiz`}
            preventScrollReset
            onSubmit={offline.onSubmit}
            className="mt-6 space-y-6"
          >
            <input type="hidden" name="questions" value={questions.length} />
            <input type="hidden" name="attempt" value={attempt} />
            <WaitNote seconds={retryAfterSeconds} />
            {fieldsets}
            <Button type="submit" name="intent" value="submit-quiz" disabled={pending} className="w-full sm:w-auto">
              {pending ? m.submitting : m.submit}
            </Button>
          </Form>
          <div className="mt-4">{offline.kept ? <KeptOffline /> : <Outcome notice={outcome?.notice} />}</div>
        </>
      )}
    </section>
  );
}
