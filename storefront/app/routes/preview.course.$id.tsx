import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PREVIEW_HEADERS, loadDraft, previewHeaders } from '~/lib/preview.server';
import { requireRoute } from '~/lib/route-access.server';
import { sharedMessages } from '~/messages';
import { messages } from '~/messages/messages.server';
import { previewMessages } from '~/messages/preview';
import { moduleViews, type EnrolmentCard } from '~/lib/pages/course.server';
import { CourseScreen } from '~/screens/course/course-screen';
import { PreviewBanner, PreviewErrorBoundary } from '~/screens/preview/preview-banner';

export const headers = previewHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  {
    title: sharedMessages().meta.title(
      previewMessages().metaTitle(page?.course.title ?? previewMessages().bannerTitle),
    ),
  },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** /preview/course/{id}?token=…: a draft course as learners will see its page (ADR 0032). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, 'preview');
  const { course, modules } = await loadDraft(request, 'course', params.id);
  const card: EnrolmentCard = {
    state: 'preview',
    price: course.isFree ? null : course.priceKina,
    note: messages().preview.enrolInert,
  };
  return data({ course, modules: moduleViews(modules), card }, { headers: PREVIEW_HEADERS });
}

export default function CoursePreview() {
  const { course, modules, card } = useLoaderData<typeof loader>();
  return (
    <>
      <PreviewBanner />
      <CourseScreen course={course} modules={modules} card={card} />
    </>
  );
}

export const ErrorBoundary = PreviewErrorBoundary;
