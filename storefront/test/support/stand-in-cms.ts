/**
 * A stand-in for the CMS on loopback, for testing the storefront's loaders and actions without Strapi (docs/testing.md):
 * it answers what a test sets for a method and path, in the CMS's shapes, records every request it gets, and answers
 * 404 as Strapi does for anything not set. A test points the storefront at it (CMS_URL) before importing a route.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
};

/** An answer: a status and a JSON body, or `hang` (the connection is accepted and never answered). */
export type StandInAnswer = { status: number; body: unknown } | 'hang';

export async function startStandInCms() {
  const answers = new Map<string, (request: StandInRequest) => StandInAnswer>();
  const requests: StandInRequest[] = [];
  const server: Server = createServer((incoming, response) => {
    let text = '';
    incoming.on('data', (chunk: Buffer) => (text += chunk.toString()));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://cms');
      const request: StandInRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(request);
      const answer = answers.get(`${request.method} ${request.path}`)?.(request) ?? {
        status: 404,
        body: { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } },
      };
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Answers `method path` (e.g. `POST /api/account/login`) with `answer` from now on. */
    answer(route: string, answer: StandInAnswer | ((request: StandInRequest) => StandInAnswer)) {
      answers.set(route, typeof answer === 'function' ? answer : () => answer);
    },
    /** A refusal as the CMS words it: `{ error: { status, name, message } }`. */
    refusal: (status: number, message: string): StandInAnswer => ({
      status,
      body: { data: null, error: { status, name: status === 401 ? 'UnauthorizedError' : 'ApplicationError', message } },
    }),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type StandInCms = Awaited<ReturnType<typeof startStandInCms>>;
