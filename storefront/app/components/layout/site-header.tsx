import { Link, NavLink } from '@remix-run/react';
import type { DomainLink } from '~/lib/cms/domains.server';
import type { SessionUser } from '~/lib/routing';
import { useMessages } from '~/messages';
import { buttonClasses } from '../ui/button';
import { cn } from '../ui/cn';
import { Icon } from '../ui/icon';
import { Dropdown } from '../ui/dropdown';
import { LanguageSwitch } from './language-switch';
import { MobileMenu, type NavItem } from './mobile-menu';
import { UserMenu } from './user-menu';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium hover:bg-teal-50 hover:text-teal-900',
    isActive ? 'text-teal-800' : 'text-slate-700',
  );

export function displayName(user: SessionUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

export function SiteHeader({ user, domains }: { user: SessionUser | null; domains: DomainLink[] }) {
  const t = useMessages();
  const nav: NavItem[] = user
    ? [
        { label: t.nav.dashboard, to: '/' },
        { label: t.nav.freeCourses, to: '/free-courses' },
        { label: t.nav.courses, to: '/courses' },
        { label: t.nav.profile, to: '/profile' },
      ]
    : [
        { label: t.nav.home, to: '/' },
        { label: t.nav.freeCourses, to: '/free-courses' },
        { label: t.nav.cyberAlerts, to: '/cyber-awareness' },
      ];
  const domainItems = domains.map((domain) => ({ label: domain.name, to: `/${domain.slug}` }));

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="relative mx-auto flex max-w-6xl items-center gap-2 px-4 sm:gap-4 py-3">
        <Link to="/" className="flex min-w-0 items-center gap-2 sm:gap-3" prefetch="intent">
          <span
            aria-hidden="true"
            className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-teal-700 text-white"
          >
            <Icon name="shield" />
          </span>
          {/* A signed-in phone's header also holds the learner's menu: below 400 px the name would run under the
              Menu button, so the logo stands alone there (the link keeps the name for screen readers). */}
          <span className={cn('min-w-0', user && 'max-[399px]:sr-only')}>
            <span className="block text-base font-bold leading-tight text-slate-900">{t.product.name}</span>
            <span className="hidden text-xs text-slate-600 sm:block">{t.product.tagline}</span>
          </span>
        </Link>

        <nav aria-label={t.nav.primary} className="ml-auto hidden items-center gap-1 lg:flex">
          {nav.slice(0, 1).map((item) => (
            <NavLink key={item.to} to={item.to} end className={navLinkClass} prefetch="intent">
              {item.label}
            </NavLink>
          ))}
          <div className="js-only">
            <Dropdown
              label={
                <span className="inline-flex items-center gap-1">
                  {t.nav.cyberDomains}
                  <Icon name="chevron-down" className="h-4 w-4" />
                </span>
              }
              items={domainItems}
              buttonClassName="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-teal-50 hover:text-teal-900"
            />
          </div>
          <a href="/#cyber-domains" className={cn('no-js-only', navLinkClass({ isActive: false }))}>
            {t.nav.cyberDomains}
          </a>
          {nav.slice(1).map((item) => (
            <NavLink key={item.to} to={item.to} className={navLinkClass} prefetch="intent">
              {item.label}
            </NavLink>
          ))}
          {user ? null : (
            <Link to="/auth" className={buttonClasses('primary', 'ml-2')}>
              {t.nav.signIn}
            </Link>
          )}
        </nav>

        <MobileMenu items={nav} domains={domainItems} user={user} />
        <LanguageSwitch className="shrink-0 text-teal-800" />
        {user ? <UserMenu user={user} name={displayName(user)} /> : null}
      </div>
    </header>
  );
}
