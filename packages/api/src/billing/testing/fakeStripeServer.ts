/**
 * Tests only: the Stripe stand-in served over HTTP, for a server process (browser e2e) that reaches it
 * through STRIPE_API_URL. Besides the API it serves Checkout's payment page: paying redirects to the
 * session's success_url and then delivers the signed webhooks to the app, a moment later, as Stripe does.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeStripe, StripeEvent } from './fakeStripe';

export interface FakeStripeServer {
  url: string;
  /** Where the signed events go (the app's webhook route); set once the app's port is known. */
  webhookUrl: string | null;
  close(): Promise<void>;
}

const WEBHOOK_DELAY_MS = 800;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function serveFakeStripe(fake: FakeStripe): Promise<FakeStripeServer> {
  const state: FakeStripeServer = { url: '', webhookUrl: null, close: async () => {} };

  async function deliver(events: StripeEvent[]): Promise<void> {
    await new Promise((r) => setTimeout(r, WEBHOOK_DELAY_MS));
    for (const event of events) {
      for (let attempt = 0; attempt < 5 && state.webhookUrl; attempt++) {
        const { payload, header } = fake.sign(event);
        const res = await fetch(state.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
          body: payload,
        }).catch(() => null);
        if (res?.ok) break;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  }

  const server = createServer((req, res) => void serve(req, res));
  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', state.url);
    const body = await readBody(req);
    if (url.pathname.startsWith('/v1/')) {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
      );
      const answer = fake.handle({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers,
        body,
      });
      const json = JSON.stringify(answer.body);
      if (fake.latencyMs > 0) await new Promise((r) => setTimeout(r, fake.latencyMs));
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(json);
      return;
    }
    const pay = url.pathname.match(/^\/c\/pay\/(cs_test_\w+)$/);
    const session = pay ? fake.sessions.get(pay[1]!) : undefined;
    if (pay && session && req.method === 'GET') {
      const price = fake.prices[session.line_items_price as string]!;
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><title>Checkout</title><h1>Test Checkout</h1><p>${escape(session.line_items_price as string)}: ${(price.amount / 100).toFixed(2)} ${price.currency.toUpperCase()} per ${price.interval}</p>` +
            `<form method="post"><button type="submit">Pay</button></form>`,
        );
      return;
    }
    if (pay && session && req.method === 'POST') {
      const events = fake.completeCheckout(session.id as string);
      res.writeHead(303, { location: session.success_url as string }).end();
      void deliver(events);
      return;
    }
    if (url.pathname.startsWith('/p/session/')) {
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<!doctype html><title>Billing portal</title><h1>Test customer portal</h1>');
      return;
    }
    res
      .writeHead(404, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }));
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.checkoutBaseUrl = state.url;
  fake.portalBaseUrl = state.url;
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
