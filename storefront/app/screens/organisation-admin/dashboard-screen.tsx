/**
 * /organisation: the chooser (an administrator of several organisations), or one organisation's totals, seats and
 * members with their progress in the courses it assigned them. On a phone the members table becomes one card per
 * member (the same table, laid out by CSS, with each value labelled), so nothing scrolls sideways; from 640 px it
 * is a table that scrolls sideways inside its box when many courses are assigned.
 */
import { Form, Link } from '@remix-run/react';
import type { MemberCourseStatus, OrganisationSummary } from '@kundu/cms-contract/organisations';
import { Badge } from '~/components/ui/badge';
import { Button, buttonClasses } from '~/components/ui/button';
import { SelectField, TextField } from '~/components/ui/field';
import { EmptyState } from '~/components/ui/empty-state';
import { Icon } from '~/components/ui/icon';
import { ProgressBar } from '~/components/ui/progress';
import { organisationHref } from '~/lib/organisation-links';
import type { FormFailure } from '~/lib/organisation-pages.server';
import { useOrganisationAdminMessages } from '~/messages/organisation-admin';
import type { DashboardData, MemberRow } from '~/lib/pages/organisation-dashboard.server';
import {
  ConfirmPanel,
  dangerLink,
  FailureNotice,
  OrganisationFrame,
  Section,
  stackedCell,
  stackedRow,
  stackedTable,
} from './frame';

