import { AppError, currentMembership, findSession, isDatabaseUnavailable, type ApiDeps, type Context } from '@kurz/api';
import { servedOverHttps } from '@kurz/core';
import type { FastifyReply, FastifyRequest } from 'fastify';

const SESSION_COOKIE = 'kurz_session';
const DEVICE_COOKIE = 'kurz_device';
/** The workspace a dashboard request acts in (each tab may show another); without it, the personal one. */
export const WORKSPACE_HEADER = 'x-kurz-workspace';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The workspace the request names: an id, '' for one that cannot exist (so it is refused), or undefined. */
export function chosenWorkspace(req: FastifyRequest): string | undefined {
  const value = req.headers[WORKSPACE_HEADER];
  if (value === undefined) return undefined;
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : '';
}

/** Per request: who is calling (from the session cookie), the device cookie, and how to set them. */
export async function createRequestContext(deps: ApiDeps, req: FastifyRequest, reply: FastifyReply): Promise<Context> {
  const token = req.cookies[SESSION_COOKIE];
  const session = token && token.length <= 100 ? await findSession(deps.db, token).catch(unavailableAs503) : null;
  const chosen = chosenWorkspace(req);
  const membership = session
    ? await currentMembership(deps.db, session.user, { chosen }).catch(unavailableAs503)
    : null;
  const secure = servedOverHttps(deps.config.appOrigin);
  return {
    ...deps,
    ip: req.ip,
    sessionHash: session?.hash ?? null,
    deviceToken: req.cookies[DEVICE_COOKIE] ?? null,
    // A session in a named workspace it is no member of stays signed in: its calls answer not_a_member.
    user: membership || (session && chosen !== undefined) ? session!.user : null,
    workspace: membership?.workspace ?? null,
    workspaceRole: membership?.role ?? null,
    cookies: {
      set(value, expiresAt) {
        reply.setCookie(SESSION_COOKIE, value, {
          httpOnly: true,
          sameSite: 'lax',
          secure,
          path: '/',
          expires: expiresAt,
        });
      },
      clear() {
        reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
      },
      setDevice(value, expiresAt) {
        reply.setCookie(DEVICE_COOKIE, value, {
          httpOnly: true,
          sameSite: 'lax',
          secure,
          path: '/',
          expires: expiresAt,
        });
      },
    },
  };
}

/** Outside a procedure too (tRPC turns a raw error here into a 500): an unreachable database is a 503. */
export function unavailableAs503(err: unknown): never {
  throw isDatabaseUnavailable(err) ? new AppError('service_unavailable', { cause: err }) : err;
}
