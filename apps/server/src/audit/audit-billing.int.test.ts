/** A plan changed by Stripe's webhooks is in the workspace's audit log, done by the system. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/index';
import { deliverAll, newFakeStripe, sessionIdOf, STRIPE_SETTINGS, stripeApi } from '../testing/stripe';

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

it('a paid checkout records plan.changed from free to the plan, by the system', async () => {
  const { client } = await server.signUp(`audit-buyer.${Date.now()}@example.com`, { verified: true });
  const res = await client.post('/api/billing/stripe/checkout', { plan: 'hobby', period: 'monthly' });
  expect(res.statusCode, res.body).toBe(200);
  await deliverAll(server, fake, fake.completeCheckout(sessionIdOf(res.json().url)));
  expect((await client.get('/api/me')).json()).toMatchObject({ plan: 'hobby' });
  const log = await client.get('/api/workspace/audit?action=plan.changed');
  expect(log.statusCode, log.body).toBe(200);
  expect(log.json().results).toEqual([
    expect.objectContaining({
      actor: null,
      via: 'system',
      action: 'plan.changed',
      target: { type: 'plan', id: 'hobby', label: 'hobby' },
      details: { from: 'free', to: 'hobby' },
    }),
  ]);
});
