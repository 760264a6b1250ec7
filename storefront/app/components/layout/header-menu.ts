/**
 * What the header's two disclosures (the phone menu and the user menu) share. Both are native <details>, so they
 * open without JavaScript; one `name` makes them an exclusive group, so opening one closes the other (the browser
 * does it, script or not); with JavaScript each closes itself after a navigation.
 */
import { useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';

export const HEADER_MENUS = 'header-menu';

/**
 * A ref for a header <details> that closes it whenever the location changes; not when the page's script starts, so
 * a menu tapped open on a slow phone before then stays open.
 */
export function useClosedOnNavigation() {
  const details = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    if (details.current) details.current.open = false;
  }, [key]);
  return details;
}
