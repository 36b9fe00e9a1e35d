/** GET /api/plans/list, /api/user/limits and /api/config. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const allFeatures = {
  allow_custom_slugs: true,
  allow_redirect_rules: true,
  allow_custom_preview: true,
  allow_qr_logo: true,
  allow_conversions: true,
};
const noFeatures = {
  allow_custom_slugs: false,
  allow_redirect_rules: false,
  allow_custom_preview: false,
  allow_qr_logo: false,
  allow_conversions: false,
};
const featureList = expect.arrayContaining([expect.any(String)]);

describe('GET /api/plans/list', () => {
  it('lists free, hobby and pro with the seeded values, without a session', async () => {
    const res = await server.client().get('/api/plans/list');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      plans: [
        {
          id: 'free',
          name: 'Free',
          price_monthly: 0,
          price_yearly: 0,
          currency: 'eur',
          features: featureList,
          max_links: 25,
          max_custom_subdomains: 0,
          max_byod_domains: 0,
          max_seats: 1,
          ...noFeatures,
          analytics_retention_days: 30,
        },
        {
          id: 'hobby',
          name: 'Hobby',
          price_monthly: 900,
          price_yearly: 9000,
          currency: 'eur',
          features: featureList,
          max_links: 1000,
          max_custom_subdomains: 3,
          max_byod_domains: 1,
          max_seats: 3,
          ...allFeatures,
          analytics_retention_days: 365,
        },
        {
          id: 'pro',
          name: 'Pro',
          price_monthly: 2900,
          price_yearly: 29000,
          currency: 'eur',
          features: featureList,
          max_links: -1,
          max_custom_subdomains: 20,
          max_byod_domains: 10,
          max_seats: 10,
          ...allFeatures,
          analytics_retention_days: 1095,
        },
      ],
    });
  });
});

describe('GET /api/user/limits', () => {
  it('gives a free account its quotas and no paid features', async () => {
    const { client } = await server.signUp('free.limits@example.com');
    const res = await client.get('/api/user/limits');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      limits: {
        links: { current: 0, limit: 25, unlimited: false, remaining: 25 },
        custom_subdomains: { current: 0, limit: 0, unlimited: false, remaining: 0 },
        byod_domains: { current: 0, limit: 0, unlimited: false, remaining: 0 },
        seats: { current: 1, limit: 1, unlimited: false, remaining: 0 },
      },
      features: {
        custom_slugs: false,
        redirect_rules: false,
        custom_preview: false,
        qr_codes: false,
        conversions: false,
      },
      plan: { id: 'free', name: 'Free', analytics_retention_days: 30 },
    });
  });

  it('treats a guest as free tier', async () => {
    const guest = server.client();
    await guest.post('/api/auth/guest');
    const res = await guest.get('/api/user/limits');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ plan: { id: 'free' }, limits: { links: { limit: 25, remaining: 25 } } });
  });

  it('gives hobby its quotas and every feature', async () => {
    const { client, id } = await server.signUp('hobby.limits@example.com');
    await server.db.updateTable('workspaces').set({ plan_id: 'hobby' }).where('id', '=', id).execute();
    expect((await client.get('/api/me')).json()).toMatchObject({ plan: 'hobby' });
    expect((await client.get('/api/user/limits')).json()).toEqual({
      limits: {
        links: { current: 0, limit: 1000, unlimited: false, remaining: 1000 },
        custom_subdomains: { current: 0, limit: 3, unlimited: false, remaining: 3 },
        byod_domains: { current: 0, limit: 1, unlimited: false, remaining: 1 },
        seats: { current: 1, limit: 3, unlimited: false, remaining: 2 },
      },
      features: { custom_slugs: true, redirect_rules: true, custom_preview: true, qr_codes: true, conversions: true },
      plan: { id: 'hobby', name: 'Hobby', analytics_retention_days: 365 },
    });
  });

  it('shows pro links as unlimited (-1)', async () => {
    const { client, id } = await server.signUp('pro.limits@example.com');
    await server.db.updateTable('workspaces').set({ plan_id: 'pro' }).where('id', '=', id).execute();
    expect((await client.get('/api/user/limits')).json()).toEqual({
      limits: {
        links: { current: 0, limit: -1, unlimited: true, remaining: -1 },
        custom_subdomains: { current: 0, limit: 20, unlimited: false, remaining: 20 },
        byod_domains: { current: 0, limit: 10, unlimited: false, remaining: 10 },
        seats: { current: 1, limit: 10, unlimited: false, remaining: 9 },
      },
      features: { custom_slugs: true, redirect_rules: true, custom_preview: true, qr_codes: true, conversions: true },
      plan: { id: 'pro', name: 'Pro', analytics_retention_days: 1095 },
    });
  });

  it('answers 401 unauthorized without a session', async () => {
    const res = await server.client().get('/api/user/limits');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized' });
  });
});

describe('GET /api/config', () => {
  it('tells the dashboard the login page and system domains, without a session', async () => {
    const res = await server.client().get('/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ login_url: null, system_domains: ['kurz.localhost'] });
  });

  it('reflects the deployment configuration', async () => {
    const other = await createTestServer({
      loginUrl: 'https://login.example/',
      systemDomains: ['s.example', 'go.example'],
    });
    try {
      expect((await other.client().get('/api/config')).json()).toEqual({
        login_url: 'https://login.example/',
        system_domains: ['s.example', 'go.example'],
      });
    } finally {
      await other.close();
    }
  });
});
