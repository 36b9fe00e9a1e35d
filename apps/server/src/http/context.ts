import { AppError, findSession, isDatabaseUnavailable, type ApiDeps, type Context } from '@kurz/api';
import type { FastifyReply, FastifyRequest } from 'fastify';

const SESSION_COOKIE = 'kurz_session';

/** Per request: who is calling (from the session cookie) and how to set or clear that cookie. */
export async function createRequestContext(deps: ApiDeps, req: FastifyRequest, reply: FastifyReply): Promise<Context> {
  const token = req.cookies[SESSION_COOKIE];
  const session = token && token.length <= 100 ? await findSession(deps.db, token).catch(unavailableAs503) : null;
  const secure = deps.config.appOrigin.startsWith('https:');
  return {
    ...deps,
    ip: req.ip,
    sessionHash: session?.hash ?? null,
    user: session?.user ?? null,
    cookies: {
      set(value, expiresAt) {
        reply.setCookie(SESSION_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires: expiresAt });
      },
      clear() {
        reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
      },
    },
  };
}

/** Outside a procedure too (tRPC turns a raw error here into a 500): an unreachable database is a 503. */
function unavailableAs503(err: unknown): never {
  throw isDatabaseUnavailable(err) ? new AppError('service_unavailable', { cause: err }) : err;
}
