import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { env } from '~/env.server';
import { dataCostOf } from '~/lib/data-cost';
import { renderLesson } from '~/lib/lesson-html.server';
import { PREVIEW_HEADERS, loadDraft, previewHeaders } from '~/lib/preview.server';
import { requireRoute } from '~/lib/route-access.server';
import { sharedMessages } from '~/messages';
import { messages } from '~/messages/messages.server';
import { previewMessages } from '~/messages/preview';
import { ModuleScreen, type ModuleScreenData } from '~/screens/module/module-screen';
import { PreviewBanner, PreviewErrorBoundary } from '~/screens/preview/preview-banner';
import lessonStyles from '~/styles/lesson.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: lessonStyles }];

export const headers = previewHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  {
    title: sharedMessages().meta.title(
      previewMessages().metaTitle(page?.screen.module.title ?? previewMessages().bannerTitle),
    ),
  },
  { name: 'robots', content: 'noindex, nofollow' },
];

/**
 * /preview/module/{id}?token=…: a draft module in the module player as an enrolled learner will meet it, its lesson
 * and its quiz (ADR 0032). Nothing is submitted, counted or enrolled; the way on to other modules is left out.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireRoute(request, context, 'preview');
  const { course, module, position } = await loadDraft(request, 'module', params.id);
  const t = messages();
  const screen: ModuleScreenData = {
    course,
    module: {
      id: module.id,
      title: module.title,
      description: module.description,
      estimatedDuration: module.estimatedDuration,
      lessonLanguage: module.lessonLanguage,
      passMark: module.passMark,
      quiz: module.quiz,
      quizLanguage: module.quizLanguage,
      // Not cached as published lessons are: a draft changes with every save.
      lessonHtml: renderLesson(module.lesson, { externalLinkNote: t.courseModule.externalLink }),
      cost: module.downloadBytes === null ? null : dataCostOf(module.downloadBytes, env.DATA_PRICE_KINA_PER_GB),
    },
    position,
    previous: null,
    next: null,
    state: { finished: false, attempts: 0, bestScore: null, retryAfterSeconds: 0 },
    progress: 0,
    isCourseComplete: false,
    nextUnfinished: null,
  };
  // A module that draws each attempt's questions from a pool (ADR 0044) shows one draw, and says so.
  const pooled = module.quizPool > module.quiz.length;
  // A Tok Pisin draft whose quiz does not pair with the English one: learners get the English quiz (ADR 0049).
  const notPaired = module.lessonLanguage !== module.quizLanguage;
  const quizInert = [
    t.preview.quizInert,
    pooled ? t.preview.quizPool(module.quiz.length, module.quizPool) : null,
    notPaired ? t.preview.quizNotPaired : null,
  ]
    .filter(Boolean)
    .join(' ');
  return data({ screen, inert: { quiz: quizInert, markRead: t.preview.markReadInert } }, { headers: PREVIEW_HEADERS });
}

export default function ModulePreview() {
  const { screen, inert } = useLoaderData<typeof loader>();
  return (
    <>
      <PreviewBanner />
      <ModuleScreen data={screen} inert={inert} />
    </>
  );
}

export const ErrorBoundary = PreviewErrorBoundary;
