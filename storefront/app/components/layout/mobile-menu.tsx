/**
 * The phone menu: the same navigation as the desktop header. A native <details> disclosure (header-menu.ts), so it
 * opens without JavaScript; with JavaScript it closes itself after a navigation.
 */
import { Link } from '@remix-run/react';
import type { SessionUser } from '~/lib/routing';
import { useMessages } from '~/messages';
import { buttonClasses } from '../ui/button';
import { Icon } from '../ui/icon';
import { HEADER_MENUS, useClosedOnNavigation } from './header-menu';

export type NavItem = { label: string; to: string };

export function MobileMenu({
  items,
  domains,
  user,
}: {
  items: NavItem[];
  domains: NavItem[];
  user: SessionUser | null;
}) {
  const t = useMessages();
  const details = useClosedOnNavigation();

  return (
    <details ref={details} name={HEADER_MENUS} className="group ml-auto lg:hidden">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 [&::-webkit-details-marker]:hidden">
        <Icon name="menu" />
        <span>{t.nav.menu}</span>
      </summary>
      <nav
        aria-label={t.nav.primary}
        className="absolute inset-x-0 z-40 mt-3 max-h-[80vh] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-4 shadow-lg"
      >
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="block py-3 font-medium text-slate-900">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs font-bold uppercase tracking-wide text-slate-500">{t.nav.cyberDomains}</p>
        <ul className="mt-1 grid grid-cols-2 gap-x-4">
          {domains.map((domain) => (
            <li key={domain.to}>
              <Link to={domain.to} className="block py-2 text-sm text-slate-800">
                {domain.label}
              </Link>
            </li>
          ))}
        </ul>
        {user ? (
          <Link to="/api/logout" reloadDocument className={buttonClasses('secondary', 'mt-4 w-full')}>
            {t.nav.logout}
          </Link>
        ) : (
          <Link to="/auth" className={buttonClasses('primary', 'mt-4 w-full')}>
            {t.nav.signIn}
          </Link>
        )}
      </nav>
    </details>
  );
}
