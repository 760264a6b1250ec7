/** Addresses of the organisation administrator's pages: every one names the organisation (?org=), so an
 * administrator of several organisations always knows which one a page is about. */
export type OrganisationPage =
  | ''
  | 'invite'
  | 'import'
  | 'groups'
  | 'assignments'
  | 'summary'
  | 'export.csv'
  | 'import-template.csv'
  | `imports/${string}`;

export function organisationHref(
  page: OrganisationPage,
  organisationId: string,
  params: Record<string, string | number | null | undefined> = {},
): string {
  const search = new URLSearchParams({ org: organisationId });
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  return `/organisation${page ? `/${page}` : ''}?${search.toString()}`;
}
