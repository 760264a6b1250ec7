/**
 * How test files, in their worker processes, reach their platform in Vitest's main process: a small HTTP server on
 * loopback. A file begins by asking for what it needs (the builds, the template, its platform), which also marks
 * where its platform's records start, so that what the CMS printed, the messages sent and the notices told are the
 * file's own; then it reads those records and sets its peers' behaviour (a slow SMTP server, a WhatsApp number that
 * fails, the model's answers, a storefront that does not answer).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OPENAI_MODES, type OpenAiMode } from '@kundu/cms/testing/openai';
import type { Platform, Run } from './platforms';

/** What a test file needs of the run: only the builds (it starts its own servers), or its worker's platform too. */
export type Needs = 'builds' | 'platform';

type Marks = { logs: number; mail: number; whatsapp: number; openai: number; notices: number };

function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      try {
        resolve(body ? (JSON.parse(body) as Record<string, unknown>) : {});
      } catch (error) {
        reject(error);
      }
    });
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startController(run: Run) {
  const marks = new Map<Platform, Marks>();
  /** Storefronts a file asked the relay to tell too: until the next file begins. */
  const followers = new Map<Platform, Set<string>>();
  const markOf = (platform: Platform): Marks =>
    marks.get(platform) ?? { logs: 0, mail: 0, whatsapp: 0, openai: 0, notices: 0 };

  /** The platform's peers as a new file finds them: records from here on, default behaviour. */
  function begin(platform: Platform) {
    const { smtp, whatsapp, openai, notices } = platform.peers;
    marks.set(platform, {
      logs: platform.cms()?.logs().length ?? 0,
      mail: smtp.received.length,
      whatsapp: whatsapp.received.length,
      openai: openai.received.length,
      notices: notices.received.length,
    });
    smtp.delayMs = 0;
    whatsapp.failing.clear();
    openai.mode = 'down';
    notices.answering = true;
    for (const url of followers.get(platform) ?? []) notices.unfollow(url);
    followers.delete(platform);
  }

  const routes: Array<
    [string, RegExp, (platform: Platform | undefined, body: Record<string, unknown>) => Promise<unknown>]
  > = [
    [
      'POST',
      /^\/begin\/(\d+)$/,
      async (platform, body) => {
        await run.builds();
        if ((body.needs as Needs) === 'builds') return {};
        await platform!.ready();
        begin(platform!);
        return {};
      },
    ],
    ['GET', /^\/template$/, async () => run.template()],
    // Strapi lets one address sign in as one administrator 5 times in 5 minutes: the platform signs in for its files.
    ['GET', /^\/(\d+)\/admin-token$/, async (platform) => platform!.adminToken()],
    ['GET', /^\/(\d+)\/logs$/, async (platform) => (platform!.cms()?.logs() ?? '').slice(markOf(platform!).logs)],
    ['GET', /^\/(\d+)\/mail$/, async (platform) => platform!.peers.smtp.received.slice(markOf(platform!).mail)],
    [
      'PUT',
      /^\/(\d+)\/mail$/,
      async (platform, body) => {
        platform!.peers.smtp.delayMs = Number(body.delayMs ?? 0);
        return {};
      },
    ],
    [
      'GET',
      /^\/(\d+)\/whatsapp$/,
      async (platform) => platform!.peers.whatsapp.received.slice(markOf(platform!).whatsapp),
    ],
    [
      'PUT',
      /^\/(\d+)\/whatsapp$/,
      async (platform, body) => {
        const failing = platform!.peers.whatsapp.failing;
        failing.clear();
        for (const number of (body.failing as string[] | undefined) ?? []) failing.add(number);
        return {};
      },
    ],
    ['GET', /^\/(\d+)\/openai$/, async (platform) => platform!.peers.openai.received.slice(markOf(platform!).openai)],
    [
      'PUT',
      /^\/(\d+)\/openai$/,
      async (platform, body) => {
        const mode = body.mode as OpenAiMode;
        if (!OPENAI_MODES.includes(mode)) throw new Error(`No such mode: ${String(mode)}`);
        platform!.peers.openai.mode = mode;
        return {};
      },
    ],
    [
      'GET',
      /^\/(\d+)\/notices$/,
      async (platform) => platform!.peers.notices.received.slice(markOf(platform!).notices),
    ],
    [
      'DELETE',
      /^\/(\d+)\/notices$/,
      async (platform) => {
        marks.set(platform!, { ...markOf(platform!), notices: platform!.peers.notices.received.length });
        return {};
      },
    ],
    [
      'PUT',
      /^\/(\d+)\/notices$/,
      async (platform, body) => {
        const { notices } = platform!.peers;
        if (typeof body.answering === 'boolean') notices.answering = body.answering;
        if (typeof body.follow === 'string') {
          notices.follow(body.follow);
          followers.set(platform!, new Set([...(followers.get(platform!) ?? []), body.follow]));
        }
        if (typeof body.unfollow === 'string') notices.unfollow(body.unfollow);
        return {};
      },
    ],
  ];

  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://controller').pathname;
    const route = routes.find(([method, pattern]) => method === request.method && pattern.test(path));
    if (!route) return send(response, 404, { error: `No route ${request.method} ${path}` });
    const id = route[1].exec(path)?.[1];
    try {
      const body = await readJson(request);
      send(response, 200, await route[2](id ? run.platform(Number(id)) : undefined, body));
    } catch (error) {
      send(response, 500, { error: error instanceof Error ? error.message : String(error) });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
