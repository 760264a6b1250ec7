import { useNavigation } from '@remix-run/react';
import { useMessages } from '~/messages';

/** A thin bar across the top while a page or the session loads, announced to screen readers. */
export function NavigationProgress() {
  const t = useMessages();
  const busy = useNavigation().state !== 'idle';
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1">
      {busy ? (
        <div
          data-testid="navigation-progress"
          role="progressbar"
          aria-label={t.states.pending}
          className="h-full w-full overflow-hidden bg-teal-100"
        >
          <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-teal-600" />
        </div>
      ) : null}
    </div>
  );
}
