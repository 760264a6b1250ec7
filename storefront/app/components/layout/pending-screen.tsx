/**
 * What shows while a navigation to another page is pending: that page's skeleton (spec 2.6, 2.10, 2.11, 2.12).
 * Loaded on a visitor's first navigation (lazy-pending-screen.tsx), not with the first page.
 */
import type { ComponentType } from 'react';
import type { PendingKind } from './pending-kind';
import { useMessages } from '~/messages';
import { Skeleton, SkeletonCards } from '../ui/skeleton';

function CatalogueSkeleton() {
  const t = useMessages();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t.screenTitles.catalogue}</h1>
      <Skeleton className="mt-6 h-11 w-full max-w-xl" />
      <div className="mt-6">
        <SkeletonCards count={6} />
      </div>
    </div>
  );
}

function FreeCoursesSkeleton() {
  const t = useMessages();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t.screenTitles.freeCourses}</h1>
      <div className="mt-6">
        <SkeletonCards count={6} />
      </div>
    </div>
  );
}

function AwarenessSkeleton() {
  const t = useMessages();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t.screenTitles.awareness}</h1>
      <div className="mt-6">
        <SkeletonCards count={6} />
      </div>
    </div>
  );
}

/** The signed-in home while it loads: the stat cards and the course list as placeholders. */
export function DashboardSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Skeleton className="h-9 w-72 max-w-full" />
      <Skeleton className="mt-3 h-5 w-48" />
      <div className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
      <div className="mt-8">
        <SkeletonCards count={3} />
      </div>
    </div>
  );
}

/** A module on its way: the lesson's shape, so the page does not sit blank on a slow connection. */
function ModuleSkeleton() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-6" role="status" aria-busy="true">
      <Skeleton className="h-4 w-48" />
      <Skeleton className="mt-6 h-8 w-3/4" />
      <Skeleton className="mt-3 h-4 w-full" />
      <div className="mt-8 space-y-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-4 w-full" />
        ))}
      </div>
    </div>
  );
}

function CertificateLoading() {
  const t = useMessages();
  return (
    <p role="status" className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-700">
      {t.screenTitles.certificateLoading}
    </p>
  );
}

const SCREENS: Record<PendingKind, ComponentType> = {
  dashboard: DashboardSkeleton,
  catalogue: CatalogueSkeleton,
  'free-courses': FreeCoursesSkeleton,
  awareness: AwarenessSkeleton,
  certificate: CertificateLoading,
  module: ModuleSkeleton,
};

/** The placeholder for a pending navigation (see pending-kind.ts for which one). */
export function PendingScreen({ kind }: { kind: PendingKind }) {
  const Screen = SCREENS[kind];
  return <Screen />;
}
