/** The profile page's cards (spec 2.8): a titled section each, and the limits its forms share. */
import { type ReactNode } from 'react';
import { MAX_UPLOAD_BYTES } from '~/lib/file-types';

export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / 1024 / 1024;
export const SESSION_EXPIRED_RELOAD_MS = 2000;

export function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
