/** Strapi's REST query syntax, for the clients of the CMS (`@kundu/cms-contract/rest-query`). */
export type RestQuery = Record<string, string | number | boolean | readonly string[]>;

/** Encodes a query with Strapi's bracket syntax: { fields: ['title'] } becomes fields[0]=title. */
export function toSearchParams(query: RestQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) value.forEach((item, index) => params.append(`${key}[${index}]`, String(item)));
    else params.append(key, String(value));
  }
  return params;
}
