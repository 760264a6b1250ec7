/**
 * A module's forms (the quiz, Mark as Read) offline (ADR 0047): the answer is kept in IndexedDB under its idempotency
 * key (learner, module, attempt) instead of failing, and the page says it will be sent when back online.
 */
import { useRouteLoaderData } from '@remix-run/react';
import { useState, type FormEvent } from 'react';
import { answerKey, keepAnswer } from '~/lib/offline/answer-queue';
import { offlineSupported } from '~/lib/offline/client';
import { useOfflineMessages } from '~/messages/offline';
import type { loader as rootLoader } from '~/root';

export function useKeepOffline(path: string) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const learnerId = root?.user?.id ?? null;
  const [kept, setKept] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!learnerId || navigator.onLine || !offlineSupported()) return;
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.name) form.set(submitter.name, submitter.value);
    const fields = [...form.entries()].map(([name, value]) => [name, String(value)]);
    const attempt = String(form.get('attempt') ?? form.get('intent') ?? '');
    void keepAnswer({
      key: answerKey(learnerId, path, attempt),
      learnerId,
      path,
      body: new URLSearchParams(fields).toString(),
      keptAt: new Date().toISOString(),
    })
      .then(() => setKept(true))
      .catch(console.error);
  };
  return { kept, onSubmit };
}

export function KeptOffline() {
  const t = useOfflineMessages();
  return (
    <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2" data-testid="kept-offline">
      <p className="font-semibold">{t.queuedTitle}</p>
      <p className="text-sm text-slate-700">{t.queuedText}</p>
    </div>
  );
}
