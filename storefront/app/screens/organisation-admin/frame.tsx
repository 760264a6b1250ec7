/**
 * What every organisation administrator's page shares: the organisation's name, the page's title, the links between
 * the pages, confirmation steps (a page of their own state, so they work without JavaScript), failed forms' words,
 * and the page a refusal shows.
 */
import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { Button, ButtonLink, buttonClasses } from '~/components/ui/button';
import { FormNotice } from '~/components/ui/field';
import { cn } from '~/components/ui/cn';
import { organisationHref, type OrganisationPage } from '~/lib/organisation-links';
import { useOrganisationAdminMessages } from '~/messages/organisation-admin';
import type { FormFailure, RefusalData } from '~/lib/organisation-pages.server';
import { ErrorPanel, GeneralErrorBoundary } from '~/components/ui/error-boundary';
import { isText, objectOf, type Shape } from '~/lib/json-shape';

export type FrameOrganisation = { id: string; name: string };

const PAGES = ['', 'invite', 'import', 'groups', 'assignments'] as const;

export function OrganisationFrame({
  organisation,
  current,
  title,
  hasOthers,
  children,
}: {
  organisation: FrameOrganisation;
  current: (typeof PAGES)[number] | 'imports';
  title: string;
  /** The account administers other organisations too: a way back to the chooser. */
  hasOthers: boolean;
  children: ReactNode;
}) {
  const t = useOrganisationAdminMessages();
  const labels = {
    '': t.nav.dashboard,
    invite: t.nav.invite,
    import: t.nav.import,
    groups: t.nav.groups,
    assignments: t.nav.assignments,
  } as const;
  const active = current === 'imports' ? 'import' : current;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <p className="text-sm font-semibold text-teal-800">
        {organisation.name}
        {hasOthers ? (
          <>
            {' · '}
            <Link to="/organisation" className="font-normal underline">
              {t.nav.otherOrganisation}
            </Link>
          </>
        ) : null}
      </p>
      <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{title}</h1>
      <nav aria-label={t.nav.label} className="mt-4">
        {/* Wrapped onto a second line on a phone, so every page is in sight. */}
        <ul className="flex flex-wrap border-b border-slate-200 text-sm">
          {PAGES.map((page) => (
            <li key={page || 'dashboard'}>
              <Link
                to={organisationHref(page, organisation.id)}
                aria-current={active === page ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 font-semibold',
                  active === page
                    ? 'border-teal-700 text-teal-900'
                    : 'border-transparent text-slate-700 hover:text-teal-800',
                )}
              >
                {labels[page]}
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={organisationHref('summary', organisation.id)}
              className="inline-flex min-h-11 items-center whitespace-nowrap border-b-2 border-transparent px-3 font-semibold text-slate-700 hover:text-teal-800"
            >
              {t.nav.summary}
            </Link>
          </li>
        </ul>
      </nav>
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}

/** A titled section of a page. */
export function Section({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn('rounded-2xl border border-slate-200 bg-white p-4 sm:p-5', className)}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A form's failure, in words, where the form is. */
export function FailureNotice({ failure, intent }: { failure?: FormFailure | null; intent?: string | string[] }) {
  if (!failure) return null;
  const intents = intent === undefined ? null : Array.isArray(intent) ? intent : [intent];
  if (intents && !intents.includes(failure.intent)) return null;
  return <FormNotice tone="error" title={failure.notice.title} text={failure.notice.description} />;
}

/**
 * The second step of something that cannot be undone: what will happen, "Yes" (a form POST) and Cancel (a link back).
 * Reached by a link, so it needs no JavaScript.
 */
export function ConfirmPanel({
  title,
  text,
  action,
  intent,
  fields,
  confirmLabel,
  cancelTo,
  cancelLabel,
}: {
  title: string;
  text: string;
  action: string;
  intent: string;
  fields: Record<string, string>;
  confirmLabel: string;
  cancelTo: string;
  cancelLabel: string;
}) {
  return (
    <section
      aria-labelledby="confirm-title"
      className="rounded-2xl border-2 border-amber-500 bg-amber-50 p-4 sm:p-5"
      data-testid="confirm-panel"
    >
      <h2 id="confirm-title" className="text-lg font-bold">
        {title}
      </h2>
      <p className="mt-2 text-sm text-slate-800">{text}</p>
      <Form method="post" action={action} className="mt-4 flex flex-wrap gap-2">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" name="intent" value={intent}>
          {confirmLabel}
        </Button>
        <Link to={cancelTo} className={buttonClasses('ghost')}>
          {cancelLabel}
        </Link>
      </Form>
    </section>
  );
}

/** A link to another administrator's page, styled as a button. */
export function PageLink({
  page,
  organisationId,
  params,
  children,
  variant = 'secondary',
  reloadDocument,
}: {
  page: OrganisationPage;
  organisationId: string;
  params?: Record<string, string | number | null | undefined>;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'ghost';
  reloadDocument?: boolean;
}) {
  return (
    <ButtonLink to={organisationHref(page, organisationId, params)} variant={variant} reloadDocument={reloadDocument}>
      {children}
    </ButtonLink>
  );
}

/** What a refused page shows: not an administrator, no such organisation or item, or the CMS unreachable. */
function OrganisationRefusal({ refusal }: { refusal: { title: string; message: string } | null }) {
  const t = useOrganisationAdminMessages();
  const { title, message } = refusal ?? { title: t.access.unavailableTitle, message: t.access.unavailableText };
  return (
    <ErrorPanel title={title} text={message} data-testid="organisation-refusal">
      {/* An account that administers nothing has no organisation to go back to. */}
      {title === t.access.noneTitle ? null : <ButtonLink to="/organisation">{t.access.backToOrganisation}</ButtonLink>}
      <ButtonLink to="/" variant="ghost">
        {t.access.home}
      </ButtonLink>
    </ErrorPanel>
  );
}

/** The organisation pages' refusals, in the words the loader gave (`{ title, message }`), else "unavailable". */
export function OrganisationErrorBoundary() {
  return (
    <GeneralErrorBoundary
      defaultStatusHandler={(error) => <OrganisationRefusal refusal={isRefusal(error.data) ? error.data : null} />}
      unexpectedErrorHandler={() => <OrganisationRefusal refusal={null} />}
    />
  );
}

const isRefusal: Shape<RefusalData> = objectOf({ title: isText, message: isText });

/**
 * Tables that become cards on a phone (under 640 px): each row a card, each cell a line labelled by its data-label,
 * so nothing scrolls sideways on a 360 px screen. (Chromium, the phones' browser, keeps a table's meaning for screen
 * readers when its display changes.) The classes are in app.css: a report may have 5,000 rows, each with five cells.
 */
export const stackedTable = 'stacked-table';
export const stackedRow = 'stacked-row';
export const stackedCell = 'stacked-cell';

/** A link to something that removes or deletes (its confirmation step): red, and as easy to tap as a button. */
export const dangerLink = 'inline-flex min-h-11 items-center px-2 text-sm font-semibold text-red-800 underline';
