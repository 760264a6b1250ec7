/**
 * Dates, numbers and plurals in the visitor's language (ADR 0046), formatted once on the server where possible so
 * the page never changes. Browsers and Node have no locale data for Tok Pisin: `Intl` is asked for
 * `['tpi', 'en-PG']` (so it falls back to Papua New Guinea's English for digits and plural rules), and month and day
 * names come from the small table below (CLDR's `tpi`).
 */
import { LOCALES } from './count';
import { currentLanguage, type Language } from './language';

const TIME_ZONE = 'Pacific/Port_Moresby';

export const TPI_MONTHS = [
  'Janueri',
  'Februeri',
  'Mas',
  'Epril',
  'Me',
  'Jun',
  'Julai',
  'Ogas',
  'Septemba',
  'Oktoba',
  'Novemba',
  'Disemba',
] as const;
/** Sunday first, as `Date.getDay()` counts. */
export const TPI_DAYS = ['Sande', 'Mande', 'Tunde', 'Trinde', 'Fonde', 'Fraide', 'Sarere'] as const;

/** "5 Mar 2026" in English, "5 Mas 2026" in Tok Pisin: the date in Port Moresby. */
const EN_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const PARTS = new Intl.DateTimeFormat(LOCALES.tpi, {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  weekday: 'short',
  timeZone: TIME_ZONE,
});
const EN_WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: TIME_ZONE });
const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

function portMoresbyParts(date: Date) {
  const parts = Object.fromEntries(PARTS.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    day: Number(parts.day),
    month: Number(parts.month),
    year: Number(parts.year),
    weekday: WEEKDAY_INDEX[parts.weekday ?? ''] ?? date.getUTCDay(),
  };
}

export function formatDate(iso: string | Date, language: Language = currentLanguage()): string {
  const date = new Date(iso);
  if (language === 'en') return EN_DATE.format(date);
  const { day, month, year } = portMoresbyParts(date);
  return `${day} ${TPI_MONTHS[month - 1]} ${year}`;
}

const TIME = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: TIME_ZONE,
});

/** The time of day in Port Moresby, "14:05", in either language (both read the 24-hour clock the same). */
export function formatTime(iso: string | Date): string {
  return TIME.format(new Date(iso));
}

/** The day of the week in Port Moresby: "Monday", "Mande". */
export function formatWeekday(iso: string | Date, language: Language = currentLanguage()): string {
  const date = new Date(iso);
  if (language === 'en') return EN_WEEKDAY.format(date);
  return TPI_DAYS[portMoresbyParts(date).weekday]!;
}

export { formatNumber, plural } from './count';
