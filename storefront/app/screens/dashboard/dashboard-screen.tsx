/**
 * The signed-in home (spec 2.5): welcome banner, four counts, the first three courses, quick actions, recent
 * activity and certificates.
 */
import { Link } from '@remix-run/react';
import { Badge } from '~/components/ui/badge';
import { buttonClasses, ButtonLink } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { Icon, type UiIcon } from '~/components/ui/icon';
import { ProgressBar } from '~/components/ui/progress';
import type { Icon as DomainIcon, TargetRole } from '~/lib/catalogue';
import { formatDate } from '~/lib/format';
import type { DashboardScreenData } from '~/lib/home-screen.server';
import { useMessages } from '~/messages';
import { useDashboardMessages } from '~/messages/dashboard';
import { OrganisationsPanel } from './organisations-panel';

/** Spec 6: the role selects the dashboard's icon and label. */
const ROLE_ICONS: Record<TargetRole, DomainIcon | UiIcon> = {
  general_workforce: 'users',
  student_educational: 'book',
  law_enforcement: 'siren',
  government: 'scale',
  intelligence_community: 'eye',
  churches_ngos: 'users',
};

/** Spec 2.5 and 9: a course is labelled Course # and the last 8 characters of its id. */
const shortId = (id: string) => id.slice(-8);

function Stat({ label, value, icon }: { label: string; value: number; icon: DomainIcon | UiIcon }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <span className="rounded-lg bg-teal-50 p-2 text-teal-800">
        <Icon name={icon} />
      </span>
      <div>
        <p className="text-2xl font-bold" data-testid={`stat-${label}`}>
          {value}
        </p>
        <p className="text-sm text-slate-700">{label}</p>
      </div>
    </div>
  );
}

type Data = NonNullable<DashboardScreenData['dashboard']>;

