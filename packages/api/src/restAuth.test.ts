import { describe, expect, it } from 'vitest';
import { restRoutes } from './rest';
import { restAuthOf } from './restAuth';

describe('restAuthOf', () => {
  it.each([
    ['/api/auth/login', 'session'],
    ['/api/keys', 'session'],
    ['/api/keys/:id', 'session'],
    ['/api/billing/stripe/checkout', 'session'],
    ['/api/admin/users/plan', 'session'],
    ['/api/email-templates', 'session'],
    ['/api/postback', 'public'],
    ['/api/config', 'public'],
    ['/api/plans/list', 'public'],
    ['/api/links/list', 'user'],
    ['/api/links/:slug', 'user'],
    ['/api/stats/summary', 'user'],
    ['/api/billing/me', 'user'],
    ['/api/keysmith', 'user'],
  ])('defaults %s to %s', (path, auth) => {
    expect(restAuthOf({ path })).toBe(auth);
  });

  it("uses a row's own auth when it declares one", () => {
    expect(restAuthOf({ path: '/api/links/list', auth: 'session' })).toBe('session');
    expect(restAuthOf({ path: '/api/auth/login', auth: 'public' })).toBe('public');
  });

  it('never lets a key manage keys, whatever the rows declare', () => {
    const keyRows = restRoutes.filter((r) => r.path.startsWith('/api/keys'));
    expect(keyRows).toHaveLength(3);
    for (const row of keyRows) expect(restAuthOf(row)).toBe('session');
  });
});
