/**
 * The one error boundary (as Epic Stack's GeneralErrorBoundary): every route's `ErrorBoundary` is this component
 * with the status handlers its page needs (spec 2.7: a course that cannot be shown is "Course Not Found"), and the
 * rest falls to the defaults: a refusal or an outage in the words the server gave (a 503 says why, ADR 0020), else
 * the generic text. `ErrorPanel` is the markup every error state shares.
 */
import { isRouteErrorResponse, useRouteError, type ErrorResponse } from '@remix-run/react';
import type { ReactNode } from 'react';
import { isRefusal } from '~/lib/json-shape';
import { useMessages } from '~/messages';

export type StatusHandler = (error: ErrorResponse) => ReactNode;

/** A refusal's or an outage's words, when the server answered with some (`{ message }`). */
export function wordsOf(error: ErrorResponse): string | null {
  return isRefusal(error.data) && error.data.message ? error.data.message : null;
}

export function ErrorPanel({
  title,
  text,
  children,
  'data-testid': testId,
}: {
  title: string;
  text: string;
  children?: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center" data-testid={testId}>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-700">{text}</p>
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-2">{children}</div> : null}
    </div>
  );
}

function GenericError({ words }: { words?: string | null }) {
  const t = useMessages();
  return <ErrorPanel title={t.errors.genericTitle} text={words ?? t.errors.genericBody} />;
}

export function GeneralErrorBoundary({
  statusHandlers = {},
  defaultStatusHandler = (error) => <GenericError words={wordsOf(error)} />,
  unexpectedErrorHandler = () => <GenericError />,
}: {
  statusHandlers?: Partial<Record<number, StatusHandler>>;
  defaultStatusHandler?: StatusHandler;
  /** A thrown Error (a bug): never its message or stack, which may say more than a visitor should read. */
  unexpectedErrorHandler?: (error: unknown) => ReactNode;
}) {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return (statusHandlers[error.status] ?? defaultStatusHandler)(error);
  return unexpectedErrorHandler(error);
}
