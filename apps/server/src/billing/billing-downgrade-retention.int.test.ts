/** A downgrade deletes no analytics for a grace period: the clean-up waits, the stats show the new plan. */
import { runHousekeeping } from '@kurz/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/index';
import { userOn } from '../testing/links';
import {
  backdateUser,
  DAY,
  dayStart,
  HOUR,
  sec,
  seedClicks,
  seedConversion,
  seedLink,
  summary,
  type SeedLink,
} from '../testing/stats';
import { deliverAll, newFakeStripe, sessionIdOf, STRIPE_SETTINGS, stripeApi } from '../testing/stripe';

const fake = newFakeStripe();
const stripe = stripeApi(fake);
let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  stripe.listen({ onUnhandledRequest: 'bypass' });
  server = await createTestServer({ stripe: STRIPE_SETTINGS });
  admin = (await server.signUp('admin@example.com', { verified: true })).client;
});
afterAll(async () => {
  await server.close();
  stripe.close();
});

const old = dayStart(-200);
const recent = dayStart(-5);
let n = 0;

/** Pays for a plan on (fake) Stripe Checkout; every event of the payment delivered signed. */
async function pay(client: TestClient, plan: 'hobby' | 'pro'): Promise<string> {
  const res = await client.post('/api/billing/stripe/checkout', { plan, period: 'monthly' });
  expect(res.statusCode, res.body).toBe(200);
  const sessionId = sessionIdOf(res.json().url);
  await deliverAll(server, fake, fake.completeCheckout(sessionId));
  return fake.sessions.get(sessionId)!.subscription as string;
}

/** An account 250 days old with a link that has a click and a conversion 200 days ago and one 5 days ago. */
async function accountWithHistory(client: TestClient, id: string): Promise<SeedLink> {
  await backdateUser(server, id, 250);
  const link = await seedLink(server, client, { createdDaysAgo: 250 });
  const tag = `${++n}`;
  await seedClicks(server, link, [
    { ts: old + 9 * HOUR, clickId: `old-${tag}`, ip: '203.0.113.30' },
    { ts: recent + 9 * HOUR, clickId: `new-${tag}`, ip: '203.0.113.31' },
  ]);
  await seedConversion(server, link, `old-${tag}`, old + 10 * HOUR, 500);
  return link;
}

const storedClicks = async (link: SeedLink) =>
  (await server.db.selectFrom('clicks').select('ts').where('link_id', '=', link.linkId).orderBy('ts').execute()).map(
    (c) => c.ts.getTime(),
  );
const storedConversions = async (link: SeedLink) =>
  (await server.db.selectFrom('conversions').select('id').where('link_id', '=', link.linkId).execute()).length;
const rollupDays = async (link: SeedLink) =>
  (
    await server.db
      .selectFrom('stats_daily')
      .select('day')
      .where('link_id', '=', link.linkId)
      .where('dim', '=', 'total')
      .execute()
  ).length;
