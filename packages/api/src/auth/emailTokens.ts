import type { Database, Kysely } from '@kurz/db';
import { AppError } from '../errors';
import { randomToken, sha256 } from '../platform';

export type EmailTokenKind = 'verify' | 'reset';

const TTL_MS: Record<EmailTokenKind, number> = { verify: 24 * 3_600_000, reset: 3_600_000 };

/** A token for the user's address `email`, the one it is mailed to. */
export async function issueEmailToken(
  db: Kysely<Database>,
  user: { id: string; email: string },
  kind: EmailTokenKind,
): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('email_tokens')
    .values({
      token_hash: sha256(token),
      user_id: user.id,
      email: user.email,
      kind,
      expires_at: new Date(Date.now() + TTL_MS[kind]),
    })
    .execute();
  return token;
}

export interface RedeemedToken {
  userId: string;
  /** The address the token was mailed to; whoever acts on it must still require the user to hold it. */
  email: string;
}

/**
 * Marks the token used and returns its user and address. Single use: the update only succeeds for an
 * unused token, so two concurrent redemptions cannot both win. A token mailed to another address than
 * the one its user holds now is invalid (and stays unused): it proves nothing about the current address.
 */
export async function redeemEmailToken(
  db: Kysely<Database>,
  token: string,
  kind: EmailTokenKind,
): Promise<RedeemedToken> {
  const redeemed = await checkEmailToken(db, token, kind);
  const claimed = await db
    .updateTable('email_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) throw new AppError('token_already_used');
  return redeemed;
}

/** The token's user and address if it could be redeemed now (redeemEmailToken's checks), without using it. */
export async function checkEmailToken(
  db: Kysely<Database>,
  token: string,
  kind: EmailTokenKind,
): Promise<RedeemedToken> {
  const tokenHash = sha256(token);
  const row = await db
    .selectFrom('email_tokens')
    .leftJoin('users', 'users.id', 'email_tokens.user_id')
    .select([
      'email_tokens.user_id',
      'email_tokens.email',
      'email_tokens.expires_at',
      'email_tokens.used_at',
      'users.email as current_email',
    ])
    .where('email_tokens.token_hash', '=', tokenHash)
    .where('email_tokens.kind', '=', kind)
    .executeTakeFirst();
  if (!row) throw new AppError('invalid_token');
  if (row.used_at) throw new AppError('token_already_used');
  if (row.expires_at.getTime() <= Date.now()) throw new AppError('token_expired');
  if (row.current_email !== row.email) throw new AppError('invalid_token');
  return { userId: row.user_id, email: row.email };
}

/** After a password change no older reset link may work. */
export async function expireEmailTokens(db: Kysely<Database>, userId: string, kind: EmailTokenKind): Promise<void> {
  await db
    .updateTable('email_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .execute();
}
