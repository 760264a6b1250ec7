/**
 * Progress through a course (docs/decisions/0015-learning-progress-and-certificates.md): a module is finished when
 * its quiz is passed, or, without a quiz, when the learner marks it read; progress is finished published modules
 * over published modules, rounded; a course is completed, once and for good, when every published module is
 * finished, and its certificate is issued in the same transaction.
 */
import type { Core } from '@strapi/strapi';
import type { ContentLocale } from '../../../../contract/locales';
import { publishedModulesOf, type PublishedModule } from '../../../lib/course-content';
import { withRowLock } from '../../../lib/locks';

export const ENROLLMENT_UID = 'api::enrollment.enrollment';
const PROGRESS_UID = 'api::module-progress.module-progress';

export type EnrollmentRecord = {
  id: number;
  documentId: string;
  courseDocumentId: string;
  progress: number;
  enrolledAt: string;
  completedAt: string | null;
};

/** The spec's Enrollment (section 3): completedAt is absent while the course is in progress. */
export type EnrollmentAnswer = {
  id: string;
  courseId: string;
  progress: number;
  enrolledAt: string;
  completedAt?: string;
};

export type CourseProgress = {
  progress: number;
  modules: PublishedModule[];
  finished: ReadonlySet<string>;
  /** The first published module not finished yet, in course order; null when all are. */
  nextModuleId: string | null;
};

export type Attempt = { score: number | null; finished: boolean };

/**
 * What a scored attempt leaves behind so that the same form sent again is answered, not counted (ADR 0038): the
 * option chosen for each question asked (the editor's index), and which questions of the pool were asked (ADR
 * 0044; absent in records written before pools, which asked every question in order).
 */
export type LastAnswers = { attempt: number; answers: number[]; questions?: number[]; certificateId: string | null };

/** A learner's record of one module, as the attempt rules read it. */
export type ModuleRecord = {
  documentId: string;
  attempts: number | null;
  bestScore: number | null;
  lastAttemptAt: string | null;
  finishedAt: string | null;
  lastAnswers: LastAnswers | null;
};

/**
 * What to record, decided under the enrolment's lock from the module's record as it is: an attempt (with the
 * answers to keep), or null to record nothing (a repeated submission). It may throw to refuse the attempt.
 */
export type AttemptDecision = (existing: ModuleRecord | null) => (Attempt & { lastAnswers?: LastAnswers }) | null;

export const ENROLLMENT_FIELDS = ['courseDocumentId', 'progress', 'enrolledAt', 'completedAt'] as const;

export function percentOf(finished: number, total: number): number {
  return total === 0 ? 0 : Math.round((finished / total) * 100);
}

/** Where an enrolment stands against its course's modules as published now, in course order. */
export function courseProgress(
  modules: PublishedModule[],
  finished: ReadonlySet<string>,
  completedAt: string | null,
): CourseProgress {
  const done = modules.filter((module) => finished.has(module.documentId)).length;
  return {
    // A completed course stays completed when modules are added later (ADR 0015).
    progress: completedAt ? 100 : percentOf(done, modules.length),
    modules,
    finished,
    nextModuleId: modules.find((module) => !finished.has(module.documentId))?.documentId ?? null,
  };
}

/** A module's record after one more attempt (a quiz scored) or a read (no score): attempts, best score, finished. */
export function nextModuleRecord(
  existing: { attempts?: number | null; bestScore?: number | null; finishedAt?: string | Date | null } | null,
  attempt: Attempt,
  now: string,
) {
  const bestScore =
    attempt.score === null ? (existing?.bestScore ?? null) : Math.max(existing?.bestScore ?? 0, attempt.score);
  return {
    attempts: (existing?.attempts ?? 0) + (attempt.score === null ? 0 : 1),
    bestScore,
    // Finished once, for good: a later failed attempt does not take it back.
    finishedAt: existing?.finishedAt ?? (attempt.finished ? now : null),
    lastAttemptAt: attempt.score === null ? null : now,
  };
}

/** What settling an enrolment writes: completed once every published module is finished, and only then. */
export function settlement(completedAt: string | null, state: CourseProgress, now: string) {
  const completes = !completedAt && state.modules.length > 0 && state.nextModuleId === null;
  const settledAt = completedAt ?? (completes ? now : null);
  return { completes, completedAt: settledAt, progress: settledAt ? 100 : state.progress };
}

export function toEnrollmentAnswer(enrollment: EnrollmentRecord, progress: number): EnrollmentAnswer {
  return {
    id: enrollment.documentId,
    courseId: enrollment.courseDocumentId,
    progress,
    enrolledAt: new Date(enrollment.enrolledAt).toISOString(),
    ...(enrollment.completedAt ? { completedAt: new Date(enrollment.completedAt).toISOString() } : {}),
  };
}

