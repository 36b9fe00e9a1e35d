/**
 * Tests only: a stand-in for Stripe's HTTP API (the one third-party edge billing talks to). It checks
 * requests as Stripe does (secret key, known customer and price, subscription mode, idempotency keys)
 * and answers with the documented object shapes, trimmed to the fields a client reads. The actions
 * (completeCheckout, failPayment, ...) do what Stripe does when a customer acts, and return the
 * events Stripe would send. Served through msw in integration tests and by serveFakeStripe() to a
 * server process in the browser tests.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

export type StripeEvent = Stripe.Event;

export interface FakePrice {
  amount: number;
  currency: string;
  interval: 'month' | 'year';
}

export interface FakeRequest {
  method: string;
  /** Path without the query string, e.g. /v1/customers. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | undefined>;
  body: string;
}

export interface FakeResponse {
  status: number;
  body: unknown;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Stripe's objects as JSON, shaped by the fake as Stripe would
type Obj = Record<string, any>;
const DAY = 86_400;
const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;
const stripeError = (status: number, message: string, param?: string, code = 'resource_missing'): FakeResponse => ({
  status,
  body: { error: { type: 'invalid_request_error', code, message, param } },
});

export class FakeStripe {
  readonly customers = new Map<string, Obj>();
  readonly sessions = new Map<string, Obj>();
  readonly subscriptions = new Map<string, Obj>();
  readonly invoices = new Map<string, Obj>();
  /** Every API request, in order: what the server asked Stripe for. */
  readonly requests: { method: string; path: string; params: URLSearchParams; idempotencyKey?: string }[] = [];
  private idempotent = new Map<string, FakeResponse>();
  /** While above zero, each API request answers 500 (Stripe having trouble) and counts it down. */
  failures = 0;
  /** How long Stripe takes to answer each request (ms): the servers in front of handle() wait this long. */
  latencyMs = 0;
  /** Where Checkout and the portal are hosted; serveFakeStripe() points them at itself. */
  checkoutBaseUrl = 'https://checkout.stripe.com';
  portalBaseUrl = 'https://billing.stripe.com';
  /** Stripe's clock in epoch seconds; tests move it to order events. */
  now = () => Math.floor(Date.now() / 1000);

  constructor(
    readonly secretKey: string,
    readonly webhookSecret: string,
    readonly prices: Record<string, FakePrice>,
  ) {}

  handle(req: FakeRequest): FakeResponse {
    const params = new URLSearchParams(req.method === 'GET' ? req.query : req.body);
    this.requests.push({ method: req.method, path: req.path, params, idempotencyKey: req.headers['idempotency-key'] });
    if (req.headers.authorization !== `Bearer ${this.secretKey}`) {
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
    }
    if (this.failures > 0) {
      this.failures--;
      return { status: 500, body: { error: { type: 'api_error', message: 'An unknown error occurred' } } };
    }
    const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
    if (key && this.idempotent.has(key)) return this.idempotent.get(key)!;
    const res = this.route(req.method, req.path, params);
    if (key) this.idempotent.set(key, res);
    return res;
  }

  private route(method: string, path: string, p: URLSearchParams): FakeResponse {
    const [, , resource, second, third, fourth] = path.split('/');
    if (method === 'POST' && path === '/v1/customers') return { status: 200, body: this.createCustomer(p) };
    if (method === 'GET' && resource === 'customers' && second) return this.found(this.customers, second, 'customer');
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createSession(p);
    if (method === 'GET' && path === '/v1/checkout/sessions') return this.listSessions(p);
    if (method === 'POST' && resource === 'checkout' && third && fourth === 'expire') return this.expireSession(third);
    if (method === 'GET' && resource === 'checkout' && third)
      return this.found(this.sessions, third, 'checkout.session');
    if (method === 'POST' && path === '/v1/billing_portal/sessions') return this.createPortal(p);
    if (method === 'GET' && path === '/v1/subscriptions') return this.listSubscriptions(p);
    if (method === 'GET' && resource === 'subscriptions' && second)
      return this.found(this.subscriptions, second, 'subscription');
    if (method === 'GET' && resource === 'invoices' && second) return this.found(this.invoices, second, 'invoice');
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`, undefined, 'url_invalid');
  }

  private found(map: Map<string, Obj>, key: string, kind: string): FakeResponse {
    const obj = map.get(key);
    return obj ? { status: 200, body: obj } : stripeError(404, `No such ${kind}: '${key}'`, 'id');
  }

  private createCustomer(p: URLSearchParams): Obj {
    const customer = {
      id: id('cus'),
      object: 'customer',
      address: null,
      balance: 0,
      created: this.now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: null,
      email: p.get('email'),
      invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: metadataOf(p),
      name: null,
      phone: null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  /** GET /v1/subscriptions: status defaults to every status but canceled; "all" includes canceled. */
  private listSubscriptions(p: URLSearchParams): FakeResponse {
    const status = p.get('status');
    const subs = [...this.subscriptions.values()].filter(
      (s) =>
        (!p.has('customer') || s.customer === p.get('customer')) &&
        (status === 'all' || (status ? s.status === status : s.status !== 'canceled')),
    );
    return listOf(subs, p, '/v1/subscriptions');
  }

  private listSessions(p: URLSearchParams): FakeResponse {
    const sessions = [...this.sessions.values()].filter(
      (s) =>
        (!p.has('customer') || s.customer === p.get('customer')) && (!p.has('status') || s.status === p.get('status')),
    );
    return listOf(sessions.map(publicSession), p, '/v1/checkout/sessions');
  }

  /** POST /v1/checkout/sessions/:id/expire: only an open session can be expired; it can no longer be paid. */
  private expireSession(sid: string): FakeResponse {
    const session = this.sessions.get(sid);
    if (!session) return stripeError(404, `No such checkout.session: '${sid}'`, 'session');
    if (session.status !== 'open') {
      return stripeError(
        400,
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
        undefined,
        'checkout_session_not_open',
      );
    }
    Object.assign(session, { status: 'expired', url: null, expires_at: this.now() });
    return { status: 200, body: publicSession(session) };
  }

  private createSession(p: URLSearchParams): FakeResponse {
    if (p.get('mode') !== 'subscription')
      return stripeError(
        400,
        'This test stand-in sells subscriptions only: mode must be subscription.',
        'mode',
        'parameter_invalid',
      );
    const customer = p.get('customer');
    if (!customer || !this.customers.has(customer))
      return stripeError(400, `No such customer: '${customer}'`, 'customer');
    const priceId = p.get('line_items[0][price]') ?? '';
    const price = this.prices[priceId];
    if (!price) return stripeError(400, `No such price: '${priceId}'`, 'line_items[0][price]');
    if (p.has('line_items[1][price]'))
      return stripeError(400, 'One line item only in this stand-in.', 'line_items', 'parameter_invalid');
    const successUrl = p.get('success_url');
    if (!successUrl)
      return stripeError(400, 'Missing required param: success_url.', 'success_url', 'parameter_missing');
    const sid = id('cs');
    const session = {
      id: sid,
      object: 'checkout.session',
      after_expiration: null,
      allow_promotion_codes: null,
      amount_subtotal: price.amount,
      amount_total: price.amount,
      automatic_tax: { enabled: false, liability: null, status: null },
      billing_address_collection: null,
      cancel_url: p.get('cancel_url'),
      client_reference_id: p.get('client_reference_id'),
      created: this.now(),
      currency: price.currency,
      customer,
      customer_email: null,
      expires_at: this.now() + DAY,
      invoice: null,
      livemode: false,
      locale: null,
      metadata: metadataOf(p),
      mode: 'subscription',
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      success_url: successUrl,
      ui_mode: 'hosted',
      url: `${this.checkoutBaseUrl}/c/pay/${sid}`,
      line_items_price: priceId,
      subscription_metadata: metadataOf(p, 'subscription_data[metadata]'),
    };
    this.sessions.set(sid, session);
    return { status: 200, body: publicSession(session) };
  }

  private createPortal(p: URLSearchParams): FakeResponse {
    const customer = p.get('customer');
    if (!customer || !this.customers.has(customer))
      return stripeError(400, `No such customer: '${customer}'`, 'customer');
    const pid = id('bps');
    return {
      status: 200,
      body: {
        id: pid,
        object: 'billing_portal.session',
        configuration: id('bpc'),
        created: this.now(),
        customer,
        flow: null,
        livemode: false,
        locale: null,
        on_behalf_of: null,
        return_url: p.get('return_url'),
        url: `${this.portalBaseUrl}/p/session/${pid}`,
      },
    };
  }

  /** The customer pays on Checkout: an active subscription and its paid first invoice, and Stripe's events. */
  completeCheckout(sessionId: string): Stripe.Event[] {
    const session = this.sessions.get(sessionId);
    if (!session || session.status !== 'open') throw new Error(`no open checkout session ${sessionId}`);
    const priceId = session.line_items_price as string;
    const price = this.prices[priceId]!;
    const start = this.now();
    const subId = id('sub');
    const sub: Obj = {
      id: subId,
      object: 'subscription',
      application: null,
      billing_cycle_anchor: start,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      collection_method: 'charge_automatically',
      created: start,
      currency: price.currency,
      customer: session.customer,
      days_until_due: null,
      default_payment_method: null,
      description: null,
      discounts: [],
      ended_at: null,
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${subId}`,
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            created: start,
            current_period_start: start,
            current_period_end: start + (price.interval === 'year' ? 365 : 30) * DAY,
            metadata: {},
            quantity: 1,
            subscription: subId,
            price: {
              id: priceId,
              object: 'price',
              active: true,
              currency: price.currency,
              product: 'prod_test_kurz',
              type: 'recurring',
              unit_amount: price.amount,
              recurring: { interval: price.interval, interval_count: 1, usage_type: 'licensed' },
            },
          },
        ],
      },
      latest_invoice: null,
      livemode: false,
      metadata: session.subscription_metadata,
      start_date: start,
      status: 'active',
      trial_end: null,
      trial_start: null,
    };
    this.subscriptions.set(subId, sub);
    const invoice = this.createInvoice(sub, 'paid');
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subId, invoice: invoice.id });
    return [
      this.event('checkout.session.completed', publicSession(session)),
      this.event('customer.subscription.created', sub),
      this.event('invoice.paid', invoice),
    ];
  }

  private createInvoice(sub: Obj, status: 'paid' | 'open'): Obj {
    const item = sub.items.data[0];
    const amount = item.price.unit_amount as number;
    const inv = {
      id: id('in'),
      object: 'invoice',
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      amount_remaining: status === 'paid' ? 0 : amount,
      attempt_count: 1,
      attempted: true,
      billing_reason: sub.latest_invoice ? 'subscription_cycle' : 'subscription_create',
      collection_method: 'charge_automatically',
      created: this.now(),
      currency: sub.currency,
      customer: sub.customer,
      hosted_invoice_url: `https://invoice.stripe.com/i/acct_test/${randomBytes(6).toString('hex')}`,
      invoice_pdf: null,
      livemode: false,
      number: `KURZ-${this.invoices.size + 1}`,
      parent: {
        quote_details: null,
        subscription_details: { metadata: sub.metadata, subscription: sub.id },
        type: 'subscription_details',
      },
      period_end: item.current_period_end,
      period_start: item.current_period_start,
      status,
      total: amount,
    };
    this.invoices.set(inv.id, inv);
    sub.latest_invoice = inv.id;
    return inv;
  }

  /** A change made in the portal (cancel at period end, switch price); returns customer.subscription.updated. */
  updateSubscription(subId: string, change: { cancel_at_period_end?: boolean; price?: string }): Stripe.Event {
    const sub = this.subscriptions.get(subId)!;
    const previous: Obj = {};
    if (change.cancel_at_period_end !== undefined) {
      previous.cancel_at_period_end = sub.cancel_at_period_end;
      sub.cancel_at_period_end = change.cancel_at_period_end;
    }
    if (change.price) {
      const price = this.prices[change.price]!;
      previous.items = structuredClone(sub.items);
      Object.assign(sub.items.data[0].price, {
        id: change.price,
        unit_amount: price.amount,
        recurring: { interval: price.interval, interval_count: 1, usage_type: 'licensed' },
      });
    }
    return this.event('customer.subscription.updated', sub, previous);
  }

  /** A renewal whose card is declined: the invoice stays open and the subscription goes past_due. */
  failPayment(subId: string): Stripe.Event[] {
    const sub = this.subscriptions.get(subId)!;
    const invoice = this.createInvoice(sub, 'open');
    const previous = { status: sub.status };
    sub.status = 'past_due';
    return [this.event('invoice.payment_failed', invoice), this.event('customer.subscription.updated', sub, previous)];
  }

  /** The subscription ends (canceled now, or its period ran out after a cancellation). */
  cancelSubscription(subId: string): Stripe.Event {
    const sub = this.subscriptions.get(subId)!;
    Object.assign(sub, { status: 'canceled', canceled_at: this.now(), ended_at: this.now() });
    return this.event('customer.subscription.deleted', sub);
  }

  event(type: string, object: Obj, previousAttributes?: Obj): Stripe.Event {
    return {
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: this.now(),
      data: { object: structuredClone(object), ...(previousAttributes && { previous_attributes: previousAttributes }) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    } as unknown as Stripe.Event;
  }

  /** The body and Stripe-Signature header of a delivery, signed as Stripe signs (or with another secret/time). */
  sign(event: Stripe.Event, opts: { secret?: string; timestamp?: number } = {}): { payload: string; header: string } {
    const payload = JSON.stringify(event, null, 2);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? this.webhookSecret,
      timestamp: opts.timestamp,
    });
    return { payload, header };
  }

  customerOf(sessionId: string): string {
    return this.sessions.get(sessionId)!.customer as string;
  }
}

/** A list object as Stripe answers it: newest first, `limit` (default 10) after `starting_after`. */
function listOf(items: Obj[], p: URLSearchParams, url: string): FakeResponse {
  const newestFirst = [...items].reverse();
  const after = p.get('starting_after');
  const start = after ? newestFirst.findIndex((o) => o.id === after) + 1 : 0;
  const limit = Number(p.get('limit') ?? 10);
  const data = newestFirst.slice(start, start + limit);
  return { status: 200, body: { object: 'list', data, has_more: start + limit < newestFirst.length, url } };
}

function metadataOf(p: URLSearchParams, prefix = 'metadata'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of p) {
    const m = k.startsWith(`${prefix}[`) ? k.slice(prefix.length + 1, -1) : null;
    if (m && !m.includes('[')) out[m] = v;
  }
  return out;
}

/** A session as the API shows it (without the stand-in's own bookkeeping fields). */
function publicSession(session: Obj): Obj {
  const { line_items_price: _p, subscription_metadata: _m, ...rest } = session;
  return rest;
}
