/**
 * Content shown in English to a learner who chose another language (ADR 0049): wrapped in `lang="en"` so that screen
 * readers switch voice, and, beside a title, the small **English** marker from the message catalogue.
 */
import type { ReactNode } from 'react';
import { isInEnglish, type InEnglish } from '~/lib/content-language';
import { currentLanguage, type Language } from '~/lib/language';
import { useMessages } from '~/messages';
import { Badge } from './badge';

/** `lang="en"` for an element holding `field` of `item` when that field is shown in English; nothing otherwise. */
export const langOf = (item: InEnglish, field: string): 'en' | undefined =>
  isInEnglish(item, field) ? 'en' : undefined;

/** The `lang` attribute for a part that came in `language` (a lesson, a quiz): set only where it is not the page's. */
export const langFor = (language: Language): Language | undefined =>
  language === currentLanguage() ? undefined : language;

/**
 * The small marker beside a title or a part shown in English (`language`: the part's, English unless named); nothing
 * when that is the page's language.
 */
export function EnglishMarker({
  language = 'en',
  className = 'ml-2 align-middle font-medium',
}: {
  language?: Language;
  className?: string;
}) {
  const t = useMessages();
  if (language === currentLanguage()) return null;
  return (
    <Badge tone="outline" className={className}>
      {t.content.inEnglish}
    </Badge>
  );
}

/** `field` of `item` (its text as `children`): as it is, or in `lang="en"`, with the marker when `marked` (a title). */
export function ContentText({
  item,
  field,
  marked = false,
  children,
}: {
  item: InEnglish;
  field: string;
  marked?: boolean;
  children: ReactNode;
}) {
  if (!isInEnglish(item, field)) return <>{children}</>;
  return (
    <>
      <span lang="en">{children}</span>
      {marked ? <EnglishMarker /> : null}
    </>
  );
}
