/**
 * There is no Docker engine on the development and CI machines, so docker-compose.yml is checked by reading it:
 * every build path exists, every Dockerfile is multi-stage and copies files that exist, the long-running services
 * have health checks and named volumes, images are pinned, only the proxy publishes ports, the proxy's Caddyfile
 * exists and serves both hosts, and every environment variable a service is given is one its code reads.
 * (tests/caddy.test.ts runs Caddy itself on the Caddyfile.)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';

const root = fileURLToPath(new URL('..', import.meta.url));

const service = z.object({
  image: z.string().optional(),
  build: z.object({ context: z.string(), dockerfile: z.string() }).optional(),
  environment: z.record(z.string(), z.string()).optional(),
  volumes: z.array(z.string()).optional(),
  ports: z.array(z.string()).optional(),
  healthcheck: z.object({ test: z.array(z.string()) }).optional(),
  depends_on: z.record(z.string(), z.object({ condition: z.string() })).optional(),
  deploy: z.object({ replicas: z.string() }).optional(),
  command: z.array(z.string()).optional(),
});
const compose = z
  .object({ services: z.record(z.string(), service), volumes: z.record(z.string(), z.null()) })
  .parse(parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')));

/** The files whose code reads each service's environment. */
const ENV_READERS: Record<string, string[]> = {
  cms: ['cms/src/env.ts'],
  storefront: ['storefront/app/env.server.ts', 'storefront/server.mjs'],
  seed: ['seed/src/env.ts'],
  cron: ['cron/src/env.ts'],
  setup: ['cms/src/env.ts', 'cms/scripts/first-admin.mjs'],
  migrate: ['cms/src/env.ts'],
};

/** Bind mounts start with a path; everything else is a named volume. */
const isBindMount = (volume: string) => /^[./]/.test(volume);

