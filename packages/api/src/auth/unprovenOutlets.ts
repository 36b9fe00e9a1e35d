import { sql, type Database, type Kysely } from '@kurz/db';
import { stopImportsStartedBy } from '../imports';

/**
 * What an account set up before anyone proved its address and that sends its data elsewhere: webhook
 * endpoints (their queued deliveries go with them), links' incoming postback URLs and the relays still
 * due to them, API keys (none should exist: keys need a verified account), the postback token (it
 * lets whoever read it record conversions; the next read makes a new one), and its running imports
 * (their rows may carry postback URLs). Dropped when a password reset proves the address for the first
 * time, since whoever signed up may not have been its owner: an attacker who registered the victim's
 * address first would otherwise keep receiving the victim's events after the victim took the account
 * over by resetting the password.
 *
 * The imports are stopped under the account's row, which the caller holds: an import batch holds the
 * account (its workspace's owner, against a ban) before its job, and an import's start holds it before
 * storing a job whose rows relay conversions, so neither waits on a job while the reset waits on it.
 * The hold is FOR NO KEY UPDATE, which rows naming the account by foreign key (created_by) need not
 * wait for.
 */
export async function dropUnprovenOutlets(trx: Kysely<Database>, userId: string): Promise<void> {
  // First, and waiting for a batch under way to commit: the links updates below then see its links.
  await stopImportsStartedBy(trx, userId);
  await trx.deleteFrom('webhook_endpoints').where('owner_id', '=', userId).execute();
  await trx
    .updateTable('links')
    .set({ incoming_postback_url: null })
    .where('owner_id', '=', userId)
    .where('incoming_postback_url', 'is not', null)
    .execute();
  await trx
    .updateTable('conversions')
    .set({ postback_due_at: null })
    .where('owner_id', '=', userId)
    .where('postback_due_at', 'is not', null)
    .execute();
  await trx
    .updateTable('api_keys')
    .set({ revoked_at: sql<Date>`now()` })
    .where('owner_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  await trx
    .updateTable('postback_tokens')
    .set({ token_hash: null, token_enc: null })
    .where('owner_id', '=', userId)
    .execute();
}
