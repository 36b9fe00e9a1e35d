import { sql } from '@kurz/db';
import type Stripe from 'stripe';
import type { ApiDeps } from '../context';
import { AppError } from '../errors';
import { idOf, lockAccountOfCustomer, storeInvoice, storeSubscription } from './account';
import type { Billing } from './stripe';

/** Stripe's own default: a signature older than this is refused (replayed or badly delayed). */
export const WEBHOOK_TOLERANCE_S = 300;

export const WEBHOOK_OUTCOMES = ['applied', 'duplicate', 'ignored'] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/** What an event asks kurz to re-read from Stripe: the customer it concerns and the objects. */
interface Wanted {
  customerId: string | null;
  subscriptionId?: string;
  invoiceId?: string;
}

/** Stripe's current state of what an event concerns, read before any transaction opens. */
interface Fetched {
  subscription?: Stripe.Subscription;
  invoice?: Stripe.Invoice;
}

function wantedBy(event: Stripe.Event): Wanted | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== 'subscription' || !subscriptionId) return null;
      return { customerId: idOf(session.customer), subscriptionId };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      return { customerId: idOf(sub.customer), subscriptionId: sub.id };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      return invoice.id ? { customerId: idOf(invoice.customer), invoiceId: invoice.id } : null;
    }
    default:
      return null;
  }
}

/**
 * Verifies and applies one webhook delivery. Stripe is read first, outside any transaction (a slow
 * Stripe must not hold a database connection, and PGlite has only one); the transaction then only
 * dedupes (the event id is inserted with the change it makes), locks the account and stores. Any
 * failure rolls both back and the caller answers 5xx so that Stripe delivers again.
 *
 * The snapshot in the event is not trusted: the subscription and invoice are re-read, and stored with
 * the database time taken just before the read (synced_at). A state is stored only if no read that
 * started later has been stored already, so an event delivered late never overwrites a newer state.
 */
export async function handleStripeWebhook(
  deps: ApiDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const billing = deps.billing;
  if (!billing) throw new AppError('billing_not_configured');
  let event: Stripe.Event;
  try {
    event = billing.stripe.webhooks.constructEvent(
      rawBody,
      signature ?? '',
      billing.webhookSecret,
      WEBHOOK_TOLERANCE_S,
    );
  } catch {
    throw new AppError('invalid_signature');
  }
  const wanted = wantedBy(event);
  const seen = await deps.db
    .selectNoFrom((eb) => [
      sql<Date>`now()`.as('now'),
      eb.exists(eb.selectFrom('stripe_events').select('id').where('id', '=', event.id)).as('duplicate'),
      eb
        .selectFrom('workspaces')
        .select('id')
        .where('stripe_customer_id', '=', wanted?.customerId ?? '')
        .as('account'),
    ])
    .executeTakeFirstOrThrow();
  if (seen.duplicate) return 'duplicate';
  // Nothing to read for events kurz does not handle, or of customers it did not create (another
  // product on the same Stripe account): they are only recorded as seen.
  const fetched = wanted && seen.account ? await fetchState(billing, wanted) : null;
  const syncedAt = new Date(seen.now);

  return deps.db.transaction().execute(async (trx) => {
    const first = await trx
      .insertInto('stripe_events')
      .values({ id: event.id, type: event.type, created_at: new Date(event.created * 1000) })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!first) return 'duplicate';
    if (!wanted) return 'ignored';
    const account = await lockAccountOfCustomer(trx, wanted.customerId);
    if (!account) return 'ignored';
    // The account's customer was stored between the check and now: nothing was read; Stripe retries.
    if (!fetched) throw new Error(`event ${event.id}: customer ${wanted.customerId} appeared while it was handled`);
    if (fetched.invoice) await storeInvoice(trx, account.id, fetched.invoice);
    if (fetched.subscription) await storeSubscription(trx, billing, account.id, fetched.subscription, syncedAt);
    return 'applied';
  });
}

async function fetchState(billing: Billing, wanted: Wanted): Promise<Fetched> {
  if (wanted.invoiceId) {
    const invoice = await billing.stripe.invoices.retrieve(wanted.invoiceId);
    // A failed payment turns the subscription past_due; its own event may come later or never.
    const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
    return {
      invoice,
      ...(subscriptionId && { subscription: await billing.stripe.subscriptions.retrieve(subscriptionId) }),
    };
  }
  return { subscription: await billing.stripe.subscriptions.retrieve(wanted.subscriptionId!) };
}
