/** POST /api/billing/stripe/webhook: signatures, each event applied once, order, and the plan it sets. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, IPHONE_UA } from '../testing/links';
import {
  deliver,
  deliverAll,
  newFakeStripe,
  sessionIdOf,
  STRIPE_SETTINGS,
  stripeApi,
  untilAsked,
} from '../testing/stripe';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';

const fake = newFakeStripe();
const stripe = stripeApi(fake);
let server: TestServer;
beforeAll(async () => {
  stripe.listen({ onUnhandledRequest: 'bypass' });
  server = await createTestServer({ stripe: STRIPE_SETTINGS });
});
afterAll(async () => {
  await server.close();
  stripe.close();
});

let n = 0;
/** A new account that went to Checkout for a plan; the payment is left to the test. */
async function checkoutStarted(plan: 'hobby' | 'pro' = 'hobby', period: 'monthly' | 'yearly' = 'monthly') {
  const email = `payer.${++n}.${Date.now()}@example.com`;
  const { client, id } = await server.signUp(email);
  const res = await client.post('/api/billing/stripe/checkout', { plan, period });
  expect(res.statusCode, res.body).toBe(200);
  return { client, id, email, sessionId: sessionIdOf(res.json().url) };
}

/** A new account with a paid subscription, every event of the payment delivered. */
async function subscribed(plan: 'hobby' | 'pro' = 'hobby', period: 'monthly' | 'yearly' = 'monthly') {
  const started = await checkoutStarted(plan, period);
  const events = fake.completeCheckout(started.sessionId);
  await deliverAll(server, fake, events);
  const subId = fake.sessions.get(started.sessionId)!.subscription as string;
  return { ...started, subId, events };
}

const me = async (client: TestClient) => (await client.get('/api/billing/me')).json();
const planOf = async (id: string) =>
  (await server.db.selectFrom('workspaces').select('plan_id').where('id', '=', id).executeTakeFirstOrThrow()).plan_id;
