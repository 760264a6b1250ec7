/**
 * The one typed client for Strapi 5's REST API that the platform's writers (seed/ and cron/) share, authenticated
 * with an API token. Every answer is zod-parsed; every failure becomes a StrapiRequestError whose message says what
 * the CMS said.
 */
import { toSearchParams, type RestQuery } from './rest-query';
import { z } from 'zod';

export class StrapiRequestError extends Error {
  override name = 'StrapiRequestError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

const errorBody = z.object({
  error: z.object({ status: z.number().optional(), name: z.string().optional(), message: z.string() }),
});

const listBody = z.object({
  data: z.array(z.unknown()),
  meta: z.object({ pagination: z.object({ page: z.number(), pageCount: z.number() }) }),
});

const documentBody = z.object({ data: z.object({ documentId: z.string() }) });

export type Query = RestQuery;

export type StrapiClient = ReturnType<typeof createStrapiClient>;

export function createStrapiClient(options: { baseUrl: string; token: string; timeoutMs?: number }) {
  const base = options.baseUrl.replace(/\/$/, '');

  async function request(method: string, path: string, query: Query = {}, body?: unknown): Promise<unknown> {
    const search = toSearchParams(query).toString();
    const url = `${base}/api/${path}${search ? `?${search}` : ''}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${options.token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      const reason =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      throw new StrapiRequestError(`Cannot reach the CMS at ${base} (${reason}). Is it running?`);
    }
    const text = await response.text();
    const json: unknown = text ? safeJson(text) : undefined;
    if (!response.ok) {
      if (response.status === 401 || response.status === 403) {
        throw new StrapiRequestError(
          `The CMS refused the API token for ${method} /api/${path} (${response.status}). Check that the token matches the CMS's.`,
          response.status,
        );
      }
      const parsed = errorBody.safeParse(json);
      const detail = parsed.success
        ? `${parsed.data.error.name ?? 'Error'}: ${parsed.data.error.message}`
        : text.slice(0, 200);
      throw new StrapiRequestError(`${method} /api/${path} failed with ${response.status}: ${detail}`, response.status);
    }
    return json;
  }

  return {
    /** Every entry of a collection, page by page. */
    async findAll<T>(collection: string, query: Query, schema: z.ZodType<T>): Promise<T[]> {
      const items: T[] = [];
      for (let page = 1; ; page += 1) {
        const body = listBody.parse(
          await request('GET', collection, { ...query, 'pagination[page]': page, 'pagination[pageSize]': 100 }),
        );
        items.push(...z.array(schema).parse(body.data));
        if (page >= body.meta.pagination.pageCount) return items;
      }
    },
    /** Strapi 5 publishes what REST creates unless the query says `status: 'draft'`. */
    async create(collection: string, data: unknown, query: Query = {}): Promise<string> {
      return documentBody.parse(await request('POST', collection, query, { data })).data.documentId;
    },
    /** `query` names, say, the version written: `{ locale: 'tpi' }` writes (or creates) the Tok Pisin one. */
    async update(collection: string, documentId: string, data: unknown, query: Query = {}): Promise<string> {
      return documentBody.parse(await request('PUT', `${collection}/${documentId}`, query, { data })).data.documentId;
    },
    async remove(collection: string, documentId: string): Promise<void> {
      await request('DELETE', `${collection}/${documentId}`);
    },
    /** A custom route of the CMS (e.g. `housekeeping/run`), its answer parsed with `schema`. */
    async post<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
      return schema.parse(await request('POST', path, {}, body));
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
