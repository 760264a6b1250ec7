/**
 * The dashboard's organisations (ADR 0029): invitations waiting for an answer (Accept / Decline, plain forms), the
 * courses organisations assigned and the learner has not enrolled in yet, and the administrator's way to their
 * organisation's pages.
 */
import { Form, Link } from '@remix-run/react';
import { ButtonLink } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import type { DashboardOrganisations } from '~/lib/home-screen.server';
import { useOrganisationMessages } from '~/messages/organisations';
import { VerifyToAccept } from '~/screens/verify/verify-to-accept';
import { InvitationAnswer } from '~/screens/verify/invitation-answer';

export function OrganisationsPanel({ data }: { data: DashboardOrganisations }) {
  const o = useOrganisationMessages();
  if (!data.invitations.length && !data.assigned.length && !data.administers) return null;
  return (
    <div className="mt-6 grid gap-4">
      {data.invitations.length ? (
        <section aria-labelledby="invitations-title" className="rounded-2xl border border-amber-300 bg-amber-50 p-5">
          <h2 id="invitations-title" className="text-lg font-bold">
            {o.invitationsTitle}
          </h2>
          <ul className="mt-3 space-y-3">
            {data.invitations.map((invitation) => (
              <li key={invitation.organisationId} data-testid="invitation">
                <p className="font-medium">{o.invitedYou(invitation.name)}</p>
                {invitation.verifyFirst ? (
                  <VerifyToAccept contact={invitation.verifyFirst} name={invitation.name} />
                ) : null}
                <Form method="post" action={`/memberships/${invitation.organisationId}`} className="mt-2 flex gap-2">
                  <input type="hidden" name="back" value="/" />
                  <InvitationAnswer name={invitation.name} verifyFirst={invitation.verifyFirst} />
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.assigned.map((group) => (
        <section
          key={group.organisationName}
          aria-label={o.assignedBy(group.organisationName)}
          className="rounded-2xl border border-slate-200 p-5"
          data-testid="assigned-courses"
        >
          <h2 className="text-lg font-bold">{o.assignedBy(group.organisationName)}</h2>
          <ul className="mt-3 space-y-2">
            {group.courses.map((course) => (
              <li key={course.courseId} className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{course.courseTitle}</span>
                <ButtonLink
                  to={`/courses/${course.courseId}`}
                  variant="secondary"
                  aria-label={o.openCourseNamed(course.courseTitle)}
                >
                  {o.openCourse}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {data.administers ? (
        <Link
          to="/organisation"
          className="flex min-h-11 items-center gap-2 font-semibold text-teal-800 hover:underline"
          data-testid="my-organisation"
        >
          <Icon name="users" />
          {o.myOrganisation}
        </Link>
      ) : null}
    </div>
  );
}
