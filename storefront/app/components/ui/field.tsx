/** A labelled form field with its hint and its error, tied together for screen readers. */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { cn } from './cn';

const control =
  'mt-1 min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base focus:outline-2 focus:outline-teal-700 aria-invalid:border-red-700';

type FieldProps = { label: string; name: string; error?: string; hint?: string; className?: string };

function Described({ name, error, hint }: { name: string; error?: string; hint?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${name}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

const describedBy = (name: string, error?: string, hint?: string) =>
  [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(' ') || undefined;

export function TextField({
  label,
  name,
  error,
  hint,
  className,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={className}>
      <label htmlFor={name} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={name}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        className={cn(control, 'border-slate-300')}
        {...input}
      />
      <Described name={name} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  label,
  name,
  error,
  hint,
  className,
  children,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={name} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={name}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        className={cn(control, 'border-slate-300')}
        {...select}
      >
        {children}
      </select>
      <Described name={name} error={error} hint={hint} />
    </div>
  );
}

/** A notice inside a form: the outcome of a submission, shown in the page (toasts need JavaScript). */
export function FormNotice({ title, text, tone }: { title: string; text?: string; tone: 'success' | 'error' }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg border p-3 text-sm',
        tone === 'error'
          ? 'border-red-300 bg-red-50 text-red-900'
          : 'border-emerald-300 bg-emerald-50 text-emerald-900',
      )}
    >
      <p className="font-semibold">{title}</p>
      {text ? <p className="mt-1">{text}</p> : null}
    </div>
  );
}
