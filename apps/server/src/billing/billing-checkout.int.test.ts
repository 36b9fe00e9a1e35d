/** POST /api/billing/stripe/checkout and /portal, GET /api/billing/me, PUT /api/admin/users/plan. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST } from '../testing/links';
import {
  deliverAll,
  holdAtStripe,
  newFakeStripe,
  PRICES,
  sessionIdOf,
  STRIPE_SETTINGS,
  stripeApi,
  untilAsked,
} from '../testing/stripe';
import { createTestServer, TEST_ORIGIN, type TestClient, type TestServer } from '../testing/index';
import { team } from '../testing/workspaces';

const fake = newFakeStripe();
const stripe = stripeApi(fake);
let server: TestServer;
let unconfigured: TestServer;
let admin: TestClient;
beforeAll(async () => {
  stripe.listen({ onUnhandledRequest: 'bypass' });
  [server, unconfigured] = await Promise.all([createTestServer({ stripe: STRIPE_SETTINGS }), createTestServer()]);
  admin = (await server.signUp('admin@example.com', { verified: true })).client;
});
afterAll(async () => {
  await Promise.all([server.close(), unconfigured.close()]);
  stripe.close();
});

let n = 0;
const email = (name = 'buyer') => `${name}.${++n}.${Date.now()}@example.com`;
const customerOf = async (id: string) =>
  (await server.db.selectFrom('workspaces').select('stripe_customer_id').where('id', '=', id).executeTakeFirstOrThrow())
    .stripe_customer_id;
const sessionsOf = (workspaceId: string) =>
  [...fake.sessions.values()].filter((s) => s.client_reference_id === workspaceId);
const customersCreatedFor = (userId: string) =>
  [...fake.customers.values()].filter((c) => c.metadata.user_id === userId);

describe('POST /api/billing/stripe/checkout', () => {
  it.each([
    ['hobby', 'monthly'],
    ['hobby', 'yearly'],
    ['pro', 'monthly'],
    ['pro', 'yearly'],
  ] as const)('opens a subscription Checkout for %s %s with the configured price', async (plan, period) => {
    const { client, id } = await server.signUp(email());
    const res = await client.post('/api/billing/stripe/checkout', { plan, period });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const session = fake.sessions.get(sessionIdOf(url))!;
    expect(session).toMatchObject({
      mode: 'subscription',
      customer: await customerOf(id),
      client_reference_id: id,
      line_items_price: PRICES[plan][period],
      success_url: `${TEST_ORIGIN}/billing?checkout=success`,
      cancel_url: `${TEST_ORIGIN}/billing?checkout=canceled`,
    });
    expect(fake.customers.get(session.customer)).toMatchObject({
      email: expect.stringMatching(/^buyer\./),
      metadata: { user_id: id },
    });
  });

  it('keeps one Stripe customer per account, created once even under 10 concurrent checkouts', async () => {
    const { client, id } = await server.signUp(email());
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        client.post('/api/billing/stripe/checkout', { plan: i % 2 ? 'pro' : 'hobby', period: 'yearly' }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const customer = await customerOf(id);
    expect(customersCreatedFor(id)).toHaveLength(1);
    // Stripe is asked outside any transaction; the idempotency key makes every ask the same customer.
    const asks = fake.requests.filter((r) => r.path === '/v1/customers' && r.params.get('metadata[user_id]') === id);
    expect(new Set(asks.map((r) => r.idempotencyKey))).toEqual(new Set([`kurz-customer-${id}`]));
    for (const res of answers) expect(fake.sessions.get(sessionIdOf(res.json().url))!.customer).toBe(customer);
    // Each expired the ones Stripe lists before its own: one of the ten can still be paid.
    expect([...fake.sessions.values()].filter((s) => s.customer === customer && s.status === 'open')).toHaveLength(1);
    await client.post('/api/billing/stripe/checkout', { plan: 'hobby', period: 'monthly' });
    expect(customersCreatedFor(id)).toHaveLength(1);
  });

  it('sends an account that already pays to the portal, never to a second subscription', async () => {
    const { client } = await server.signUp(email());
    const first = await client.post('/api/billing/stripe/checkout', { plan: 'hobby', period: 'monthly' });
    await deliverAll(server, fake, fake.completeCheckout(sessionIdOf(first.json().url)));
    const sessions = fake.sessions.size;
    const second = await client.post('/api/billing/stripe/checkout', { plan: 'pro', period: 'yearly' });
    expect(second.statusCode).toBe(200);
    expect(second.json().url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(fake.sessions.size).toBe(sessions);
  });

  it('expires the open Checkout of an earlier click, so that only the newest can be paid', async () => {
    const { client } = await server.signUp(email());
    const first = sessionIdOf(
      (await client.post('/api/billing/stripe/checkout', { plan: 'hobby', period: 'monthly' })).json().url,
    );
    const res = await client.post('/api/billing/stripe/checkout', { plan: 'pro', period: 'yearly' });
    expect(res.statusCode, res.body).toBe(200);
    const second = sessionIdOf(res.json().url);
    expect(
      fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${first}/expire`),
    ).toHaveLength(1);
    expect(fake.sessions.get(first)!.status).toBe('expired');
    expect(fake.sessions.get(second)!.status).toBe('open');
    expect(() => fake.completeCheckout(first)).toThrow(/no open checkout session/);
  });

  it('sends to the portal an account that pays in Stripe before kurz has heard of it (webhooks not yet in)', async () => {
    const { client, id } = await server.signUp(email());
    const first = await client.post('/api/billing/stripe/checkout', { plan: 'hobby', period: 'monthly' });
    fake.completeCheckout(sessionIdOf(first.json().url)); // paid; no event delivered
    expect(await server.db.selectFrom('subscriptions').select('id').where('workspace_id', '=', id).execute()).toEqual(
      [],
    );
    const sessions = fake.sessions.size;
    const second = await client.post('/api/billing/stripe/checkout', { plan: 'pro', period: 'monthly' });
    expect(second.statusCode).toBe(200);
    expect(second.json().url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(fake.sessions.size).toBe(sessions);
  });

  it('refuses to delete a workspace Stripe bills before kurz has heard of it, and expires an unpaid Checkout on delete', async () => {
    for (const paid of [true, false]) {
      const { id, owner } = await team(server, 'free', paid ? 'Paid team' : 'Unpaid team');
      const checkout = await owner.post('/api/billing/stripe/checkout', { plan: 'pro', period: 'monthly' });
      expect(checkout.statusCode, checkout.body).toBe(200);
      const session = sessionIdOf(checkout.json().url);
      if (paid) fake.completeCheckout(session); // no event delivered: kurz's table has no subscription
      const res = await owner.del('/api/workspace');
      if (paid) {
        expect([res.statusCode, res.json()]).toEqual([409, { error: 'subscription_active' }]);
        expect(await server.db.selectFrom('workspaces').select('id').where('id', '=', id).execute()).toHaveLength(1);
      } else {
        expect(res.statusCode, res.body).toBe(200);
        expect(fake.sessions.get(session)!.status).toBe('expired');
      }
    }
  });

  it('a checkout whose session Stripe makes while the workspace is deleted expires it: none is left to pay', async () => {
    const { id, owner } = await team(server, 'free', 'Closing team');
    // The session's creation reaches Stripe only once the deletion has asked Stripe and ended.
    const creation = holdAtStripe(stripe, fake, 'post', '/v1/checkout/sessions');
    try {
      const checkout = owner.post('/api/billing/stripe/checkout', { plan: 'pro', period: 'monthly' });
      await creation.reached;
      const deleted = await owner.del('/api/workspace');
      expect(deleted.statusCode, deleted.body).toBe(200);
      creation.release();
      const res = await checkout;
      expect([res.statusCode, res.json()]).toEqual([404, { error: 'not_found' }]);
      const customer = fake.requests.find(
        (r) => r.path === '/v1/customers' && r.params.get('metadata[workspace_id]') === id,
      );
      expect(customer).toBeDefined();
      expect(sessionsOf(id).map((s) => s.status)).toEqual(['expired']);
    } finally {
      creation.release();
      stripe.resetHandlers();
    }
  });

  it('a checkout whose session Stripe makes after the deletion listed the open ones expires it itself', async () => {
    const { id, owner } = await team(server, 'free', 'Half-closed team');
    const creation = holdAtStripe(stripe, fake, 'post', '/v1/checkout/sessions');
    let subscriptions: ReturnType<typeof holdAtStripe> | undefined;
    try {
      const checkout = owner.post('/api/billing/stripe/checkout', { plan: 'pro', period: 'monthly' });
      await creation.reached;
      // The deletion marks the workspace and lists its open sessions (none yet); it waits on the
      // subscriptions (held only now: the checkout lists them too, before making its session).
      subscriptions = holdAtStripe(stripe, fake, 'get', '/v1/subscriptions');
      const deletion = owner.del('/api/workspace');
      await subscriptions.reached;
      creation.release();
      const res = await checkout;
      expect([res.statusCode, res.json()]).toEqual([404, { error: 'not_found' }]);
      expect(sessionsOf(id).map((s) => s.status)).toEqual(['expired']);
      subscriptions.release();
      const deleted = await deletion;
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(
        await server.db.selectFrom('workspaces').select('id').where('id', '=', id).executeTakeFirst(),
      ).toBeUndefined();
    } finally {
      creation.release();
      subscriptions?.release();
      stripe.resetHandlers();
    }
  });

  it('does not hold up other requests while Stripe is slow to create the customer', async () => {
    const { client, id } = await server.signUp(email());
    const bystander = await server.signUp(email('bystander'));
    const before = fake.requests.length;
    fake.latencyMs = 2000;
    try {
      const checkout = client.post('/api/billing/stripe/checkout', { plan: 'hobby', period: 'monthly' });
      await untilAsked(fake, before);
      fake.latencyMs = 0; // only the customer's creation is slow
      const started = performance.now();
      const res = await bystander.client.post('/api/links/create', {
        url: 'https://example.com/meanwhile',
        hostname: HOST,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(performance.now() - started).toBeLessThan(700);
      expect((await checkout).statusCode).toBe(200);
    } finally {
      fake.latencyMs = 0;
    }
    expect(customersCreatedFor(id)).toHaveLength(1);
  });

  it('refuses free, unknown plans and periods with 400 invalid_input, asking Stripe nothing', async () => {
    const { client, id } = await server.signUp(email());
    const before = fake.requests.length;
    for (const body of [
      { plan: 'free', period: 'monthly' },
      { plan: 'gold', period: 'yearly' },
      { plan: 'pro', period: 'weekly' },
      { plan: 'pro' },
      {},
    ]) {
      const res = await client.post('/api/billing/stripe/checkout', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_input' });
    }
    expect(fake.requests.length).toBe(before);
    expect(await customerOf(id)).toBeNull();
  });

  it('refuses guests with 403 guest_not_allowed (the dashboard opens registration)', async () => {
    const guest = server.client();
    await guest.post('/api/auth/guest');
    const res = await guest.post('/api/billing/stripe/checkout', { plan: 'hobby', period: 'yearly' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'guest_not_allowed' });
    expect((await guest.post('/api/billing/stripe/portal')).json()).toEqual({ error: 'guest_not_allowed' });
  });
});

describe('POST /api/billing/stripe/portal', () => {
  it("answers the url of a portal session for the account's own customer, returning to /billing", async () => {
    const { client, id } = await server.signUp(email());
    const res = await client.post('/api/billing/stripe/portal');
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/bps_test_/);
    const call = fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!;
    expect(call.params.get('customer')).toBe(await customerOf(id));
    expect(call.params.get('return_url')).toBe(`${TEST_ORIGIN}/billing`);
  });
});

describe('without Stripe keys', () => {
  it('lists plans as before; checkout and portal answer 503 billing_not_configured; billing/me says so', async () => {
    const { client } = await unconfigured.signUp(email('nokeys'));
    expect((await client.get('/api/plans/list')).json().plans).toHaveLength(3);
    for (const res of [
      await client.post('/api/billing/stripe/checkout', { plan: 'hobby', period: 'yearly' }),
      await client.post('/api/billing/stripe/portal'),
    ]) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: 'billing_not_configured' });
    }
    expect((await client.get('/api/billing/me')).json()).toEqual({
      subscription: null,
      payments: [],
      me: { plan: 'free', comped: false },
      configured: false,
    });
    const hook = await unconfigured.app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(503);
  });
});

describe('GET /api/billing/me', () => {
  it("shows only the caller's own subscription and payments", async () => {
    const payer = await server.signUp(email());
    const res = await payer.client.post('/api/billing/stripe/checkout', { plan: 'pro', period: 'monthly' });
    await deliverAll(server, fake, fake.completeCheckout(sessionIdOf(res.json().url)));
    const other = await server.signUp(email('other'));
    expect((await other.client.get('/api/billing/me')).json()).toEqual({
      subscription: null,
      payments: [],
      me: { plan: 'free', comped: false },
      configured: true,
    });
    expect((await payer.client.get('/api/billing/me')).json().payments).toHaveLength(1);
  });
});

describe('PUT /api/admin/users/plan', () => {
  it('lets an admin comp a plan without Stripe, shown as comped; free removes the comp', async () => {
    const target = email('comped');
    const user = await server.signUp(target);
    const res = await admin.put('/api/admin/users/plan', { email: target.toUpperCase(), plan: 'pro' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: target, plan: 'pro', comped: true });
    expect((await user.client.get('/api/billing/me')).json().me).toEqual({ plan: 'pro', comped: true });
    expect((await user.client.get('/api/user/limits')).json().plan.id).toBe('pro');

    const back = await admin.put('/api/admin/users/plan', { email: target, plan: 'free' });
    expect(back.json()).toEqual({ email: target, plan: 'free', comped: false });
    expect((await user.client.get('/api/billing/me')).json().me).toEqual({ plan: 'free', comped: false });
  });

  it('refuses everyone else with 403 forbidden, and an unknown account or plan with a 4xx', async () => {
    const plain = await server.signUp(email('plain'), { verified: true });
    const target = email('target');
    await server.signUp(target);
    const res = await plain.client.put('/api/admin/users/plan', { email: target, plan: 'pro' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'forbidden' });

    const unknown = await admin.put('/api/admin/users/plan', { email: 'nobody@example.com', plan: 'pro' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'user_not_found' });
    const badPlan = await admin.put('/api/admin/users/plan', { email: target, plan: 'gold' });
    expect(badPlan.statusCode).toBe(400);
    const rows = await server.db
      .selectFrom('users')
      .innerJoin('workspaces', 'workspaces.id', 'users.id')
      .select(['plan_id', 'comped_plan_id'])
      .where('email', '=', target)
      .executeTakeFirstOrThrow();
    expect(rows).toEqual({ plan_id: 'free', comped_plan_id: null });
  });
});
