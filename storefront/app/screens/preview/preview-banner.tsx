/** Above every preview page (ADR 0032): this is a draft, learners cannot see it, nothing here is saved. */
import { Icon } from '~/components/ui/icon';
import { useMessages } from '~/messages';
import { usePreviewMessages } from '~/messages/preview';
import { GeneralErrorBoundary, wordsOf } from '~/components/ui/error-boundary';

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

/** A preview refused for a reason the CMS did not put in words. */
function PreviewGeneric() {
  return <PreviewRefused message={useMessages().errors.genericBody} />;
}

/** A preview refused (an editor's link expired, a draft gone): the CMS's words, else the generic text. */
export function PreviewErrorBoundary() {
  return (
    <GeneralErrorBoundary
      defaultStatusHandler={(error) => {
        const words = wordsOf(error);
        return words ? <PreviewRefused message={words} /> : <PreviewGeneric />;
      }}
      unexpectedErrorHandler={() => <PreviewGeneric />}
    />
  );
}
