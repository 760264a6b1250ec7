import type { ReactNode } from 'react';
import { cn } from './cn';

export type BadgeTone = 'default' | 'secondary' | 'destructive' | 'warning' | 'info' | 'success' | 'outline';

const TONES: Record<BadgeTone, string> = {
  default: 'bg-slate-900 text-white',
  secondary: 'bg-slate-100 text-slate-800',
  destructive: 'bg-red-700 text-white',
  warning: 'bg-amber-100 text-amber-900',
  info: 'bg-sky-100 text-sky-900',
  success: 'bg-emerald-100 text-emerald-900',
  outline: 'border border-slate-300 text-slate-700',
};

export function Badge({
  tone = 'secondary',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
