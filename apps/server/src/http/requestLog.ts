import { redactTokens } from '@kurz/api';
import type { FastifyInstance } from 'fastify';

/**
 * Paths whose answers say nothing when they succeed: the dashboard's files, the icons and robots.txt,
 * the API page's viewer, and the health checks that load balancers and orchestrators ask every few
 * seconds. Their 2xx/3xx lines are logged at debug, so a busy server's log at info shows what matters.
 */
const QUIET = /^\/(?:assets\/|favicon\.ico|robots\.txt|healthz|readyz|api\/docs\/)/;

/** Whether a request answered with `status` is logged at debug rather than info. */
export const isQuietRequest = (url: string, status: number) => status < 400 && QUIET.test(url);

/**
 * One line a request, when it is answered (Fastify's own pair of lines, "incoming request" and
 * "request completed", is switched off in app.ts). Short links are answered before Fastify; their
 * lines come from shortLinkServer.ts, at debug. Tokens in the address (a postback's, a reset or an
 * invitation link's) are not logged.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    const level = isQuietRequest(req.url, reply.statusCode) ? 'debug' : 'info';
    req.log[level](
      { method: req.method, url: redactTokens(req.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request completed',
    );
  });
}
