/**
 * Time as people in Papua New Guinea read it: Port Moresby's, UTC+10 all year (no daylight saving). A date printed
 * for them (a file name, a completion day) is the day there, which from 14:00 UTC is already the next one.
 */
export const PNG_TIME_ZONE = 'Pacific/Port_Moresby';

const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: PNG_TIME_ZONE });

/** The day in Papua New Guinea at this moment, as YYYY-MM-DD. */
export function pngDay(moment: Date | string | number): string {
  return DAY.format(new Date(moment));
}
