/**
 * Spec 8: when the session has ended, the Unauthorized notice shows (it comes with the page) and half a second
 * later the visitor goes to sign in again, coming back here afterwards (also kept as the stored post-login
 * redirect, spec 2.4). Not on the sign-in page itself, where there is nowhere to go.
 */
import { useLocation } from '@remix-run/react';
import { useEffect } from 'react';
import { STORED_REDIRECT } from '~/lib/routing';

const SIGN_IN_AFTER_MS = 500;

export function SessionEnded() {
  const location = useLocation();
  useEffect(() => {
    if (location.pathname === '/auth') return;
    const here = `${location.pathname}${location.search}`;
    sessionStorage.setItem(STORED_REDIRECT, here);
    const timer = window.setTimeout(
      () => window.location.assign(`/api/login?redirect=${encodeURIComponent(here)}`),
      SIGN_IN_AFTER_MS,
    );
    return () => window.clearTimeout(timer);
    // Once, for the page that found the session ended.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
