/** The outcome of a form submission: a toast with JavaScript, a notice in the page without it. */
import { useEffect } from 'react';
import { FormNotice } from './field';
import { useToast } from './toast';

/** What happened, in words; `durationMs`: how long its toast stays (a message the visitor must act on stays longer). */
export type Notice = { title: string; description?: string; variant?: 'default' | 'destructive'; durationMs?: number };

export function Outcome({ notice }: { notice?: Notice | null }) {
  const { toast } = useToast();
  useEffect(() => {
    if (notice) toast(notice);
  }, [notice, toast]);
  if (!notice) return null;
  return (
    <div className="no-js-only">
      <FormNotice
        title={notice.title}
        text={notice.description}
        tone={notice.variant === 'destructive' ? 'error' : 'success'}
      />
    </div>
  );
}
