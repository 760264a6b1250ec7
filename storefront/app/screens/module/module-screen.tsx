/**
 * A module as an enrolled learner studies it (docs/decisions/0016-module-player.md): where it sits in the course,
 * what it costs to download, the lesson, then the quiz (or, without one, Mark as Read), and the way on.
 */
import { EnglishMarker, langFor } from '~/components/ui/in-english';
import { KeptOffline, useKeepOffline } from '~/components/offline/keep-offline';
import { Form, Link, useNavigation } from '@remix-run/react';
import { Badge } from '~/components/ui/badge';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { Button, ButtonLink } from '~/components/ui/button';
import { DownloadSize } from '~/components/ui/download-size';
import { Icon } from '~/components/ui/icon';
import { Outcome } from '~/components/ui/outcome';
import { ProgressBar } from '~/components/ui/progress';
import { useMessages } from '~/messages';
import { useCourseMessages } from '~/messages/course';
import { useModuleMessages } from '~/messages/module';
import type { Language } from '~/lib/language';
import type { QuizActionData } from '~/lib/pages/module.server';
import { Quiz, type ModuleLink, type QuizQuestion } from './quiz';
import { ErrorPanel } from '~/components/ui/error-boundary';

export type ModuleScreenData = {
  course: { id: string; title: string };
  module: {
    id: string;
    title: string;
    description: string;
    estimatedDuration: string;
    /** The language of the title, description, duration and lesson; English where Tok Pisin is missing (ADR 0049). */
    lessonLanguage: Language;
    passMark: number;
    quiz: QuizQuestion[];
    /** English where the Tok Pisin quiz is missing or does not pair with the English one. */
    quizLanguage: Language;
    lessonHtml: string;
    cost: { kilobytes: number; toea: number } | null;
  };
  position: { number: number; total: number };
  previous: ModuleLink;
  next: ModuleLink;
  state: { finished: boolean; attempts: number; bestScore: number | null; retryAfterSeconds: number };
  progress: number;
  isCourseComplete: boolean;
  nextUnfinished: ModuleLink;
};

/** In an editor's preview (ADR 0032) the forms do nothing: each says why in place of its button's effect. */
export type InertForms = { quiz: string; markRead: string };

function MarkRead({
  path,
  finished,
  outcome,
  inert,
}: {
  path: string;
  finished: boolean;
  outcome?: QuizActionData;
  inert?: string;
}) {
  const m = useModuleMessages();
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'mark-read';
  const offline = useKeepOffline(path);
  return (
    <section aria-labelledby="read-title" className="mt-10 rounded-2xl border border-slate-200 p-4 sm:p-6">
      <h2 id="read-title" className="text-xl font-bold">
        {m.readTitle}
      </h2>
      {inert ? (
        <>
          <p className="mt-2 text-slate-700">{m.readIntro}</p>
          <Button type="button" disabled className="mt-4">
            <Icon name="check" className="h-4 w-4" />
            {m.markRead}
          </Button>
          <p className="mt-2 text-sm text-slate-600">{inert}</p>
        </>
      ) : finished ? (
        <p className="mt-2 inline-flex items-center gap-2 font-semibold text-emerald-800">
          <Icon name="check" />
          {m.finished}
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{m.readIntro}</p>
          <Form method="post" action={path} onSubmit={offline.onSubmit} className="mt-4">
            <Button type="submit" name="intent" value="mark-read" disabled={pending}>
              <Icon name="check" className="h-4 w-4" />
              {pending ? m.markingRead : m.markRead}
            </Button>
          </Form>
          <div className="mt-4">{offline.kept ? <KeptOffline /> : <Outcome notice={outcome?.notice} />}</div>
        </>
      )}
    </section>
  );
}

