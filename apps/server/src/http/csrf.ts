import type { FastifyReply, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request that a browser sent on behalf of another site. The session cookie
 * is SameSite=Lax already; this also covers older browsers and same-site sibling hosts: the browser's
 * Sec-Fetch-Site and Origin headers must say the request came from the dashboard itself.
 */
export function isCrossSiteMutation(req: FastifyRequest, appOrigin: string): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = req.headers.origin;
  if (!origin) return false;
  const ownOrigin = `${req.protocol}://${req.headers.host ?? ''}`;
  return origin !== appOrigin && origin !== ownOrigin;
}

export function rejectCrossSite(reply: FastifyReply) {
  return reply.code(403).send({ error: 'csrf_rejected' });
}
