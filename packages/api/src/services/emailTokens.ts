import type { Database, Kysely } from '@kurz/db';
import { AppError } from '../errors';
import { randomToken, sha256 } from './crypto';

export type EmailTokenKind = 'verify' | 'reset';

const TTL_MS: Record<EmailTokenKind, number> = { verify: 24 * 3_600_000, reset: 3_600_000 };

export async function issueEmailToken(db: Kysely<Database>, userId: string, kind: EmailTokenKind): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('email_tokens')
    .values({ token_hash: sha256(token), user_id: userId, kind, expires_at: new Date(Date.now() + TTL_MS[kind]) })
    .execute();
  return token;
}

/**
 * Marks the token used and returns its user. Single use: the update only succeeds for an unused
 * token, so two concurrent redemptions cannot both win.
 */
export async function redeemEmailToken(db: Kysely<Database>, token: string, kind: EmailTokenKind): Promise<string> {
  const tokenHash = sha256(token);
  const row = await db
    .selectFrom('email_tokens')
    .select(['user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!row) throw new AppError('invalid_token');
  if (row.used_at) throw new AppError('token_already_used');
  if (row.expires_at.getTime() <= Date.now()) throw new AppError('token_expired');
  const claimed = await db
    .updateTable('email_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) throw new AppError('token_already_used');
  return row.user_id;
}

/** After a password change no older reset link may work. */
export async function expireEmailTokens(db: Kysely<Database>, userId: string, kind: EmailTokenKind): Promise<void> {
  await db.updateTable('email_tokens').set({ used_at: new Date() }).where('user_id', '=', userId).where('kind', '=', kind).where('used_at', 'is', null).execute();
}
