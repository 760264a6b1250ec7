/**
 * Which placeholder a pending navigation shows (spec 2.6, 2.10, 2.11, 2.12), decided without the placeholders'
 * code: that loads only when a visitor first navigates (lazy-pending-screen.tsx), not with every first page.
 */
export type PendingKind = 'dashboard' | 'catalogue' | 'free-courses' | 'awareness' | 'certificate' | 'module';

export function pendingKindFor(pathname: string, signedIn = false): PendingKind | null {
  if (pathname === '/' && signedIn) return 'dashboard';
  if (pathname === '/courses') return 'catalogue';
  if (pathname === '/free-courses') return 'free-courses';
  if (pathname === '/cyber-awareness') return 'awareness';
  if (pathname.startsWith('/certificate/')) return 'certificate';
  if (/^\/courses\/[^/]+\/modules\/[^/]+$/.test(pathname)) return 'module';
  return null;
}
