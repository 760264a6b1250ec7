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

/** Whether the CMS answers its health check. */
export async function isCmsHealthy(): Promise<boolean> {
  try {
    const response = await fetch(`${env.CMS_URL.replace(/\/$/, '')}/_health`, { signal: AbortSignal.timeout(2000) });
    return response.status === 204 || response.ok;
  } catch {
    return false;
  }
}
