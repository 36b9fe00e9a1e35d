/** Plans bought through Stripe: the client, and the webhook that is the only way an account's plan changes. */
export { createBilling, type Billing, type StripeSettings } from './stripe';
export { handleStripeWebhook, WEBHOOK_OUTCOMES, type WebhookOutcome } from './webhook';
