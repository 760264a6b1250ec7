/**
 * Limits the storefront and the CMS both hold a request to, so that a form refuses in the browser exactly what the
 * server would. Plain numbers, no schema library: the browser's bundle imports this module.
 */

/** The longest message Kumul takes, in characters (ADR 0028). */
export const CHAT_MESSAGE_MAX_LENGTH = 500;

/** An organisation's member file (ADR 0029): its size, and the members one file may hold. */
export const MEMBER_CSV_MAX_BYTES = 2 * 1024 * 1024;
export const MEMBER_CSV_MAX_ROWS = 5_000;
