import { describe, expect, it } from 'vitest';
import { restRoutes } from '../rest';

const authOf = (method: string, path: string) => restRoutes.find((r) => r.method === method && r.path === path)?.auth;

describe("the REST table's auth: what an API key may call", () => {
  it('never lets a key manage keys, the session, billing checkout or admin calls', () => {
    const sessionOnly = restRoutes.filter((r) =>
      /^\/api\/(keys|admin\/|billing\/stripe\/|email-templates|postback\/token)/.test(r.path),
    );
    expect(sessionOnly.length).toBeGreaterThanOrEqual(10);
    for (const row of sessionOnly) expect(row.auth, `${row.method} ${row.path}`).toBe('session');
    expect(authOf('POST', '/api/auth/logout')).toBe('session');
    expect(authOf('POST', '/api/auth/change-password')).toBe('session');
  });

  it('lets a key call the link, stats, bulk and export rows', () => {
    for (const [method, path] of [
      ['GET', '/api/links/list'],
      ['POST', '/api/links/create'],
      ['POST', '/api/links/bulk'],
      ['GET', '/api/links/export'],
      ['GET', '/api/stats/summary'],
      ['GET', '/api/stats/export'],
    ] as const)
      expect(authOf(method, path), `${method} ${path}`).toBe('user');
  });

  it('refuses a key on every sign-up and sign-in row (they start browser sessions), which need nobody', () => {
    const signin = restRoutes.filter((r) => r.path.startsWith('/api/auth/') && r.auth !== 'session');
    expect(signin.map((r) => r.path).sort()).toEqual(
      [
        'guest',
        'login',
        'register',
        'request-reset',
        'reset-password',
        'send-verification',
        'signup',
        'verify-email',
      ].map((p) => `/api/auth/${p}`),
    );
    for (const row of signin) expect(row.auth, `${row.method} ${row.path}`).toBe('signin');
  });

  it('needs nobody for postbacks, reports and the configuration', () => {
    for (const [method, path] of [
      ['GET', '/api/postback'],
      ['POST', '/api/report'],
      ['GET', '/api/config'],
      ['GET', '/api/plans/list'],
    ] as const)
      expect(authOf(method, path), `${method} ${path}`).toBe('public');
  });
});
