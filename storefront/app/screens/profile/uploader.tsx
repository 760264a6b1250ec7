/** An upload with progress through the /api upload flow (spec 7), or a plain form post without JavaScript. */
import { useRevalidator, useRouteLoaderData } from '@remix-run/react';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '~/components/ui/button';
import { ProgressBar } from '~/components/ui/progress';
import { useToast } from '~/components/ui/toast';
import { MAX_UPLOAD_BYTES, UPLOAD_KINDS, type UploadKind } from '~/lib/file-types';
import { isSessionExpired, uploadFile } from '~/lib/upload-client';
import { useHydrated } from '~/lib/use-hydrated';
import { useProfileMessages } from '~/messages/profile';
import { useUploadMessages } from '~/messages/uploads';
import type { loader as rootLoader } from '~/root';
import { MAX_UPLOAD_MB, SESSION_EXPIRED_RELOAD_MS } from './profile-card';

/** How long the progress bar shows 100% before the page moves on. */
const COMPLETE_BAR_MS = 600;

/** Choose a file, then Upload it or Cancel the choice (spec 2.8). A plain multipart form without JavaScript. */
export function Uploader({
  kind,
  documentKind,
  label,
  what,
}: {
  kind: UploadKind;
  documentKind?: 'government_id' | 'additional';
  label: string;
  /** What is uploaded ("Profile Photo", "Government ID"): the buttons' names for screen readers, as a page has
   * several Upload buttons. */
  what: string;
}) {
  const p = useProfileMessages();
  const uploadMessages = useUploadMessages();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const inputId = `${kind}-${documentKind ?? 'file'}`;
  const accept = kind === 'photo' ? 'image/*' : '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

  const clear = () => {
    setFile(null);
    setProgress(null);
    if (input.current) input.current.value = '';
  };

  const choose = (chosen: File | null) => {
    if (!chosen) return clear();
    // Spec 5: more than 5 MB, or a photo that is not an image, is refused before anything is sent.
    if (chosen.size > MAX_UPLOAD_BYTES) {
      toast({ title: p.tooLargeTitle, description: uploadMessages.tooLarge(MAX_UPLOAD_MB), variant: 'destructive' });
      return clear();
    }
    // The same types the server accepts, so a file it would refuse is not sent over a costly connection first.
    const allowed: readonly string[] = UPLOAD_KINDS[kind];
    if (!allowed.includes(chosen.type)) {
      const description = kind === 'photo' ? uploadMessages.photoType : uploadMessages.documentType;
      toast({ title: p.invalidTypeTitle, description, variant: 'destructive' });
      return clear();
    }
    setFile(chosen);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file || progress !== null) return;
    try {
      await uploadFile(kind, file, {
        documentKind,
        unavailable: uploadMessages.unavailable(root?.supportEmail ?? ''),
        storageFailed: p.storageFailed,
        // Each step shows (spec 4: 0, 50 after storage, 100 after the server), not only the last of a batch.
        onProgress: (value) => flushSync(() => setProgress(value)),
      });
      toast({
        title: kind === 'photo' ? p.photoUploadedTitle : p.documentUploadedTitle,
        description: p.uploadedText(file.name),
      });
      revalidator.revalidate();
      // The full bar stays a moment, so the learner sees the upload finish.
      window.setTimeout(clear, COMPLETE_BAR_MS);
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      setProgress(null);
      if (isSessionExpired(message)) {
        toast({ title: p.sessionExpiredTitle, description: p.sessionExpiredText, variant: 'destructive' });
        window.setTimeout(() => window.location.reload(), SESSION_EXPIRED_RELOAD_MS);
        return;
      }
      toast({ title: p.uploadFailedTitle, description: message || p.uploadFailedText, variant: 'destructive' });
    }
  };

  const busy = progress !== null;
  return (
    <form
      method="post"
      action={`/profile?intent=upload-${kind}`}
      encType="multipart/form-data"
      onSubmit={submit}
      className="space-y-3"
    >
      {documentKind ? <input type="hidden" name="documentKind" value={documentKind} /> : null}
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          name="file"
          accept={accept}
          required
          disabled={busy}
          onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
          className="mt-1 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-teal-50 file:px-4 file:font-semibold file:text-teal-900"
        />
      </div>
      {busy ? <ProgressBar value={progress} label={p.progress} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={hydrated && (!file || busy)}>
          {busy ? p.uploading : p.upload}
          <span className="sr-only">: {what}</span>
        </Button>
        {file && !busy ? (
          <Button variant="ghost" onClick={clear}>
            {p.cancel}
            <span className="sr-only">: {what}</span>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
