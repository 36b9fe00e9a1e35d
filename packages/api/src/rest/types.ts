import { ZLinkRef, type ErrorCode } from '@kurz/core';
import { z } from 'zod';
import type { Caller } from '../root';

export interface RestInput {
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: unknown;
}

/**
 * Who may call a row: `public` needs nobody (and ignores an Authorization header); `signin` needs
 * nobody either but starts browser sessions (signing up and in, tokens mailed to a browser), so an
 * API key there is refused; `session` needs the dashboard's session cookie (signing out, account and
 * key management); `user` takes the session cookie or an API key (`Authorization: Bearer kurz_...`),
 * a `read` key only on GET rows.
 */
export type RestAuth = 'public' | 'signin' | 'session' | 'user';

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify path syntax. */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  /** The capability, as the OpenAPI document groups calls. */
  tag: string;
  auth: RestAuth;
  /**
   * What the call takes, as the same zod schemas the procedures parse: path parameters, query, JSON
   * body. A row without `query` takes no query parameters, one without `body` no body fields: any
   * other is refused as unknown_field.
   */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 2xx answer: JSON, or a body of `contentType` (a CSV file as a string). */
  response: z.ZodType;
  /** The 2xx answer's media type when it is not JSON: the exports stream text/csv. */
  contentType?: 'text/csv';
  /** The error codes the call may answer besides the ones every call may (invalid_input, unauthorized, rate_limited...). */
  errors: ErrorCode[];
  /**
   * A call that creates something: it takes an Idempotency-Key header, and the same key with the same
   * request within 24 hours answers the first answer again instead of creating another (rest/idempotency.ts).
   */
  idempotent?: true;
  /** The largest JSON body the call takes, in bytes, when more than the app's 1 MiB (imports carry a file). */
  bodyLimit?: number;
  /** Calls the same procedure the dashboard uses, and shapes the answer as the spec's JSON. */
  handle: (caller: Caller, input: RestInput) => Promise<unknown>;
}

export const body = (input: RestInput) => (input.body ?? {}) as never;
/** {slug} from the path and ?hostname= from the query, as the spec's link calls carry them. */
export const ref = (input: RestInput) => ({ slug: input.params.slug ?? '', hostname: input.query.hostname ?? '' });

/** The path and query of a call on one link: /...:slug?hostname=. */
export const ZSlugParams = z.strictObject({ slug: ZLinkRef.shape.slug });
export const ZHostnameQuery = z.strictObject({ hostname: ZLinkRef.shape.hostname });
/** Codes every call on one link may answer: not the caller's link, or no such link. */
export const LINK_ERRORS: ErrorCode[] = ['not_found'];
