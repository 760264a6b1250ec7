/**
 * A GET form whose fields live in the URL, so a filtered list can be shared and works without JavaScript (with
 * its Apply button). With JavaScript the list updates as the visitor types or chooses, and Apply is hidden.
 */
import { Form, useSubmit } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { buttonClasses } from '~/components/ui/button';
import { useMessages } from '~/messages';

const TYPING_DELAY_MS = 300;

export function FilterForm({ action, children, label }: { action: string; children: ReactNode; label: string }) {
  const t = useMessages();
  const submit = useSubmit();
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label={label}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onChange={(event) => {
        const form = event.currentTarget;
        const isTyping = event.target instanceof HTMLInputElement && event.target.type === 'search';
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(
          () => submit(form, { replace: true, preventScrollReset: true }),
          isTyping ? TYPING_DELAY_MS : 0,
        );
      }}
    >
      {children}
      <button type="submit" className={buttonClasses('primary', 'no-js-only')}>
        {t.common.apply}
      </button>
    </Form>
  );
}

export const fieldClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base focus:border-teal-700 focus:outline-2 focus:outline-teal-700';
