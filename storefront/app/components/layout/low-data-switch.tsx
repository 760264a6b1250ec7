/**
 * The low-data switch (ADR 0048), in the footer: the current state, a plain form button that turns it on or off
 * without JavaScript (POST /low-data, then back to this page), and, in low-data mode, what this page cost.
 */
import { useLocation, useRouteLoaderData } from '@remix-run/react';
import { PAGE_SIZE_MARK } from '~/lib/low-data';
import { useMessages } from '~/messages';
import type { loader as rootLoader } from '~/root';

/** Whether this page is in low-data mode: no images, no animation, no optional JavaScript. */
export function useLowData(): boolean {
  return Boolean(useRouteLoaderData<typeof rootLoader>('root')?.lowData);
}

export function LowDataSwitch() {
  const lowData = useLowData();
  const location = useLocation();
  const t = useMessages().lowData;
  return (
    <form method="post" action="/low-data" className="space-y-2" data-low-data={lowData ? 'on' : 'off'}>
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      <input type="hidden" name="lowData" value={lowData ? 'off' : 'on'} />
      <p className="text-slate-300">{lowData ? t.on : t.off}</p>
      {/* Filled in by the server once the page is whole (entry.server.tsx). */}
      {lowData ? <p className="text-slate-300">{PAGE_SIZE_MARK}</p> : null}
      <button
        type="submit"
        className="rounded border border-slate-500 px-3 py-2 text-slate-100 hover:border-white hover:text-white"
      >
        {lowData ? t.turnOff : t.turnOn}
      </button>
    </form>
  );
}
