import { PLAN_GRANTING_STATUSES, type TCheckoutInput } from '@kurz/core';
import type { User } from '@kurz/db';
import Stripe from 'stripe';
import type { ApiDeps } from '../context';
import { AppError } from '../errors';
import { isClosing, type Owner } from '../workspaces/current';
import type { Billing } from './stripe';

function requireBilling(deps: ApiDeps): Billing {
  if (!deps.billing) throw new AppError('billing_not_configured');
  return deps.billing;
}

/**
 * The workspace's one Stripe customer, created on first need, with the address of the person who asked.
 * Stripe is called outside any transaction (a slow Stripe must not hold a database connection); the
 * idempotency key derived from the workspace makes concurrent checkouts, and a retry after a lost
 * answer, get the same customer back from Stripe. The first answer stored wins; everyone reads the
 * stored one.
 */
export async function ensureCustomer(deps: ApiDeps, billing: Billing, owner: Owner, payer: User): Promise<string> {
  if (owner.stripe_customer_id) return owner.stripe_customer_id;
  const row = await deps.db
    .selectFrom('workspaces')
    .select('stripe_customer_id')
    .where('id', '=', owner.id)
    .executeTakeFirstOrThrow();
  if (row.stripe_customer_id) return row.stripe_customer_id;
  const customer = await billing.stripe.customers.create(
    { email: payer.email ?? undefined, metadata: { workspace_id: owner.id, user_id: payer.id } },
    { idempotencyKey: `kurz-customer-${owner.id}` },
  );
  await deps.db
    .updateTable('workspaces')
    .set({ stripe_customer_id: customer.id })
    .where('id', '=', owner.id)
    .where('stripe_customer_id', 'is', null)
    .execute();
  const stored = await deps.db
    .selectFrom('workspaces')
    .select('stripe_customer_id')
    .where('id', '=', owner.id)
    .executeTakeFirstOrThrow();
  return stored.stripe_customer_id ?? customer.id;
}

/** Whether Stripe has a subscription in force for the customer (kurz's own table may lag behind). */
async function hasLiveSubscription(billing: Billing, customer: string): Promise<boolean> {
  for await (const sub of billing.stripe.subscriptions.list({ customer, status: 'all', limit: 100 })) {
    if ((PLAN_GRANTING_STATUSES as readonly string[]).includes(sub.status)) return true;
  }
  return false;
}

/** Expires a Checkout Session; one completed or expired meanwhile (by a concurrent call) is no longer payable either way. */
async function expireSession(billing: Billing, id: string): Promise<void> {
  try {
    await billing.stripe.checkout.sessions.expire(id);
  } catch (err) {
    if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
  }
}

/** The states in which Stripe bills a subscription no more. */
const ENDED_SUBSCRIPTION = ['canceled', 'incomplete_expired'];

/**
 * Before a workspace is deleted: Stripe must bill it nothing more. Its open Checkout Sessions are
 * expired, so none is paid afterwards (one paid meanwhile shows up as a subscription next); a
 * subscription not yet ended refuses the deletion (409 subscription_active). Asked of Stripe, as
 * kurz's own table may lag behind it (a checkout paid, its webhook not yet delivered).
 */
export async function assertNothingBilled(deps: ApiDeps, customer: string | null): Promise<void> {
  if (!deps.billing || !customer) return;
  const { stripe } = deps.billing;
  for await (const session of stripe.checkout.sessions.list({ customer, status: 'open', limit: 100 }))
    await expireSession(deps.billing, session.id);
  for await (const sub of stripe.subscriptions.list({ customer, status: 'all', limit: 100 })) {
    if (!ENDED_SUBSCRIPTION.includes(sub.status)) throw new AppError('subscription_active');
  }
}

/**
 * Expires the customer's open Checkout Sessions older than this one, so that at most one can be paid.
 * Stripe lists newest first, the same order for every caller: concurrent checkouts each expire the
 * ones listed after their own, and the newest stays open.
 */
async function expireOlderSessions(billing: Billing, customer: string, own: string): Promise<void> {
  const open: string[] = [];
  for await (const session of billing.stripe.checkout.sessions.list({ customer, status: 'open', limit: 100 }))
    open.push(session.id);
  const mine = open.indexOf(own);
  if (mine < 0) return; // a newer checkout already expired this one, and the older ones with it
  for (const id of open.slice(mine + 1)) await expireSession(billing, id);
}

/**
 * A Checkout Session in subscription mode for the plan and period. An account that Stripe says already
 * pays is sent to the customer portal to change its subscription, and the account's earlier open
 * sessions are expired: never a second subscription from two checkouts.
 */
export async function createCheckout(
  deps: ApiDeps,
  owner: Owner,
  payer: User,
  input: TCheckoutInput,
): Promise<{ url: string }> {
  const billing = requireBilling(deps);
  // A workspace being deleted takes no checkout (deleteWorkspace).
  if (await isClosing(deps.db, owner.id)) throw new AppError('not_found');
  const customer = await ensureCustomer(deps, billing, owner, payer);
  if (await hasLiveSubscription(billing, customer)) return portalSession(deps, billing, customer);
  const origin = deps.config.appOrigin;
  const session = await billing.stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: owner.id,
    line_items: [{ price: billing.prices[input.plan][input.period], quantity: 1 }],
    success_url: `${origin}/billing?checkout=success`,
    cancel_url: `${origin}/billing?checkout=canceled`,
    metadata: { workspace_id: owner.id, user_id: payer.id, plan: input.plan, period: input.period },
    subscription_data: { metadata: { workspace_id: owner.id, user_id: payer.id } },
  });
  if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
  // Its deletion began meanwhile, after listing the sessions it expires: this one must not be paid either.
  if (await isClosing(deps.db, owner.id)) {
    await expireSession(billing, session.id);
    throw new AppError('not_found');
  }
  await expireOlderSessions(billing, customer, session.id);
  return { url: session.url };
}

export async function createPortal(deps: ApiDeps, owner: Owner, payer: User): Promise<{ url: string }> {
  const billing = requireBilling(deps);
  return portalSession(deps, billing, await ensureCustomer(deps, billing, owner, payer));
}

async function portalSession(deps: ApiDeps, billing: Billing, customer: string): Promise<{ url: string }> {
  const session = await billing.stripe.billingPortal.sessions.create({
    customer,
    return_url: `${deps.config.appOrigin}/billing`,
  });
  return { url: session.url };
}
