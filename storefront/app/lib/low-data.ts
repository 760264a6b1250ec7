/** Where a low-data page's footer says its size: entry.server.tsx puts the measured figure there (ADR 0048). */
export const PAGE_SIZE_MARK = '__kundu_page_size__';
