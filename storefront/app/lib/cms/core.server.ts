/**
 * The one way the storefront talks to the CMS. It owns the base URL, the timeout, who the call is made as (the
 * public, the storefront itself, or a signed-in learner), the mapping of failures to errors callers can act on,
 * and the zod parsing of every answer (no unchecked casts of network data). The domain clients beside it
 * (accounts, courses, learning, ...) are small layers on `cmsCall`. Callers ask for named fields and relations
 * only; `populate=*` is never used.
 */
import { PREVIEW_TOKEN_HEADER } from '@kundu/cms-contract/preview';
import { toSearchParams, type RestQuery } from '@kundu/cms-contract/rest-query';
import { z } from 'zod';
import { noteDirectCmsRead } from '../visitor-pages.server';
import { env } from '~/env.server';
import { currentLanguage } from '~/lib/language';

/** The CMS could not give an answer: it is down, slow, misconfigured, or answered something unexpected. */
export class CmsUnavailableError extends Error {
  override name = 'CmsUnavailableError';
}

/** The CMS says the thing asked for does not exist (or is not published). */
export class CmsNotFoundError extends Error {
  override name = 'CmsNotFoundError';
}

export type CmsQuery = RestQuery;

/**
 * Who the call is made as: the public (content anyone may read), the storefront (its API token: account calls
 * before sign-in), or a learner (the token and the learner's CMS session, from the session cookie).
 */
export type CmsAuth =
  | { as: 'public' }
  | { as: 'storefront' }
  | { as: 'learner'; sessionToken: string }
  | { as: 'previewer'; previewToken: string };

export const AS_PUBLIC: CmsAuth = { as: 'public' };
export const AS_STOREFRONT: CmsAuth = { as: 'storefront' };
export const asLearner = (sessionToken: string): CmsAuth => ({ as: 'learner', sessionToken });
/** The storefront showing an editor a draft, with the preview link's token (ADR 0032). */
export const asPreviewer = (previewToken: string): CmsAuth => ({ as: 'previewer', previewToken });

/** The visitor's network address and browser, for the CMS's rate limits and its list of sessions. */
/** Who a call is made for: their address and browser, and the trusted-device tokens their browser holds. */
export type Visitor = { clientIp?: string; userAgent?: string; devices?: string[] };

/** A refusal (4xx) is an answer, with the CMS's message and its field errors; anything worse is thrown. */
export type CmsAnswer<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string; fields: Record<string, string> };

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type CmsCallOptions = { auth: CmsAuth; query?: CmsQuery; body?: unknown; visitor?: Visitor };

const cmsErrorBody = z.object({
  error: z.object({
    message: z.string(),
    details: z
      .object({
        errors: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
      })
      .partial()
      .optional(),
  }),
});

function headersFor({ auth, body, visitor }: CmsCallOptions, accept: string): Record<string, string> {
  const headers: Record<string, string> = { accept };
  // The visitor's language (ADR 0046), so that a refusal's message is in it. Public reads go without: their answers
  // (content, the same for everyone) are cached and shared, and they never pass a CMS message on to a visitor.
  if (auth.as !== 'public') headers['accept-language'] = currentLanguage();
  if (auth.as !== 'public') headers.authorization = `Bearer ${env.STOREFRONT_API_TOKEN}`;
  if (auth.as === 'learner') headers['x-session-token'] = auth.sessionToken;
  if (auth.as === 'previewer') headers[PREVIEW_TOKEN_HEADER] = auth.previewToken;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (visitor?.clientIp) headers['x-client-ip'] = visitor.clientIp.replace(/^::ffff:/, '');
  if (visitor?.userAgent) headers['x-client-agent'] = visitor.userAgent.slice(0, 200);
  if (visitor?.devices?.length) headers['x-trusted-devices'] = visitor.devices.join(' ');
  return headers;
}

function parse<T>(schema: z.ZodType<T>, value: unknown, path: string): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new CmsUnavailableError(`CMS answer to ${path} did not match the expected shape: ${result.error.message}`);
  }
  return result.data;
}

/** The CMS's answer to one request, or CmsUnavailableError when it gave none worth reading (down, 5xx). */
async function send(
  method: Method,
  path: string,
  options: CmsCallOptions,
  accept = 'application/json',
): Promise<Response> {
  // A page made from this answer could not be dropped by a change notice: it is not kept for visitors (ADR 0053).
  noteDirectCmsRead();
  const search = options.query ? toSearchParams(options.query).toString() : '';
  const url = `${env.CMS_URL.replace(/\/$/, '')}/api/${path}${search ? `?${search}` : ''}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: headersFor(options, accept),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(env.CMS_TIMEOUT_MS),
    });
  } catch (error) {
    throw new CmsUnavailableError(
      `CMS request ${method} ${path} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (response.status >= 500) throw new CmsUnavailableError(`CMS answered ${response.status} to ${method} ${path}`);
  return response;
}

type CmsRefusal = Extract<CmsAnswer<never>, { ok: false }>;

/** A 4xx answer's message and field errors, from Strapi's JSON error body. */
function refusalOf(status: number, statusText: string, json: unknown): CmsRefusal {
  const error = cmsErrorBody.safeParse(json);
  if (!error.success) return { ok: false, status, message: statusText, fields: {} };
  const fields: Record<string, string> = {};
  for (const item of error.data.error.details?.errors ?? []) fields[String(item.path[0])] ??= item.message;
  return { ok: false, status, message: error.data.error.message, fields };
}

