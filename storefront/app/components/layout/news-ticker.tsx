/**
 * CYBER NEWS (spec 2.14): one random headline with its outlet's badge, changing every 8 seconds and refreshed from
 * /api/news/cyber every 5 minutes. Without JavaScript it shows the headline the server chose.
 */
import { useEffect, useState } from 'react';
import type { NewsItem } from '~/lib/cms/news.server';
import { useMessages } from '~/messages';
import { cn } from '../ui/cn';

const ROTATE_MS = 8_000;
const POLL_MS = 5 * 60_000;

/** Outlets with their own badge; any other outlet shows its name on grey. */
const OUTLET_BADGES: Record<string, string> = {
  CNN: 'bg-red-600 text-white font-black tracking-tight',
  BBC: 'bg-black text-white font-bold tracking-[0.2em]',
  'Fox News': 'bg-blue-900 text-white font-bold italic',
  Reuters: 'bg-orange-500 text-white font-semibold',
  'Wall Street Journal': 'bg-white text-black font-serif font-bold',
};

export function OutletBadge({ outlet }: { outlet: string }) {
  const known = OUTLET_BADGES[outlet];
  return (
    <span
      data-testid="outlet-badge"
      data-outlet-logo={known ? outlet : undefined}
      className={cn('shrink-0 rounded px-1.5 py-0.5 text-[11px] leading-none', known ?? 'bg-slate-500 text-white')}
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

function isNewsList(value: unknown): value is NewsItem[] {
  return (
    Array.isArray(value) && value.every((item) => typeof item?.title === 'string' && typeof item?.url === 'string')
  );
}

export function NewsTicker({ news, startIndex }: { news: NewsItem[] | null; startIndex: number }) {
  const t = useMessages();
  const [items, setItems] = useState(news);
  const [index, setIndex] = useState(startIndex);

  useEffect(() => {
    if (!items || items.length < 2) return;
    const timer = window.setInterval(() => setIndex((current) => randomOtherIndex(items.length, current)), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [items]);

  // A widget that polls (spec 7), not page data: a failed poll is ignored, or shows the empty text if nothing
  // was ever loaded, and never reaches the page's error boundary.
  useEffect(() => {
    let cancelled = false;
    const poll = async () => {
      try {
        const response = await fetch('/api/news/cyber', { headers: { accept: 'application/json' } });
        const body: unknown = response.ok ? await response.json() : null;
        if (!cancelled && isNewsList(body)) setItems(body);
        else if (!cancelled) setItems((current) => current ?? []);
      } catch {
        if (!cancelled) setItems((current) => current ?? []);
      }
    };
    if (news === null) void poll();
    const timer = window.setInterval(poll, POLL_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [news]);

  const item = items && items.length > 0 ? items[index % items.length] : undefined;

  return (
    <div className="bg-slate-950 text-slate-100" data-testid="news-ticker">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-1.5 text-xs sm:text-sm">
        <span className="shrink-0 rounded bg-red-600 px-2 py-0.5 text-[11px] font-bold tracking-wider text-white">
          {t.ticker.label}
        </span>
        <p className="min-w-0 flex-1 truncate" aria-live="off">
          {items === null ? (
            <span className="text-slate-300">{t.ticker.loading}</span>
          ) : !item ? (
            <span className="text-slate-300">{t.ticker.empty}</span>
          ) : (
            <a
              href={item.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex max-w-full items-center gap-2 hover:underline"
            >
              <OutletBadge outlet={item.source} />
              <span className="sr-only">{t.ticker.from(item.source)}</span>
              <span className="truncate">{item.title}</span>
              <span className="sr-only">{t.common.opensInNewTab}</span>
            </a>
          )}
        </p>
      </div>
    </div>
  );
}
