/**
 * A download's Content-Disposition, for the CMS and the storefront alike (`content-disposition`): the file's name as
 * people recognise it, with the characters that mean something in a header or a file system taken out, and an ASCII
 * name beside the full one (UTF-8, `filename*`) for any browser that reads only `filename`.
 */
import contentDisposition from 'content-disposition';

export function disposition(name: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const fallbackName = type === 'attachment' ? 'file' : 'document';
  const cleaned =
    name
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 150) || fallbackName;
  const ascii =
    cleaned
      .replace(/[^\x20-\x7E]+/g, '')
      .replace(/\s+/g, ' ')
      .trim() || fallbackName;
  return contentDisposition(cleaned, { type, fallback: ascii });
}
