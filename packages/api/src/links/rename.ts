import { customSlugProblem, type TLink } from '@kurz/core';
import type { Database, Kysely, Link } from '@kurz/db';
import { assertUsableHostname } from '../domains';
import { AppError, isUniqueViolation } from '../errors';
import { publishLinkChanges } from '../platform';
import { planOf } from '../plans';
import { getLink } from './service';
import { updateLinkRow } from './settings';
import type { Owner } from '../workspaces';
import type { AuditActor } from '../audit';

/**
 * Gives a link a new slug, and optionally a new short-link host, with the checks a create makes of
 * them (the plan's custom slugs, form, reserved words, a host the owner may use). Its clicks, stats,
 * rules, preview and QR settings stay with it; the old short URL stops answering on every replica.
 * Of two renames to the same free slug at once one wins, the other is slug_taken (the unique index).
 */
export async function renameLink(
  db: Kysely<Database>,
  owner: Owner,
  link: Link,
  to: { slug: string; hostname?: string | undefined },
  actor: AuditActor,
): Promise<TLink> {
  // A disabled link stays at its slug as a 451 tombstone.
  if (link.disabled_at) throw new AppError('forbidden');
  const slug = to.slug.trim();
  const hostname = (to.hostname ?? link.hostname).trim().toLowerCase();
  // Keeping the slug while moving the link to another host chooses no slug: no plan gate for that.
  if (slug !== link.slug) {
    const problem = customSlugProblem((await planOf(db, owner)).allow_custom_slugs, slug);
    if (problem) throw new AppError(problem);
  }
  if (hostname !== link.hostname) await assertUsableHostname(db, owner, hostname);
  if (slug === link.slug && hostname === link.hostname) return getLink(db, link);
  const from = { hostname: link.hostname, slug: link.slug };
  let row: Link | undefined;
  try {
    row = await db.transaction().execute(async (trx) => {
      // Checked again with the domain held: a domain deleted meanwhile takes no renamed link.
      if (hostname !== link.hostname) await assertUsableHostname(trx, owner, hostname, true);
      const renamed = await updateLinkRow(trx, actor, link, { slug, hostname }, from);
      // A published QR image encodes the old short URL, which no longer answers: it is withdrawn
      // (the QR settings stay) until the owner publishes the new one.
      if (renamed)
        await trx
          .updateTable('qr_codes')
          .set({ image_key: null })
          .where('owner_id', '=', link.owner_id)
          .where('link_id', '=', link.id)
          .execute();
      return renamed;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('slug_taken');
    throw err;
  }
  if (!row) throw new AppError('not_found');
  // The old key drops the cached redirect, the new one a cached "no such link".
  await publishLinkChanges(db, [from, row]);
  return getLink(db, row);
}
