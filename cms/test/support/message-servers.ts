/**
 * Real protocol peers on loopback for tests: an SMTP server that keeps what it receives, and an HTTP server shaped
 * like the WhatsApp Business Cloud API (POST /{phone-number-id}/messages with a bearer token).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './test-strapi';

export type ReceivedEmail = { to: string; subject: string; text: string };

/** An SMTP server on loopback that keeps what it receives; `delayMs` makes it slow to accept each message. */
export async function startSmtpServer() {
  const received: ReceivedEmail[] = [];
  const control = { delayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(',');
          received.push({ to, subject: mail.subject ?? '', text: mail.text ?? '' });
          setTimeout(callback, control.delayMs);
        })
        .catch(callback);
    },
  });
  // A sender that goes away mid-message (a CMS stopped while it sends) is not the test's failure.
  server.on('error', () => undefined);
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get delayMs() {
      return control.delayMs;
    },
    set delayMs(value: number) {
      control.delayMs = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WhatsAppRequest = { path: string; authorization: string | undefined; body: Record<string, unknown> };

export async function startWhatsAppServer() {
  const received: WhatsAppRequest[] = [];
  const failing = new Set<string>();
  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => resolve(body));
    });
  const server: Server = createServer(async (request, response) => {
    const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
    received.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
    if (failing.has(String(body.to))) {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'Service temporarily unavailable', code: 2 } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ messaging_product: 'whatsapp', messages: [{ id: `wamid.${received.length}` }] }));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    received,
    /** Recipients (as sent, e.g. "67571234567") the API answers with a server error, as Meta's does when down. */
    failing,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits for something that arrives asynchronously (a message a server received, an import's progress). */
export async function eventually<T>(
  read: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('Nothing arrived in time');
}
