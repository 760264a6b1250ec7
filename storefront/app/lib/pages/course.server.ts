/**
 * The course page's enrolment card (spec 2.7) and its Enroll Now form. The card follows the visitor: signed out,
 * a profile to complete first (spec 6), ready to enrol (with an access code for a paid course), or enrolled with
 * progress and Continue Learning, which opens the first unfinished module.
 */
import { data, redirect } from '@remix-run/node';
import { fieldErrors } from '@kundu/cms-contract/account-forms';
import { enrolmentSchema } from '@kundu/cms-contract/learning-forms';
import type { Notice } from '~/components/ui/outcome';
import { env } from '~/env.server';
import { CmsUnavailableError } from '~/lib/cms/core.server';
import type { Course, CourseModule } from '~/lib/cms/courses.server';
import { courseOutline, enrol } from '~/lib/cms/learning.server';
import { myOrganisations } from '~/lib/cms/organisations.server';
import { dataCostOf, type DataCost } from '~/lib/data-cost';
import { setFlash } from '~/lib/flash.server';
import { readFormData } from '~/lib/http.server';
import { sessionStateOf } from '~/lib/routing';
import type { Session } from '~/lib/session.server';
import { messages } from '~/messages/messages.server';
import type { ActionResult } from '~/lib/action-result';

export type EnrolmentCard =
  | { state: 'signed-out'; signInTo: string }
  | { state: 'complete-profile' }
  | {
      state: 'ready';
      price: number | null;
      supportEmail: string;
      /** A paid course with a seat of an organisation that assigned it (ADR 0029): no access code is asked for. */
      sponsoredBy: string | null;
    }
  /** An editor's preview of a draft (ADR 0032): the card learners ready to enrol will see, without its form. */
  | { state: 'preview'; price: number | null; note: string }
  | {
      state: 'enrolled';
      progress: number;
      completedAt: string | null;
      /** The module Continue Learning opens: the first unfinished one, or the first when all are done. */
      continueTo: string | null;
      certificateId: string | null;
      hasNewModules: boolean;
    };

export type CourseModuleView = CourseModule & {
  cost: DataCost | null;
  /** For an enrolled learner: where the module is, and whether they finished it. */
  href: string | null;
  finished: boolean;
  isNew: boolean;
};

export type EnrolmentActionData = ActionResult<string, { notice: Notice }>;

export const modulePath = (courseId: string, moduleId: string) => `/courses/${courseId}/modules/${moduleId}`;

const signInPath = (courseId: string) => `/auth?redirect=${encodeURIComponent(`/courses/${courseId}`)}`;

/** The course's modules as anyone not enrolled sees them: what each costs to download, no links. */
export function moduleViews(modules: CourseModule[]): CourseModuleView[] {
  return modules.map((module) => ({
    ...module,
    cost: module.downloadBytes === null ? null : dataCostOf(module.downloadBytes, env.DATA_PRICE_KINA_PER_GB),
    href: null,
    finished: false,
    isNew: false,
  }));
}

export async function loadEnrolment(session: Session, course: Course, modules: CourseModule[]) {
  const base = moduleViews(modules);
  const state = sessionStateOf(session.user);
  if (state === 'signed-out' || !session.token) {
    return { card: { state: 'signed-out', signInTo: signInPath(course.id) } as EnrolmentCard, modules: base };
  }
  if (state === 'incomplete-profile') return { card: { state: 'complete-profile' } as EnrolmentCard, modules: base };
  const outline = await courseOutline(session.token, course.id);
  if (!outline.ok) throw new CmsUnavailableError(`Course outline refused (${outline.status}): ${outline.message}`);
  const { enrollment, nextModuleId, certificateId } = outline.data;
  if (!enrollment) {
    const card: EnrolmentCard = {
      state: 'ready',
      price: course.isFree ? null : course.priceKina,
      supportEmail: env.SUPPORT_EMAIL,
      sponsoredBy: course.isFree ? null : await sponsorOf(session.token, course.id),
    };
    return { card, modules: base };
  }
  const states = new Map(outline.data.modules.map((module) => [module.id, module]));
  const continueTo = nextModuleId ?? modules[0]?.id ?? null;
  const card: EnrolmentCard = {
    state: 'enrolled',
    progress: enrollment.progress,
    completedAt: enrollment.completedAt ?? null,
    continueTo: continueTo ? modulePath(course.id, continueTo) : null,
    certificateId,
    // A completed course stays completed; only a learner still working through it has new modules to count.
    hasNewModules: !enrollment.completedAt && outline.data.modules.some((module) => module.isNew && !module.finished),
  };
  return {
    card,
    modules: base.map((module) => ({
      ...module,
      href: modulePath(course.id, module.id),
      finished: states.get(module.id)?.finished ?? false,
      isNew: states.get(module.id)?.isNew ?? false,
    })),
  };
}

/** The organisation whose seat the learner would use for this paid course, if any: the CMS uses it when no code is
 * sent. Its list not answering only means the access code is asked for. */
async function sponsorOf(sessionToken: string, courseId: string): Promise<string | null> {
  try {
    const answer = await myOrganisations(sessionToken);
    if (!answer.ok) return null;
    const seat = answer.data.assignments.find((item) => item.courseId === courseId && item.seatAvailable);
    return seat?.organisationName ?? null;
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error;
    console.error(error);
    return null;
  }
}

/** Enroll Now, with or without JavaScript: success goes back to the course page with a notice; a refusal stays. */
export async function handleEnrolment(session: Session, request: Request, course: Course) {
  const t = messages().course;
  if (!session.user || !session.token) throw redirect(signInPath(course.id));
  const form = await readFormData(request);
  const fail = (notice: Notice, fields: Record<string, string>, status: number) =>
    data<EnrolmentActionData>({ notice: { ...notice, variant: 'destructive' }, fields }, { status });
  const parsed = enrolmentSchema.safeParse({ courseId: course.id, accessCode: form.get('accessCode') });
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    return fail({ title: t.enrollFailedTitle, description: Object.values(fields)[0] }, fields, 400);
  }
  try {
    const answer = await enrol(session.token, parsed.data);
    if (!answer.ok) {
      if (answer.status === 401) throw redirect(signInPath(course.id));
      return fail(
        { title: t.enrollFailedTitle, description: answer.message || t.enrollFailedDefault },
        answer.fields,
        answer.status,
      );
    }
  } catch (error) {
    if (!(error instanceof CmsUnavailableError)) throw error;
    console.error(error);
    return fail({ title: t.enrollFailedTitle, description: t.enrollFailedDefault }, {}, 503);
  }
  // Spec 4: after enrolling, the enrolment and the dashboard are read again: the redirect reloads the page.
  throw redirect(`/courses/${course.id}`, {
    headers: { 'Set-Cookie': await setFlash({ title: t.enrollSuccessTitle, description: t.enrollSuccessText }) },
  });
}
