import type { Database, Kysely, User } from '@kurz/db';
import type { Context } from '../context';
import { AppError } from '../errors';
import { randomToken, sha256 } from '../platform';

const SESSION_DAYS = 30;

/**
 * With `passwordHash`, only while the account still has that password: the row is held (FOR SHARE)
 * until the session is in, so a password reset or change either comes first (and this sign-in with the
 * old password is refused) or waits for it and then revokes the new session with the others.
 */
async function createSession(
  db: Kysely<Database>,
  userId: string,
  passwordHash?: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db.transaction().execute(async (trx) => {
    if (passwordHash !== undefined && !(await holdsPassword(trx, userId, passwordHash)))
      throw new AppError('invalid_credentials');
    await trx
      .insertInto('sessions')
      .values({ token_hash: sha256(token), user_id: userId, expires_at: expiresAt })
      .execute();
  });
  return { token, expiresAt };
}

/**
 * Whether the account still has the password hash a request checked or signed in with, its row held
 * (FOR SHARE) until the caller's transaction ends: a reset or change waits for it, or came first.
 */
async function holdsPassword(trx: Kysely<Database>, userId: string, passwordHash: string | null): Promise<boolean> {
  const holder = await trx
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .forShare()
    .executeTakeFirst();
  return holder?.password_hash === passwordHash;
}

/**
 * Holds the signed-in account as the request found it, in the caller's transaction, before what it
 * writes sends the account's data elsewhere: a password reset that committed meanwhile (which drops such
 * outlets, unprovenOutlets.ts) makes it 401 unauthorized, and one that comes later waits for it, then
 * drops what it wrote. Taken first in the transaction: the reset holds the account's row, then the links.
 */
/** The signed-in account as the request found it: what holdSignedInAccount holds. */
export type SignedInAccount = Pick<User, 'id' | 'password_hash'>;

export async function holdSignedInAccount(trx: Kysely<Database>, user: SignedInAccount) {
  if (!(await holdsPassword(trx, user.id, user.password_hash))) throw new AppError('unauthorized');
}

export async function findSession(db: Kysely<Database>, token: string): Promise<{ user: User; hash: string } | null> {
  const tokenHash = sha256(token);
  const user = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', new Date())
    // A ban deletes the account's sessions; this also refuses one a sign-in raced in beside the ban.
    .where('users.banned_at', 'is', null)
    .executeTakeFirst();
  return user ? { user, hash: tokenHash } : null;
}

/**
 * Starts a fresh session for the user and drops the one presented: a new token at every login. A
 * sign-in by password names the hash it was checked against (createSession).
 */
export async function signIn(ctx: Context, userId: string, passwordHash?: string): Promise<void> {
  const { token, expiresAt } = await createSession(ctx.db, userId, passwordHash);
  if (ctx.sessionHash) await ctx.db.deleteFrom('sessions').where('token_hash', '=', ctx.sessionHash).execute();
  ctx.cookies.set(token, expiresAt);
}

export async function signOut(ctx: Context): Promise<void> {
  if (ctx.sessionHash) await ctx.db.deleteFrom('sessions').where('token_hash', '=', ctx.sessionHash).execute();
  ctx.cookies.clear();
}

export async function revokeUserSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<', new Date()).execute();
}

/** A session token for a user without a login (benchmarks and operator scripts). */
export async function createSessionToken(db: Kysely<Database>, userId: string): Promise<string> {
  return (await createSession(db, userId)).token;
}
