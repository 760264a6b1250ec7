/**
 * The gateway to Strapi: the only module that talks to the CMS. It owns the base URL, the timeout, the mapping of
 * failures to two errors callers can act on, and the zod parsing of every answer (no unchecked casts of network
 * data). Callers ask for named fields and named relations only; `populate=*` is never used.
 */
import { toSearchParams, type RestQuery } from '@kundu/cms-contract/rest-query';
import { z } from 'zod';
import { env } from '~/env.server';

/** The CMS could not give an answer: it is down, slow, misconfigured, or answered something unexpected. */
export class CmsUnavailableError extends Error {
  override name = 'CmsUnavailableError';
}

/** The CMS says the thing asked for does not exist (or is not published). */
export class CmsNotFoundError extends Error {
  override name = 'CmsNotFoundError';
}

export type CmsQuery = RestQuery;

async function request(path: string, query: CmsQuery = {}): Promise<unknown> {
  const search = toSearchParams(query).toString();
  const url = `${env.CMS_URL.replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(env.CMS_TIMEOUT_MS),
    });
  } catch (error) {
    throw new CmsUnavailableError(
      `CMS request ${path} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (response.status === 404) throw new CmsNotFoundError(`CMS has no ${path}`);
  if (!response.ok) throw new CmsUnavailableError(`CMS answered ${response.status} to ${path}`);
  try {
    return await response.json();
  } catch {
    throw new CmsUnavailableError(`CMS answered ${path} with something that is not JSON`);
  }
}

function parse<T>(schema: z.ZodType<T>, value: unknown, path: string): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new CmsUnavailableError(`CMS answer to ${path} did not match the expected shape: ${result.error.message}`);
  }
  return result.data;
}

const pagination = z.object({ page: z.number(), pageCount: z.number() });

/** One document of a collection, by its documentId. */
export async function findDocument<T>(
  collection: string,
  documentId: string,
  query: CmsQuery,
  schema: z.ZodType<T>,
): Promise<T> {
  const path = `/api/${collection}/${encodeURIComponent(documentId)}`;
  return parse(z.object({ data: schema }), await request(path, query), path).data;
}

/** Every published document of a collection matching the query, fetched page by page; or only the first
 * `limit` of them. */
export async function findDocuments<T>(
  collection: string,
  query: CmsQuery,
  schema: z.ZodType<T>,
  { limit }: { limit?: number } = {},
): Promise<T[]> {
  const path = `/api/${collection}`;
  const pageSchema = z.object({ data: z.array(schema), meta: z.object({ pagination }) });
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await request(path, { ...query, 'pagination[page]': page, 'pagination[pageSize]': limit ?? 100 });
    const body = parse(pageSchema, answer, path);
    items.push(...body.data);
    if (limit !== undefined || page >= body.meta.pagination.pageCount) return items;
  }
}

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

export type AccountAnswer<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string; fields: Record<string, string> };

export type AccountRequestOptions = {
  body?: unknown;
  /** The signed-in visitor's CMS session secret, from the session cookie. */
  sessionToken?: string | null;
  /** The visitor's network address and browser, for the CMS's rate limits and session list. */
  clientIp?: string;
  userAgent?: string;
};

/**
 * A call to the CMS's account API, with the storefront's API token. A refusal (4xx) is an answer, with the CMS's
 * message and any field errors; an unreachable or failing CMS is a CmsUnavailableError.
 */
export async function accountRequest<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  schema: z.ZodType<T>,
  options: AccountRequestOptions = {},
): Promise<AccountAnswer<T>> {
  const url = `${env.CMS_URL.replace(/\/$/, '')}/api/account/${path}`;
  const headers: Record<string, string> = {
    accept: 'application/json',
    authorization: `Bearer ${env.STOREFRONT_API_TOKEN}`,
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.sessionToken) headers['x-session-token'] = options.sessionToken;
  if (options.clientIp) headers['x-client-ip'] = options.clientIp.replace(/^::ffff:/, '');
  if (options.userAgent) headers['x-client-agent'] = options.userAgent.slice(0, 200);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(env.CMS_TIMEOUT_MS),
    });
  } catch (error) {
    throw new CmsUnavailableError(
      `CMS account request ${path} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (response.status >= 500) throw new CmsUnavailableError(`CMS answered ${response.status} to account/${path}`);
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    throw new CmsUnavailableError(`CMS answered account/${path} with something that is not JSON`);
  }
  if (response.ok) return { ok: true, status: response.status, data: parse(schema, json, `account/${path}`) };
  const error = cmsErrorBody.safeParse(json);
  if (!error.success) return { ok: false, status: response.status, message: response.statusText, fields: {} };
  const fields: Record<string, string> = {};
  for (const item of error.data.error.details?.errors ?? []) fields[String(item.path[0])] ??= item.message;
  return { ok: false, status: response.status, message: error.data.error.message, fields };
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
