import type { Caller } from './root';

export interface RestInput {
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: unknown;
}

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify path syntax. */
  path: string;
  /** Calls the same procedure the dashboard uses, and shapes the answer as the spec's JSON. */
  handle: (caller: Caller, input: RestInput) => Promise<unknown>;
}

const body = (input: RestInput) => (input.body ?? {}) as never;

/** The spec's call table (§7): one row a call, each a thin mapping onto a tRPC procedure. */
export const restRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/me', handle: (c) => c.auth.me() },
  { method: 'GET', path: '/api/config', handle: (c) => c.meta.config() },
  { method: 'POST', path: '/api/auth/signup', handle: (c, i) => c.auth.signup(body(i)) },
  { method: 'POST', path: '/api/auth/login', handle: (c, i) => c.auth.login(body(i)) },
  { method: 'POST', path: '/api/auth/register', handle: (c, i) => c.auth.register(body(i)) },
  { method: 'POST', path: '/api/auth/guest', handle: (c) => c.auth.guest() },
  { method: 'POST', path: '/api/auth/logout', handle: (c) => c.auth.logout() },
  { method: 'POST', path: '/api/auth/verify-email', handle: (c, i) => c.auth.verifyEmail(body(i)) },
  { method: 'POST', path: '/api/auth/send-verification', handle: (c, i) => c.auth.sendVerification(body(i)) },
  { method: 'POST', path: '/api/auth/request-reset', handle: (c, i) => c.auth.requestReset(body(i)) },
  { method: 'POST', path: '/api/auth/reset-password', handle: (c, i) => c.auth.resetPassword(body(i)) },
  { method: 'POST', path: '/api/auth/change-password', handle: (c, i) => c.auth.changePassword(body(i)) },
  { method: 'GET', path: '/api/user/limits', handle: (c) => c.user.limits() },
  { method: 'GET', path: '/api/plans/list', handle: async (c) => ({ plans: await c.plans.list() }) },
  { method: 'GET', path: '/api/email-templates', handle: async (c) => ({ templates: await c.templates.list() }) },
  { method: 'PUT', path: '/api/email-templates', handle: async (c, i) => ({ template: await c.templates.update(body(i)) }) },
];