function Pager({ data }: { data: ModuleScreenData }) {
  const m = useModuleMessages();
  const nextTarget = data.nextUnfinished ?? data.next;
  return (
    <nav aria-label={m.backToOutline} className="mt-10 grid gap-3 border-t border-slate-200 pt-6 sm:grid-cols-2">
      {data.previous ? (
        <Link
          to={data.previous.href}
          className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 p-3 text-sm hover:bg-slate-50"
        >
          <Icon name="arrow-left" className="h-4 w-4" />
          <span>
            <span className="block text-slate-600">{m.previous}</span>
            <span className="font-semibold" lang={langFor(data.previous.language)}>
              {data.previous.title}
            </span>
          </span>
        </Link>
      ) : (
        <span />
      )}
      {nextTarget ? (
        <Link
          to={nextTarget.href}
          className="flex min-h-11 items-center justify-end gap-2 rounded-lg border border-slate-200 p-3 text-right text-sm hover:bg-slate-50"
        >
          <span>
            <span className="block text-slate-600">{m.next}</span>
            <span className="font-semibold" lang={langFor(nextTarget.language)}>
              {nextTarget.title}
            </span>
          </span>
          <Icon name="arrow-right" className="h-4 w-4" />
        </Link>
      ) : null}
      <ButtonLink to={`/courses/${data.course.id}`} variant="ghost" className="sm:col-span-2">
        {m.backToOutline}
      </ButtonLink>
    </nav>
  );
}

export function ModuleScreen({
  data,
  outcome,
  inert,
}: {
  data: ModuleScreenData;
  outcome?: QuizActionData;
  inert?: InertForms;
}) {
  const t = useMessages();
  const s = useCourseMessages();
  const m = useModuleMessages();
  const path = `/courses/${data.course.id}/modules/${data.module.id}`;
  const lessonLang = langFor(data.module.lessonLanguage);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <Breadcrumb
        label={s.breadcrumb}
        crumbs={[
          { label: s.courses, to: '/courses' },
          { label: data.course.title, to: `/courses/${data.course.id}` },
          { label: m.position(data.position.number, data.position.total) },
        ]}
      />

      <div className="mt-4 flex items-center gap-3">
        <ProgressBar value={data.progress} label={s.progressOf(data.course.title)} />
        <span className="shrink-0 text-sm font-semibold" data-testid="course-progress">
          {data.progress}%
        </span>
      </div>

      <header className="mt-6">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-teal-800">
          {m.position(data.position.number, data.position.total)}
          {/* The lesson has no Tok Pisin version yet: the title, description and lesson below are in English. */}
          <EnglishMarker language={data.module.lessonLanguage} />
        </p>
        <h1 className="mt-1 text-2xl font-bold sm:text-3xl" lang={lessonLang}>
          {data.module.title}
        </h1>
        <p className="mt-2 text-slate-700" lang={lessonLang}>
          {data.module.description}
        </p>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1" lang={lessonLang}>
            <Icon name="clock" className="h-4 w-4" />
            {data.module.estimatedDuration}
          </span>
          {data.module.cost ? <DownloadSize cost={data.module.cost} hasQuiz={data.module.quiz.length > 0} /> : null}
          {data.state.finished ? (
            <Badge tone="success">
              {m.finished}
              {data.state.bestScore !== null ? ` · ${m.bestScore(data.state.bestScore)}` : ''}
            </Badge>
          ) : null}
        </p>
      </header>

      {/* Rendered from the CMS's Markdown on the server and held to an allow-list (lib/lesson-html.server.ts). */}
      <div
        className="lesson mt-8"
        data-testid="lesson"
        lang={lessonLang}
        dangerouslySetInnerHTML={{ __html: data.module.lessonHtml }}
      />

      {data.module.quiz.length > 0 ? (
        <Quiz
          path={path}
          questions={data.module.quiz}
          language={data.module.quizLanguage}
          attempt={data.state.attempts + 1}
          retryAfterSeconds={data.state.retryAfterSeconds}
          passMark={data.module.passMark}
          outcome={outcome}
          next={data.nextUnfinished ?? data.next}
          inert={inert?.quiz}
        />
      ) : (
        <MarkRead path={path} finished={data.state.finished} outcome={outcome} inert={inert?.markRead} />
      )}

      {inert ? null : <Pager data={data} />}
      <p className="sr-only">{t.product.name}</p>
    </div>
  );
}

export function ModuleNotFound() {
  const m = useModuleMessages();
  const s = useCourseMessages();
  return (
    <ErrorPanel title={m.notFoundTitle} text={m.notFoundText}>
      <ButtonLink to="/courses">{s.backToCourses}</ButtonLink>
    </ErrorPanel>
  );
}
