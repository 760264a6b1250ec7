/**
 * The assistant's answers are plain text (ADR 0028): no HTML from the model or the visitor ever reaches the page.
 * Site paths (`/courses/abc`) and https addresses in them become links; everything else stays text, rendered by
 * React, which escapes it.
 */

export type TextPart = { text: string; href?: undefined } | { text: string; href: string; external: boolean };

/** An https address, or a path of this site at the start of the text or after a space or an opening bracket. */
const LINK = /https:\/\/[^\s<>"'`]+|(?<=^|[\s(["'])\/[A-Za-z0-9][\w\-./~%?=&#+]*/g;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]'"]+$/;

/** A path of this site (`/courses/abc`), not an address elsewhere in disguise (`//host`, `/\host`). */
export function isSitePath(path: string): boolean {
  return /^\/[A-Za-z0-9]/.test(path);
}

export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    const href = match[0].replace(TRAILING, '');
    if (!href || href === 'https://') continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: href, href, external: href.startsWith('https://') });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
