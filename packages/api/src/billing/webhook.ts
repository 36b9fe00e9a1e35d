import type { Database, Transaction } from '@kurz/db';
import type Stripe from 'stripe';
import type { ApiDeps } from '../context';
import { AppError } from '../errors';
import { lockAccountOfCustomer, storeInvoice, storeSubscription } from './account';
import type { Billing } from './stripe';

/** Stripe's own default: a signature older than this is refused (replayed or badly delayed). */
export const WEBHOOK_TOLERANCE_S = 300;

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === 'string' ? ref : (ref?.id ?? null));

/**
 * Verifies and applies one webhook delivery. The event id is inserted in the same transaction as the
 * change it makes, so a retried, duplicated or concurrent delivery of an event changes nothing the
 * second time; any failure rolls both back and the caller answers 5xx so that Stripe delivers again.
 * Subscriptions and invoices are re-read from Stripe under the account's lock instead of trusting the
 * event's snapshot: an event delivered late never overwrites a newer state.
 */
export async function handleStripeWebhook(deps: ApiDeps, rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
  const billing = deps.billing;
  if (!billing) throw new AppError('billing_not_configured');
  let event: Stripe.Event;
  try {
    event = billing.stripe.webhooks.constructEvent(rawBody, signature ?? '', billing.webhookSecret, WEBHOOK_TOLERANCE_S);
  } catch {
    throw new AppError('invalid_signature');
  }
  return deps.db.transaction().execute(async (trx) => {
    const first = await trx
      .insertInto('stripe_events')
      .values({ id: event.id, type: event.type, created_at: new Date(event.created * 1000) })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!first) return 'duplicate';
    return applyEvent(trx, billing, event);
  });
}

async function applyEvent(trx: Transaction<Database>, billing: Billing, event: Stripe.Event): Promise<WebhookOutcome> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== 'subscription' || !subscriptionId) return 'ignored';
      return syncSubscription(trx, billing, idOf(session.customer), subscriptionId);
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      return syncSubscription(trx, billing, idOf(sub.customer), sub.id);
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const snapshot = event.data.object;
      const account = await lockAccountOfCustomer(trx, idOf(snapshot.customer));
      if (!account || !snapshot.id) return 'ignored';
      const invoice = await billing.stripe.invoices.retrieve(snapshot.id);
      await storeInvoice(trx, account.id, invoice);
      // A failed payment turns the subscription past_due; its own event may come later or never.
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      if (subscriptionId) await storeSubscription(trx, billing, account.id, await billing.stripe.subscriptions.retrieve(subscriptionId));
      return 'applied';
    }
    default:
      return 'ignored';
  }
}

async function syncSubscription(trx: Transaction<Database>, billing: Billing, customerId: string | null, subscriptionId: string): Promise<WebhookOutcome> {
  // A customer we never created (another product on the same Stripe account) is none of ours.
  const account = await lockAccountOfCustomer(trx, customerId);
  if (!account) return 'ignored';
  const sub = await billing.stripe.subscriptions.retrieve(subscriptionId);
  await storeSubscription(trx, billing, account.id, sub);
  return 'applied';
}