const kept = (id: string) =>
  server.db
    .selectFrom('workspaces')
    .select(['plan_id', 'retained_days', 'retained_until'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const housekeeping = () => runHousekeeping(server.runtime.deps);

describe('a pro account downgraded through Stripe', () => {
  it('keeps its old analytics through the clean-up, shows 30 days, and everything again after a re-upgrade', async () => {
    const email = `downgrade.${Date.now()}@example.com`;
    const { client, id } = await server.signUp(email);
    const subId = await pay(client, 'pro');
    const link = await accountWithHistory(client, id);
    // A free account that never had more, in the same clean-up: its old click goes as before.
    const plain = await userOn(server, 'free', 'plain');
    const plainLink = await seedLink(server, plain.client, { createdDaysAgo: 60 });
    await seedClicks(server, plainLink, [{ ts: dayStart(-40) }, { ts: recent }]);

    expect((await summary(client, link.slug)).totals.clicks).toBe(2);
    const before = Date.now();
    await deliverAll(server, fake, [fake.cancelSubscription(subId)]);
    const grace = await kept(id);
    expect(grace).toMatchObject({ plan_id: 'free', retained_days: 1095 });
    expect(grace.retained_until!.getTime()).toBeGreaterThanOrEqual(before + 30 * DAY - 1000);
    expect(grace.retained_until!.getTime()).toBeLessThanOrEqual(Date.now() + 30 * DAY);

    await housekeeping();
    expect(await storedClicks(link)).toEqual([old + 9 * HOUR, recent + 9 * HOUR]);
    expect(await storedConversions(link)).toBe(1);
    expect(await rollupDays(link)).toBe(2);
    expect(await storedClicks(plainLink)).toEqual([recent]);
    // The stats show what free shows: 30 days.
    const s = await summary(client, link.slug);
    expect(s.totals).toMatchObject({ clicks: 1, conversions: 0 });
    expect(s.range.from).toBe(sec(dayStart(-29)));
    expect((await client.get('/api/billing/me')).json().me.plan).toBe('free');

    // Paying for pro again within the grace period: everything is there again, and the grace ends.
    await pay(client, 'pro');
    const back = await summary(client, link.slug);
    expect(back.totals).toMatchObject({ clicks: 2, conversions: 1, revenue: 5 });
    expect(back.range.from).toBe(sec(dayStart(-250)));
    expect(await kept(id)).toEqual({ plan_id: 'pro', retained_days: null, retained_until: null });
    await housekeeping();
    expect(await storedClicks(link)).toHaveLength(2);
  });

  it('after the grace period the clean-up deletes what the new plan does not keep', async () => {
    const { client, id } = await server.signUp(`expired.${Date.now()}@example.com`);
    const subId = await pay(client, 'pro');
    const link = await accountWithHistory(client, id);
    await deliverAll(server, fake, [fake.cancelSubscription(subId)]);
    await housekeeping();
    expect(await storedClicks(link)).toHaveLength(2);

    // The grace period is over.
    await server.db
      .updateTable('workspaces')
      .set({ retained_until: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    await housekeeping();
    expect(await storedClicks(link)).toEqual([recent + 9 * HOUR]);
    expect(await storedConversions(link)).toBe(0);
    expect(await rollupDays(link)).toBe(1);
    expect(await kept(id)).toEqual({ plan_id: 'free', retained_days: null, retained_until: null });
    // Paying again later does not bring them back.
    await pay(client, 'pro');
    expect((await summary(client, link.slug)).totals.clicks).toBe(1);
  });
});

describe('other plan changes', () => {
  it("pro to hobby keeps pro's retention; hobby to free on top keeps it and the later end", async () => {
    const { client, id } = await server.signUp(`steps.${Date.now()}@example.com`);
    const subId = await pay(client, 'pro');
    await deliverAll(server, fake, [fake.updateSubscription(subId, { price: STRIPE_SETTINGS.prices.hobby.monthly })]);
    const first = await kept(id);
    expect(first).toMatchObject({ plan_id: 'hobby', retained_days: 1095 });
    await deliverAll(server, fake, [fake.cancelSubscription(subId)]);
    const second = await kept(id);
    expect(second).toMatchObject({ plan_id: 'free', retained_days: 1095 });
    expect(second.retained_until!.getTime()).toBeGreaterThanOrEqual(first.retained_until!.getTime());
    // Hobby again keeps less than the grace: the grace stays as it was.
    await pay(client, 'hobby');
    expect(await kept(id)).toEqual({ ...second, plan_id: 'hobby' });
  });

  it('an admin taking a comped pro away starts the same grace; the clean-up keeps the data', async () => {
    const email = `comp.${Date.now()}@example.com`;
    const { client, id } = await server.signUp(email);
    expect((await admin.put('/api/admin/users/plan', { email, plan: 'pro' })).statusCode).toBe(200);
    const link = await accountWithHistory(client, id);
    expect((await admin.put('/api/admin/users/plan', { email, plan: 'free' })).json()).toMatchObject({ plan: 'free' });
    expect(await kept(id)).toMatchObject({ plan_id: 'free', retained_days: 1095 });
    await housekeeping();
    expect(await storedClicks(link)).toHaveLength(2);
    expect((await admin.put('/api/admin/users/plan', { email, plan: 'pro' })).statusCode).toBe(200);
    expect(await kept(id)).toMatchObject({ plan_id: 'pro', retained_days: null, retained_until: null });
    expect((await summary(client, link.slug)).totals.clicks).toBe(2);
  });
});
