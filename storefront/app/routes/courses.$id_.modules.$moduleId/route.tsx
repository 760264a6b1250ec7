import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { readSession } from '~/lib/session.server';
import { sharedMessages } from '~/messages';
import { moduleMessages } from '~/messages/module';
import { ModuleNotFound, ModuleScreen } from '~/screens/module/module-screen';
import lessonStyles from '~/styles/lesson.css?url';
import { isLowData } from '~/lib/low-data.server';
import { handleModuleAction, loadModule, moduleAddress, type QuizActionData } from '~/lib/pages/module.server';
import { GeneralErrorBoundary } from '~/components/ui/error-boundary';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: lessonStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const t = sharedMessages();
  if (!data) return [{ title: t.meta.title(moduleMessages().notFoundTitle) }];
  // Lessons are for enrolled learners: search engines are not among them.
  return [
    { title: t.meta.title(`${data.module.title} · ${data.course.title}`) },
    { name: 'robots', content: 'noindex' },
  ];
};

/** /courses/{id}/modules/{moduleId}: a module for an enrolled learner; anyone else is sent to the course page. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadModule(await readSession(request, context), moduleAddress(params), { lowData: isLowData(request) });
}

/** Submit the quiz, or mark a module without a quiz as read; both work without JavaScript. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  return handleModuleAction(await readSession(request, context), request, moduleAddress(params));
}

export default function ModulePage() {
  return <ModuleScreen data={useLoaderData<typeof loader>()} outcome={useActionData<QuizActionData>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <ModuleNotFound /> }} />;
}
