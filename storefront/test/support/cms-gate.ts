/**
 * A gate between a storefront and a real CMS, for tests of what learners see while the CMS is away without stopping
 * a CMS other files share: it passes every request on while `open`, and otherwise fails them as an outage does:
 * `refusing` (nothing listens: connections are refused, as while the CMS restarts), `hanging` (connections are
 * accepted and never answered, as by a CMS that is frozen or far too slow), or `failing` (a 503 from the proxy in
 * front of the CMS, as Caddy answers while its upstream is down).
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type GateState = 'open' | 'refusing' | 'hanging' | 'failing';

export async function startCmsGate(cmsUrl: string) {
  const target = new URL(cmsUrl);
  let state: GateState = 'open';
  const sockets = new Set<Socket>();

  const pass = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const forwarded = request(
      {
        hostname: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  };

  const server: Server = createServer((incoming, outgoing) => {
    if (state === 'hanging') return;
    if (state === 'failing') {
      outgoing.writeHead(503, { 'content-type': 'text/html' });
      outgoing.end('<html><body>503 Service Unavailable</body></html>');
      return;
    }
    pass(incoming, outgoing);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const close = async () => {
    for (const socket of sockets) socket.destroy();
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  };

  return {
    url: `http://127.0.0.1:${port}`,
    get state() {
      return state;
    },
    /** Fails every request from now on as `next` says, or passes them on again (`open`). */
    async set(next: GateState) {
      const wasRefusing = state === 'refusing';
      state = next;
      // Kept-alive connections belong to the CMS that was: an outage cuts them.
      for (const socket of sockets) socket.destroy();
      if (next === 'refusing') await close();
      else if (wasRefusing) await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    close,
  };
}

export type CmsGate = Awaited<ReturnType<typeof startCmsGate>>;
