/**
 * The module player's server side (docs/decisions/0016-module-player.md): the module for an enrolled learner, its
 * lesson made safe HTML, and the two things a learner does with it: submit the quiz (scored by the CMS) or mark a
 * module without a quiz as read. Anyone else is sent to the course page; the lesson never leaves the CMS for them.
 */
import { createHash } from 'node:crypto';
import { data, redirect } from '@remix-run/node';
import { documentIdSchema } from '@kundu/cms-contract/learning-forms';
import type { Notice } from '~/components/ui/outcome';
import { env } from '~/env.server';
import { CmsUnavailableError } from '~/lib/cms/core.server';
import { courseIdSchema } from '~/lib/cms/courses.server';
import { finishReading, openModule, submitQuiz, type QuizResult } from '~/lib/cms/learning.server';
import { dataCostOf } from '~/lib/data-cost';
import { currentLanguage, type Language } from '~/lib/language';
import { setFlash } from '~/lib/flash.server';
import { readFormData } from '~/lib/http.server';
import { renderLesson, withoutImages } from '~/lib/lesson-html.server';
import { orUnavailable } from '~/lib/page-errors.server';
import { sessionStateOf } from '~/lib/routing';
import type { Session } from '~/lib/session.server';
import { messages } from '~/messages/messages.server';
import { modulePath } from '~/lib/pages/course.server';
import { LRUCache } from 'lru-cache';
import type { ActionResult } from '~/lib/action-result';

/** What a submission answers: the quiz's result, or what stopped it (per question, and as a notice). */
export type QuizActionData = ActionResult<
  'submit-quiz' | 'mark-read',
  { intent: 'submit-quiz' | 'mark-read'; chosen: Array<number | null>; result?: QuizResult }
>;

/** The most questions a quiz may have (the CMS's limit too). */
const MAX_QUESTIONS = 50;

type Address = { courseId: string; moduleId: string };

/** The course and module ids of the address, or a 404 for anything that cannot be one. */
export function moduleAddress(params: Record<string, string | undefined>): Address {
  const courseId = courseIdSchema.safeParse(params.id);
  const moduleId = documentIdSchema.safeParse(params.moduleId);
  if (!courseId.success || !moduleId.success) throw new Response(null, { status: 404 });
  return { courseId: courseId.data, moduleId: moduleId.data };
}

/** Only a signed-in learner with a complete profile studies; anyone else sees the course page and its card. */
function learnerToken(session: Session, address: Address): string {
  if (sessionStateOf(session.user) !== 'signed-in' || !session.token) throw redirect(`/courses/${address.courseId}`);
  return session.token;
}

/** A refusal from the CMS as a page: not enrolled, the course page with why; no such module, 404. */
async function refused(answer: { status: number; message: string }, address: Address): Promise<never> {
  const t = messages().course;
  if (answer.status === 403) {
    throw redirect(`/courses/${address.courseId}`, {
      headers: { 'Set-Cookie': await setFlash({ title: t.notEnrolledTitle, description: answer.message }) },
    });
  }
  if (answer.status === 404) throw new Response(null, { status: 404 });
  if (answer.status === 401) throw redirect(`/courses/${address.courseId}`);
  throw new Response(null, { status: 503 });
}

/**
 * Rendering a lesson takes a few milliseconds; each version of a lesson is rendered once per process and page
 * language (the note on external links is in the page's words, whichever language the lesson is in).
 */
const renderedLessons = new LRUCache<string, string>({ max: 500 });
function lessonHtml(moduleId: string, markdown: string): string {
  const key = `${moduleId}:${currentLanguage()}:${createHash('sha256').update(markdown).digest('base64url')}`;
  let html = renderedLessons.get(key);
  if (html === undefined) {
    html = renderLesson(markdown, { externalLinkNote: messages().courseModule.externalLink });
    renderedLessons.set(key, html);
  }
  return html;
}

