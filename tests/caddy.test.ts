/**
 * deploy/Caddyfile, run by Caddy itself (Debian's `caddy` package; .ci/run installs it). Caddy checks the file as
 * production would load it, then serves it on loopback ports in front of two small servers standing in for the
 * storefront and the CMS, each answering with what reached it: which host goes where, that the admin host never
 * forwards the content API, HTTP/2 with HTTP/3 advertised, compression, and that the visitor's address the
 * storefront sees is the one Caddy saw, whatever the visitor wrote in X-Forwarded-For (the storefront trusts one
 * proxy, ADR 0019).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, get as httpGet, type Server } from 'node:http';
import { connect, type ClientHttp2Session } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { freePort } from '@kundu/cms/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const caddyfile = join(root, 'deploy', 'Caddyfile');
const CADDY = process.env.CADDY_PATH ?? 'caddy';

function caddyVersion(): string {
  const result = spawnSync(CADDY, ['version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new Error(
      `Caddy is needed to test deploy/Caddyfile and was not found (${CADDY}). Install it with ` +
        '`apt-get install caddy` (.ci/run does), or set CADDY_PATH.',
    );
  }
  return result.stdout.trim();
}

/** A home of its own for Caddy: its local certificate authority and state go there, not into the machine's. */
async function caddyHome() {
  const dir = await mkdtemp(join(tmpdir(), 'kundu-caddy-'));
  return { dir, env: { PATH: process.env.PATH ?? '', HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir } };
}

describe('deploy/Caddyfile', () => {
  it.each([
    ['the default hosts', {}],
    ['real domains', { SITE_DOMAIN: 'kundu.example.org', ADMIN_DOMAIN: 'admin.kundu.example.org' }],
  ])('is a valid Caddy configuration for %s', async (_, domains) => {
    caddyVersion();
    const home = await caddyHome();
    try {
      const result = spawnSync(CADDY, ['validate', '--config', caddyfile, '--adapter', 'caddyfile'], {
        encoding: 'utf8',
        env: { ...home.env, ...domains },
      });
      expect(result.status, result.stdout + result.stderr).toBe(0);
      expect(result.stdout + result.stderr).toContain('Valid configuration');
      // Caddy warns about a file `caddy fmt` would change; keep it formatted.
      expect(result.stderr).not.toContain('not formatted');
    } finally {
      await rm(home.dir, { recursive: true, force: true });
    }
  });
});

type Seen = { upstream: string; method: string; path: string; host: string; forwardedFor: string };

/** A server that answers every request with what reached it (and enough text to be worth compressing). */
function standIn(name: string, seen: Seen[]): Server {
  return createServer((req, res) => {
    const entry = {
      upstream: name,
      method: req.method ?? '',
      path: req.url ?? '',
      host: req.headers.host ?? '',
      forwardedFor: String(req.headers['x-forwarded-for'] ?? ''),
    };
    seen.push(entry);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ ...entry, padding: 'Kundu '.repeat(200) }));
  });
}

const listen = (server: Server, port: number) =>
  new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));

type Answer = { status: number; headers: Record<string, string>; body: string };

