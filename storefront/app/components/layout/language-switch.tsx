import { useLocation } from '@remix-run/react';
import { currentLanguage } from '~/lib/language';
import { useMessages } from '~/messages';
import { cn } from '../ui/cn';

/**
 * The Tok Pisin / English control (ADR 0046): a plain form, so it works without JavaScript. It names the other
 * language, in that language; /language remembers the choice in a cookie and brings the visitor back to this page
 * (a whole page load: every string, date and `<html lang>` follows).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useMessages();
  const location = useLocation();
  const other = currentLanguage() === 'tpi' ? 'en' : 'tpi';
  return (
    <form method="post" action="/language" className={className}>
      <input type="hidden" name="language" value={other} />
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        lang={other}
        aria-label={t.language.switchTo[other]}
        className={cn('rounded-md px-2 py-2 text-sm font-medium underline underline-offset-2')}
      >
        {t.language.names[other]}
      </button>
    </form>
  );
}