const eventRows = async () =>
  Number(
    (
      await server.db
        .selectFrom('stripe_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const retrievals = (subId: string) =>
  fake.requests.filter((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${subId}`).length;

describe('signature', () => {
  it('refuses a delivery signed with another secret: 400 invalid_signature, nothing changed', async () => {
    const { id, sessionId } = await checkoutStarted();
    const events = fake.completeCheckout(sessionId);
    const before = await eventRows();
    for (const event of events) {
      const res = await deliver(server, fake, event, { secret: 'whsec_someone_else' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'invalid_signature' });
    }
    expect(await eventRows()).toBe(before);
    expect(await planOf(id)).toBe('free');
  });

  it('refuses a stale signature (older than 300 s) and a missing or mangled header', async () => {
    const { id, sessionId } = await checkoutStarted();
    const [completed] = fake.completeCheckout(sessionId);
    const before = await eventRows();
    const stale = await deliver(server, fake, completed!, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ error: 'invalid_signature' });
    expect((await deliver(server, fake, completed!, { header: '' })).statusCode).toBe(400);
    expect((await deliver(server, fake, completed!, { header: 't=1,v1=abc' })).statusCode).toBe(400);
    expect(await eventRows()).toBe(before);
    expect(await planOf(id)).toBe('free');
    // Within the tolerance the same event is taken.
    const fresh = await deliver(server, fake, completed!, { timestamp: Math.floor(Date.now() / 1000) - 250 });
    expect(fresh.statusCode).toBe(200);
    expect(await planOf(id)).toBe('hobby');
  });

  it('a body changed after signing is refused', async () => {
    const { sessionId } = await checkoutStarted();
    const [completed] = fake.completeCheckout(sessionId);
    const { header } = fake.sign(completed!);
    const forged = JSON.stringify({ ...completed, id: 'evt_forged' });
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: forged,
    });
    expect(res.statusCode).toBe(400);
  });

  it('is not subject to the browser cross-site check (Stripe is no browser), only to the signature', async () => {
    const { id, sessionId } = await checkoutStarted();
    const [completed] = fake.completeCheckout(sessionId);
    const { payload, header } = fake.sign(completed!);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': header,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await planOf(id)).toBe('hobby');
  });
});

describe('the plan follows the subscription', () => {
  it('a completed Checkout makes the account hobby, with the subscription and payment in billing/me', async () => {
    const { client, id } = await subscribed('hobby', 'yearly');
    expect(await planOf(id)).toBe('hobby');
    const body = await me(client);
    expect(body.subscription).toEqual({
      plan_id: 'hobby',
      is_yearly: true,
      status: 'active',
      current_period_end: expect.any(Number),
      cancel_at_period_end: false,
    });
    expect(body.subscription.current_period_end - Date.now() / 1000).toBeGreaterThan(360 * 86_400);
    expect(body.payments).toEqual([
      {
        created_at: expect.any(Number),
        status: 'paid',
        amount: 9000,
        currency: 'eur',
        invoice_url: expect.stringMatching(/^https:\/\/invoice\.stripe\.com\//),
      },
    ]);
    expect(body.me).toEqual({ plan: 'hobby', comped: false });
    expect((await client.get('/api/me')).json().plan).toBe('hobby');
  });

  it('cancel at period end keeps the plan and shows auto-renew off', async () => {
    const { client, subId } = await subscribed('pro', 'monthly');
    await deliverAll(server, fake, [fake.updateSubscription(subId, { cancel_at_period_end: true })]);
    const body = await me(client);
    expect(body.subscription).toMatchObject({ plan_id: 'pro', status: 'active', cancel_at_period_end: true });
    expect(body.me.plan).toBe('pro');
  });

  it('a failed payment makes it past_due: the plan is kept, the status and the failed payment shown', async () => {
    const { client, subId } = await subscribed('hobby', 'monthly');
    const [failed] = fake.failPayment(subId);
    // Only the invoice event arrives (its subscription event may come later): the subscription is re-read.
    await deliverAll(server, fake, [failed!]);
    const body = await me(client);
    expect(body.subscription.status).toBe('past_due');
    expect(body.me.plan).toBe('hobby');
    expect(body.payments.map((p: { status: string }) => p.status).sort()).toEqual(['failed', 'paid']);
  });

  it('a deleted subscription makes the account free: nothing deleted, new things follow the free limits', async () => {
    const { client, id, subId } = await subscribed('hobby', 'monthly');
    const slug = `kept-${n}`;
    const ref = `${slug}?hostname=${HOST}`;
    expect(
      (await client.post('/api/links/create', { url: 'https://example.com/kept', hostname: HOST, slug })).statusCode,
    ).toBe(200);
    const rules = [{ target: 'https://example.com/phone', when: { device: ['mobile'] } }];
    expect((await client.put(`/api/links/rules/${ref}`, { rules })).statusCode).toBe(200);
    const og = { enabled: true, title: 'Kept preview', description: 'Still served', image_url: null };
    expect((await client.put(`/api/links/og/${ref}`, og)).statusCode).toBe(200);
    expect((await client.put(`/api/links/conversions/${ref}`, { enabled: true })).statusCode).toBe(200);

    await deliverAll(server, fake, [fake.cancelSubscription(subId)]);
    expect(await planOf(id)).toBe('free');
    const body = await me(client);
    expect(body.subscription).toMatchObject({ status: 'canceled' });
    expect(body.me.plan).toBe('free');

    // Kept, and still working: the link, its rules, its preview, its tracking.
    const links = (await client.get('/api/links/list')).json().results;
    expect(links.map((l: { slug: string }) => l.slug)).toContain(slug);
    expect((await client.get(`/api/links/rules/${ref}`)).json().rules).toHaveLength(1);
    expect((await client.get(`/api/links/og/${ref}`)).json().data).toEqual(og);
    const phone = await server.visit(HOST, `/${slug}`, { headers: { 'user-agent': IPHONE_UA } });
    expect(phone.statusCode).toBe(302);
    expect(phone.headers.location).toMatch(/^https:\/\/example\.com\/phone\?clid=/);

    // New paid things are refused with the free plan's codes.
    const refused = await client.post('/api/links/create', {
      url: 'https://example.com/new',
      hostname: HOST,
      slug: `new-${n}`,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'custom_slugs_not_allowed' });
    expect(
      (
        await client.put(`/api/links/rules/${ref}`, {
          rules: [...rules, { target: 'https://example.com/tab', when: { device: ['tablet'] } }],
        })
      ).json(),
    ).toEqual({ error: 'redirect_rules_not_allowed' });
    expect((await client.put(`/api/links/og/${ref}`, { ...og, title: 'Changed' })).json()).toEqual({
      error: 'custom_preview_not_allowed',
    });
    expect((await client.put(`/api/links/conversions/${ref}`, { enabled: true })).json()).toEqual({
      error: 'conversions_not_allowed',
    });
    const limits = (await client.get('/api/user/limits')).json();
    expect(limits.plan).toEqual({ id: 'free', name: 'Free', analytics_retention_days: 30 });
    expect(limits.limits.links).toMatchObject({ current: 1, limit: 25 });

    // What the free plan gave up can still be switched off or removed.
    expect((await client.put(`/api/links/conversions/${ref}`, { enabled: false })).statusCode).toBe(200);
    expect((await client.put(`/api/links/rules/${ref}`, { rules: [] })).statusCode).toBe(200);
    expect((await client.del(`/api/links/og/${ref}`)).statusCode).toBe(200);
    expect(
      (await client.post('/api/links/create', { url: 'https://example.com/new', hostname: HOST })).statusCode,
    ).toBe(200);
  });
});

describe('each event applied once, whatever the order', () => {
  it('a duplicate delivery is acknowledged and changes nothing', async () => {
    const { client, subId, events } = await subscribed('hobby', 'monthly');
    const fetched = retrievals(subId);
    const again = await deliver(server, fake, events[0]!);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(retrievals(subId)).toBe(fetched);
    expect((await me(client)).payments).toHaveLength(1);
  });

  it('an older subscription event delivered after a newer one does not bring the old state back', async () => {
    const { client, subId, events } = await subscribed('hobby', 'monthly');
    const created = events[1]!;
    const cancelled = fake.updateSubscription(subId, { cancel_at_period_end: true });
    const upgraded = fake.updateSubscription(subId, { price: STRIPE_SETTINGS.prices.pro.yearly });
    await deliverAll(server, fake, [upgraded, cancelled, created]);
    expect((await me(client)).subscription).toMatchObject({
      plan_id: 'pro',
      is_yearly: true,
      cancel_at_period_end: true,
      status: 'active',
    });

    const deleted = fake.cancelSubscription(subId);
    await deliverAll(server, fake, [deleted, upgraded]);
    // Retried later, the older events of the subscription still cannot revive it.
    const body = await me(client);
    expect(body.subscription.status).toBe('canceled');
    expect(body.me.plan).toBe('free');
  });

  it('50 concurrent deliveries of one event apply it once', async () => {
    const { id, sessionId } = await checkoutStarted('pro', 'yearly');
    const [completed] = fake.completeCheckout(sessionId);
    const subId = fake.sessions.get(sessionId)!.subscription as string;
    const answers = await Promise.all(Array.from({ length: 50 }, () => deliver(server, fake, completed!)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const outcomes = answers.map((r) => r.json().outcome);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(49);
    // Stripe is read before the transaction (deliveries that overlap may each read it): the applied one did.
    expect(retrievals(subId)).toBeGreaterThanOrEqual(1);
    const stored = await server.db.selectFrom('stripe_events').select('id').where('id', '=', completed!.id).execute();
    expect(stored).toHaveLength(1);
    expect(await planOf(id)).toBe('pro');
  });

  it('a state read from Stripe before a newer one was stored is not stored, however late its answer comes', async () => {
    const { client, subId } = await subscribed('hobby', 'monthly');
    const older = fake.event('customer.subscription.updated', fake.subscriptions.get(subId)!);
    const before = fake.requests.length;
    fake.latencyMs = 1500;
    try {
      // Its re-read is answered (with the state before the change) only after the change has landed.
      const late = deliver(server, fake, older);
      await untilAsked(fake, before);
      fake.latencyMs = 0;
      await deliverAll(server, fake, [fake.updateSubscription(subId, { cancel_at_period_end: true })]);
      expect((await late).json()).toEqual({ received: true, outcome: 'applied' });
    } finally {
      fake.latencyMs = 0;
    }
    expect((await me(client)).subscription).toMatchObject({ status: 'active', cancel_at_period_end: true });
  });

  it('a paid invoice read late does not turn back into a failed one', async () => {
    const { client, subId } = await subscribed('hobby', 'monthly');
    const [failed] = fake.failPayment(subId);
    const invoiceId = (failed!.data.object as { id: string }).id;
    const invoice = fake.invoices.get(invoiceId)!;
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0 });
    await deliverAll(server, fake, [fake.event('invoice.paid', invoice)]);
    Object.assign(invoice, { status: 'open', amount_paid: 0 }); // what an earlier read would have seen
    await deliverAll(server, fake, [failed!]);
    expect((await me(client)).payments.map((p: { status: string }) => p.status)).toEqual(['paid', 'paid']);
  });

  it('answers 5xx and stores nothing while Stripe cannot be read, so that Stripe delivers again', async () => {
    const { id, sessionId } = await checkoutStarted();
    const [completed] = fake.completeCheckout(sessionId);
    fake.failures = 3; // the first try and the SDK's two retries
    const res = await deliver(server, fake, completed!);
    expect(res.statusCode).toBe(500);
    expect(
      await server.db.selectFrom('stripe_events').select('id').where('id', '=', completed!.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await planOf(id)).toBe('free');
    const retried = await deliver(server, fake, completed!);
    expect(retried.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await planOf(id)).toBe('hobby');
  });

  it('acknowledges events of customers it does not know, and events it does not handle', async () => {
    const foreign = fake.event('customer.subscription.updated', {
      id: 'sub_test_foreign',
      object: 'subscription',
      customer: 'cus_test_foreign',
    });
    const other = fake.event('charge.refunded', { id: 'ch_test_1', object: 'charge' });
    for (const event of [foreign, other]) {
      const res = await deliver(server, fake, event);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
    }
  });
});

describe('while Stripe is slow', () => {
  it('other requests do not wait for it: no transaction is open while Stripe is asked', async () => {
    const { sessionId, id } = await checkoutStarted('pro', 'monthly');
    const [completed] = fake.completeCheckout(sessionId);
    const bystander = await server.signUp(`bystander.${Date.now()}@example.com`);
    const before = fake.requests.length;
    fake.latencyMs = 2000;
    try {
      const delivery = deliver(server, fake, completed!);
      await untilAsked(fake, before);
      const started = performance.now();
      const res = await bystander.client.get('/api/me');
      expect(res.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(700);
      expect((await delivery).json()).toEqual({ received: true, outcome: 'applied' });
    } finally {
      fake.latencyMs = 0;
    }
    expect(await planOf(id)).toBe('pro');
  });
});
