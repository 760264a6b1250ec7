/**
 * Requests built to hurt (issue "Hardening", parts 6 and 9), each answered with a 4xx in words: bodies over the cap
 * however they are sent, long values that are not echoed back, a connection that stays usable after an early 413,
 * broken multipart forms, an empty document id, disguised redirects, and methods no route takes. Against the
 * worker's shared platform: every form and body is sent from a network address of its own (X-Forwarded-For), so
 * that what it counts against the limits meets no other test's.
 */
import { request as httpRequest, Agent } from 'node:http';
import { describe, expect, it } from 'vitest';
import { testPlatform } from '@kundu/test-platform';
import { newAddress } from './support/accounts-stack';
import { registerLearner, Visitor } from './support/visitor';

const base = testPlatform().storefront.url;

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; text: string };

/** One request over node:http, the body written in chunks (no Content-Length: chunked transfer encoding). */
function chunked(path: string, headers: Record<string, string>, chunks: Buffer[], agent?: Agent): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // The path is sent as written (new URL() would resolve its dot segments first).
    const { hostname, port } = new URL(base);
    const options = {
      hostname,
      port,
      path,
      method: 'POST',
      headers: { origin: base, 'x-forwarded-for': newAddress(), ...headers },
      agent,
    };
    const sent = httpRequest(options, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    // The server may answer and close before the whole body is written: that is the point.
    sent.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    (async () => {
      for (const chunk of chunks) {
        if (sent.destroyed) return;
        sent.write(chunk);
        await new Promise((next) => setImmediate(next));
      }
      sent.end();
    })().catch(reject);
  });
}

const megabyteOf = (text: string) =>
  Array.from({ length: 16 }, () => Buffer.from(text.repeat((64 * 1024) / text.length)));

describe('request bodies', () => {
  it('refuses 1 MB of JSON sent chunked with a 413 in words, before it is parsed', async () => {
    const body = [Buffer.from('{"email":"mary@example.org","password":"'), ...megabyteOf('x'), Buffer.from('"}')];
    const answer = await chunked('/api/login', { 'content-type': 'application/json' }, body);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({ message: 'This request is too large.' });
  });

  it('refuses a 10 MB sign-in form, declared or chunked, and never echoes a long value back', async () => {
    const declared = await fetch(`${base}/auth`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': newAddress() },
      body: `intent=login&email=${'a'.repeat(10 * 1024 * 1024)}&password=secret1`,
    });
    expect(declared.status).toBe(413);
    expect(await declared.text()).toBe('This request is too large.');
    const streamed = await chunked('/auth', { 'content-type': 'application/x-www-form-urlencoded' }, [
      Buffer.from('intent=register&firstName='),
      ...megabyteOf('b'),
    ]);
    expect(streamed.status).toBe(413);

    // Under the cap, a value no field could hold is not sent back into the page.
    const long = 'c'.repeat(40_000);
    const page = await fetch(`${base}/auth`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': newAddress() },
      body: new URLSearchParams({ intent: 'register', firstName: long, email: 'mary@example.org' }),
    });
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).not.toContain('c'.repeat(300));
    expect(html).toContain('mary@example.org');
    expect(html.length).toBeLessThan(200_000);
  });

  it('does not lend the upload cap to another route through dot segments in the path', async () => {
    for (const path of ['/api/storage/../../auth', '/api/storage/%2e%2e/%2e%2e/auth']) {
      const answer = await chunked(path, { 'content-type': 'application/x-www-form-urlencoded' }, [
        Buffer.from('intent=login&email='),
        ...megabyteOf('d'),
      ]);
      expect(answer.status, path).toBe(413);
    }
  });

  it('keeps answering on a keep-alive connection after refusing a body early', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // A form far over the cap, declared and then sent whole, as a browser sends it.
      const refused = await chunked(
        '/api/login',
        { 'content-type': 'application/json', 'content-length': String(5 * 1024 * 1024) },
        megabyteOf('x').concat(megabyteOf('x'), megabyteOf('x'), megabyteOf('x'), megabyteOf('x')),
        agent,
      );
      expect(refused.status).toBe(413);
      const started = performance.now();
      const next = await new Promise<number>((resolve, reject) => {
        httpRequest(new URL('/api/courses', base), { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        })
          .on('error', reject)
          .end();
      });
      expect(next).toBe(200);
      expect(performance.now() - started).toBeLessThan(2_000);
    } finally {
      agent.destroy();
    }
  });
});

