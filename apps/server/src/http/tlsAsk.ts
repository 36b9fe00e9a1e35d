import { bareHost, queryProblem, type PlainRoute } from '@kurz/api';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';

const ZTlsAskQuery = z.strictObject({
  domain: z.string().min(1).max(253).describe('The host name a certificate is asked for'),
});

/** The route as the OpenAPI document lists it beside the REST table. */
export const TLS_ASK_ROUTE: PlainRoute = {
  method: 'GET',
  path: '/api/domains/tls-ask',
  summary: "Whether a host name is one of kurz's short-link hosts (Caddy's on-demand TLS asks before a certificate)",
  tag: 'domains',
  auth: 'public',
  query: ZTlsAskQuery,
  response: z.object({ ok: z.literal(true) }),
  errors: ['not_found'],
};

/**
 * Caddy's on-demand TLS asks before each new certificate (and on every handshake for an unknown
 * name): 200 for a short-link host, answered from the engine's in-memory host set, never the
 * database; any other answer refuses the certificate.
 */
export function registerTlsAsk(app: FastifyInstance, isShortLinkHost: (hostname: string) => boolean): void {
  app.get(TLS_ASK_ROUTE.path, async (req, reply) => {
    const problem = queryProblem(ZTlsAskQuery, req.query as Record<string, unknown>);
    if (problem) throw problem;
    const { domain } = ZTlsAskQuery.parse(req.query);
    return isShortLinkHost(bareHost(domain)) ? reply.send({ ok: true }) : reply.code(404).send({ error: 'not_found' });
  });
}
