/**
 * The pending-navigation placeholders, loaded when first needed: a visitor who reads one page and leaves never pays
 * for them. While they load, the page on screen stays (`fallback`).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import type { PendingKind } from './pending-kind';

const PendingScreen = lazy(() => import('./pending-screen').then((module) => ({ default: module.PendingScreen })));

export function LazyPendingScreen({ kind, fallback = null }: { kind: PendingKind; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <PendingScreen kind={kind} />
    </Suspense>
  );
}
