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
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // On a slow phone the visitor may type or choose before the page's script has run, when no change is heard:
  // once it runs, fields that no longer hold what the server rendered are applied as if just changed.
  useEffect(() => {
    if (form.current && isChanged(form.current)) {
      submit(form.current, { replace: true, preventScrollReset: true });
    }
    // Only at hydration: later changes are heard as they happen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Form
      ref={form}
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

/** Whether the visitor has changed any field from what the server rendered. */
function isChanged(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some((field) => {
    if (field instanceof HTMLInputElement) return field.value !== field.defaultValue;
    if (field instanceof HTMLSelectElement)
      return Array.from(field.options).some((o) => o.selected !== o.defaultSelected);
    return false;
  });
}

export const fieldClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base focus:border-teal-700 focus:outline-2 focus:outline-teal-700';
