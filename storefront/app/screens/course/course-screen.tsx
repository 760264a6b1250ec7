import { Link } from '@remix-run/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { ContentText, EnglishMarker, langOf } from '~/components/ui/in-english';
import { isInEnglish } from '~/lib/content-language';
import { Badge } from '~/components/ui/badge';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { DownloadSize } from '~/components/ui/download-size';
import { Icon, type UiIcon } from '~/components/ui/icon';
import type { Course } from '~/lib/cms/courses.server';
import { useMessages } from '~/messages';
import { useCourseMessages } from '~/messages/course';
import { useModuleMessages } from '~/messages/module';
import type { CourseModuleView, EnrolmentActionData, EnrolmentCard as Card } from '~/lib/pages/course.server';
import { EnrolmentCard } from './enrolment-card';
import { levelLabel } from '~/lib/catalogue';
import { ErrorPanel } from '~/components/ui/error-boundary';

/** Save for offline, for enrolled learners only: loaded when shown, so visitors never download it (ADR 0050). */
const SaveForOffline = lazy(() => import('./save-for-offline').then((module) => ({ default: module.SaveForOffline })));

function Tile({ icon, label, value }: { icon: UiIcon; label: string; value: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <Icon name={icon} className="h-6 w-6 text-teal-700" />
      <p className="mt-2 text-sm text-slate-600">{label}</p>
      <p className="font-semibold">{value}</p>
    </div>
  );
}

function CourseInformation({ course }: { course: Course }) {
  const t = useMessages();
  const s = useCourseMessages();
  return (
    <section className="rounded-xl border border-slate-200 p-6">
      <h2 className="text-lg font-bold">{s.information}</h2>
      <dl className="mt-3 grid grid-cols-2 gap-y-2 text-sm">
        <dt className="text-slate-600">{s.domain}</dt>
        <dd className="font-medium">{t.domains[course.domain]}</dd>
        <dt className="text-slate-600">{s.difficulty}</dt>
        <dd className="font-medium">{course.difficulty ? levelLabel(t.levels, course.difficulty) : s.notSpecified}</dd>
        <dt className="text-slate-600">{s.modulesTile}</dt>
        <dd className="font-medium">{course.moduleCount}</dd>
        <dt className="text-slate-600">{s.duration}</dt>
        <dd className="font-medium" lang={course.duration ? langOf(course, 'duration') : undefined}>
          {course.duration ?? s.notSpecified}
        </dd>
        <dt className="text-slate-600">{s.price}</dt>
        <dd className="font-medium">
          {course.isFree || course.priceKina === null ? s.free : t.common.price(course.priceKina)}
        </dd>
        <dt className="text-slate-600">{s.certificate}</dt>
        <dd className="font-medium">{s.certificateValue}</dd>
      </dl>
    </section>
  );
}

export function BackToCourses() {
  const s = useCourseMessages();
  return (
    <Link to="/courses" className="inline-flex min-h-11 items-center gap-2 font-semibold text-teal-800 hover:underline">
      <Icon name="arrow-left" className="h-4 w-4" />
      {s.backToCourses}
    </Link>
  );
}

function ModuleRow({ module, number }: { module: CourseModuleView; number: number }) {
  const s = useCourseMessages();
  const text = (
    <ContentText item={module} field="title">
      {module.title}
    </ContentText>
  );
  const title = module.href ? (
    <Link to={module.href} className="text-teal-900 underline-offset-2 hover:underline">
      {text}
    </Link>
  ) : (
    text
  );
  return (
    <li className="flex gap-4 rounded-xl border border-slate-200 p-4" data-testid="course-module">
      <span
        aria-hidden="true"
        className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-teal-100 font-bold text-teal-900"
      >
        {number}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="flex flex-wrap items-center gap-2 font-semibold">
          {title}
          {isInEnglish(module, 'title') ? <EnglishMarker /> : null}
          {module.isNew ? <Badge tone="warning">{s.newModule}</Badge> : null}
        </h3>
        <p className="mt-1 text-sm text-slate-700" lang={langOf(module, 'description')}>
          {module.description}
        </p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Icon name="clock" className="h-4 w-4" />
            <ContentText item={module} field="estimatedDuration">
              {module.estimatedDuration}
            </ContentText>
          </span>
          {module.cost ? <DownloadSize cost={module.cost} hasQuiz={module.hasQuiz} /> : null}
        </p>
      </div>
      {module.href ? (
        // Spec 2.7: a lock-like icon when enrolled: open for a module to study, a tick once it is finished.
        <span className={module.finished ? 'text-emerald-700' : 'text-teal-700'}>
          <Icon name={module.finished ? 'check' : 'unlock'} />
          <span className="sr-only">{module.finished ? s.finished : s.notFinished}</span>
        </span>
      ) : null}
    </li>
  );
}

