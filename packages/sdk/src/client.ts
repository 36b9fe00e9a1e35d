import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './openapi.js';

type JsonOf<T> = T extends { content: { 'application/json': infer J } } ? J : never;
type Ok<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: { 200: infer R } }
  ? JsonOf<R>
  : never;
type Body<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;
type Query<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  parameters: { query?: infer Q };
}
  ? NonNullable<Q>
  : never;

export type Link = Ok<'/api/links/create', 'post'>;
export type CreateLinkInput = Body<'/api/links/create', 'post'>;
export type BulkCreateItem = Body<'/api/links/bulk', 'post'>['links'][number];
export type BulkCreateResult = Ok<'/api/links/bulk', 'post'>;
export type LinksListQuery = Query<'/api/links/list', 'get'>;
export type LinksPage = Ok<'/api/links/list', 'get'>;
export type StatsSummaryQuery = Query<'/api/stats/summary', 'get'>;
export type StatsSummary = Ok<'/api/stats/summary', 'get'>;
export type WebhookCreateInput = Body<'/api/webhooks', 'post'>;
export type WebhookCreated = Ok<'/api/webhooks', 'post'>;
export type WebhookEndpoint = Ok<'/api/webhooks', 'get'>['results'][number];

export interface KurzClientOptions {
  /** Where kurz's dashboard is served, e.g. https://kurz.example (the API is under /api). */
  baseUrl: string;
  /** An API key made in the dashboard (Profile, API keys): kurz_... */
  apiKey: string;
  /** Another fetch (a test double, a proxy-aware one); the global fetch otherwise. */
  fetch?: (request: Request) => Promise<Response>;
}

export interface CreateOptions {
  /**
   * Sent as Idempotency-Key: a retry with the same key and input within 24 hours answers the first
   * answer instead of creating again. Make one per thing to create (crypto.randomUUID()).
   */
  idempotencyKey?: string;
}

/** An answer of the API that is not a success: its HTTP status and the error code kurz answered. */
export class KurzApiError extends Error {
  readonly status: number;
  /** The error code (`invalid_url`, `rate_limited`...), see the API's error catalogue. */
  readonly code: string;
  /** The input field that failed a check, as a dotted path, when the API named one. */
  readonly field: string | undefined;

  constructor(status: number, body: unknown) {
    const error = (body ?? {}) as { error?: unknown; field?: unknown; message?: unknown };
    const code = typeof error.error === 'string' ? error.error : 'http_error';
    const field = typeof error.field === 'string' ? error.field : undefined;
    const detail = typeof error.message === 'string' ? error.message : field;
    super(detail ? `${status} ${code}: ${detail}` : `${status} ${code}`);
    this.name = 'KurzApiError';
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

const keyHeader = (options: CreateOptions = {}) =>
  options.idempotencyKey === undefined ? {} : { header: { 'Idempotency-Key': options.idempotencyKey } };

/** The data of a success, or a KurzApiError. */
async function answer<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok || data === undefined) throw new KurzApiError(response.status, error);
  return data;
}

/**
 * A client of kurz's REST API with an API key: the common calls as methods, and `raw`, the typed
 * openapi-fetch client of every call the OpenAPI document has.
 */
export function createKurzClient(options: KurzClientOptions) {
  const raw: Client<paths> = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { authorization: `Bearer ${options.apiKey}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const list = (query: LinksListQuery = {}) => answer(raw.GET('/api/links/list', { params: { query } }));

  /** Every page of the list, one request each, until the last. */
  async function* pages(query: LinksListQuery = {}): AsyncGenerator<LinksPage> {
    let cursor: string | null | undefined = query.cursor;
    do {
      const page: LinksPage = await list({ ...query, cursor });
      yield page;
      cursor = page.next_cursor;
    } while (cursor);
  }

  return {
    raw,
    links: {
      /** Shortens a URL (POST /api/links/create). */
      create: (input: CreateLinkInput, opts?: CreateOptions) =>
        answer(raw.POST('/api/links/create', { body: input, params: keyHeader(opts) })),
      /** Up to 1,000 links in one call; one result per row, in input order (POST /api/links/bulk). */
      bulkCreate: (links: BulkCreateItem[], opts?: CreateOptions) =>
        answer(raw.POST('/api/links/bulk', { body: { links }, params: keyHeader(opts) })),
      /** One page of the account's links, with `next_cursor` and `total` (GET /api/links/list). */
      list,
      pages,
      /** Every link the query matches, page after page. */
      async *all(query: LinksListQuery = {}): AsyncGenerator<Link> {
        for await (const page of pages(query)) yield* page.results;
      },
    },
    stats: {
      /** A link's statistics for a range of UTC days (GET /api/stats/summary). */
      summary: (query: StatsSummaryQuery) => answer(raw.GET('/api/stats/summary', { params: { query } })),
    },
    webhooks: {
      /** Creates an endpoint; the answer's `secret` (whsec_...) is shown this once (POST /api/webhooks). */
      create: (input: WebhookCreateInput, opts?: CreateOptions) =>
        answer(raw.POST('/api/webhooks', { body: input, params: keyHeader(opts) })),
      /** The account's endpoints, without their secrets. */
      list: async () => (await answer(raw.GET('/api/webhooks'))).results,
      /** Deletes an endpoint and its delivery log. */
      delete: (id: string) => answer(raw.DELETE('/api/webhooks/{id}', { params: { path: { id } } })),
    },
  };
}

export type KurzClient = ReturnType<typeof createKurzClient>;