describe('docker-compose.yml', () => {
  it('runs postgres, the CMS, the storefront, the seed and the proxy in front', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'cms',
      'cron',
      'migrate',
      'postgres',
      'proxy',
      'seed',
      'setup',
      'storefront',
    ]);
  });

  it('pins the PostgreSQL image to a 15.x tag', () => {
    expect(compose.services.postgres?.image).toMatch(/^postgres:15\.\d+/);
  });

  it('pins the proxy to an exact Caddy release', () => {
    expect(compose.services.proxy?.image).toMatch(/^caddy:2\.\d+\.\d+(-alpine)?$/);
  });

  it.each(['postgres', 'cms', 'storefront', 'cron', 'proxy'])('gives %s a health check', (name) => {
    expect(compose.services[name]?.healthcheck?.test.length).toBeGreaterThan(1);
  });

  it('keeps data in named volumes', () => {
    const named = Object.keys(compose.volumes);
    expect(named.sort()).toEqual([
      'caddy-config',
      'caddy-data',
      'cms-deletion-log',
      'cms-uploads',
      'postgres-data',
      'storefront-uploads',
    ]);
    const mounted = Object.values(compose.services)
      .flatMap((entry) => entry.volumes ?? [])
      .filter((volume) => !isBindMount(volume))
      .map((volume) => volume.split(':')[0]);
    expect([...new Set(mounted)].sort()).toEqual(named.sort());
  });

  it('creates the first administrator from settings in a one-off setup service, with the CMS image', () => {
    const setup = compose.services.setup!;
    expect(setup.build).toEqual(compose.services.cms!.build);
    expect(setup.depends_on?.cms?.condition).toBe('service_healthy');
    expect(setup.environment).toEqual(compose.services.cms!.environment);
    expect(compose.services.cms!.environment!.ADMIN_EMAIL).toMatch(/^\$\{ADMIN_EMAIL:\?/);
    const raw = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as {
      services: { setup: { command: string[]; secrets: string[] } };
      secrets: Record<string, { file: string }>;
    };
    expect(raw.services.setup.command).toEqual(['node', 'scripts/first-admin.mjs']);
    expect(existsSync(join(root, 'cms', raw.services.setup.command[1]!))).toBe(true);
    expect(raw.services.setup.secrets).toEqual(['admin_password']);
    expect(raw.secrets.admin_password?.file).toBe('./secrets/admin_password');
  });

  it('brings the schema up to date in one one-off process before any CMS process starts (ADR 0054)', () => {
    const migrate = compose.services.migrate!;
    expect(migrate.build).toEqual(compose.services.cms!.build);
    expect(migrate.environment).toEqual(compose.services.cms!.environment);
    expect(migrate.command).toEqual(['node', 'scripts/migrate.mjs']);
    expect(existsSync(join(root, 'cms', 'scripts', 'migrate.mjs'))).toBe(true);
    expect(migrate.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(compose.services.cms?.depends_on?.migrate?.condition).toBe('service_completed_successfully');
  });

  it('scales the CMS and the storefront by CMS_REPLICAS and STOREFRONT_REPLICAS, and tells each process the count', () => {
    expect(compose.services.cms?.deploy?.replicas).toBe('${CMS_REPLICAS:-1}');
    expect(compose.services.storefront?.deploy?.replicas).toBe('${STOREFRONT_REPLICAS:-1}');
    expect(compose.services.cms?.environment?.CMS_REPLICAS).toBe('${CMS_REPLICAS:-1}');
    expect(compose.services.storefront?.environment?.STOREFRONT_REPLICAS).toBe('${STOREFRONT_REPLICAS:-1}');
    // Notices travel on the database to every storefront, never to one address (ADR 0054).
    expect(compose.services.cms?.environment?.STOREFRONT_INTERNAL_URL).toBe('off');
    // As a role that may log in and nothing else, never with the CMS's key to the database (ADR 0054).
    const notices = compose.services.storefront!.environment!.CMS_EVENTS_DATABASE_URL!;
    expect(notices).toBe('postgres://kundu_notices:${NOTICES_DATABASE_PASSWORD}@postgres:5432/kundu');
    expect(notices).not.toContain('POSTGRES_PASSWORD');
    expect(compose.services.cms?.environment?.NOTICES_DATABASE_PASSWORD).toMatch(/^\$\{NOTICES_DATABASE_PASSWORD:\?/);
    expect(compose.services.migrate?.volumes).toEqual(['cms-deletion-log:/app/cms/deletion-log']);
  });

  it('hands Caddy every replica by its container name, from the replica counts', () => {
    const command = compose.services.proxy!.command!;
    expect(command.slice(0, 2)).toEqual(['sh', '-c']);
    // Compose turns $$ into $; the command's last step, Caddy itself, is replaced by printing what it would read.
    const script = command[2]!
      .replaceAll('$$', '$')
      .replace(/exec caddy run .*$/, 'echo "$STOREFRONT_UPSTREAMS|$CMS_UPSTREAMS"');
    const result = spawnSync('sh', ['-c', script], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', STOREFRONT_REPLICAS: '3', CMS_REPLICAS: '2' },
    });
    expect(
      result.stdout
        .trim()
        .split('|')
        .map((list) => list.trim()),
    ).toEqual([
      'kundu-storefront-1:3000 kundu-storefront-2:3000 kundu-storefront-3:3000',
      'kundu-cms-1:1337 kundu-cms-2:1337',
    ]);
    expect(command[2]).toMatch(/exec caddy run --config \/etc\/caddy\/Caddyfile --adapter caddyfile$/);
  });

  it('starts services only after what they need is healthy', () => {
    expect(compose.services.cms?.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(compose.services.storefront?.depends_on?.cms?.condition).toBe('service_healthy');
    expect(compose.services.seed?.depends_on?.cms?.condition).toBe('service_healthy');
    expect(compose.services.cron?.depends_on?.cms?.condition).toBe('service_healthy');
    expect(compose.services.proxy?.depends_on?.cms?.condition).toBe('service_healthy');
    expect(compose.services.proxy?.depends_on?.storefront?.condition).toBe('service_healthy');
  });

  it('publishes ports from the proxy only: HTTP, HTTPS, and HTTP/3 over UDP', () => {
    const publishing = Object.entries(compose.services)
      .filter(([, entry]) => (entry.ports ?? []).length > 0)
      .map(([name]) => name);
    expect(publishing).toEqual(['proxy']);
    expect(compose.services.proxy?.ports?.sort()).toEqual(['443:443', '443:443/udp', '80:80']);
  });

  it('tells the storefront it is behind exactly one proxy, and the CMS its public admin address', () => {
    expect(compose.services.storefront?.environment?.TRUST_PROXY).toBe('1');
    expect(compose.services.cms?.environment?.TRUST_PROXY).toBe('true');
    const proxy = compose.services.proxy!.environment!;
    expect(proxy.SITE_DOMAIN).toBe('${SITE_DOMAIN:-localhost}');
    expect(proxy.ADMIN_DOMAIN).toBe('${ADMIN_DOMAIN:-admin.localhost}');
    // The CMS's address (admin panel, CORS) and the storefront's (reset links, certificates) are the proxy's hosts.
    expect(compose.services.cms?.environment?.CMS_PUBLIC_URL).toBe('https://${ADMIN_DOMAIN:-admin.localhost}');
    expect(compose.services.cms?.environment?.STOREFRONT_PUBLIC_URL).toBe('https://${SITE_DOMAIN:-localhost}');
    // The admin panel frames the storefront's previews of drafts; the storefront lets that origin alone (ADR 0032).
    expect(compose.services.storefront?.environment?.CMS_PUBLIC_URL).toBe(
      compose.services.cms?.environment?.CMS_PUBLIC_URL,
    );
  });

  it('gives the CMS and the storefront the same account API token and S3 bucket settings', () => {
    const cms = compose.services.cms!.environment!;
    const storefront = compose.services.storefront!.environment!;
    expect(storefront.STOREFRONT_API_TOKEN).toBe(cms.STOREFRONT_API_TOKEN);
    const cron = compose.services.cron!.environment!;
    expect(cron.CRON_API_TOKEN).toBe(cms.CRON_API_TOKEN);
    // The worker takes its advisory locks in the CMS's own database.
    expect(cron.DATABASE_URL).toBe(cms.DATABASE_URL);
    for (const name of ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      expect(storefront[name], name).toBe(cms[name]);
    }
    // Required secrets stop compose with a message rather than starting with an empty value.
    expect(storefront.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/);
    expect(cms.ADMIN_JWT_SECRET).toMatch(/^\$\{ADMIN_JWT_SECRET:\?/);
  });

  it('lists every variable compose requires in .env.example, and the two public hosts', () => {
    const example = readFileSync(join(root, '.env.example'), 'utf8');
    const required = readFileSync(join(root, 'docker-compose.yml'), 'utf8').matchAll(/\$\{(\w+):\?/g);
    for (const [, variable] of required) expect(example).toMatch(new RegExp(`^${variable}=`, 'm'));
    expect(example).toMatch(/^SITE_DOMAIN=/m);
    expect(example).toMatch(/^ADMIN_DOMAIN=/m);
  });

  describe('proxy', () => {
    const proxy = compose.services.proxy!;
    const mount = proxy.volumes?.find((volume) => volume.endsWith(':/etc/caddy/Caddyfile:ro'));
    const caddyfile = join(root, mount?.split(':')[0] ?? 'missing');
    const text = existsSync(caddyfile) ? readFileSync(caddyfile, 'utf8') : '';
    /** The Caddyfile's site block for a host, up to the next block at the top level. */
    const block = (host: string) => {
      const start = text.search(new RegExp(`^${host.replace(/[$.{}]/g, '\\$&')} \\{$`, 'm'));
      return start < 0 ? '' : text.slice(start, text.indexOf('\n}\n', start) + 2);
    };
    const site = block('{$SITE_DOMAIN:localhost}');
    const admin = block('{$ADMIN_DOMAIN:admin.localhost}');

    it('reads the Caddyfile committed in the repository, read-only', () => {
      expect(mount).toBe('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
      expect(existsSync(caddyfile), caddyfile).toBe(true);
    });

    it('is only given environment variables the Caddyfile or its command reads', () => {
      for (const variable of Object.keys(proxy.environment ?? {})) {
        if (!text.includes(`{$${variable}:`)) expect(proxy.command?.join(' ')).toContain(`$$${variable}`);
      }
    });

    it('serves the storefront at SITE_DOMAIN and the CMS at ADMIN_DOMAIN, compressed', () => {
      expect(site).toContain('reverse_proxy {$STOREFRONT_UPSTREAMS:storefront:3000} {');
      expect(admin).toContain('reverse_proxy {$CMS_UPSTREAMS:cms:1337} {');
      for (const host of [site, admin]) expect(host).toMatch(/^\s+encode zstd gzip$/m);
      expect(text).toMatch(/protocols h1 h2 h3/);
    });

    it('answers 404 for the content API on the admin host, before anything is forwarded', () => {
      const api = admin.indexOf('@contentApi path /api /api/*');
      expect(api).toBeGreaterThan(0);
      expect(admin.slice(api)).toMatch(/^\s+handle @contentApi \{\s+respond "Not Found" 404\s+\}/m);
      // Forwarded paths are an allow-list of the admin panel's own, none of them under /api.
      const allowed = /@adminPanel path (.+)$/m.exec(admin)?.[1]?.split(' ') ?? [];
      expect(allowed).toContain('/admin/*');
      expect(allowed.filter((path) => path.startsWith('/api'))).toEqual([]);
      expect(admin).toMatch(/handle \{\s+respond "Not Found" 404\s+\}/);
    });

    it.each(['storefront', 'cms'])(
      'balances the %s processes with active health checks and retries of idempotent requests',
      (name) => {
        const block = text.slice(text.indexOf(`reverse_proxy {$${name.toUpperCase()}_UPSTREAMS:`));
        const options = block.slice(0, block.indexOf('\n\t\t}\n'));
        expect(options).toMatch(/health_uri \/(livez|_health)/);
        expect(options).toContain('health_status 2xx');
        expect(options).toContain('lb_try_duration 5s');
        expect(options).toMatch(/lb_retry_match \{\s+method GET HEAD OPTIONS\s+\}/);
      },
    );
  });

  describe.each(['cms', 'storefront', 'seed', 'cron'])('%s', (name) => {
    const entry = compose.services[name]!;

    it('builds from a multi-stage Dockerfile whose sources exist', () => {
      expect(entry.build).toBeDefined();
      const context = join(root, entry.build!.context);
      const dockerfile = join(context, entry.build!.dockerfile);
      expect(existsSync(dockerfile), dockerfile).toBe(true);
      const text = readFileSync(dockerfile, 'utf8');
      expect(text.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
      for (const [, sources] of text.matchAll(/^COPY (?!--from)(.+) \S+$/gm)) {
        for (const source of sources!.split(' '))
          expect(existsSync(join(context, source)), `${source} in ${dockerfile}`).toBe(true);
      }
      // `npm ci` reads the lockfile, which names every workspace: each one's package.json must be there.
      const workspaces = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] })
        .workspaces;
      for (const workspace of workspaces) {
        expect(text, `${dockerfile} copies ${workspace}/package.json before npm ci`).toContain(
          `COPY ${workspace}/package.json ${workspace}/`,
        );
      }
    });

    it('is only given environment variables its code reads', () => {
      const code = ENV_READERS[name]!.map((file) => readFileSync(join(root, file), 'utf8')).join('\n');
      for (const variable of Object.keys(entry.environment ?? {})) {
        expect(code, `${variable} is set for ${name} but never read`).toMatch(new RegExp(`\\b${variable}\\b`));
      }
    });
  });
});