function ModulesTotal({ modules }: { modules: CourseModuleView[] }) {
  const s = useCourseMessages();
  const m = useModuleMessages();
  const costs = modules.map((module) => module.cost);
  if (costs.length === 0 || costs.some((cost) => cost === null)) return null;
  const kilobytes = costs.reduce((sum, cost) => sum + cost!.kilobytes, 0);
  return <p className="mt-2 text-sm text-slate-600">{s.courseDownload(modules.length, m.kilobytes(kilobytes))}</p>;
}

/** Course detail (spec 2.7): the course, its modules and the visitor's enrolment card. */
export function CourseScreen({
  course,
  modules,
  card,
  result,
}: {
  course: Course;
  modules: CourseModuleView[];
  card: Card;
  result?: EnrolmentActionData;
}) {
  const t = useMessages();
  const s = useCourseMessages();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb label={s.breadcrumb} crumbs={[{ label: s.courses, to: '/courses' }, { label: course.title }]} />
      <div className="mt-2">
        <BackToCourses />
      </div>

      <div className="mt-4 grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <div className="flex flex-wrap gap-2">
            <Badge tone="info">{t.domains[course.domain]}</Badge>
            {course.difficulty ? <Badge>{levelLabel(t.levels, course.difficulty)}</Badge> : null}
          </div>
          <h1 className="mt-3 text-3xl font-bold">
            <ContentText item={course} field="title" marked>
              {course.title}
            </ContentText>
          </h1>
          <p className="mt-3 text-lg text-slate-700" lang={langOf(course, 'description')}>
            {course.description}
          </p>

          <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Tile icon="book" label={s.modulesTile} value={course.moduleCount} />
            <Tile
              icon="clock"
              label={s.durationTile}
              value={
                course.duration ? (
                  <ContentText item={course} field="duration">
                    {course.duration}
                  </ContentText>
                ) : (
                  s.notSpecified
                )
              }
            />
            <Tile icon="user" label={s.audienceTile} value={s.allLevels} />
            <Tile icon="award" label={s.certificateTile} value={s.included} />
          </div>
        </div>

        {/* On phones the enrolment card follows the summary; on wide screens it is the sidebar. */}
        <aside className="space-y-4 lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <EnrolmentCard course={course} card={card} result={result} />
          {card.state === 'enrolled' ? (
            <Suspense fallback={null}>
              <SaveForOffline courseId={course.id} title={course.title} modules={modules} />
            </Suspense>
          ) : null}
          <CourseInformation course={course} />
        </aside>

        <div className="lg:col-span-2 lg:col-start-1 lg:row-start-2">
          {course.objectives.length > 0 ? (
            <section>
              <h2 className="text-xl font-bold">{s.objectives}</h2>
              <ul className="mt-3 space-y-2" lang={langOf(course, 'objectives')}>
                {course.objectives.map((objective) => (
                  <li key={objective} className="flex gap-2">
                    <Icon name="check" className="mt-0.5 h-5 w-5 text-teal-700" />
                    <span>{objective}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {course.prerequisites.length > 0 ? (
            <section className="mt-8">
              <h2 className="text-xl font-bold">{s.prerequisites}</h2>
              <ul className="mt-3 list-disc space-y-1 pl-6" lang={langOf(course, 'prerequisites')}>
                {course.prerequisites.map((prerequisite) => (
                  <li key={prerequisite}>{prerequisite}</li>
                ))}
              </ul>
            </section>
          ) : null}

          <section className="mt-8">
            <h2 className="text-xl font-bold">{s.modules}</h2>
            {modules.length === 0 ? (
              <p className="mt-3 text-slate-700">{s.noModules}</p>
            ) : (
              <>
                <ModulesTotal modules={modules} />
                <ol className="mt-3 space-y-3">
                  {modules.map((module, index) => (
                    <ModuleRow key={module.id} module={module} number={index + 1} />
                  ))}
                </ol>
              </>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}

export function CourseNotFound() {
  const t = useMessages();
  const s = useCourseMessages();
  return (
    <ErrorPanel title={t.screenTitles.courseNotFound} text={s.notFoundText}>
      <BackToCourses />
    </ErrorPanel>
  );
}
