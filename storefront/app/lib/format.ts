/** Dates as people in Papua New Guinea write them, formatted once on the server so the page never changes. */
const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Pacific/Port_Moresby',
});

export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}
