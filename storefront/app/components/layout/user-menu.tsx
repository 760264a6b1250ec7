/**
 * The signed-in learner's menu (spec 2.2): their photo, or initials, opens their name and email with Profile and
 * Logout, at every width. A native <details> disclosure (header-menu.ts), so it works without JavaScript and costs
 * no script of its own.
 */
import { Link } from '@remix-run/react';
import type { SessionUser } from '~/lib/routing';
import { useMessages } from '~/messages';
import { HEADER_MENUS, useClosedOnNavigation } from './header-menu';
import { UserAvatar } from './user-avatar';

const itemClass = 'flex min-h-11 items-center font-medium text-slate-900 hover:text-teal-800';

export function UserMenu({ user, name }: { user: SessionUser; name: string }) {
  const t = useMessages();
  const details = useClosedOnNavigation();
  return (
    <details ref={details} name={HEADER_MENUS} className="shrink-0">
      <summary className="grid h-11 w-11 cursor-pointer list-none place-items-center rounded-full [&::-webkit-details-marker]:hidden">
        <span className="sr-only">{t.nav.userMenu(name)}</span>
        <UserAvatar user={user} />
      </summary>
      <div className="absolute inset-x-0 z-40 mt-3 border-b border-slate-200 bg-white px-4 pb-2 pt-3 shadow-lg sm:left-auto sm:right-4 sm:w-72 sm:rounded-xl sm:border">
        <p className="font-semibold text-slate-900">{name}</p>
        <p className="truncate text-sm text-slate-600">{user.email}</p>
        <ul className="mt-2 divide-y divide-slate-100 border-t border-slate-100">
          <li>
            <Link to="/profile" className={itemClass}>
              {t.nav.profile}
            </Link>
          </li>
          <li>
            <Link to="/api/logout" reloadDocument className={itemClass}>
              {t.nav.logout}
            </Link>
          </li>
        </ul>
      </div>
    </details>
  );
}