describe('forms built to break', () => {
  const boundary = '----kundu-test-boundary';
  const multipart = (parts: string, close = true) =>
    Buffer.from(`${parts}${close ? `--${boundary}--\r\n` : ''}`, 'latin1');
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const file = (filename: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n`;

  async function sendForm(visitor: Visitor, body: Buffer) {
    return visitor.call('/profile?intent=upload-document', {
      method: 'POST',
      body: new Uint8Array(body),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  }

  it('answers a broken upload form with the upload failure, never a 500', async () => {
    const { visitor } = await registerLearner(base);
    const cases = {
      'a text field over 1 KB': multipart(field('documentKind', 'x'.repeat(5_000)) + file('letter.pdf')),
      'a filename with a line break': multipart(file('letter\r\nX-Evil: 1.pdf')),
      'a body cut off mid-file': multipart(file('letter.pdf').slice(0, -10), false),
      'a body that is not multipart at all': Buffer.from('just some text'),
    };
    for (const [what, body] of Object.entries(cases)) {
      const answer = await sendForm(visitor, body);
      expect(answer.status, what).toBeGreaterThanOrEqual(400);
      expect(answer.status, what).toBeLessThan(500);
      expect(answer.text, what).not.toMatch(/\n\s+at /);
    }
    const profile = await visitor.call('/profile');
    expect(profile.text).not.toContain('letter');
  });

  it('shows a file name sent with control characters as plain words', async () => {
    const { visitor } = await registerLearner(base);
    const form = new FormData();
    form.append(
      'file',
      new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }),
      'letter\tfrom\u0007church.pdf',
    );
    const sent = await visitor.call('/profile?intent=upload-document', { method: 'POST', body: form });
    expect(sent.status).toBe(200);
    expect((await visitor.call('/profile')).text).toContain('letter from church.pdf');
  });

  it('answers removing a document with an empty or made-up id as not found', async () => {
    const { visitor } = await registerLearner(base);
    for (const documentId of ['', '../../admin', 'x'.repeat(500)]) {
      const answer = await visitor.call('/profile', {
        body: new URLSearchParams({ intent: 'delete-document', documentId }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(answer.status).toBe(404);
      expect(answer.text).toContain('That document was not found.');
    }
  });

  it('never sends a learner to another site after signing in, however the address is disguised', async () => {
    const { details } = await registerLearner(base);
    for (const target of ['/\t/evil.example', '/\r\n/evil.example', '/\\evil.example', '/caf\u00e9', '/日本']) {
      const signIn = await new Visitor(base).call('/auth', {
        body: new URLSearchParams({
          intent: 'login',
          email: details.email,
          password: details.password,
          redirect: target,
        }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(signIn.status, JSON.stringify(target)).toBe(302);
      expect(signIn.headers.get('location')).toBe('/');
    }
  });
});

describe('paths and methods no route takes', () => {
  it('answers an /api path no route has with a 404 in JSON, whatever the method, never a page', async () => {
    const visitor = new Visitor(base);
    for (const [method, path] of [
      ['GET', '/api/no-such-thing'],
      ['GET', '/api/courses/abcdefghijklmnopqrstuvwx/lessons'],
      ['POST', '/api/user/password'],
      ['PUT', '/api/no-such-thing'],
      ['DELETE', '/api/user/profile/photo'],
      ['PATCH', '/api/'],
    ] as const) {
      const answer = await visitor.call(path, { method, ...(method === 'GET' ? {} : { json: {} }) });
      expect({ method, path, status: answer.status }).toEqual({ method, path, status: 404 });
      expect(answer.headers.get('content-type'), path).toContain('application/json');
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
      expect(answer.body, path).toEqual({ message: 'Not found' });
    }
  });

  it('answers TRACE and friends with a 405 in JSON', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL']) {
      const answer = await new Promise<RawAnswer>((resolve, reject) => {
        const sent = httpRequest(new URL('/api/courses', base), { method, headers: { origin: base } }, (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
        });
        sent.on('error', reject);
        sent.end();
      });
      expect(answer.status, method).toBeGreaterThanOrEqual(400);
      expect(answer.status, method).toBeLessThan(500);
      if (method !== 'CONNECT')
        expect(JSON.parse(answer.text)).toEqual({ message: `The ${method} method is not allowed.` });
    }
  });
});
