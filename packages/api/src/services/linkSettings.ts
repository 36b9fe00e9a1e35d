import { withPriorities, type TConversionSettings, type TOgPreview, type TRulesPut } from '@kurz/core';
import type { Database, Kysely, Link, LinkUpdate, StoredOg, StoredRule, User } from '@kurz/db';
import { AppError } from '../errors';
import { publishLinkChange } from './events';
import { planOf } from './limits';
import { assertNotOwnHosts } from './targets';

async function updateLink(db: Kysely<Database>, link: Link, set: LinkUpdate) {
  const row = await db
    .updateTable('links')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', link.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await publishLinkChange(db, link.hostname, link.slug);
  return row;
}

export interface RulesDto {
  default: string;
  title: string | null;
  rules: StoredRule[];
}

export const rulesOf = (link: Link): RulesDto => ({ default: link.target_url, title: link.title, rules: link.rules });

/** Without the redirect_rules feature the rules are view-only: default and title may still change. */
export async function putRules(db: Kysely<Database>, appOrigin: string, user: User, link: Link, input: TRulesPut): Promise<RulesDto> {
  const plan = await planOf(db, user);
  if (!plan.allow_redirect_rules && input.rules.length > 0) throw new AppError('redirect_rules_not_allowed');
  await assertNotOwnHosts(db, appOrigin, [...(input.default !== undefined ? [input.default] : []), ...input.rules.map((r) => r.target)]);
  const row = await updateLink(db, link, {
    rules: JSON.stringify(withPriorities(input.rules)),
    ...(input.default !== undefined ? { target_url: input.default } : {}),
    ...(input.title !== undefined ? { title: input.title?.trim() || null } : {}),
  });
  return rulesOf(row);
}

const EMPTY_OG: StoredOg = { enabled: false, title: '', description: '', image_url: null };
export const ogOf = (link: Link): StoredOg => link.og ?? EMPTY_OG;

export async function putOg(db: Kysely<Database>, user: User, link: Link, input: TOgPreview): Promise<StoredOg> {
  const plan = await planOf(db, user);
  if (!plan.allow_custom_preview) throw new AppError('custom_preview_not_allowed');
  const og: StoredOg = { enabled: input.enabled, title: input.title, description: input.description, image_url: input.image_url || null };
  const row = await updateLink(db, link, { og: JSON.stringify(og) });
  return ogOf(row);
}

export async function deleteOg(db: Kysely<Database>, link: Link): Promise<void> {
  await updateLink(db, link, { og: null });
}

export const conversionsOf = (link: Link) => ({
  conversions_enabled: link.conversions_enabled,
  incoming_postback_url: link.incoming_postback_url,
});

export async function putConversions(db: Kysely<Database>, user: User, link: Link, input: TConversionSettings) {
  const plan = await planOf(db, user);
  if (!plan.allow_conversions) throw new AppError('conversions_not_allowed');
  const row = await updateLink(db, link, {
    conversions_enabled: input.enabled,
    ...(input.incoming_postback_url !== undefined ? { incoming_postback_url: input.incoming_postback_url || null } : {}),
  });
  return conversionsOf(row);
}