function CurrentCourses({ data }: { data: Data }) {
  const d = useDashboardMessages();
  if (data.enrollments.length === 0) {
    return (
      <EmptyState title={d.noCoursesTitle} text={d.noCoursesText} headingLevel={3}>
        <ButtonLink to="/courses">{d.browseCourses}</ButtonLink>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="space-y-4">
        {data.enrollments.map((enrollment) => {
          const done = Boolean(enrollment.completedAt);
          return (
            <li key={enrollment.id} className="rounded-xl border border-slate-200 p-4" data-testid="current-course">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="text-xs font-semibold text-slate-600">{d.courseNumber(shortId(enrollment.courseId))}</p>
                  <h3 className="font-semibold">{enrollment.courseTitle}</h3>
                </div>
                <Badge tone={done ? 'success' : 'info'}>{done ? d.completed : d.inProgress}</Badge>
              </div>
              <div className="mt-3 flex items-center gap-3">
                <ProgressBar value={enrollment.progress} label={d.progressOf(enrollment.courseTitle)} />
                <span className="text-sm font-semibold">{enrollment.progress}%</span>
              </div>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-slate-700">
                  {done
                    ? d.completedOn(formatDate(enrollment.completedAt!))
                    : d.enrolledOn(formatDate(enrollment.enrolledAt))}
                </p>
                {done ? null : (
                  <ButtonLink
                    to={`/courses/${enrollment.courseId}`}
                    variant="secondary"
                    aria-label={d.continueNamed(enrollment.courseTitle)}
                  >
                    {d.continue}
                  </ButtonLink>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {data.enrolled > data.enrollments.length ? (
        <ButtonLink to="/courses" variant="ghost" className="mt-4">
          {d.viewAll}
        </ButtonLink>
      ) : null}
    </>
  );
}

function RecentActivity({ data }: { data: Data }) {
  const d = useDashboardMessages();
  if (data.enrollments.length === 0) return <p className="text-sm text-slate-700">{d.noActivity}</p>;
  return (
    <ul className="space-y-3">
      {data.enrollments.map((enrollment) => (
        <li key={enrollment.id} className="flex gap-3 text-sm">
          <Icon
            name={enrollment.completedAt ? 'check' : 'book'}
            className={enrollment.completedAt ? 'text-emerald-700' : 'text-teal-700'}
          />
          <div>
            <p className="font-medium">
              {enrollment.completedAt ? d.finished(enrollment.courseTitle) : d.started(enrollment.courseTitle)}
            </p>
            <p className="text-slate-600">{formatDate(enrollment.completedAt ?? enrollment.enrolledAt)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Certificates({ data }: { data: Data }) {
  const d = useDashboardMessages();
  return (
    <section id="certificates" aria-labelledby="certificates-title" className="rounded-2xl border border-slate-200 p-5">
      <h2 id="certificates-title" className="text-lg font-bold">
        {d.certificatesTitle}
      </h2>
      {data.certificates.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{d.noCertificates}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {data.certificates.map((certificate) => (
            <li key={certificate.id}>
              <Link
                to={`/certificate/${certificate.id}`}
                className="flex min-h-11 items-center gap-2 font-semibold text-teal-800 hover:underline"
              >
                <Icon name="award" />
                {d.viewCertificate(certificate.courseName)}
              </Link>
              {certificate.revoked ? (
                <Badge tone="destructive" className="ml-7">
                  {d.revoked}
                </Badge>
              ) : null}
              <p className="ml-7 text-sm text-slate-600">{formatDate(certificate.completionDate)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function DashboardScreen({ data }: { data: DashboardScreenData }) {
  const d = useDashboardMessages();
  const t = useMessages();
  const { user, dashboard, organisations } = data;
  const name = user.firstName || user.email;
  const role = user.role ? t.roles[user.role] : d.fallbackRole;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <section className="rounded-2xl bg-gradient-to-br from-teal-800 to-slate-900 p-6 text-white">
        <h1 className="text-2xl font-bold sm:text-3xl">{d.welcome(name)}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-teal-100">
          <Icon name={user.role ? ROLE_ICONS[user.role] : 'user'} />
          <span data-testid="dashboard-role">{role}</span>
          {user.organization ? <span>· {user.organization}</span> : null}
        </p>
        {dashboard ? (
          <div className="mt-4 max-w-md">
            <p className="flex justify-between text-sm">
              <span>{d.overallProgress}</span>
              <span className="font-semibold" data-testid="overall-progress">
                {dashboard.overallProgress}%
              </span>
            </p>
            <ProgressBar value={dashboard.overallProgress} label={d.overallProgress} className="mt-1 bg-white/20" />
          </div>
        ) : null}
      </section>

      {organisations ? <OrganisationsPanel data={organisations} /> : null}

      {dashboard ? (
        <>
          <section aria-label={d.title} className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Stat label={d.stats.enrolled} value={dashboard.enrolled} icon="book" />
            <Stat label={d.stats.completed} value={dashboard.coursesCompleted} icon="check" />
            <Stat label={d.stats.certificates} value={dashboard.certificatesEarned} icon="award" />
            <Stat label={d.stats.inProgress} value={dashboard.inProgress} icon="clock" />
          </section>

          <div className="mt-6 grid gap-6 lg:grid-cols-3">
            <section aria-labelledby="current-title" className="rounded-2xl border border-slate-200 p-5 lg:col-span-2">
              <h2 id="current-title" className="mb-4 text-lg font-bold">
                {d.currentCourses}
              </h2>
              <CurrentCourses data={dashboard} />
            </section>
            <div className="space-y-6">
              <section aria-labelledby="actions-title" className="rounded-2xl border border-slate-200 p-5">
                <h2 id="actions-title" className="mb-4 text-lg font-bold">
                  {d.quickActions}
                </h2>
                <div className="grid gap-2">
                  <ButtonLink to="/courses" variant="secondary">
                    {d.browseCourses}
                  </ButtonLink>
                  <ButtonLink to="/profile" variant="secondary">
                    {d.updateProfile}
                  </ButtonLink>
                  <ViewCertificates />
                </div>
              </section>
              <section aria-labelledby="activity-title" className="rounded-2xl border border-slate-200 p-5">
                <h2 id="activity-title" className="mb-4 text-lg font-bold">
                  {d.recentActivity}
                </h2>
                <RecentActivity data={dashboard} />
              </section>
              <Certificates data={dashboard} />
            </div>
          </div>
        </>
      ) : (
        <div className="mt-6">
          <EmptyState title={d.unavailable} tone="error" />
        </div>
      )}
    </div>
  );
}

/**
 * View Certificates: the spec shows a button with no target; it takes the learner to their certificates on this
 * page (a link styled as a button, so it also works without JavaScript).
 */
function ViewCertificates() {
  const d = useDashboardMessages();
  return (
    <a href="#certificates" className={buttonClasses('secondary')}>
      {d.viewCertificates}
    </a>
  );
}
