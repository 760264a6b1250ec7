import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_ALERTS_PER_REPORT, MAX_VIEWS_PER_ALERT, type AlertViews } from '@kundu/cms-contract/alert-views';
import { createAlertViewCounter, isShownToVisitor, REPORT_INTERVAL_MS } from './alert-view-counter.server';

const PHONE =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

/** A CMS stand-in that records each report, and fails while told to. */
function reports() {
  const sent: AlertViews[][] = [];
  let failing = false;
  return {
    sent,
    fail: (value: boolean) => (failing = value),
    report: async (views: AlertViews[]) => {
      if (failing) throw new Error('CMS request POST awareness-alerts/views failed: connect ECONNREFUSED');
      sent.push(views);
    },
    total: () => {
      const totals: Record<string, number> = {};
      for (const view of sent.flat()) totals[view.documentId] = (totals[view.documentId] ?? 0) + view.count;
      return totals;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the alert view counter', () => {
  it('sends nothing per view: one report a minute with every view counted since the last', async () => {
    const cms = reports();
    const counter = createAlertViewCounter({ report: cms.report, onReportFailed: () => {} });
    for (let page = 0; page < 500; page += 1) counter.count(['alert-a', 'alert-b']);
    counter.count(['alert-c']);
    expect(cms.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(REPORT_INTERVAL_MS - 1);
    expect(cms.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(cms.sent).toEqual([
      [
        { documentId: 'alert-a', count: 500 },
        { documentId: 'alert-b', count: 500 },
        { documentId: 'alert-c', count: 1 },
      ],
    ]);
    expect(counter.pending()).toEqual([]);
  });

  it('reports at most once a minute however busy, and not at all while nobody looks', async () => {
    const cms = reports();
    const counter = createAlertViewCounter({ report: cms.report, onReportFailed: () => {} });
    for (let second = 0; second < 180; second += 1) {
      counter.count(['alert-a']);
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(cms.sent).toHaveLength(3);
    expect(cms.total()).toEqual({ 'alert-a': 180 });
    await vi.advanceTimersByTimeAsync(10 * REPORT_INTERVAL_MS);
    expect(cms.sent).toHaveLength(3);
  });

  it('keeps the views of a failed report for the next one, with the views counted meanwhile', async () => {
    const cms = reports();
    const failures: unknown[] = [];
    const counter = createAlertViewCounter({ report: cms.report, onReportFailed: (error) => failures.push(error) });
    cms.fail(true);
    counter.count(['alert-a', 'alert-b']);
    await vi.advanceTimersByTimeAsync(REPORT_INTERVAL_MS);
    expect(failures).toHaveLength(1);
    expect(counter.pending()).toEqual([
      { documentId: 'alert-a', count: 1 },
      { documentId: 'alert-b', count: 1 },
    ]);
    // The next try comes a minute later, not at once.
    counter.count(['alert-a']);
    await vi.advanceTimersByTimeAsync(REPORT_INTERVAL_MS - 1);
    expect(failures).toHaveLength(1);
    cms.fail(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(cms.total()).toEqual({ 'alert-a': 2, 'alert-b': 1 });
    expect(counter.pending()).toEqual([]);
  });

  it('counts views that arrive while a report is under way in the next report, never twice', async () => {
    let release: () => void = () => {};
    const sent: AlertViews[][] = [];
    const counter = createAlertViewCounter({
      report: async (views) => {
        sent.push(views);
        if (sent.length === 1) await new Promise<void>((resolve) => (release = resolve));
      },
      onReportFailed: () => {},
    });
    counter.count(['alert-a']);
    await vi.advanceTimersByTimeAsync(REPORT_INTERVAL_MS);
    expect(sent).toHaveLength(1);
    counter.count(['alert-a', 'alert-a']);
    // A shutdown during the report waits for it, then sends what came since.
    const stopping = counter.flush();
    release();
    await stopping;
    expect(sent).toEqual([[{ documentId: 'alert-a', count: 1 }], [{ documentId: 'alert-a', count: 2 }]]);
  });

  it('sends what is left when the server stops, without waiting for the minute', async () => {
    const cms = reports();
    const counter = createAlertViewCounter({ report: cms.report, onReportFailed: () => {} });
    counter.count(['alert-a']);
    await counter.flush();
    expect(cms.total()).toEqual({ 'alert-a': 1 });
    await counter.flush();
    expect(cms.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(REPORT_INTERVAL_MS);
    expect(cms.sent).toHaveLength(1);
  });

  it('splits a long report into reports the CMS accepts', async () => {
    const cms = reports();
    const counter = createAlertViewCounter({ report: cms.report, onReportFailed: () => {} });
    counter.count(Array.from({ length: MAX_ALERTS_PER_REPORT * 2 + 5 }, (_, index) => `alert-${index}`));
    await counter.flush();
    expect(cms.sent.map((report) => report.length)).toEqual([MAX_ALERTS_PER_REPORT, MAX_ALERTS_PER_REPORT, 5]);
  });

  it('keeps only the reports not sent when one of several fails', async () => {
    let calls = 0;
    const sent: AlertViews[][] = [];
    const counter = createAlertViewCounter({
      report: async (views) => {
        calls += 1;
        if (calls === 2) throw new Error('CMS answered 503');
        sent.push(views);
      },
      onReportFailed: () => {},
    });
    counter.count(Array.from({ length: MAX_ALERTS_PER_REPORT + 10 }, (_, index) => `alert-${index}`));
    await counter.flush();
    expect(sent).toHaveLength(1);
    expect(counter.pending()).toHaveLength(10);
    await counter.flush();
    expect(sent.flat()).toHaveLength(MAX_ALERTS_PER_REPORT + 10);
  });

  it('holds a bounded amount while the CMS is away: a count per alert, for a limited number of alerts', async () => {
    const cms = reports();
    cms.fail(true);
    const counter = createAlertViewCounter({ report: cms.report, onReportFailed: () => {}, maxPendingAlerts: 3 });
    for (let page = 0; page < MAX_VIEWS_PER_ALERT + 50; page += 1) counter.count(['alert-a']);
    counter.count(['alert-b', 'alert-c', 'alert-d', 'alert-e']);
    await vi.advanceTimersByTimeAsync(5 * REPORT_INTERVAL_MS);
    expect(counter.pending()).toEqual([
      { documentId: 'alert-a', count: MAX_VIEWS_PER_ALERT },
      { documentId: 'alert-b', count: 1 },
      { documentId: 'alert-c', count: 1 },
    ]);
    cms.fail(false);
    await counter.flush();
    expect(cms.total()).toEqual({ 'alert-a': MAX_VIEWS_PER_ALERT, 'alert-b': 1, 'alert-c': 1 });
  });
});

describe('which page requests count as views', () => {
  const request = (headers: Record<string, string>, method = 'GET') =>
    new Request('http://127.0.0.1/cyber-awareness', { method, headers });

  it('counts a person loading or opening the page in a browser', () => {
    expect(isShownToVisitor(request({ 'user-agent': PHONE }))).toBe(true);
    expect(
      isShownToVisitor(
        request({ 'user-agent': 'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en)' }),
      ),
    ).toBe(true);
  });

  it('does not count crawlers, scripts, headless browsers, clients without a user agent, prefetches or HEAD', () => {
    for (const userAgent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0 A',
      'curl/8.5.0',
      'node',
      'python-requests/2.31.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    ]) {
      expect(isShownToVisitor(request({ 'user-agent': userAgent })), userAgent).toBe(false);
    }
    expect(isShownToVisitor(request({}))).toBe(false);
    expect(isShownToVisitor(request({ 'user-agent': PHONE, 'sec-purpose': 'prefetch' }))).toBe(false);
    expect(isShownToVisitor(request({ 'user-agent': PHONE, purpose: 'prefetch' }))).toBe(false);
    expect(isShownToVisitor(request({ 'user-agent': PHONE }, 'HEAD'))).toBe(false);
  });
});
