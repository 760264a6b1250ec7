/**
 * The course page's side card (spec 2.7): Sign In Required, Complete Your Profile to Enrol (spec 6), Ready to
 * Start? with Enroll Now (Enrolling... while pending, an access code for a paid course), or You're Enrolled! with
 * progress and Continue Learning.
 */
import { Form, useNavigation } from '@remix-run/react';
import { Button, ButtonLink } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { Icon } from '~/components/ui/icon';
import { Outcome } from '~/components/ui/outcome';
import { ProgressBar } from '~/components/ui/progress';
import type { Course } from '~/lib/cms/courses.server';
import { formatDate } from '~/lib/format';
import { useMessages } from '~/messages';
import { useCourseMessages } from '~/messages/course';
import type { EnrolmentActionData, EnrolmentCard as Card } from '~/lib/pages/course.server';

function CardFrame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-teal-200 bg-teal-50 p-6" data-testid="enrolment-card">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

function EnrolForm({
  course,
  price,
  supportEmail,
  sponsoredBy,
  result,
}: {
  course: Course;
  price: number | null;
  supportEmail: string;
  sponsoredBy: string | null;
  result?: EnrolmentActionData;
}) {
  const t = useMessages();
  const s = useCourseMessages();
  // A seat of an organisation that assigned the course: the CMS uses it when no code is sent (ADR 0029).
  const askCode = price !== null && !sponsoredBy;
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'enroll';
  return (
    <>
      {price !== null ? <p className="mt-2 font-semibold">{s.paidCourse(t.common.price(price))}</p> : null}
      {sponsoredBy ? (
        <p className="mt-2 flex items-center gap-2 font-semibold text-teal-900" data-testid="seat-sponsored">
          <Icon name="users" />
          {s.seatSponsored(sponsoredBy)}
        </p>
      ) : null}
      <Form method="post" action={`/courses/${course.id}`} className="mt-4 grid gap-3">
        {askCode ? (
          <TextField
            name="accessCode"
            label={s.accessCode}
            hint={s.accessCodeHint}
            error={result?.fields.accessCode}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            required
          />
        ) : null}
        <Button type="submit" name="intent" value="enroll" disabled={pending} className="w-full">
          {pending ? s.enrolling : s.enrollNow}
        </Button>
      </Form>
      {askCode ? <p className="mt-3 text-sm text-slate-700">{s.buyAccess(supportEmail)}</p> : null}
      <div className="mt-3">
        <Outcome notice={result?.notice} />
      </div>
    </>
  );
}

export function EnrolmentCard({ course, card, result }: { course: Course; card: Card; result?: EnrolmentActionData }) {
  const t = useMessages();
  const s = useCourseMessages();
  switch (card.state) {
    case 'signed-out':
      return (
        <CardFrame title={s.signInRequired}>
          <p className="mt-2 text-sm text-slate-700">{s.signInText}</p>
          <ButtonLink to={card.signInTo} className="mt-4 w-full">
            {s.signIn}
          </ButtonLink>
        </CardFrame>
      );
    case 'complete-profile':
      return (
        <CardFrame title={s.completeProfileTitle}>
          <p className="mt-2 text-sm text-slate-700">{s.completeProfileText}</p>
          <ButtonLink to="/profile" className="mt-4 w-full">
            {s.completeProfile}
          </ButtonLink>
        </CardFrame>
      );
    case 'ready':
      return (
        <CardFrame title={s.readyToStart}>
          <p className="mt-2 text-sm text-slate-700">{s.readyText}</p>
          <EnrolForm
            course={course}
            price={card.price}
            supportEmail={card.supportEmail}
            sponsoredBy={card.sponsoredBy}
            result={result}
          />
        </CardFrame>
      );
    case 'preview':
      return (
        <CardFrame title={s.readyToStart}>
          <p className="mt-2 text-sm text-slate-700">{s.readyText}</p>
          {card.price !== null ? (
            <p className="mt-2 font-semibold">{s.paidCourse(t.common.price(card.price))}</p>
          ) : null}
          <Button type="button" disabled className="mt-4 w-full">
            {s.enrollNow}
          </Button>
          <p className="mt-2 text-sm text-slate-600">{card.note}</p>
        </CardFrame>
      );
    case 'enrolled':
      return (
        <CardFrame title={s.enrolled}>
          <p className="mt-3 flex justify-between text-sm">
            <span>{s.progress}</span>
            <span className="font-semibold" data-testid="course-progress">
              {card.progress}%
            </span>
          </p>
          <ProgressBar value={card.progress} label={s.progressOf(course.title)} className="mt-1" />
          {card.completedAt ? (
            <p className="mt-3 text-sm text-slate-700">{s.completedOn(formatDate(card.completedAt))}</p>
          ) : null}
          {card.hasNewModules ? <p className="mt-3 text-sm text-slate-700">{s.newModules}</p> : null}
          {card.continueTo ? (
            <ButtonLink to={card.continueTo} className="mt-4 w-full">
              {s.continueLearning}
            </ButtonLink>
          ) : (
            <Button disabled className="mt-4 w-full">
              {s.modulesComingSoon}
            </Button>
          )}
          {card.certificateId ? (
            <ButtonLink to={`/certificate/${card.certificateId}`} variant="secondary" className="mt-2 w-full">
              {s.viewCertificate}
            </ButtonLink>
          ) : null}
        </CardFrame>
      );
  }
}
