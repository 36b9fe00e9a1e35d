import { RETRY_AFTER_SECONDS, toWireError } from '@kurz/api';
import type { Duplex } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

const FASTIFY_CODES: Record<number, string> = { 413: 'payload_too_large', 415: 'unsupported_media_type' };
/** What Fastify refused before any route ran, in words (its own messages name its internals). */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY:
    'The body is empty although Content-Type says application/json: send {} or leave the header out.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The body is not as long as its Content-Length says.',
  FST_ERR_BAD_URL: 'The path does not decode: a % must start an escape such as %2F.',
};

/**
 * The one place an error becomes a reply: {error: code} (plus message for a rejected field) with its
 * HTTP status. Fastify's own 4xx (a malformed body, a too-large upload) keep their status.
 */
export function replyWithError(error: unknown, req: FastifyRequest, reply: FastifyReply) {
  const fastifyStatus = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof fastifyStatus === 'number' && fastifyStatus < 500) {
    const message = FASTIFY_MESSAGES[String((error as { code?: unknown }).code)];
    return reply
      .code(fastifyStatus)
      .send({ error: FASTIFY_CODES[fastifyStatus] ?? 'invalid_input', ...(message ? { message } : {}) });
  }
  const { status, body } = errorAnswer(error);
  if (status === 503) {
    req.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  } else if (status >= 500) req.log.error({ err: error }, 'request failed');
  return reply.code(status).send(body);
}

/** An error as the API answers it: {error: code} (plus field and message when it has them), with its status. */
export function errorAnswer(error: unknown): { status: number; body: Record<string, string> } {
  const { code, status, message, field } = toWireError(error);
  return { status, body: { error: code, ...(field !== undefined ? { field } : {}), ...(message ? { message } : {}) } };
}

const CLIENT_ERRORS: Record<string, [status: number, reason: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive.'],
};

/**
 * A request Node's HTTP parser refused before any route saw it (headers too large, malformed, too
 * slow): answered in kurz's error shape, as Fastify's own handler would in its own, then closed.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = CLIENT_ERRORS[err.code ?? ''] ?? [
    400,
    'Bad Request',
    'The request could not be read.',
  ];
  const body = JSON.stringify({ error: 'invalid_input', message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
