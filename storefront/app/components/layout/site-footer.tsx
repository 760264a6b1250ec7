import { Link } from '@remix-run/react';
import type { SessionUser } from '~/lib/routing';
import { useMessages } from '~/messages';
import { LanguageSwitch } from './language-switch';
import { LowDataSwitch } from './low-data-switch';

/** The footer's learning path links use the catalogue's `path` values (spec 2.1). */
export const LEARNING_PATHS = [
  'general_workforce',
  'students',
  'law_enforcement',
  'government',
  'intelligence',
  'churches_ngos',
] as const;

export function SiteFooter({
  user,
  year,
  supportEmail,
}: {
  user: SessionUser | null;
  year: number;
  supportEmail: string;
}) {
  const t = useMessages();
  const heading = 'text-sm font-bold uppercase tracking-wide text-white';
  const link = 'text-slate-300 hover:text-white hover:underline';
  return (
    <footer className="mt-16 bg-slate-900 text-sm text-slate-300">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 lg:grid-cols-5">
        <div>
          <h2 className={heading}>{t.footer.learningPaths}</h2>
          <ul className="mt-3 space-y-2">
            {LEARNING_PATHS.map((path) => (
              <li key={path}>
                <Link to={`/courses?path=${path}`} className={link}>
                  {t.pathLinks[path]}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={heading}>{t.footer.support}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a href={`mailto:${supportEmail}`} className={link}>
                {t.footer.helpCentre}
              </a>
            </li>
            <li>
              <Link to="/report-incident" className={link}>
                {t.footer.reportIncident}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={heading}>{t.footer.legal}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/privacy" className={link}>
                {t.footer.privacyPolicy}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={heading}>{t.footer.about}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/about" className={link}>
                {t.footer.aboutUs}
              </Link>
            </li>
            <li>
              <Link to="/about#contact" className={link}>
                {t.footer.contactUs}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={heading}>{t.footer.account}</h2>
          <ul className="mt-3 space-y-2">
            {user ? (
              <>
                <li>
                  <Link to="/profile" className={link}>
                    {t.footer.accountSettings}
                  </Link>
                </li>
                <li>
                  <Link to="/api/logout" reloadDocument className={link}>
                    {t.footer.logout}
                  </Link>
                </li>
              </>
            ) : (
              <li>
                <Link to="/auth" className={link}>
                  {t.footer.login}
                </Link>
              </li>
            )}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto max-w-6xl px-4 pt-6">
          <LowDataSwitch />
        </div>
        <div className="mx-auto max-w-6xl space-y-2 px-4 py-6 text-xs text-slate-400">
          <p>{t.footer.compliance}</p>
          <p>{t.footer.dataProtection}</p>
          <p>{t.footer.educationalUse}</p>
          <p className="text-slate-300">{t.footer.copyright(year)}</p>
          <LanguageSwitch className="-ml-2 text-slate-200" />
        </div>
      </div>
    </footer>
  );
}
