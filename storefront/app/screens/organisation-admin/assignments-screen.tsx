/** /organisation/assignments: assign a course to every member or to a group; the assignments with their seats. */
import { Form, Link } from '@remix-run/react';
import { Button } from '~/components/ui/button';
import { SelectField } from '~/components/ui/field';
import { organisationHref } from '~/lib/organisation-links';
import type { FormFailure } from '~/lib/organisation-pages.server';
import { useOrganisationAdminMessages } from '~/messages/organisation-admin';
import type { AssignmentsData } from '~/lib/pages/organisation-assignments.server';
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

function AssignForm({ data, failure }: { data: AssignmentsData; failure?: FormFailure }) {
  const t = useOrganisationAdminMessages().assignments;
  const failed = failure?.intent === 'assign-course' ? failure : undefined;
  return (
    <Section id="assign-title" title={t.createTitle}>
      <Form
        method="post"
        action={organisationHref('assignments', data.organisation.id)}
        className="grid gap-3 sm:grid-cols-3 sm:items-end"
        key={failed ? `${failed.values.courseId}-${failed.values.groupId}` : 'assign'}
      >
        <SelectField
          label={t.course}
          name="courseId"
          defaultValue={failed?.values.courseId ?? ''}
          error={failed?.fields.courseId ?? failed?.notice.description}
          className="sm:col-span-2"
        >
          <option value="">{t.chooseCourse}</option>
          {data.courses.map((course) => (
            <option key={course.id} value={course.id}>
              {t.courseOption(course.title, course.isFree, course.seatsLeft)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t.to}
          name="groupId"
          defaultValue={failed?.values.groupId ?? ''}
          error={failed?.fields.groupId}
        >
          <option value="">{t.everyone}</option>
          {data.groups.map((group) => (
            <option key={group.id} value={group.id}>
              {t.group(group.name)}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-3">
          <Button type="submit" name="intent" value="assign-course">
            {t.assign}
          </Button>
        </div>
      </Form>
    </Section>
  );
}

function AssignmentList({ data }: { data: AssignmentsData }) {
  const t = useOrganisationAdminMessages().assignments;
  const c = t.columns;
  if (data.assignments.length === 0) {
    return (
      <Section id="assignments-title" title={t.listTitle}>
        <p className="text-sm text-slate-700">{t.none}</p>
      </Section>
    );
  }
  return (
    <Section id="assignments-title" title={t.listTitle}>
      <div className="sm:overflow-x-auto">
        <table className={stackedTable} data-testid="assignments-table">
          <caption className="sr-only">{t.listTitle}</caption>
          <thead className="bg-slate-50 max-sm:sr-only">
            <tr>
              {[c.course, c.to, c.on, c.seats].map((label) => (
                <th key={label} scope="col" className="px-3 py-2">
                  {label}
                </th>
              ))}
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{c.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block max-sm:space-y-3">
            {data.assignments.map((assignment) => {
              const to = assignment.group ?? t.everyone;
              return (
                <tr key={assignment.id} className={stackedRow} data-testid="assignment">
                  <th
                    scope="row"
                    className="px-3 py-2 text-left align-top font-semibold max-sm:block max-sm:px-0 max-sm:text-base"
                  >
                    {assignment.courseTitle}
                  </th>
                  <td data-label={c.to} className={stackedCell}>
                    <span>{to}</span>
                  </td>
                  <td data-label={c.on} className={stackedCell}>
                    <span>{assignment.assignedOn}</span>
                  </td>
                  <td data-label={c.seats} className={stackedCell}>
                    <span>
                      {assignment.seats
                        ? t.seats(assignment.seats.used, assignment.seats.total, assignment.seats.left)
                        : t.freeCourse}
                    </span>
                  </td>
                  <td className="px-3 py-2 align-top max-sm:px-0 max-sm:pt-2">
                    <Link
                      to={`${organisationHref('assignments', data.organisation.id, { remove: assignment.id })}#confirm-title`}
                      className={dangerLink}
                      aria-label={t.removeNamed(assignment.courseTitle, to)}
                    >
                      {t.remove}
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

export function AssignmentsScreen({ data, failure }: { data: AssignmentsData; failure?: FormFailure }) {
  const t = useOrganisationAdminMessages().assignments;
  const back = organisationHref('assignments', data.organisation.id);
  return (
    <OrganisationFrame
      organisation={data.organisation}
      current="assignments"
      title={t.title}
      hasOthers={data.hasOthers}
    >
      <p className="text-slate-700">{t.intro}</p>
      {failure?.intent === 'assign-course' ? null : <FailureNotice failure={failure} />}
      {data.removing ? (
        <ConfirmPanel
          title={t.confirmRemoveTitle(data.removing.courseTitle)}
          text={t.confirmRemoveText}
          action={back}
          intent="remove-assignment"
          fields={{ assignmentId: data.removing.id, courseTitle: data.removing.courseTitle }}
          confirmLabel={t.confirmRemove}
          cancelTo={back}
          cancelLabel={t.cancel}
        />
      ) : null}
      <AssignForm data={data} failure={failure} />
      <AssignmentList data={data} />
    </OrganisationFrame>
  );
}
