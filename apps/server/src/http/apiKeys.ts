import {
  AppError,
  bearerKeyOf,
  currentMembership,
  findApiKey,
  hitApiKeyRate,
  hitRateLimits,
  limitedAddress,
  type ApiDeps,
  type Context,
  type RestAuth,
  type SessionCookie,
} from '@kurz/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chosenWorkspace, unavailableAs503, WORKSPACE_HEADER } from './context';

/** A key request never sets a cookie: there is no browser session to start, end or remember. */
const NO_COOKIES: SessionCookie = { set() {}, clear() {}, setDevice() {} };

/**
 * Whether a REST call is a key request: any Authorization header on a row that takes callers. Such a
 * request is decided by its key alone, and any cookie it also carries is ignored: so a key call is
 * never acting with the browser's ambient session, and needs no CSRF check. Public rows ignore the
 * header (postbacks, configuration).
 */
export function isKeyRequest(req: FastifyRequest, auth: RestAuth | undefined): boolean {
  return auth !== undefined && auth !== 'public' && req.headers.authorization !== undefined;
}

/**
 * The request context of a key call: the key's owner as the user, or an error. A key on a row that
 * needs the session (account, keys, billing, admin) or starts one (sign-up, sign-in) is 403 api_key_not_allowed; a missing, malformed,
 * unknown, revoked or expired key 401 invalid_api_key; a read key on anything but GET 403
 * insufficient_scope; past the key's rate 429 rate_limited with Retry-After. Every counted call
 * carries RateLimit-Limit, -Remaining and -Reset.
 */
export async function createKeyContext(
  deps: ApiDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  auth: RestAuth,
): Promise<Context> {
  if (auth === 'session' || auth === 'signin') throw new AppError('api_key_not_allowed');
  const secret = bearerKeyOf(req.headers.authorization);
  const holder = secret ? await findApiKey(deps.db, secret).catch(unavailableAs503) : null;
  const membership = holder
    ? await currentMembership(deps.db, holder.user, { keyOwner: holder.key.ownerId }).catch(unavailableAs503)
    : null;
  if (!holder || !membership) {
    // Guessing keys costs a lookup each: bounded per address, as failed logins are.
    await hitRateLimits(deps.db, [
      { key: `api-key-invalid:ip:${limitedAddress(req.ip)}`, limit: BAD_KEYS_PER_MINUTE, windowSeconds: 60 },
    ]).catch(unavailableAs503);
    reply.header('www-authenticate', 'Bearer error="invalid_token"');
    throw new AppError('invalid_api_key');
  }
  const write = req.method !== 'GET' && req.method !== 'HEAD';
  // Counted before the scope check: a read key refused on writes still spends its write window.
  const rate = await hitApiKeyRate(deps.db, holder.key.id, write ? 'write' : 'read').catch(unavailableAs503);
  reply.header('ratelimit-limit', String(rate.limit));
  reply.header('ratelimit-remaining', String(rate.remaining));
  reply.header('ratelimit-reset', String(rate.resetSeconds));
  if (rate.limited) {
    reply.header('retry-after', String(rate.resetSeconds));
    throw new AppError('rate_limited');
  }
  if (write && holder.key.scope === 'read') throw new AppError('insufficient_scope');
  const chosen = chosenWorkspace(req);
  if (chosen !== undefined && chosen !== membership.workspace.id)
    throw new AppError('invalid_input', {
      field: WORKSPACE_HEADER,
      message: 'An API key acts in its own workspace: drop the header, or use a key of that workspace.',
    });
  return {
    ...deps,
    ip: req.ip,
    sessionHash: null,
    deviceToken: null,
    user: holder.user,
    workspace: membership.workspace,
    workspaceRole: membership.role,
    apiKey: { id: holder.key.id, name: holder.key.name, scope: holder.key.scope, hostname: holder.key.hostname },
    cookies: NO_COOKIES,
  };
}

/** Calls with a key that is not one, per address a minute: far above a script's typo, far below guessing. */
const BAD_KEYS_PER_MINUTE = 60;
