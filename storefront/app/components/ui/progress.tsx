import { cn } from './cn';

/**
 * A progress bar (spec 4: indeterminate, loading, complete). Values are clamped between 0 and max (default 100,
 * spec 5); without a value it is indeterminate.
 */
export function ProgressBar({
  value,
  max = 100,
  label,
  className,
}: {
  value?: number | null;
  max?: number;
  label: string;
  className?: string;
}) {
  const known = typeof value === 'number' && Number.isFinite(value);
  const clamped = known ? Math.min(Math.max(value, 0), max) : 0;
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={known ? clamped : undefined}
      data-state={!known ? 'indeterminate' : clamped >= max ? 'complete' : 'loading'}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      {known ? (
        <div className="h-full rounded-full bg-teal-600 transition-[width]" style={{ width: `${percent}%` }} />
      ) : (
        <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-teal-600" />
      )}
    </div>
  );
}
