/** Above every preview page (ADR 0032): this is a draft, learners cannot see it, nothing here is saved. */
import { isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { Icon } from '~/components/ui/icon';
import { useMessages } from '~/messages';
import { usePreviewMessages } from '~/messages/preview';

export function PreviewBanner() {
  const p = usePreviewMessages();
  return (
    <aside
      aria-label={p.bannerTitle}
      className="border-b-2 border-amber-400 bg-amber-100 px-4 py-3 text-amber-950"
      data-testid="preview-banner"
    >
      <div className="mx-auto flex max-w-6xl items-start gap-3">
        <Icon name="alert" className="mt-0.5 h-5 w-5 shrink-0" />
        <div>
          <p className="font-bold">{p.bannerTitle}</p>
          <p className="text-sm">{p.bannerText}</p>
        </div>
      </div>
    </aside>
  );
}

/** A preview that cannot be shown (expired, altered, for another document, a draft gone), in words. */
export function PreviewRefused({ message }: { message: string }) {
  const p = usePreviewMessages();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{p.refusedTitle}</h1>
      <p className="mt-2 text-slate-700" data-testid="preview-refusal">
        {message}
      </p>
      <p className="mt-4 text-sm text-slate-600">{p.refusedHelp}</p>
    </div>
  );
}

/** Each preview route's error boundary: the refusal's words, or the generic error's. */
export function PreviewErrorBoundary() {
  const error = useRouteError();
  const t = useMessages();
  const data: unknown = isRouteErrorResponse(error) ? error.data : null;
  const message =
    typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string'
      ? data.message
      : t.errors.genericBody;
  return <PreviewRefused message={message} />;
}
