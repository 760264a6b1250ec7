/**
 * The CMS's change notices over PostgreSQL (ADR 0054): with several storefront processes, each listens on the
 * notices channel and applies every notice the CMS sends there, as if it had been posted to POST /api/cms-events
 * (ADR 0031). While the listening connection is down, notices are missed: when it is back, every kept answer and page
 * is dropped (the next request reads the CMS again), so nothing missed is served for longer than a reconnection.
 */
import pg from 'pg';
import { CMS_EVENTS_CHANNEL, readCmsEventNotification } from '@kundu/cms-contract/cms-events';

export type NoticesListener = {
  /** `listening` once the channel is listened on; `connecting` before, and while the connection is down. */
  state(): 'listening' | 'connecting';
  stop(): Promise<void>;
};

/** The wait before connecting again, doubled up to MAX_RETRY_MS while the database stays out of reach. */
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 15_000;
/** A connection that died without a word (a dropped route) is found out by a ping unanswered this long. */
const PING_MS = 15_000;

export function listenForCmsNotices({
  connectionString,
  receive,
  dropEverything,
  log = console.error,
}: {
  connectionString: string;
  /** Applies one notice (its body and signature), as the POST route does. */
  receive(body: string, signature: string | null): void;
  /** Empties the kept answers and pages: notices may have been missed. */
  dropEverything(): void;
  log?: (message: string) => void;
}): NoticesListener {
  let client: pg.Client | undefined;
  let listening = false;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;
  let ping: NodeJS.Timeout | undefined;
  let warned = false;

  const lost = (which: pg.Client, reason: string) => {
    if (client !== which) return;
    client = undefined;
    listening = false;
    clearInterval(ping);
    which.end().catch(() => undefined);
    if (stopped) return;
    if (!warned) log(`Listening for the CMS's change notices stopped (${reason}); connecting again.`);
    warned = true;
    retry = setTimeout(connect, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  async function connect(): Promise<void> {
    if (stopped) return;
    const next = new pg.Client({
      connectionString,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: 'kundu-storefront-notices',
    });
    client = next;
    next.on('notification', ({ channel, payload }) => {
      if (channel !== CMS_EVENTS_CHANNEL || !payload) return;
      const { body, signature } = readCmsEventNotification(payload);
      receive(body, signature);
    });
    next.on('error', (error) => lost(next, error.message));
    next.on('end', () => lost(next, 'the connection closed'));
    try {
      await next.connect();
      await next.query(`LISTEN ${CMS_EVENTS_CHANNEL}`);
    } catch (error) {
      lost(next, error instanceof Error ? error.message : String(error));
      return;
    }
    if (client !== next) return;
    // Whatever changed while nobody listened (or before this process first listened) is read again.
    dropEverything();
    listening = true;
    retryMs = FIRST_RETRY_MS;
    if (warned) log("Listening for the CMS's change notices again; kept answers and pages were dropped.");
    warned = false;
    // A ping still unanswered when the next is due means a connection that died without a word (a dropped route
    // waits for TCP's own timeout, minutes): it is given up and opened again.
    let answered = true;
    ping = setInterval(() => {
      if (!answered) {
        lost(next, 'the database did not answer a ping');
        return;
      }
      answered = false;
      next.query('SELECT 1').then(
        () => (answered = true),
        (error: Error) => lost(next, error.message),
      );
    }, PING_MS);
    ping.unref();
  }

  void connect();
  return {
    state: () => (listening ? 'listening' : 'connecting'),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(ping);
      const open = client;
      client = undefined;
      listening = false;
      await open?.end().catch(() => undefined);
    },
  };
}
