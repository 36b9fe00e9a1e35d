import { PLAN_GRANTING_STATUSES } from '@kurz/core';
import { sql, type Database, type Transaction } from '@kurz/db';
import type Stripe from 'stripe';
import { retentionAfterPlanChange } from '../plans';
import { recordAudit, SYSTEM_ACTOR, type AuditActor } from '../audit';
import { planOfPrice, type Billing } from './stripe';

type Trx = Transaction<Database>;

/** The id of a Stripe reference, expanded or not. */
export const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

/**
 * The workspace a Stripe customer belongs to, locked for the rest of the transaction: every change to
 * one workspace's billing (its subscriptions, its plan, its retention grace) runs one after the other.
 */
export async function lockAccountOfCustomer(trx: Trx, customerId: string | null): Promise<{ id: string } | undefined> {
  if (!customerId) return undefined;
  return trx
    .selectFrom('workspaces')
    .select('id')
    .where('stripe_customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Stores a state of a subscription read from Stripe at syncedAt (the database's time just before the
 * read) and recomputes the account's plan. A read that started later saw a state at least as new, so a
 * state is stored only if none read later is stored already: a late event never brings an old one back.
 */
export async function storeSubscription(
  trx: Trx,
  billing: Billing,
  workspaceId: string,
  sub: Stripe.Subscription,
  syncedAt: Date,
): Promise<void> {
  const item = sub.items.data[0];
  const priceId = item?.price.id ?? '';
  const known = planOfPrice(billing.prices, priceId);
  const row = {
    workspace_id: workspaceId,
    customer_id: idOf(sub.customer) ?? '',
    price_id: priceId,
    plan_id: known?.plan ?? null,
    is_yearly: known ? known.period === 'yearly' : item?.price.recurring?.interval === 'year',
    status: sub.status,
    current_period_end: item ? new Date(item.current_period_end * 1000) : null,
    // The portal ends a subscription at the period's end either way, depending on its settings.
    cancel_at_period_end: sub.cancel_at_period_end || (sub.cancel_at !== null && sub.status !== 'canceled'),
    created_at: new Date(sub.created * 1000),
    synced_at: syncedAt,
  };
  await trx
    .insertInto('subscriptions')
    .values({ id: sub.id, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row).where('subscriptions.synced_at', '<=', syncedAt))
    .execute();
  await recomputePlan(trx, workspaceId);
}

/**
 * How far along its life an invoice is (draft, open, failed = attempted and still open, then
 * uncollectible, then paid or void). Stripe moves an invoice only forward, so a stored state is never
 * replaced by one that is less far along: an invoice read before a later one was stored.
 */
const INVOICE_STAGE = { draft: 0, open: 1, failed: 2, uncollectible: 3, paid: 4, void: 4 } as const;

const stageOf = (status: string) => INVOICE_STAGE[status as keyof typeof INVOICE_STAGE] ?? 0;
const storedStage = sql<number>`case payments.status ${sql.join(
  Object.entries(INVOICE_STAGE).map(([name, stage]) => sql`when ${sql.lit(name)} then ${sql.lit(stage)}`),
  sql` `,
)} else 0 end`;

/** An invoice as a payment row: paid, failed (attempted and still open), or Stripe's own status. */
export async function storeInvoice(trx: Trx, workspaceId: string, invoice: Stripe.Invoice): Promise<void> {
  const failed = invoice.status === 'open' && invoice.attempted;
  const row = {
    workspace_id: workspaceId,
    subscription_id: idOf(invoice.parent?.subscription_details?.subscription),
    created_at: new Date(invoice.created * 1000),
    status: failed ? 'failed' : (invoice.status ?? 'draft'),
    amount: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    invoice_url: invoice.hosted_invoice_url ?? null,
  };
  await trx
    .insertInto('payments')
    .values({ id: invoice.id, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row).where(storedStage, '<=', stageOf(row.status)))
    .execute();
}

/**
 * workspaces.plan_id, the one column every gate reads: an admin's comp, else the best plan among the
 * workspace's subscriptions that grant one, else free. Nothing else changes on a downgrade, except that
 * the longer analytics retention is kept for a grace period (retentionAfterPlanChange).
 */
export async function recomputePlan(
  trx: Trx,
  workspaceId: string,
  actor: AuditActor = SYSTEM_ACTOR,
  details: Record<string, unknown> = {},
): Promise<string> {
  const workspace = await trx
    .selectFrom('workspaces')
    .select(['comped_plan_id', 'plan_id', 'retained_days', 'retained_until'])
    .where('id', '=', workspaceId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const best = await trx
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .select('plans.id')
    .where('subscriptions.workspace_id', '=', workspaceId)
    .where('subscriptions.status', 'in', PLAN_GRANTING_STATUSES)
    .orderBy('plans.sort', 'desc')
    .limit(1)
    .executeTakeFirst();
  const plan = workspace.comped_plan_id ?? best?.id ?? 'free';
  const kept = await retentionAfterPlanChange(trx, workspace, plan);
  await trx
    .updateTable('workspaces')
    .set({ plan_id: plan, ...kept })
    .where('id', '=', workspaceId)
    .execute();
  if (plan !== workspace.plan_id)
    await recordAudit(trx, null, workspaceId, actor, [
      {
        action: 'plan.changed',
        target: { type: 'plan', id: plan, label: plan },
        details: { from: workspace.plan_id, to: plan, ...details },
      },
    ]);
  return plan;
}
