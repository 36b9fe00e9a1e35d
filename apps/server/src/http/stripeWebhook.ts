import { handleStripeWebhook, WEBHOOK_OUTCOMES, type ApiDeps, type PlainRoute } from '@kurz/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** The route as the OpenAPI document lists it beside the REST table: Stripe calls it, not a client. */
export const STRIPE_WEBHOOK_ROUTE: PlainRoute = {
  method: 'POST',
  path: '/api/billing/stripe/webhook',
  summary: "Stripe's events (checkouts, subscriptions, invoices), each applied once",
  tag: 'billing',
  auth: 'public',
  signedBody: {
    description: "A Stripe event, signed with the webhook endpoint's secret",
    header: 'stripe-signature',
  },
  response: z.object({ received: z.literal(true), outcome: z.enum(WEBHOOK_OUTCOMES) }),
  errors: ['invalid_signature', 'billing_not_configured'],
};

/**
 * POST /api/billing/stripe/webhook beside the REST table: the signature covers the exact bytes
 * Stripe sent, so this route keeps its body raw. Stripe is not a browser: the route is exempt from
 * the cross-site check (its config says so); the signature is its authentication.
 */
export async function registerStripeWebhook(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post(STRIPE_WEBHOOK_ROUTE.path, { config: { webhook: true } }, async (req) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signature = req.headers['stripe-signature'];
      const outcome = await handleStripeWebhook(deps, raw, typeof signature === 'string' ? signature : undefined);
      return { received: true, outcome };
    });
  });
}