describe('Caddy serving deploy/Caddyfile', () => {
  const seen: Seen[] = [];
  const servers = { storefront: standIn('storefront', seen), cms: standIn('cms', seen) };
  let caddy: ChildProcess | undefined;
  let output = '';
  let home: Awaited<ReturnType<typeof caddyHome>>;
  let httpsPort: number;
  let httpPort: number;
  let ca: Buffer;
  const sessions = new Map<string, ClientHttp2Session>();

  beforeAll(async () => {
    caddyVersion();
    home = await caddyHome();
    const [storefrontPort, cmsPort] = [await freePort(), await freePort()];
    [httpsPort, httpPort] = [await freePort(), await freePort()];
    await Promise.all([listen(servers.storefront, storefrontPort), listen(servers.cms, cmsPort)]);

    // The committed file, with loopback addresses for the compose network's and ports free on this machine.
    const original = await readFile(caddyfile, 'utf8');
    const replace = (text: string, from: string, to: string) => {
      expect(text.split(from).length - 1, `${from} in deploy/Caddyfile`).toBe(1);
      return text.replace(from, to);
    };
    let text = replace(original, 'storefront:3000', `127.0.0.1:${storefrontPort}`);
    text = replace(text, 'cms:1337', `127.0.0.1:${cmsPort}`);
    text = replace(
      text,
      '{\n\tservers {',
      `{\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n\tadmin off\n\tskip_install_trust\n\tservers {`,
    );
    const config = join(home.dir, 'Caddyfile');
    await writeFile(config, text);

    caddy = spawn(CADDY, ['run', '--config', config, '--adapter', 'caddyfile'], { env: home.env });
    caddy.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    caddy.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Ready once its local authority exists and both hosts answer over TLS with certificates it issued.
    const rootCertificate = join(home.dir, 'caddy', 'pki', 'authorities', 'local', 'root.crt');
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (caddy.exitCode !== null) throw new Error(`Caddy exited:\n${output}`);
      try {
        ca = await readFile(rootCertificate);
        await get('localhost', '/');
        await get('admin.localhost', '/admin');
        break;
      } catch (error) {
        for (const session of sessions.values()) session.destroy();
        sessions.clear();
        if (Date.now() > deadline) throw new Error(`Caddy did not answer within 30 s (${String(error)}):\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    seen.length = 0;
  });

  afterAll(async () => {
    for (const session of sessions.values()) session.close();
    if (caddy && caddy.exitCode === null) {
      const exited = new Promise((resolve) => caddy!.once('exit', resolve));
      caddy.kill('SIGTERM');
      await exited;
    }
    await Promise.all(Object.values(servers).map((server) => new Promise((resolve) => server.close(resolve))));
    if (home) await rm(home.dir, { recursive: true, force: true });
  });

  /** A request over HTTP/2 and TLS, checked against Caddy's own certificate authority for the host. */
  function get(host: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
    let session = sessions.get(host);
    if (!session || session.closed) {
      session = connect(`https://127.0.0.1:${httpsPort}`, { ca, servername: host });
      // A failed connection fails its requests (below); the next request opens a new one.
      session.on('error', () => sessions.delete(host));
      sessions.set(host, session);
    }
    const request = session.request({ ':path': path, ':authority': `${host}:${httpsPort}`, ...headers });
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let status = 0;
      const received: Record<string, string> = {};
      request.on('response', (response) => {
        status = Number(response[':status']);
        for (const [name, value] of Object.entries(response)) if (!name.startsWith(':')) received[name] = String(value);
      });
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = received['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status, headers: received, body: body.toString() });
      });
      request.on('error', reject);
      request.end();
    });
  }

  const json = (answer: Answer) => JSON.parse(answer.body) as Seen;

  it('serves the storefront at the site host, every path (its /api facade too), over HTTP/2', async () => {
    for (const path of ['/', '/courses', '/api/courses?free=true', '/uploads/photo.png']) {
      const answer = await get('localhost', path);
      expect(answer.status, path).toBe(200);
      expect(json(answer)).toMatchObject({ upstream: 'storefront', path, host: `localhost:${httpsPort}` });
    }
  });

  it('advertises HTTP/3', async () => {
    expect((await get('localhost', '/')).headers['alt-svc']).toContain(`h3=":${httpsPort}"`);
  });

  it('serves the admin panel and the routes it calls at the admin host', async () => {
    const paths = [
      '/admin',
      '/admin/init',
      '/content-manager/init',
      '/content-type-builder/content-types',
      '/upload/files',
      '/uploads/course-cover.png',
      '/i18n/locales',
      '/users-permissions/roles',
      '/email/settings',
      // The CMS's own admin routes (cms/src/api/personal-data/admin-routes.ts): Learner support's data requests.
      '/kundu/personal-data/export',
    ];
    for (const path of paths) {
      const answer = await get('admin.localhost', path);
      expect(answer.status, path).toBe(200);
      expect(json(answer)).toMatchObject({ upstream: 'cms', path, host: `admin.localhost:${httpsPort}` });
    }
  });

  it('answers 404 for the content API on the admin host, without asking the CMS', async () => {
    const before = seen.length;
    for (const path of ['/api', '/api/courses', '/api/account/login', '/api/auth/local', '/robots.txt']) {
      const answer = await get('admin.localhost', path);
      expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: 404, body: 'Not Found' });
    }
    expect(seen.slice(before)).toEqual([]);
  });

  it("keeps the CMS's change notices to the storefront on the internal network (ADR 0031)", async () => {
    const before = seen.length;
    for (const path of ['/api/cms-events', '/API/CMS-EVENTS', '/api/cms-events/']) {
      const answer = await get('localhost', path, { ':method': 'POST' });
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 404,
        body: '{"message":"Not found"}',
      });
    }
    expect(seen.slice(before)).toEqual([]);
  });

  it('sends the admin host root to the admin panel', async () => {
    const answer = await get('admin.localhost', '/');
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/admin/');
  });

  it('compresses what arrives uncompressed', async () => {
    const answer = await get('localhost', '/courses', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(json(answer).path).toBe('/courses');
  });

  it("gives the storefront the visitor's address, not one the visitor wrote", async () => {
    const answer = await get('localhost', '/auth', { 'x-forwarded-for': '203.0.113.9' });
    expect(json(answer).forwardedFor).toBe('127.0.0.1');
  });

  it('redirects plain HTTP to HTTPS', async () => {
    const answer = await new Promise<{ status?: number; location?: string }>((resolve, reject) => {
      const request = httpGet({ host: '127.0.0.1', port: httpPort, path: '/courses', headers: { host: 'localhost' } });
      request.on('response', (response) => {
        response.resume();
        resolve({ status: response.statusCode, location: response.headers.location });
      });
      request.on('error', reject);
    });
    // (Which port the address names depends on Caddy's version; production's is 443, which none names.)
    expect(answer.status).toBe(308);
    expect(answer.location).toMatch(/^https:\/\/localhost(:\d+)?\/courses$/);
  });
});
