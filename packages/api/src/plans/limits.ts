import { quota, type TLimits, type TPlan, type TPlanId } from '@kurz/core';
import type { Database, Kysely, Plan } from '@kurz/db';
import { countOwned } from './usage';
import type { Owner } from '../workspaces';

function toPlanDto(plan: Plan): TPlan {
  return {
    id: plan.id as TPlanId,
    name: plan.name,
    price_monthly: plan.price_monthly,
    price_yearly: plan.price_yearly,
    currency: plan.currency,
    features: plan.features,
    max_links: plan.max_links,
    max_custom_subdomains: plan.max_custom_subdomains,
    max_byod_domains: plan.max_byod_domains,
    max_seats: plan.max_seats,
    allow_custom_slugs: plan.allow_custom_slugs,
    allow_redirect_rules: plan.allow_redirect_rules,
    allow_custom_preview: plan.allow_custom_preview,
    allow_qr_logo: plan.allow_qr_logo,
    allow_conversions: plan.allow_conversions,
    analytics_retention_days: plan.analytics_retention_days,
  };
}

export async function listPlans(db: Kysely<Database>): Promise<TPlan[]> {
  const plans = await db.selectFrom('plans').selectAll().orderBy('sort').execute();
  return plans.map(toPlanDto);
}

export async function planOf(db: Kysely<Database>, owner: Pick<Owner, 'plan_id'>): Promise<Plan> {
  return db.selectFrom('plans').selectAll().where('id', '=', owner.plan_id).executeTakeFirstOrThrow();
}

/** The plan in force in a workspace, read afresh: a user's own plan is their personal workspace's (its id is theirs). */
export async function planOfWorkspace(db: Kysely<Database>, workspaceId: string): Promise<Plan> {
  return db
    .selectFrom('plans')
    .innerJoin('workspaces', 'workspaces.plan_id', 'plans.id')
    .selectAll('plans')
    .where('workspaces.id', '=', workspaceId)
    .executeTakeFirstOrThrow();
}

export async function userLimits(db: Kysely<Database>, owner: Owner): Promise<TLimits> {
  const plan = await planOf(db, owner);
  const used = await countOwned(db, owner.id);
  return {
    limits: {
      links: quota(used.links, plan.max_links),
      custom_subdomains: quota(used.customSubdomains, plan.max_custom_subdomains),
      byod_domains: quota(used.byodDomains, plan.max_byod_domains),
      seats: quota(used.seats, plan.max_seats),
    },
    features: {
      custom_slugs: plan.allow_custom_slugs,
      redirect_rules: plan.allow_redirect_rules,
      custom_preview: plan.allow_custom_preview,
      qr_codes: plan.allow_qr_logo,
      conversions: plan.allow_conversions,
    },
    plan: { id: plan.id as TPlanId, name: plan.name, analytics_retention_days: plan.analytics_retention_days },
  };
}
