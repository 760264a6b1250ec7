/**
 * Content a visitor reads in English because its translation is missing (ADR 0049): a small **English** marker
 * beside it, and `lang="en"` on the English text so that screen readers switch voice. Nothing for a visitor who
 * reads English.
 */
import { currentLanguage, type Language } from '~/lib/language';
import { useMessages } from '~/messages';
import { Badge } from './ui/badge';

/** Whether text in `language` is shown to a visitor reading another language. */
export const isForeign = (language: Language) => language !== currentLanguage();

/** The `lang` attribute for text in `language`: set only where it differs from the page's. */
export const langOf = (language: Language) => (isForeign(language) ? language : undefined);

/** The marker, for text in `language`; nothing when that is the page's language. */
export function EnglishMarker({ language = 'en', className }: { language?: Language; className?: string }) {
  const t = useMessages();
  if (!isForeign(language)) return null;
  return (
    <Badge tone="outline" className={className}>
      {t.englishMarker}
    </Badge>
  );
}
