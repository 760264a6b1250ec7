/**
 * The one page a learner sees offline for anything not saved (ADR 0047): made by the service worker from the list of
 * courses saved in the learner's cache, with no script, in the site's stylesheet (precached).
 */
import type { Language } from '~/lib/language';
import { offline as en } from '~/messages/en/offline';
import { offline as tpi } from '~/messages/tpi/offline';
import type { Translation } from '~/messages/types';
import { kilobytesOf, type SavedCourse } from './rules';

// The worker has no page to ask its language of: both languages' few words are in it (ADR 0050).
const words: Record<Language, Translation<typeof en>> = { en, tpi };

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function offlinePageHtml(
  courses: readonly SavedCourse[],
  stylesheets: readonly string[],
  retry: string,
  language: Language,
): string {
  const t = words[language];
  const list =
    courses.length === 0
      ? `<p class="mt-4 text-slate-700">${escape(t.nothingSaved)}</p>`
      : `<p class="mt-2 text-slate-700">${escape(t.offlineText)}</p><ul class="mt-4 space-y-2" data-testid="saved-courses">${courses
          .map(
            (course) =>
              `<li><a class="font-semibold text-teal-800 underline" href="${escape(course.path)}">${escape(course.title)}</a> <span class="text-sm text-slate-600">(${kilobytesOf(course.bytes)} KB)</span></li>`,
          )
          .join('')}</ul>`;
  return `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(
    t.offlineTitle,
  )}</title>${stylesheets.map((href) => `<link rel="stylesheet" href="${escape(href)}">`).join('')}</head><body class="bg-white font-sans text-slate-900"><main class="mx-auto max-w-xl px-4 py-12" data-testid="offline-page"><h1 class="text-2xl font-bold">${escape(
    t.offlineTitle,
  )}</h1>${list}<p class="mt-6"><a class="underline" href="${escape(retry)}">${escape(t.tryAgain)}</a></p></main></body></html>`;
}