/** `lowData`: the lesson's pictures are their descriptions, each with a link to load it (ADR 0048). */
export async function loadModule(session: Session, address: Address, { lowData = false } = {}) {
  const token = learnerToken(session, address);
  const answer = await orUnavailable(openModule(token, address.moduleId));
  if (!answer.ok) return refused(answer, address);
  const { course, module, position, state, enrollment, nextUnfinished } = answer.data;
  // The module lives in another course than the address says: send the learner to its real address.
  if (course.id !== address.courseId) throw redirect(modulePath(course.id, module.id));
  const link = (neighbour: { id: string; title: string; language: Language } | null) =>
    neighbour
      ? { href: modulePath(course.id, neighbour.id), title: neighbour.title, language: neighbour.language }
      : null;
  return {
    course,
    module: {
      id: module.id,
      title: module.title,
      description: module.description,
      estimatedDuration: module.estimatedDuration,
      // Tok Pisin where a version exists, else English, marked (ADR 0049).
      lessonLanguage: module.lessonLanguage,
      passMark: module.passMark,
      quiz: module.quiz,
      quizLanguage: module.quizLanguage,
      lessonHtml: lowData
        ? withoutImages(lessonHtml(module.id, module.lesson), messages().lowData)
        : lessonHtml(module.id, module.lesson),
      cost: module.downloadBytes === null ? null : dataCostOf(module.downloadBytes, env.DATA_PRICE_KINA_PER_GB),
    },
    position: { number: position.number, total: position.total },
    previous: link(position.previous),
    next: link(position.next),
    state,
    progress: enrollment.progress,
    isCourseComplete: Boolean(enrollment.completedAt),
    /** Where to go after this module: the first unfinished one, when it is not the next in order. */
    nextUnfinished: nextUnfinished && nextUnfinished.id !== position.next?.id ? link(nextUnfinished) : null,
  };
}

/** The attempt the quiz form was shown for (the options' order depends on it); 0 when the form has none. */
function shownAttempt(form: FormData): number {
  const attempt = Number(form.get('attempt'));
  return Number.isInteger(attempt) && attempt >= 1 ? attempt : 0;
}

/** The answers of the quiz form: `answer-0` ... one per question; a question left out is null. */
function chosenAnswers(form: FormData): Array<number | null> {
  const count = Number(form.get('questions'));
  if (!Number.isInteger(count) || count < 1 || count > MAX_QUESTIONS) return [];
  return Array.from({ length: count }, (_, index) => {
    const value = form.get(`answer-${index}`);
    return typeof value === 'string' && /^\d$/.test(value) ? Number(value) : null;
  });
}

export async function handleModuleAction(session: Session, request: Request, address: Address) {
  const t = messages().courseModule;
  const token = learnerToken(session, address);
  const form = await readFormData(request);
  const intent = form.get('intent') === 'mark-read' ? 'mark-read' : 'submit-quiz';
  const chosen = intent === 'submit-quiz' ? chosenAnswers(form) : [];
  const saveFailed = (status: number, fields: Record<string, string> = {}, description: string = t.saveFailedText) =>
    data<QuizActionData>(
      { intent, fields, chosen, notice: { title: t.saveFailedTitle, description, variant: 'destructive' } },
      { status },
    );
  try {
    if (intent === 'submit-quiz') {
      const answer = await submitQuiz(token, address.moduleId, chosen, shownAttempt(form));
      if (!answer.ok) {
        if (answer.status === 400) return saveFailed(400, answer.fields, answer.message);
        // Too soon after a failed attempt: nothing counted, the answers stay chosen (ADR 0038).
        if (answer.status === 429) {
          const notice: Notice = { title: t.waitTitle, description: answer.message, variant: 'destructive' };
          return data<QuizActionData>({ intent, fields: {}, chosen, notice }, { status: 429 });
        }
        // The form of an attempt already sent: its order is no longer the one shown, so its choices are dropped.
        if (answer.status === 409) {
          const notice: Notice = { title: t.reshuffledTitle, description: answer.message, variant: 'destructive' };
          return data<QuizActionData>({ intent, fields: {}, chosen: [], notice }, { status: 409 });
        }
        return refused(answer, address);
      }
      return data<QuizActionData>({ intent, result: answer.data, chosen, fields: {} });
    }
    const answer = await finishReading(token, address.moduleId);
    if (!answer.ok) {
      if (answer.status === 400) return saveFailed(400, answer.fields, answer.message);
      return refused(answer, address);
    }
    return await afterReading(answer.data, address);
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error;
    console.error(error);
    return saveFailed(503);
  }
}

/** A module marked read: on to the certificate when the course is complete, else the next unfinished module. */
async function afterReading(
  progress: { nextModuleId: string | null; certificateId: string | null },
  address: Address,
): Promise<never> {
  const t = messages().courseModule;
  if (progress.certificateId) {
    throw redirect(`/certificate/${progress.certificateId}`, {
      headers: { 'Set-Cookie': await setFlash({ title: t.courseCompleteTitle, description: t.courseCompleteText }) },
    });
  }
  const target = progress.nextModuleId
    ? modulePath(address.courseId, progress.nextModuleId)
    : `/courses/${address.courseId}`;
  throw redirect(target, { headers: { 'Set-Cookie': await setFlash({ title: t.moduleFinishedTitle }) } });
}
