/**
 * Where a platform's CMS tells the storefront what editors changed (STOREFRONT_INTERNAL_URL, ADR 0031): a small
 * server that records each notice, as it arrived, for the tests that read them, and passes it on unchanged to the
 * platform's storefront and to any storefront a test asked to follow it, answering the CMS with the storefront's own
 * answer. Told to stop answering, it drops the connection, as a storefront that is down.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CMS_EVENT_SIGNATURE_HEADER, CMS_EVENTS_PATH } from '@kundu/cms-contract/cms-events';

export type Notice = { signature: string | null; body: string };

export async function startNoticeRelay() {
  const received: Notice[] = [];
  const storefronts = new Set<string>();
  let answering = true;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', async () => {
      if (!answering) return void request.socket.destroy();
      const signature = (request.headers[CMS_EVENT_SIGNATURE_HEADER] as string | undefined) ?? null;
      if (request.method === 'POST' && request.url === CMS_EVENTS_PATH) received.push({ signature, body });
      const answers = await Promise.all(
        [...storefronts].map((url) =>
          fetch(`${url}${request.url}`, {
            method: request.method,
            headers: {
              'content-type': request.headers['content-type'] ?? 'application/json',
              ...(signature ? { [CMS_EVENT_SIGNATURE_HEADER]: signature } : {}),
            },
            body: request.method === 'POST' ? body : undefined,
          }).then(
            async (answer) => ({ status: answer.status, text: await answer.text() }),
            () => ({ status: 502, text: '{"message":"The storefront is not running."}' }),
          ),
        ),
      );
      const [first] = answers;
      response.writeHead(first?.status ?? 200, { 'content-type': 'application/json' });
      response.end(first?.text ?? '{"message":"Dropped."}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** Passes every notice on to the storefront at `url` too (until `unfollow`). */
    follow: (url: string) => void storefronts.add(url),
    unfollow: (url: string) => void storefronts.delete(url),
    get answering() {
      return answering;
    },
    set answering(value: boolean) {
      answering = value;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type NoticeRelay = Awaited<ReturnType<typeof startNoticeRelay>>;
