import { toEpochSeconds, type TBillingMe, type TPlanId } from '@kurz/core';
import type { ApiDeps, Context } from '../context';
import { actorOf } from '../audit';
import { AppError } from '../errors';
import { lookupEmail } from '../auth';
import type { Owner } from '../workspaces';
import { recomputePlan } from './account';

const RECENT_PAYMENTS = 24;

/** GET /api/billing/me: the newest subscription, recent payments and the plan in force. */
export async function billingOf(deps: ApiDeps, owner: Owner): Promise<TBillingMe> {
  const [sub, payments] = await Promise.all([
    deps.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('workspace_id', '=', owner.id)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
    deps.db
      .selectFrom('payments')
      .selectAll()
      .where('workspace_id', '=', owner.id)
      .orderBy('created_at', 'desc')
      .limit(RECENT_PAYMENTS)
      .execute(),
  ]);
  return {
    subscription: sub
      ? {
          plan_id: sub.plan_id as TPlanId | null,
          is_yearly: sub.is_yearly,
          status: sub.status,
          current_period_end: sub.current_period_end ? toEpochSeconds(sub.current_period_end) : null,
          cancel_at_period_end: sub.cancel_at_period_end,
        }
      : null,
    payments: payments.map((p) => ({
      created_at: toEpochSeconds(p.created_at),
      status: p.status,
      amount: p.amount,
      currency: p.currency,
      invoice_url: p.invoice_url,
    })),
    me: { plan: owner.plan_id as TPlanId, comped: owner.comped_plan_id !== null },
    configured: deps.billing !== null,
  };
}

/**
 * An admin gives an account's personal workspace (its id is the user's) a plan without Stripe
 * (support, partners, tests). Free removes the comp: the workspace then has what its subscriptions give it.
 */
export async function compPlan(
  deps: ApiDeps & Pick<Context, 'user'>,
  email: string,
  plan: TPlanId,
): Promise<{ email: string; plan: string; comped: boolean }> {
  return deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', lookupEmail(email))
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw new AppError('user_not_found');
    const comped = plan === 'free' ? null : plan;
    await trx.updateTable('workspaces').set({ comped_plan_id: comped }).where('id', '=', user.id).execute();
    // The site admin gave it: the log of the workspace names them, though they are no member of it.
    const now = await recomputePlan(trx, user.id, actorOf(deps), { comped: comped !== null, by: 'site_admin' });
    return { email: user.email!, plan: now, comped: comped !== null };
  });
}