export function OrganisationChooser({ organisations }: { organisations: OrganisationSummary[] }) {
  const t = useOrganisationAdminMessages();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t.chooser.title}</h1>
      <p className="mt-2 text-slate-700">{t.chooser.intro}</p>
      <ul className="mt-6 space-y-3">
        {organisations.map((organisation) => (
          <li key={organisation.id}>
            <Link
              to={organisationHref('', organisation.id)}
              className="block rounded-2xl border border-slate-200 p-4 hover:border-teal-700"
              aria-label={t.chooser.open(organisation.name)}
            >
              <span className="block font-semibold text-teal-900">{organisation.name}</span>
              <span className="block text-sm text-slate-700">
                {t.kinds[organisation.kind]} · {organisation.province} · {t.chooser.members(organisation.memberCount)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Totals({ totals }: { totals: DashboardData['totals'] }) {
  const t = useOrganisationAdminMessages();
  const items = ['members', 'invited', 'enrolled', 'completed', 'certificates'] as const;
  return (
    <section aria-labelledby="totals-title">
      <h2 id="totals-title" className="sr-only">
        {t.dashboard.totalsTitle}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {items.map((item) => (
          <div key={item} className="rounded-xl border border-slate-200 bg-slate-50 p-3" data-testid={`total-${item}`}>
            <dt className="text-xs text-slate-700">{t.dashboard.totals[item]}</dt>
            <dd className="text-2xl font-bold">{totals[item]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Seats({ seats }: { seats: DashboardData['seats'] }) {
  const t = useOrganisationAdminMessages();
  if (seats.length === 0) return null;
  return (
    <Section id="seats-title" title={t.dashboard.seatsTitle}>
      <p className="text-sm text-slate-700">{t.dashboard.seatsIntro}</p>
      <ul className="mt-3 space-y-3">
        {seats.map((seat) => (
          <li key={seat.courseId} data-testid="seats">
            <div className="flex flex-wrap justify-between gap-x-3 text-sm">
              <span className="font-semibold">{seat.courseTitle}</span>
              <span>
                {t.dashboard.seatsUsed(seat.used, seat.total)} · {t.dashboard.seatsLeft(seat.left)}
              </span>
            </div>
            <ProgressBar value={seat.used} max={Math.max(seat.total, 1)} label={seat.courseTitle} className="mt-1" />
          </li>
        ))}
      </ul>
    </Section>
  );
}

// The contract's list, written out: its module brings zod, which no page downloads.
const STATUSES = ['not_started', 'in_progress', 'completed'] as const satisfies readonly MemberCourseStatus[];

function Filters({ data }: { data: DashboardData }) {
  const t = useOrganisationAdminMessages();
  const { filters } = data;
  const filtered = Boolean(filters.group || filters.course || filters.status || filters.q);
  return (
    <Form method="get" action="/organisation" className="grid gap-3 sm:grid-cols-5 sm:items-end" role="search">
      <input type="hidden" name="org" value={data.organisation.id} />
      <TextField
        label={t.dashboard.search}
        name="q"
        type="search"
        defaultValue={filters.q ?? ''}
        placeholder={t.dashboard.searchHint}
        maxLength={80}
        className="sm:col-span-2"
      />
      <SelectField label={t.dashboard.group} name="group" defaultValue={filters.group ?? ''}>
        <option value="">{t.dashboard.allGroups}</option>
        {data.groups.map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        ))}
      </SelectField>
      <SelectField label={t.dashboard.course} name="course" defaultValue={filters.course ?? ''}>
        <option value="">{t.dashboard.allCourses}</option>
        {data.courses.map((course) => (
          <option key={course.id} value={course.id}>
            {course.title}
          </option>
        ))}
      </SelectField>
      <SelectField label={t.dashboard.status} name="status" defaultValue={filters.status ?? ''}>
        <option value="">{t.dashboard.anyStatus}</option>
        {STATUSES.map((status) => (
          <option key={status} value={status}>
            {t.courseStatus[status]}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap gap-2 sm:col-span-5">
        <Button type="submit">{t.dashboard.apply}</Button>
        {filtered ? (
          <Link to={organisationHref('', data.organisation.id)} className={buttonClasses('ghost')}>
            {t.dashboard.clear}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function CourseCell({ course }: { course: MemberRow['courses'][number] | undefined }) {
  const t = useOrganisationAdminMessages();
  if (!course) return <span className="text-slate-500">{t.dashboard.notAssigned}</span>;
  return (
    <div className="min-w-0 space-y-0.5">
      <p>
        <Badge
          tone={course.status === 'completed' ? 'success' : course.status === 'in_progress' ? 'info' : 'secondary'}
        >
          {t.courseStatus[course.status]}
        </Badge>{' '}
        {course.status === 'in_progress' ? t.dashboard.progress(course.progress) : null}
      </p>
      {course.completedOn ? <p>{t.dashboard.completedOn(course.completedOn)}</p> : null}
      {course.certificateId ? (
        <p>
          <Link to={`/certificate/${course.certificateId}`} className="break-all text-teal-800 underline">
            {t.dashboard.certificate(course.certificateId)}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

function MembersTable({ data }: { data: DashboardData }) {
  const t = useOrganisationAdminMessages();
  const c = t.dashboard.columns;
  const filters = {
    group: data.filters.group,
    course: data.filters.course,
    status: data.filters.status,
    q: data.filters.q,
    page: data.page > 1 ? data.page : undefined,
  };
  return (
    <div className="sm:overflow-x-auto sm:rounded-xl sm:border sm:border-slate-200">
      <table className={stackedTable} data-testid="members-table">
        <caption className="sr-only">{t.dashboard.tableTitle}</caption>
        <thead className="bg-slate-50 max-sm:sr-only">
          <tr>
            <th scope="col" className="px-3 py-2">
              {c.name}
            </th>
            <th scope="col" className="px-3 py-2">
              {c.email}
            </th>
            <th scope="col" className="px-3 py-2">
              {c.groups}
            </th>
            <th scope="col" className="px-3 py-2">
              {c.status}
            </th>
            {data.courses.map((course) => (
              <th key={course.id} scope="col" className="min-w-40 px-3 py-2">
                {course.title}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">{c.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block max-sm:space-y-3">
          {data.members.map((member) => (
            <tr key={member.membershipId} className={stackedRow} data-testid="member-row">
              <th
                scope="row"
                className="px-3 py-2 text-left align-top font-semibold max-sm:block max-sm:px-0 max-sm:text-base"
              >
                {member.name}
              </th>
              <td data-label={c.email} className={stackedCell}>
                <span className="min-w-0 break-all">{member.email}</span>
              </td>
              <td data-label={c.groups} className={stackedCell}>
                <span>{member.groups.length ? member.groups.join(', ') : t.dashboard.noGroups}</span>
              </td>
              <td data-label={c.status} className={stackedCell}>
                <span>
                  <Badge tone={member.status === 'active' ? 'success' : 'warning'}>
                    {t.dashboard.membership[member.status]}
                  </Badge>
                </span>
              </td>
              {data.courses.map((course) => (
                <td key={course.id} data-label={course.title} className={stackedCell}>
                  <CourseCell course={member.courses.find((item) => item.courseId === course.id)} />
                </td>
              ))}
              <td className="px-3 py-2 align-top max-sm:px-0 max-sm:pt-2">
                <Link
                  to={`${organisationHref('', data.organisation.id, { ...filters, remove: member.membershipId })}#confirm-title`}
                  className={dangerLink}
                  aria-label={t.dashboard.removeNamed(member.name)}
                  preventScrollReset
                >
                  {t.dashboard.remove}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Pagination({ data }: { data: DashboardData }) {
  const t = useOrganisationAdminMessages();
  if (data.pageCount <= 1) return null;
  const link = (page: number) =>
    organisationHref('', data.organisation.id, {
      group: data.filters.group,
      course: data.filters.course,
      status: data.filters.status,
      q: data.filters.q,
      page: page > 1 ? page : undefined,
    });
  return (
    <nav aria-label={t.dashboard.pagination} className="flex flex-wrap items-center justify-between gap-2 text-sm">
      {data.page > 1 ? (
        <Link to={link(data.page - 1)} className={buttonClasses('secondary')} rel="prev">
          {t.dashboard.previous}
        </Link>
      ) : (
        <span />
      )}
      <span>{t.dashboard.page(data.page, data.pageCount)}</span>
      {data.page < data.pageCount ? (
        <Link to={link(data.page + 1)} className={buttonClasses('secondary')} rel="next">
          {t.dashboard.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export function DashboardScreen({ data, failure }: { data: DashboardData; failure?: FormFailure }) {
  const t = useOrganisationAdminMessages();
  const id = data.organisation.id;
  const { filters } = data;
  const filterParams = { group: filters.group, course: filters.course, status: filters.status, q: filters.q };
  const filtered = Boolean(filters.group || filters.course || filters.status || filters.q);
  const backTo = organisationHref('', id, { ...filterParams, page: data.page > 1 ? data.page : undefined });
  return (
    <OrganisationFrame organisation={data.organisation} current="" title={t.dashboard.title} hasOthers={data.hasOthers}>
      <FailureNotice failure={failure} />
      {data.removing ? (
        <ConfirmPanel
          title={t.dashboard.confirmRemoveTitle(data.removing.name)}
          text={t.dashboard.confirmRemoveText(data.organisation.name)}
          action={backTo}
          intent="remove-member"
          fields={{ membershipId: data.removing.membershipId, name: data.removing.name }}
          confirmLabel={t.dashboard.confirmRemove}
          cancelTo={backTo}
          cancelLabel={t.dashboard.cancel}
        />
      ) : null}
      <Totals totals={data.totals} />
      <Seats seats={data.seats} />
      <Section id="members-title" title={t.dashboard.tableTitle}>
        <div className="space-y-4">
          <Filters data={data} />
          <div className="flex flex-wrap items-center gap-2">
            <a
              href={organisationHref('export.csv', id, filterParams)}
              download
              className={buttonClasses('secondary')}
              aria-describedby="csv-hint"
            >
              <Icon name="download" />
              {t.dashboard.downloadCsv}
            </a>
            <Link to={organisationHref('summary', id)} className={buttonClasses('ghost')}>
              <Icon name="file-text" />
              {t.nav.summary}
            </Link>
            <p id="csv-hint" className="w-full text-xs text-slate-600">
              {t.dashboard.downloadCsvHint}
            </p>
          </div>
          {data.members.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title={filtered ? t.dashboard.noMatchTitle : t.dashboard.noMembersTitle}
              text={filtered ? t.dashboard.noMatchText : t.dashboard.noMembersText}
            />
          ) : (
            <>
              <p className="text-sm text-slate-700" data-testid="members-shown">
                {t.dashboard.shown(data.members.length, data.total)}
              </p>
              <MembersTable data={data} />
              <Pagination data={data} />
            </>
          )}
        </div>
      </Section>
    </OrganisationFrame>
  );
}
