/**
 * The edit view's "Before learners see it" panel (ADR 0030): on a course, warns when it is published with no
 * published module, names modules not published yet and modules without a quiz; on a module, warns when it has no
 * quiz or no course. Read through the content manager's own API, with the editor's permissions. Both also say, in
 * words, what the content quality check finds (ADR 0041): answers a learner can guess, quizzes too short for their
 * pass mark, and durations the text does not deliver.
 */
import { checkCourse, checkModule, quizWarnings, type QualityModule } from '@kundu/cms-contract/content-quality';
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
      const modules = await Promise.all(
        drafts.map((module) =>
          get<{ data: StoredModule }>(`/content-manager/collection-types/${MODULE}/${module.documentId}`).then(
            (response) => ({
              ...module,
              quizzes: response.data.data.quiz?.length ?? 0,
              stored: forCheck(module.title, response.data.data),
            }),
          ),
        ),
      );
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
    return { title: TITLE, content: <Checks checks={checks} /> };
  }
  return null;
}
