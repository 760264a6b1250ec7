/**
 * An organisation's join link (ADR 0029): https://<storefront>/join/<code>. Built from the address the administrator
 * reached this site by, so a link copied, printed or scanned opens the same site.
 */
export function joinUrl(code: string, request: Request): string {
  return new URL(`/join/${encodeURIComponent(code)}`, request.url).toString();
}
