/**
 * CYBER NEWS (spec 2.14): one random headline with its outlet's badge, changing every 8 seconds and refreshed from
 * /api/news/cyber every 5 minutes while the page is in view. Without JavaScript it shows the headline the server
 * chose. The headline wraps after the label, up to three lines on a phone and two on wider screens, in a box whose
 * height is reserved, so the page never moves when the headline changes. It holds still while the visitor points
 * at or focuses the ticker, so it can be read and tapped (WCAG 2.2.2). It changes without an animation: nothing
 * moves for visitors who asked for less motion, and no bytes are spent on one (the landing page's budget, ADR 0009).
 */
import { useEffect, useState } from 'react';
import type { NewsItem } from '~/lib/cms/news.server';
import { useMessages } from '~/messages';
import { cn } from '../ui/cn';
import { isText, listOf, objectOf, readJson, type Shape } from '~/lib/json-shape';
import { useVisibleInterval } from '~/lib/use-visible-interval';

const ROTATE_MS = 8_000;
const POLL_MS = 5 * 60_000;

/** Outlets with their own badge; any other outlet shows its name on grey. */
const OUTLET_BADGES: Record<string, string> = {
  CNN: 'bg-red-600 text-white font-black tracking-tight',
  BBC: 'bg-black text-white font-bold tracking-[0.2em]',
  'Fox News': 'bg-blue-900 text-white font-bold italic',
  Reuters: 'bg-orange-700 text-white font-semibold',
  'Wall Street Journal': 'bg-white text-black font-serif font-bold',
};

export function OutletBadge({ outlet }: { outlet: string }) {
  const known = OUTLET_BADGES[outlet];
  return (
    <span
      data-testid="outlet-badge"
      data-outlet-logo={known ? outlet : undefined}
      className={cn(
        'inline-block rounded px-1.5 py-0.5 align-[1px] text-[11px] leading-none',
        known ?? 'bg-slate-500 text-white',
      )}
    >
      {outlet === 'Wall Street Journal' ? 'WSJ' : outlet}
    </span>
  );
}

function randomOtherIndex(length: number, current: number): number {
  if (length < 2) return 0;
  const next = Math.floor(Math.random() * (length - 1));
  return next >= current ? next + 1 : next;
}

const isNewsList: Shape<NewsItem[]> = listOf(objectOf({ title: isText, url: isText, source: isText }));

export function NewsTicker({ news, startIndex }: { news: NewsItem[] | null; startIndex: number }) {
  const t = useMessages();
  const [items, setItems] = useState(news);
  const [index, setIndex] = useState(startIndex);
  const [pointedAt, setPointedAt] = useState(false);
  const [focused, setFocused] = useState(false);
  const holding = pointedAt || focused;

  useEffect(() => {
    if (!items || items.length < 2 || holding) return;
    const timer = window.setInterval(() => setIndex((current) => randomOtherIndex(items.length, current)), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [items, holding]);

  // A widget that polls (spec 7), not page data: a failed poll is ignored, or shows the empty text if nothing
  // was ever loaded, and never reaches the page's error boundary. A page out of view does not poll: no data is
  // spent on a tab nobody looks at.
  const poll = async () => {
    try {
      // `no-cache`: the browser may keep the answer (max-age, stale-while-revalidate); a poll asks afresh.
      const response = await fetch('/api/news/cyber', { headers: { accept: 'application/json' }, cache: 'no-cache' });
      const body = response.ok ? await readJson(response, isNewsList) : null;
      setItems((current) => body ?? current ?? []);
    } catch {
      setItems((current) => current ?? []);
    }
  };
  useEffect(() => {
    // No headlines came with the page (the CMS did not answer): asked for at once.
    if (news === null) void poll();
  }, [news]);
  useVisibleInterval(poll, POLL_MS);

  const item = items && items.length > 0 ? items[index % items.length] : undefined;

  return (
    <div
      className="bg-slate-950 text-slate-100"
      data-testid="news-ticker"
      onPointerEnter={() => setPointedAt(true)}
      onPointerLeave={() => setPointedAt(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <div className="mx-auto flex min-h-14 max-w-6xl items-center px-3 py-1 text-xs leading-4 sm:min-h-13 sm:px-4 sm:py-1.5 sm:text-sm sm:leading-5">
        <p className="line-clamp-3 min-w-0 break-words sm:line-clamp-2" aria-live="off">
          <span className="mr-1 inline-block rounded bg-red-600 px-2 align-[1px] text-[11px] leading-4 font-bold tracking-wider text-white">
            {t.ticker.label}
          </span>{' '}
          {items === null ? (
            <span className="text-slate-300">{t.ticker.loading}</span>
          ) : !item ? (
            <span className="text-slate-300">{t.ticker.empty}</span>
          ) : (
            <a href={item.url} target="_blank" rel="noopener noreferrer" className="hover:underline">
              <OutletBadge outlet={item.source} />
              <span className="sr-only">{t.ticker.from(item.source)}</span> {item.title}
              <span className="sr-only"> {t.common.opensInNewTab}</span>
            </a>
          )}
        </p>
      </div>
    </div>
  );
}
