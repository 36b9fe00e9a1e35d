import { ruleProblem, withPriorities, type TConversionSettings, type TOgPreview, type TRulesPut } from '@kurz/core';
import type { Database, Kysely, Link, LinkUpdate, StoredOg, StoredRule } from '@kurz/db';
import { holdSignedInAccount, type SignedInAccount } from '../auth/sessions';
import { AppError } from '../errors';
import { isPrivateAddress, publishLinkChange } from '../platform';
import { planOf } from '../plans';
import { assertNotOwnHosts } from '../domains';
import { assertTargetAllowed } from '../abuse';
import { enqueueLinksUpdated } from '../webhooks';
import { holdMembership, ROLE_NEEDED, type Owner } from '../workspaces';
import { linkTarget, recordAudit, type AuditActor } from '../audit';

/**
 * Link rows of one owner changed inside the caller's transaction, in order: stamped, and link.updated
 * queued to commit with them (`renamedFrom` when a hostname or slug changed). Undefined for a link
 * deleted or renamed meanwhile.
 */
export async function updateLinkRows(
  trx: Kysely<Database>,
  actor: AuditActor,
  changes: { link: Link; set: LinkUpdate; renamedFrom?: { hostname: string; slug: string } }[],
): Promise<(Link | undefined)[]> {
  const rows: (Link | undefined)[] = [];
  for (const { link, set } of changes)
    rows.push(
      await trx
        .updateTable('links')
        .set({ ...set, updated_at: new Date() })
        .where('id', '=', link.id)
        .where('owner_id', '=', link.owner_id)
        // Under the name the request found it by: a link renamed meanwhile is not changed under its old one.
        .where('hostname', '=', link.hostname)
        .where('slug', '=', link.slug)
        .returningAll()
        .executeTakeFirst(),
    );
  // After the rows are locked by the update: a member removed meanwhile writes nothing (as in createLink).
  if (actor.userId && changes.length > 0)
    await holdMembership(trx, changes[0]!.link.owner_id, actor.userId, ROLE_NEEDED.links.write);
  const updated = changes.flatMap((c, i) => (rows[i] ? [{ link: rows[i], renamedFrom: c.renamedFrom ?? null }] : []));
  if (updated.length > 0) await enqueueLinksUpdated(trx, changes[0]!.link.owner_id, updated);
  await recordAudit(
    trx,
    null,
    changes[0]?.link.owner_id ?? '',
    actor,
    changes.flatMap(({ link, set, renamedFrom }, i) =>
      rows[i]
        ? [
            {
              action: 'link.updated' as const,
              target: linkTarget(rows[i]),
              details: {
                fields: Object.keys(set),
                ...(renamedFrom ? { renamed_from: linkTarget({ ...link, ...renamedFrom }).label } : {}),
              },
            },
          ]
        : [],
    ),
  );
  return rows;
}

export const updateLinkRow = async (
  trx: Kysely<Database>,
  actor: AuditActor,
  link: Link,
  set: LinkUpdate,
  renamedFrom?: { hostname: string; slug: string },
): Promise<Link | undefined> =>
  (await updateLinkRows(trx, actor, [{ link, set, ...(renamedFrom ? { renamedFrom } : {}) }]))[0];

/**
 * The one way a link row changes: stamped, link.updated sent, and every replica's cached redirect
 * dropped. `hold` takes, first in its transaction, a lock the change must hold (holdSignedInAccount).
 */
export async function updateLink(
  db: Kysely<Database>,
  actor: AuditActor,
  link: Link,
  set: LinkUpdate,
  hold?: (trx: Kysely<Database>) => Promise<void>,
) {
  const row = await db.transaction().execute(async (trx) => {
    await hold?.(trx);
    return updateLinkRow(trx, actor, link, set);
  });
  // Deleted or renamed since the request found it.
  if (!row) throw new AppError('not_found');
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
export async function putRules(
  db: Kysely<Database>,
  appOrigin: string,
  owner: Owner,
  link: Link,
  input: TRulesPut,
  actor: AuditActor,
): Promise<RulesDto> {
  const plan = await planOf(db, owner);
  const rules = input.rules ?? [];
  if (!plan.allow_redirect_rules && rules.length > 0) throw new AppError('redirect_rules_not_allowed');
  for (const rule of rules) {
    const problem = ruleProblem(rule);
    if (problem) throw new AppError(problem);
  }
  const targets = [...(input.default !== undefined ? [input.default] : []), ...rules.map((r) => r.target)];
  await assertNotOwnHosts(db, appOrigin, targets);
  assertTargetAllowed(db, targets);
  const row = await updateLink(db, actor, link, {
    ...(input.rules !== undefined ? { rules: JSON.stringify(withPriorities(input.rules)) } : {}),
    ...(input.default !== undefined ? { target_url: input.default } : {}),
    ...(input.title !== undefined ? { title: input.title?.trim() || null } : {}),
  });
  return rulesOf(row);
}

const EMPTY_OG: StoredOg = { enabled: false, title: '', description: '', image_url: null };
export const ogOf = (link: Link): StoredOg => link.og ?? EMPTY_OG;

export async function putOg(
  db: Kysely<Database>,
  owner: Owner,
  link: Link,
  input: TOgPreview,
  actor: AuditActor,
): Promise<StoredOg> {
  const plan = await planOf(db, owner);
  if (!plan.allow_custom_preview) throw new AppError('custom_preview_not_allowed');
  const og: StoredOg = {
    enabled: input.enabled,
    title: input.title,
    description: input.description,
    image_url: input.image_url || null,
  };
  const row = await updateLink(db, actor, link, { og: JSON.stringify(og) });
  return ogOf(row);
}

export async function deleteOg(db: Kysely<Database>, link: Link, actor: AuditActor): Promise<void> {
  await updateLink(db, actor, link, { og: null });
}

export const conversionsOf = (link: Link) => ({
  conversions_enabled: link.conversions_enabled,
  incoming_postback_url: link.incoming_postback_url,
});

/**
 * `caller`: the signed-in account, held as the request found it while a postback URL is written (the
 * URL sends the account's conversions elsewhere; see holdSignedInAccount). `allowIps`: private
 * addresses a postback may still name (tests only, as for the relay).
 */
export async function putConversions(
  db: Kysely<Database>,
  owner: Owner,
  link: Link,
  input: TConversionSettings,
  actor: AuditActor,
  caller: SignedInAccount,
  allowIps: string[] = [],
) {
  const plan = await planOf(db, owner);
  // After a downgrade the owner may still switch tracking off; only switching it on needs the feature.
  if (!plan.allow_conversions && input.enabled) throw new AppError('conversions_not_allowed');
  // The relay would refuse to call it anyway; saying so now beats postbacks that silently never arrive.
  if (input.incoming_postback_url && (await isPrivateAddress(input.incoming_postback_url, allowIps)))
    throw new AppError('private_address');
  const row = await updateLink(
    db,
    actor,
    link,
    {
      conversions_enabled: input.enabled,
      ...(input.incoming_postback_url !== undefined
        ? { incoming_postback_url: input.incoming_postback_url || null }
        : {}),
    },
    input.incoming_postback_url ? (trx) => holdSignedInAccount(trx, caller) : undefined,
  );
  return conversionsOf(row);
}