const createProgressService = ({ strapi }: { strapi: Core.Strapi }) => {
  const enrollments = () => strapi.documents(ENROLLMENT_UID);

  async function finishedModules(enrollmentIds: number[]): Promise<Map<number, Set<string>>> {
    const byEnrollment = new Map<number, Set<string>>(enrollmentIds.map((id) => [id, new Set()]));
    if (enrollmentIds.length === 0) return byEnrollment;
    const rows = await strapi.documents(PROGRESS_UID).findMany({
      filters: { enrollment: { id: { $in: enrollmentIds } }, finishedAt: { $notNull: true } },
      fields: ['moduleDocumentId'],
      populate: { enrollment: { fields: ['documentId'] } },
    });
    for (const row of rows) {
      const enrollmentId = (row.enrollment as { id?: number } | null)?.id;
      if (enrollmentId !== undefined && row.moduleDocumentId) byEnrollment.get(enrollmentId)?.add(row.moduleDocumentId);
    }
    return byEnrollment;
  }

  /** Each enrolment's progress against its course's modules as published now: a fixed number of queries. */
  async function progressOf(records: readonly EnrollmentRecord[]): Promise<Map<number, CourseProgress>> {
    const [modulesByCourse, finishedByEnrollment] = await Promise.all([
      publishedModulesOf(strapi, [...new Set(records.map((record) => record.courseDocumentId))]),
      finishedModules(records.map((record) => record.id)),
    ]);
    const result = new Map<number, CourseProgress>();
    for (const record of records) {
      const modules = modulesByCourse.get(record.courseDocumentId) ?? [];
      const finished = finishedByEnrollment.get(record.id) ?? new Set<string>();
      result.set(record.id, courseProgress(modules, finished, record.completedAt));
    }
    return result;
  }

  /** Recomputes the enrolment under its lock; completes it and issues the certificate when every module is done. */
  async function settleLocked(enrollmentId: number, userId: number, locale: ContentLocale = 'en') {
    const record = (await enrollments().findFirst({
      filters: { id: enrollmentId },
      fields: [...ENROLLMENT_FIELDS],
    })) as EnrollmentRecord | null;
    if (!record) throw new Error(`Enrollment ${enrollmentId} disappeared while it was being updated`);
    const state = (await progressOf([record])).get(record.id)!;
    const {
      completes: isComplete,
      completedAt,
      progress,
    } = settlement(record.completedAt, state, new Date().toISOString());
    if (progress !== record.progress || completedAt !== record.completedAt) {
      await enrollments().update({
        documentId: record.documentId,
        data: { progress, completedAt: completedAt ?? undefined },
      });
    }
    const certificateId = isComplete
      ? await strapi
          .service('api::certificate.issue')
          .issue({ enrollment: record, userId, completedAt: completedAt!, locale })
      : null;
    return { enrollment: toEnrollmentAnswer({ ...record, completedAt }, progress), state, certificateId };
  }

  return {
    progressOf,

    /**
     * A quiz attempt or a module read, recorded once per module however many arrive at the same moment. `decide`
     * sees the module's record under the lock: what it returns is recorded (nothing when it returns null), and what
     * it throws refuses the attempt with nothing written. Answers the course as settled, and the module's record.
     * `locale` is the learner's language: a course this completes is certified in it (ADR 0049).
     */
    record(
      record: EnrollmentRecord,
      userId: number,
      moduleId: string,
      decide: Attempt | AttemptDecision,
      locale: ContentLocale = 'en',
    ) {
      return withRowLock(strapi, ENROLLMENT_UID, record.id, async () => {
        const progressKey = `${record.id}:${moduleId}`;
        const now = new Date().toISOString();
        const existing = (await strapi.documents(PROGRESS_UID).findFirst({
          filters: { progressKey },
          fields: ['attempts', 'bestScore', 'finishedAt', 'lastAttemptAt', 'lastAnswers'],
        })) as ModuleRecord | null;
        const attempt: (Attempt & { lastAnswers?: LastAnswers }) | null =
          typeof decide === 'function' ? decide(existing) : decide;
        if (!attempt) return { ...(await settleLocked(record.id, userId, locale)), module: existing };
        const next = nextModuleRecord(existing, attempt, now);
        const data = {
          attempts: next.attempts,
          bestScore: next.bestScore ?? undefined,
          finishedAt: next.finishedAt ?? undefined,
          lastAttemptAt: next.lastAttemptAt ?? undefined,
          ...(attempt.lastAnswers ? { lastAnswers: attempt.lastAnswers } : {}),
        };
        const written = existing
          ? await strapi.documents(PROGRESS_UID).update({ documentId: existing.documentId, data })
          : await strapi.documents(PROGRESS_UID).create({
              data: { ...data, enrollment: record.id, courseModule: moduleId, moduleDocumentId: moduleId, progressKey },
            });
        const settled = await settleLocked(record.id, userId, locale);
        if (settled.certificateId && attempt.lastAnswers) {
          // The same form sent again answers with the certificate this attempt earned.
          await strapi.documents(PROGRESS_UID).update({
            documentId: written!.documentId,
            data: { lastAnswers: { ...attempt.lastAnswers, certificateId: settled.certificateId } },
          });
        }
        const module: ModuleRecord = {
          documentId: written!.documentId,
          attempts: next.attempts,
          bestScore: next.bestScore,
          lastAttemptAt: next.lastAttemptAt ?? existing?.lastAttemptAt ?? null,
          finishedAt: next.finishedAt ? new Date(next.finishedAt).toISOString() : null,
          lastAnswers: attempt.lastAnswers ?? existing?.lastAnswers ?? null,
        };
        return { ...settled, module };
      });
    },

    /** Settles an enrolment whose modules changed (one unpublished, say) without the learner doing anything. */
    settle(record: EnrollmentRecord, userId: number) {
      return withRowLock(strapi, ENROLLMENT_UID, record.id, () => settleLocked(record.id, userId));
    },
  };
};

export default createProgressService;

export type ProgressService = ReturnType<typeof createProgressService>;

/** The progress service, typed (Strapi's service registry answers `any`). */
export const progressService = (strapi: Core.Strapi) => strapi.service('api::learning.progress') as ProgressService;
