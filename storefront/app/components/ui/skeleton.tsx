import { cn } from './cn';
import { useMessages } from '~/messages';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} />;
}

/** Placeholder cards while a list loads; announced once to screen readers. */
export function SkeletonCards({ count, label }: { count: number; label?: string }) {
  const t = useMessages();
  return (
    <div role="status" aria-live="polite" data-testid="skeleton-cards">
      <span className="sr-only">{label ?? t.common.loading}</span>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} data-testid="skeleton-card" className="rounded-xl border border-slate-200 p-4">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="mt-3 h-6 w-3/4" />
            <Skeleton className="mt-3 h-16 w-full" />
            <Skeleton className="mt-4 h-10 w-32" />
          </div>
        ))}
      </div>
    </div>
  );
}
