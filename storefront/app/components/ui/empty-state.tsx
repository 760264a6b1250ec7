import type { ReactNode } from 'react';
import { cn } from './cn';

/** A message in place of a list: nothing yet, nothing matches, or it could not be loaded. */
export function EmptyState({
  title,
  text,
  tone = 'neutral',
  headingLevel = 2,
  children,
}: {
  title: string;
  text?: string;
  tone?: 'neutral' | 'error';
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'rounded-xl border border-dashed p-8 text-center',
        tone === 'error' ? 'border-red-300 bg-red-50' : 'border-slate-300 bg-slate-50',
      )}
    >
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      {text ? <p className="mt-2 text-slate-700">{text}</p> : null}
      {children ? <div className="mt-4">{children}</div> : null}
    </div>
  );
}
