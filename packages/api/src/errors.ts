import { ERROR_STATUS, isErrorCode, type ErrorCode } from '@kurz/core';
import { TRPCError } from '@trpc/server';

type TrpcCode = TRPCError['code'];

const TRPC_CODE_BY_STATUS: Record<number, TrpcCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  409: 'CONFLICT',
  410: 'BAD_REQUEST',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** The one error type of the API: its message is the wire code the spec's catalogue names. */
export class AppError extends TRPCError {
  readonly appCode: ErrorCode;
  readonly status: number;
  /** The input field the error is about (the unknown one, the one that failed a check), as a dotted path. */
  readonly field?: string;
  /** What was wrong, in words, for a code as broad as invalid_input (answered as `message`). */
  readonly detail?: string;
  constructor(code: ErrorCode, options?: { cause?: unknown; field?: string; message?: string }) {
    const status = ERROR_STATUS[code];
    super({ code: TRPC_CODE_BY_STATUS[status] ?? 'INTERNAL_SERVER_ERROR', message: code, cause: options?.cause });
    this.appCode = code;
    this.status = status;
    if (options?.field !== undefined) this.field = options.field;
    if (options?.message !== undefined) this.detail = options.message;
  }
}

interface Issue {
  code?: string;
  message?: string;
  path?: PropertyKey[];
  keys?: string[];
}

/**
 * The first key a strict input schema did not know (zod's unrecognized_keys issue), as a dotted path
 * from the input's root ('password', 'data.rules.0.when.weekday'); undefined when every key was known.
 */
export function unknownFieldOf(issues: readonly Issue[] | undefined): string | undefined {
  const issue = issues?.find((i) => i.code === 'unrecognized_keys' && i.keys?.length);
  if (!issue) return undefined;
  return [...(issue.path ?? []), issue.keys![0]].map(String).join('.');
}

/** The first validation message of a rejected input, e.g. 'URL must include {ExternalClickId}'. */
function validationMessage(error: TRPCError): string | undefined {
  return issuesOf(error)?.[0]?.message;
}

const issuesOf = (error: TRPCError) => (error.cause as { issues?: Issue[] } | undefined)?.issues;

/**
 * PostgreSQL refused a row whose reference is gone (SQLSTATE 23503): the link or account the request
 * names was deleted while it ran (a QR setting saved as its link is deleted). The client's view is out
 * of date, not a server fault: answered as not_found.
 */
const isVanishedReference = (error: unknown) => (error as { code?: unknown } | null)?.code === '23503';

/** PostgreSQL refused a row as a duplicate of a unique key (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * Postgres refused a value the client sent (SQLSTATE class 22: invalid text such as a NUL byte, an
 * out-of-range number; 54000: a value too large to index). That is bad input, not a server fault.
 */
export function isRefusedInput(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (/^22[0-9A-Z]{3}$/.test(code) || code === '54000');
}

/** tRPC's own refusals of a request (before any procedure runs): the client's mistakes, not ours. */
const CODE_BY_TRPC_CODE: Partial<Record<TrpcCode, ErrorCode>> = {
  UNAUTHORIZED: 'unauthorized',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'not_found',
  METHOD_NOT_SUPPORTED: 'method_not_allowed',
  UNSUPPORTED_MEDIA_TYPE: 'unsupported_media_type',
  PAYLOAD_TOO_LARGE: 'payload_too_large',
  TOO_MANY_REQUESTS: 'rate_limited',
};

const UNREACHABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// pg's own words when the connection is gone or the pool could not get one in time.
const UNREACHABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed)/;

/**
 * The database cannot be reached right now (refused or dropped connection, a server shutting down or
 * starting up: SQLSTATE 57P01-57P03 and class 08, a pool that found no connection in time). Not the
 * caller's fault and not a bug: a 503 the client may retry.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (UNREACHABLE_ERRNO.has(code) || /^57P0[123]$/.test(code) || /^08[0-9A-Z]{3}$/.test(code))
    )
      return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true;
    const nested = (e as { errors?: unknown }).errors;
    if (Array.isArray(nested) && nested.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

/** Seconds a client is asked to wait before retrying a 503. */
export const RETRY_AFTER_SECONDS = 5;

/** Any error thrown inside a procedure, as the wire code and HTTP status we answer with. */
export function toWireError(error: unknown): { code: ErrorCode; status: number; message?: string; field?: string } {
  if (isRefusedInput(error) || (error instanceof TRPCError && isRefusedInput(error.cause)))
    return { code: 'invalid_input', status: 400 };
  const err =
    error instanceof TRPCError && !(error instanceof AppError) && error.cause instanceof AppError ? error.cause : error;
  if (err instanceof AppError) {
    const { appCode: code, status, field, detail } = err;
    return {
      code,
      status,
      ...(field !== undefined ? { field } : {}),
      ...(detail !== undefined ? { message: detail } : {}),
    };
  }
  if (isDatabaseUnavailable(error)) return { code: 'service_unavailable', status: 503 };
  if (isVanishedReference(error) || (error instanceof TRPCError && isVanishedReference(error.cause)))
    return { code: 'not_found', status: 404 };
  if (err instanceof TRPCError) {
    // A field the call does not know is named, before any other problem of the input: a client that
    // misspelt a setting learns so, instead of seeing it silently dropped or a confusing 'required'.
    const field = err.code === 'BAD_REQUEST' ? unknownFieldOf(issuesOf(err)) : undefined;
    if (field !== undefined) return { code: 'unknown_field', status: 400, field };
    if (err.code === 'BAD_REQUEST' || err.code === 'PARSE_ERROR') {
      // A schema that names its refusal with a code (toHttpUrl's invalid_url) answers with that code,
      // as the same value refused by a service does.
      const named = issuesOf(err)?.[0];
      if (named?.code === 'custom' && isErrorCode(named.message) && ERROR_STATUS[named.message] === 400)
        return { code: named.message, status: 400 };
      const failed = named?.path?.map(String).join('.');
      return {
        code: 'invalid_input',
        status: 400,
        message: validationMessage(err),
        ...(failed ? { field: failed } : {}),
      };
    }
    if (isErrorCode(err.message)) return { code: err.message, status: ERROR_STATUS[err.message] };
    const code = CODE_BY_TRPC_CODE[err.code];
    if (code) return { code, status: ERROR_STATUS[code] };
  }
  return { code: 'internal_error', status: 500 };
}
