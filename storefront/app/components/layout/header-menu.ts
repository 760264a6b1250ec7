/**
 * What the header's two disclosures (the phone menu and the user menu) share. Both are native <details>, so they
 * open without JavaScript; one `name` makes them an exclusive group, so opening one closes the other (the browser
 * does it, script or not); with JavaScript each closes itself after a navigation.
 */
import { useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';

export const HEADER_MENUS = 'header-menu';

/** A ref for a header <details> that closes it whenever the location changes. */
export function useClosedOnNavigation() {
  const details = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [location]);
  return details;
}
