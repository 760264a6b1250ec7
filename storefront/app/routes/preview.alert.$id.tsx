import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { formatDate } from '~/lib/format';
import { PREVIEW_HEADERS, loadDraft, previewHeaders } from '~/lib/preview.server';
import { requireRoute } from '~/lib/route-access.server';
import { sharedMessages, useMessages } from '~/messages';
import { useAwarenessMessages } from '~/messages/awareness';
import { previewMessages, usePreviewMessages } from '~/messages/preview';
import { AlertCardView } from '~/screens/awareness/awareness-screen';
import { PreviewBanner, PreviewErrorBoundary } from '~/screens/preview/preview-banner';

export const headers = previewHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  {
    title: sharedMessages().meta.title(previewMessages().metaTitle(page?.alert.title ?? previewMessages().bannerTitle)),
  },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** /preview/alert/{id}?token=…: a draft awareness alert as its card in the Cyber Awareness Center (ADR 0032). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, 'preview');
  const alert = await loadDraft(request, 'alert', params.id);
  return data({ alert: { ...alert, dateLabel: formatDate(alert.createdAt) } }, { headers: PREVIEW_HEADERS });
}

export default function AlertPreview() {
  const { alert } = useLoaderData<typeof loader>();
  const t = useMessages();
  const s = useAwarenessMessages();
  const p = usePreviewMessages();
  return (
    <>
      <PreviewBanner />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-2xl font-bold">{t.screenTitles.awareness}</h1>
        <p className="mt-2 text-slate-700">{p.alertIntro}</p>
        <section aria-labelledby="threats-title" className="mt-8">
          <h2 id="threats-title" className="text-xl font-bold">
            {s.threatsTitle}
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            <AlertCardView alert={alert} />
          </ul>
        </section>
      </div>
    </>
  );
}

export const ErrorBoundary = PreviewErrorBoundary;
