/** Billing tests: Stripe's API answered by the stand-in through msw, and signed webhook deliveries. */
import type { StripeSettings } from '@kurz/api';
import { FakeStripe, type StripeEvent } from '@kurz/api/testing/stripe';
import type { LightMyRequestResponse } from 'fastify';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { TestServer } from './index';

export const PRICES = {
  hobby: { monthly: 'price_test_hobby_monthly', yearly: 'price_test_hobby_yearly' },
  pro: { monthly: 'price_test_pro_monthly', yearly: 'price_test_pro_yearly' },
};

export const STRIPE_SETTINGS: StripeSettings = {
  secretKey: 'sk_test_kurz_integration',
  webhookSecret: 'whsec_test_kurz_integration',
  apiUrl: null,
  prices: PRICES,
};

export function newFakeStripe(): FakeStripe {
  return new FakeStripe(STRIPE_SETTINGS.secretKey, STRIPE_SETTINGS.webhookSecret, {
    [PRICES.hobby.monthly]: { amount: 900, currency: 'eur', interval: 'month' },
    [PRICES.hobby.yearly]: { amount: 9000, currency: 'eur', interval: 'year' },
    [PRICES.pro.monthly]: { amount: 2900, currency: 'eur', interval: 'month' },
    [PRICES.pro.yearly]: { amount: 29000, currency: 'eur', interval: 'year' },
  });
}

/** The stand-in's answer to one of the SDK's requests. */
export async function answerOf(fake: FakeStripe, request: Request): Promise<HttpResponse<string>> {
  const url = new URL(request.url);
  const res = fake.handle({
    method: request.method,
    path: url.pathname,
    query: url.searchParams,
    headers: Object.fromEntries(request.headers),
    body: await request.text(),
  });
  // The answer is the state at the time of asking, however late it arrives.
  const body = JSON.stringify(res.body);
  if (fake.latencyMs > 0) await delay(fake.latencyMs);
  return new HttpResponse(body, { status: res.status, headers: { 'content-type': 'application/json' } });
}

/** msw in front of api.stripe.com: the SDK's real HTTP requests reach the stand-in. */
export function stripeApi(fake: FakeStripe) {
  return setupServer(http.all('https://api.stripe.com/v1/*', ({ request }) => answerOf(fake, request)));
}

/** One webhook delivery as Stripe makes it: the raw JSON body and its Stripe-Signature header. */
export function deliver(
  server: TestServer,
  fake: FakeStripe,
  event: StripeEvent,
  opts: { secret?: string; timestamp?: number; header?: string } = {},
): Promise<LightMyRequestResponse> {
  const { payload, header } = fake.sign(event, opts);
  return server.app.inject({
    method: 'POST',
    url: '/api/billing/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': opts.header ?? header,
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    },
    payload,
  });
}

export async function deliverAll(server: TestServer, fake: FakeStripe, events: StripeEvent[]): Promise<void> {
  for (const event of events) {
    const res = await deliver(server, fake, event);
    if (res.statusCode !== 200) throw new Error(`delivery of ${event.type} failed: ${res.statusCode} ${res.body}`);
  }
}

/** The checkout session id in a Checkout URL the API answered. */
export const sessionIdOf = (url: string) => url.split('/').at(-1)!;

/**
 * Holds every request to one Stripe route (method and path) until `release`: `reached` resolves when
 * the first arrives. Stripe then answers each with the state at release. Added to the msw server, so
 * `resetHandlers` takes it away.
 */
export function holdAtStripe(
  api: ReturnType<typeof stripeApi>,
  fake: FakeStripe,
  method: 'get' | 'post',
  path: string,
): { reached: Promise<void>; release: () => void } {
  let arrived!: () => void;
  const reached = new Promise<void>((r) => (arrived = r));
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  api.use(
    http[method](`https://api.stripe.com${path}`, async ({ request }) => {
      arrived();
      await released;
      return answerOf(fake, request);
    }),
  );
  return { reached, release };
}

/** Resolves once Stripe has been asked more than `before` requests (the ask is then in flight). */
export async function untilAsked(fake: FakeStripe, before: number): Promise<void> {
  for (let i = 0; i < 500 && fake.requests.length <= before; i++) await new Promise((r) => setTimeout(r, 10));
  if (fake.requests.length <= before) throw new Error('Stripe was not asked within 5 s');
}
