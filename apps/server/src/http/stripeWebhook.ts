import { handleStripeWebhook, type ApiDeps } from '@kurz/api';
import type { FastifyInstance } from 'fastify';

/**
 * POST /api/billing/stripe/webhook beside the REST table: the signature covers the exact bytes
 * Stripe sent, so this route keeps its body raw. Stripe is not a browser: the route is exempt from
 * the cross-site check (its config says so); the signature is its authentication.
 */
export async function registerStripeWebhook(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post('/api/billing/stripe/webhook', { config: { webhook: true } }, async (req) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signature = req.headers['stripe-signature'];
      const outcome = await handleStripeWebhook(deps, raw, typeof signature === 'string' ? signature : undefined);
      return { received: true, outcome };
    });
  });
}
