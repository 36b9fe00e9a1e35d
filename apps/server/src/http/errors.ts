import { RETRY_AFTER_SECONDS, toWireError } from '@kurz/api';
import type { FastifyReply, FastifyRequest } from 'fastify';

const FASTIFY_CODES: Record<number, string> = { 413: 'payload_too_large', 415: 'unsupported_media_type' };

/**
 * The one place an error becomes a reply: {error: code} (plus message for a rejected field) with its
 * HTTP status. Fastify's own 4xx (a malformed body, a too-large upload) keep their status.
 */
export function replyWithError(error: unknown, req: FastifyRequest, reply: FastifyReply) {
  const fastifyStatus = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof fastifyStatus === 'number' && fastifyStatus < 500) {
    return reply.code(fastifyStatus).send({ error: FASTIFY_CODES[fastifyStatus] ?? 'invalid_input' });
  }
  const { code, status, message, field } = toWireError(error);
  if (status === 503) {
    req.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  } else if (status >= 500) req.log.error({ err: error }, 'request failed');
  if (field !== undefined) return reply.code(status).send({ error: code, field });
  return reply.code(status).send(message ? { error: code, message } : { error: code });
}
