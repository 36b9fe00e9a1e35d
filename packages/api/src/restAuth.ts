import type { RestAuth, RestRoute } from './rest';

export type { RestAuth };

/** Rows that manage the account or its session: the dashboard's cookie only, never an API key. */
const SESSION_PATHS = [/^\/api\/auth\//, /^\/api\/keys(\/|$)/, /^\/api\/billing\/stripe\//, /^\/api\/admin\//, /^\/api\/email-templates$/];
/** Rows anyone may call: traffic sources' postbacks and what the dashboard needs before sign-in. */
const PUBLIC_PATHS = new Set(['/api/postback', '/api/config', '/api/plans/list']);

/**
 * Who may call a row: its own `auth` when it declares one, otherwise a default by path (session for
 * account, key, billing and admin calls; public for postbacks and configuration; user for the rest).
 */
export function restAuthOf(route: Pick<RestRoute, 'path' | 'auth'>): RestAuth {
  if (route.auth) return route.auth;
  if (SESSION_PATHS.some((p) => p.test(route.path))) return 'session';
  if (PUBLIC_PATHS.has(route.path)) return 'public';
  return 'user';
}