async function readJsonBody(response: Response, method: Method, path: string): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    throw new CmsUnavailableError(`CMS answered ${method} ${path} with something that is not JSON`);
  }
}

/** One call to the CMS's REST API at /api/{path}. */
export async function cmsCall<T>(
  method: Method,
  path: string,
  schema: z.ZodType<T>,
  options: CmsCallOptions,
): Promise<CmsAnswer<T>> {
  const response = await send(method, path, options);
  const json = await readJsonBody(response, method, path);
  if (response.ok) return { ok: true, status: response.status, data: parse(schema, json, path) };
  return refusalOf(response.status, response.statusText, json);
}

/**
 * A file the CMS makes (a CSV export): its answer, whose body the caller streams on, when its type is the one
 * expected; a refusal in words otherwise.
 */
export async function cmsDownload(
  path: string,
  contentType: string,
  options: Omit<CmsCallOptions, 'body'>,
): Promise<{ ok: true; response: Response } | CmsRefusal> {
  const response = await send('GET', path, options, `${contentType}, application/json`);
  if (response.ok) {
    if (!(response.headers.get('content-type') ?? '').startsWith(contentType)) {
      await response.body?.cancel();
      throw new CmsUnavailableError(`CMS answered ${path} with ${response.headers.get('content-type')}`);
    }
    return { ok: true, response };
  }
  return refusalOf(response.status, response.statusText, await readJsonBody(response, 'GET', path));
}

/** A public read: the data, CmsNotFoundError for a 404, and CmsUnavailableError for any other refusal. */
export async function readPublic<T>(path: string, query: CmsQuery, schema: z.ZodType<T>): Promise<T> {
  const answer = await cmsCall('GET', path, schema, { auth: AS_PUBLIC, query });
  if (answer.ok) return answer.data;
  if (answer.status === 404) throw new CmsNotFoundError(`CMS has no ${path}`);
  throw new CmsUnavailableError(`CMS answered ${answer.status} to ${path}: ${answer.message}`);
}

/** One published document of a collection, by its documentId. */
export async function findDocument<T>(
  collection: string,
  documentId: string,
  query: CmsQuery,
  schema: z.ZodType<T>,
): Promise<T> {
  return (await readPublic(`${collection}/${encodeURIComponent(documentId)}`, query, z.object({ data: schema }))).data;
}

const pagination = z.object({ page: z.number(), pageCount: z.number() });

/** How many pages of a long list are asked for at once: quick for a large catalogue, gentle on the CMS. */
const PAGES_AT_ONCE = 4;

/** Every published document of a collection matching the query, fetched 100 at a time (after the first page, a
 * few pages at once); or only the first `limit` of them. */
export async function findDocuments<T>(
  collection: string,
  query: CmsQuery,
  schema: z.ZodType<T>,
  { limit }: { limit?: number } = {},
): Promise<T[]> {
  const pageSchema = z.object({ data: z.array(schema), meta: z.object({ pagination }) });
  const fetchPage = (page: number) =>
    readPublic(collection, { ...query, 'pagination[page]': page, 'pagination[pageSize]': limit ?? 100 }, pageSchema);
  const first = await fetchPage(1);
  if (limit !== undefined) return first.data;
  const pages = [first.data];
  for (let next = 2; next <= first.meta.pagination.pageCount; next += PAGES_AT_ONCE) {
    const batch = Array.from(
      { length: Math.min(PAGES_AT_ONCE, first.meta.pagination.pageCount - next + 1) },
      (_, index) => fetchPage(next + index),
    );
    for (const body of await Promise.all(batch)) pages.push(body.data);
  }
  return pages.flat();
}

/** The largest media file the CMS accepts from editors (config/plugins.ts). */
const MAX_MEDIA_BYTES = 5 * 1024 * 1024;

/**
 * A file of the CMS's media library (local disk: /uploads/{name}), as bytes, or null when there is none. Names are
 * checked here, so no other path of the CMS can be reached through it.
 */
export async function readCmsMedia(name: string): Promise<Uint8Array | null> {
  if (!/^[\w-]+(\.[\w-]+)*$/.test(name)) return null;
  let response: Response;
  try {
    response = await fetch(`${env.CMS_URL.replace(/\/$/, '')}/uploads/${name}`, {
      signal: AbortSignal.timeout(env.CMS_TIMEOUT_MS),
    });
  } catch (error) {
    throw new CmsUnavailableError(
      `CMS media ${name} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new CmsUnavailableError(`CMS answered ${response.status} to media ${name}`);
  if (Number(response.headers.get('content-length') ?? 0) > MAX_MEDIA_BYTES) return null;
  return new Uint8Array(await response.arrayBuffer());
}

/** Whether the CMS answers its health check. */
export async function isCmsHealthy(): Promise<boolean> {
  try {
    const response = await fetch(`${env.CMS_URL.replace(/\/$/, '')}/_health`, { signal: AbortSignal.timeout(2000) });
    return response.status === 204 || response.ok;
  } catch {
    return false;
  }
}
