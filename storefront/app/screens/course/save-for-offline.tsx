/**
 * Save for offline (ADR 0047), on the course page of an enrolled learner, once the page's script runs in a browser
 * that has service workers: the size first, then every module page with its data and images saved on the phone, and
 * the page says Saved for offline with what it cost. Without JavaScript there is nothing to save with: not shown.
 */
import { useRouteLoaderData } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { offlineSupported, saveCourse, savedCourses } from '~/lib/offline/client';
import { estimatedSaveBytes, kilobytesOf } from '~/lib/offline/rules';
import { useModuleMessages } from '~/messages/module';
import { useOfflineMessages } from '~/messages/offline';
import type { loader as rootLoader } from '~/root';
import type { CourseModuleView } from '~/lib/pages/course.server';

type State = { step: 'hidden' } | { step: 'ready' | 'saving' | 'failed' } | { step: 'saved'; bytes: number };

export function SaveForOffline({
  courseId,
  title,
  modules,
}: {
  courseId: string;
  title: string;
  modules: CourseModuleView[];
}) {
  const t = useOfflineMessages();
  const m = useModuleMessages();
  const learnerId = useRouteLoaderData<typeof rootLoader>('root')?.user?.id ?? null;
  const [state, setState] = useState<State>({ step: 'hidden' });
  const coursePath = `/courses/${courseId}`;
  const modulePaths = modules.flatMap((module) => (module.href ? [module.href] : []));
  useEffect(() => {
    if (!learnerId || !offlineSupported() || modulePaths.length === 0) return;
    void savedCourses(learnerId).then((list) => {
      const saved = list.find((course) => course.path === coursePath);
      setState(saved ? { step: 'saved', bytes: saved.bytes } : { step: 'ready' });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per course and learner
  }, [learnerId, coursePath]);
  if (state.step === 'hidden' || !learnerId) return null;
  const size = m.kilobytes(kilobytesOf(estimatedSaveBytes(modules.map((module) => module.downloadBytes))));
  const save = async () => {
    setState({ step: 'saving' });
    try {
      const saved = await saveCourse({ learnerId, coursePath, title, modulePaths });
      setState({ step: 'saved', bytes: saved.bytes });
    } catch (error) {
      console.error(error);
      setState({ step: 'failed' });
    }
  };
  return (
    <section className="mt-4 rounded-xl border border-slate-200 p-4" data-testid="save-offline">
      <h2 className="font-bold">{t.saveTitle}</h2>
      {state.step === 'saved' ? (
        <>
          <p className="mt-2 flex items-center gap-2 font-semibold text-emerald-800" data-testid="saved-offline">
            <Icon name="check" />
            {t.saved}
          </p>
          <p className="mt-1 text-sm text-slate-700">{t.savedText(m.kilobytes(kilobytesOf(state.bytes)))}</p>
        </>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">{t.saveText(size)}</p>
          {state.step === 'failed' ? (
            <p role="alert" className="mt-2 text-sm font-medium text-red-700">
              {t.saveFailed}
            </p>
          ) : null}
          <Button
            type="button"
            variant="secondary"
            className="mt-3 w-full"
            disabled={state.step === 'saving'}
            onClick={() => void save()}
          >
            <Icon name="download" className="h-4 w-4" />
            {state.step === 'saving' ? t.saving : t.save}
          </Button>
        </>
      )}
    </section>
  );
}
