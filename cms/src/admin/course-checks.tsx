/**
 * The edit view's "Before learners see it" panel (ADR 0030): on a course, warns when it is published with no
 * published module, names modules not published yet and modules without a quiz; on a module, warns when it has no
 * quiz or no course. Read through the content manager's own API, with the editor's permissions. Both also say, in
 * words, what the content quality check finds (ADR 0041): answers a learner can guess, quizzes too short for their
 * pass mark, and durations the text does not deliver. And what learners who read Tok Pisin get (ADR 0049): a course
 * or module with no Tok Pisin version (or an unpublished one) is read in English, and a Tok Pisin quiz that does not
 * pair with the English one is replaced by it.
 */
import {
  checkCourse,
  checkModule,
  quizWarnings,
  tokPisinQuizMismatch,
  type QualityModule,
  type QualityQuestion,
} from '@kundu/cms-contract/content-quality';
import { Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';

const COURSE = 'api::course.course';
const MODULE = 'api::course-module.course-module';

type PanelProps = {
  model: string;
  documentId?: string;
  document?: Record<string, unknown> & { status?: string; updatedAt?: string };
};
type Related = { documentId: string; title?: string; status?: string };
type StoredModule = Partial<Omit<QualityModule, 'quiz'>> & { quiz?: QualityModule['quiz'] | null };

/** A module as the content manager answers it, for the quality check; missing fields read as empty. */
const forCheck = (title: string | undefined, module: StoredModule): QualityModule => ({
  title: title ?? module.title ?? '',
  lesson: module.lesson ?? '',
  quiz: module.quiz ?? [],
  passMark: module.passMark ?? 70,
  estimatedDuration: module.estimatedDuration ?? '',
  // As the seed's check reads them: the questions an attempt asks (ADR 0044), and time spent on exercises.
  quizDraw: module.quizDraw ?? null,
  activityMinutes: module.activityMinutes ?? null,
});
type Check = { tone: 'warning' | 'ok'; text: string };

const list = (titles: string[]) => titles.map((title) => `“${title}”`).join(', ');

type Version = { documentId?: string; status?: string; quiz?: QualityQuestion[] | null };
type Get = ReturnType<typeof useFetchClient>['get'];

/** One version of an entry, as the content manager answers it: `{}` when there is none in that language. */
const versionIn = (get: Get, model: string, documentId: string, locale: 'en' | 'tpi') =>
  get<{ data: Version }>(`/content-manager/collection-types/${model}/${documentId}`, { params: { locale } }).then(
    (response) => response.data.data,
  );

/** What learners who read Tok Pisin get of an entry (ADR 0049): null when its Tok Pisin version is there, published
 * where the English one is, and (for a module) with a quiz that pairs with the English one. */
function tokPisinProblem(
  english: Version,
  tokPisin: Version,
): { kind: 'missing' | 'unpublished' } | { kind: 'quiz'; why: string } | null {
  if (!tokPisin.documentId) return { kind: 'missing' };
  if (tokPisin.status === 'draft' && english.status !== 'draft') return { kind: 'unpublished' };
  if (english.quiz === undefined) return null;
  const why = tokPisinQuizMismatch(english.quiz ?? [], tokPisin.quiz ?? []);
  return why ? { kind: 'quiz', why } : null;
}

const TOK_PISIN = {
  courseMissing: 'No Tok Pisin version yet: learners who read Tok Pisin see this course in English, marked “English”.',
  courseUnpublished:
    'The Tok Pisin version is not published yet: learners who read Tok Pisin see this course in English, marked “English”.',
  modulesMissing: (titles: string[]) =>
    `No Tok Pisin version yet, so learners who read Tok Pisin see them in English: ${list(titles)}.`,
  modulesUnpublished: (titles: string[]) =>
    `Tok Pisin version not published yet, so learners who read Tok Pisin see them in English: ${list(titles)}.`,
  quizzes: (entries: Array<{ title: string; why: string }>) =>
    `The Tok Pisin quiz does not match the English one, so learners who read Tok Pisin get the English quiz: ${entries
      .map((entry) => `“${entry.title}” (${entry.why})`)
      .join(', ')}.`,
  moduleMissing: 'No Tok Pisin version yet: learners who read Tok Pisin see this module in English.',
  moduleUnpublished:
    'The Tok Pisin version is not published yet: learners who read Tok Pisin see this module in English.',
  moduleQuiz: (why: string) =>
    `The Tok Pisin quiz does not match the English one, so learners who read Tok Pisin get the English quiz: ${why}.`,
};

function useCourseChecks(
  documentId: string | undefined,
  status: string | undefined,
  version: unknown,
  course: { title?: string; duration?: string | null },
): Check[] | null {
  const { get } = useFetchClient();
  const [checks, setChecks] = useState<Check[] | null>(null);
  useEffect(() => {
    if (!documentId) return;
    let current = true;
    const relations = (state: 'draft' | 'published') =>
      get<{ results: Related[] }>(`/content-manager/relations/${COURSE}/${documentId}/modules`, {
        params: { status: state, pageSize: 100 },
        // The relations API answers the newest place first (for its "load more"); the Modules field shows it reversed.
      }).then((response) => [...response.data.results].reverse());
    (async () => {
      const live = status === 'published' || status === 'modified';
      const [drafts, published] = await Promise.all([relations('draft'), live ? relations('published') : []]);
      const [modules, courseVersions] = await Promise.all([
        Promise.all(
          drafts.map((module) =>
            Promise.all([
              get<{ data: StoredModule & Version }>(
                `/content-manager/collection-types/${MODULE}/${module.documentId}`,
                {
                  params: { locale: 'en' },
                },
              ),
              versionIn(get, MODULE, module.documentId, 'tpi'),
            ]).then(([response, tokPisin]) => ({
              ...module,
              quizzes: response.data.data.quiz?.length ?? 0,
              stored: forCheck(module.title, response.data.data),
              tokPisin: tokPisinProblem(response.data.data, tokPisin),
            })),
          ),
        ),
        Promise.all([versionIn(get, COURSE, documentId, 'en'), versionIn(get, COURSE, documentId, 'tpi')]),
      ]);
      const found: Check[] = [];
      if (drafts.length === 0) found.push({ tone: 'warning', text: 'This course has no modules yet.' });
      if (live && published.length === 0)
        found.push({
          tone: 'warning',
          text: 'This course is published but none of its modules is: learners find a course with nothing to learn.',
        });
      const unpublished = modules.filter((module) => module.status === 'draft').map((module) => module.title ?? '');
      if (unpublished.length > 0)
        found.push({ tone: 'warning', text: `Not published yet, so learners do not see them: ${list(unpublished)}.` });
      const withoutQuiz = modules.filter((module) => module.quizzes === 0).map((module) => module.title ?? '');
      if (withoutQuiz.length > 0)
        found.push({
          tone: 'warning',
          text: `No quiz, so learners finish them by reading them: ${list(withoutQuiz)}.`,
        });
      if (modules.length > 0) {
        const quality = checkCourse({
          title: course.title ?? '',
          duration: course.duration,
          modules: modules.map((module) => module.stored),
        });
        for (const text of quality.warnings) found.push({ tone: 'warning', text });
      }
      if (found.length === 0)
        found.push({
          tone: 'ok',
          text: `${modules.length} modules, all published, each with a quiz that meets the content targets.`,
        });
      const inTokPisin = tokPisinProblem({ ...courseVersions[0], quiz: undefined }, courseVersions[1]);
      if (inTokPisin)
        found.push({
          tone: 'warning',
          text: inTokPisin.kind === 'missing' ? TOK_PISIN.courseMissing : TOK_PISIN.courseUnpublished,
        });
      const titled = (kind: string) =>
        modules.filter((module) => module.tokPisin?.kind === kind).map((module) => module.title ?? '');
      if (titled('missing').length > 0)
        found.push({ tone: 'warning', text: TOK_PISIN.modulesMissing(titled('missing')) });
      if (titled('unpublished').length > 0)
        found.push({ tone: 'warning', text: TOK_PISIN.modulesUnpublished(titled('unpublished')) });
      const quizzes = modules.flatMap((module) =>
        module.tokPisin?.kind === 'quiz' ? [{ title: module.title ?? '', why: module.tokPisin.why }] : [],
      );
      if (quizzes.length > 0) found.push({ tone: 'warning', text: TOK_PISIN.quizzes(quizzes) });
      if (current) setChecks(found);
    })().catch(() => current && setChecks([{ tone: 'warning', text: 'The checks could not be loaded.' }]));
    return () => {
      current = false;
    };
  }, [documentId, status, version, course.title, course.duration, get]);
  return checks;
}

function Checks({ checks }: { checks: Check[] }) {
  return (
    <Flex direction="column" alignItems="stretch" gap={2} data-testid="course-checks">
      {checks.map((check) => (
        <Typography key={check.text} variant="omega" textColor={check.tone === 'warning' ? 'danger600' : 'success600'}>
          {check.tone === 'warning' ? '⚠ ' : '✓ '}
          {check.text}
        </Typography>
      ))}
    </Flex>
  );
}

const TITLE = 'Before learners see it';

function CourseChecks({ documentId, document }: PanelProps) {
  const checks = useCourseChecks(documentId, document?.status, document?.updatedAt, {
    title: document?.title as string | undefined,
    duration: document?.duration as string | null | undefined,
  });
  return checks ? <Checks checks={checks} /> : <Typography variant="omega">Checking the modules…</Typography>;
}

/** The side panel: on a saved course or module; nothing elsewhere. */
export function CourseChecksPanel(props: PanelProps) {
  if (props.model === COURSE && props.documentId) return { title: TITLE, content: <CourseChecks {...props} /> };
  if (props.model === MODULE && props.document && props.documentId) {
    const checks: Check[] = [];
    const quiz = props.document.quiz as unknown[] | undefined;
    const course = props.document.course as { count?: number } | null | undefined;
    if (!quiz || quiz.length === 0)
      checks.push({ tone: 'warning', text: 'No quiz: learners finish this module by reading it.' });
    if (!course || course.count === 0)
      checks.push({ tone: 'warning', text: 'Not in a course: learners cannot reach it. Choose its Course.' });
    const stored = forCheck(undefined, props.document as StoredModule);
    const quality = checkModule(stored);
    for (const text of [...quizWarnings(stored), ...quality.failures, ...quality.advice])
      checks.push({ tone: 'warning', text });
    if (checks.length === 0)
      checks.push({ tone: 'ok', text: 'In a course, with a quiz that meets the content targets.' });
    return {
      title: TITLE,
      content: <ModuleChecks checks={checks} documentId={props.documentId} version={props.document.updatedAt} />,
    };
  }
  return null;
}

/** A module's checks, and what learners who read Tok Pisin get of it, compared with its English version. */
function ModuleChecks({ checks, documentId, version }: { checks: Check[]; documentId: string; version?: string }) {
  const { get } = useFetchClient();
  const [tokPisin, setTokPisin] = useState<Check[]>([]);
  useEffect(() => {
    let current = true;
    Promise.all([versionIn(get, MODULE, documentId, 'en'), versionIn(get, MODULE, documentId, 'tpi')])
      .then(([english, translated]) => {
        const problem = tokPisinProblem(english, translated);
        const text = !problem
          ? null
          : problem.kind === 'quiz'
            ? TOK_PISIN.moduleQuiz(problem.why)
            : problem.kind === 'missing'
              ? TOK_PISIN.moduleMissing
              : TOK_PISIN.moduleUnpublished;
        if (current) setTokPisin(text ? [{ tone: 'warning', text }] : []);
      })
      .catch(() => current && setTokPisin([{ tone: 'warning', text: 'The Tok Pisin version could not be checked.' }]));
    return () => {
      current = false;
    };
  }, [documentId, version, get]);
  return <Checks checks={[...checks, ...tokPisin]} />;
}
