import { setTimeout } from 'node:timers/promises';
import { PASSWORD_MIN, type TCredentials, type TLoginResult, type TMe } from '@kurz/core';
import type { Database, Kysely, User } from '@kurz/db';
import type { Context } from '../context';
import { AppError, isUniqueViolation } from '../errors';
import { countRateHit, hashPassword, hitRateLimits, limitedAddress, verifyPassword } from '../platform';
import { DEVICE_DAYS, deviceToken, isKnownDevice } from './devices';
import { mailUser, sendVerification } from './accountMail';
import { checkEmailToken, expireEmailTokens, redeemEmailToken } from './emailTokens';
import { enqueuePasswordReset } from './mailRequests';
import { adoptGuestLinks, keepGuestLinks } from './guestLinks';
import { revokeUserSessions, signIn, signOut } from './sessions';
import { dropUnprovenOutlets } from './unprovenOutlets';
import { lookupEmail, normaliseEmail, toMe } from './users';
import { currentMembership, type Membership } from '../workspaces';

const MINUTE = 60;

/** The workspace a user who just signed up or in acts in: their personal one, made with the user. */
async function signedInMembership(db: Kysely<Database>, user: User): Promise<Membership> {
  const membership = await currentMembership(db, user, {});
  if (!membership) throw new Error(`user ${user.id} has no personal workspace`);
  return membership;
}
const PASSWORD_MAX = 1024;

/** This browser signed into (or created) the account: see devices.ts. */
function rememberDevice(ctx: Context, userId: string): void {
  ctx.cookies.setDevice(
    deviceToken(ctx.config.sessionSecret, userId, ctx.deviceToken),
    new Date(Date.now() + DEVICE_DAYS * 86_400_000),
  );
}

function checkNewPassword(password: string, tooShort: 'weak_password' | 'password_too_short'): void {
  if (password.length < PASSWORD_MIN) throw new AppError(tooShort);
  if (password.length > PASSWORD_MAX)
    throw new AppError('invalid_input', {
      field: 'password',
      message: `A password has at most ${PASSWORD_MAX} characters.`,
    });
}

/**
 * Sign-up and the register call are one flow. A guest registering keeps their account (and links):
 * the guest row gains an email and password instead of a new user being made.
 */
export async function register(ctx: Context, input: TCredentials): Promise<TMe> {
  await hitRateLimits(ctx.db, [{ key: `signup:ip:${limitedAddress(ctx.ip)}`, limit: 20, windowSeconds: 60 * MINUTE }]);
  const email = normaliseEmail(input.email);
  checkNewPassword(input.password, 'weak_password');
  const taken = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (taken) throw new AppError('user_exists');
  const passwordHash = await hashPassword(input.password);
  const guest = ctx.user && !ctx.user.email ? ctx.user : null;
  const user = await (
    guest
      ? ctx.db
          .updateTable('users')
          .set({ email, password_hash: passwordHash, updated_at: new Date() })
          .where('id', '=', guest.id)
          // A guest is upgraded once: of two sign-ups from one guest session at once, one wins.
          .where('email', 'is', null)
          .returningAll()
          .executeTakeFirst()
      : ctx.db
          .insertInto('users')
          .values({ email, password_hash: passwordHash })
          .returningAll()
          .executeTakeFirstOrThrow()
  ).catch((error: unknown) => {
    // Two sign-ups for one address at once both pass the check above; the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('user_exists');
    throw error;
  });
  if (!user) throw new AppError('already_registered');
  if (guest) await keepGuestLinks(ctx.db, guest.id);
  await signIn(ctx, user.id);
  rememberDevice(ctx, user.id);
  await sendVerification(ctx, user);
  return toMe(user, await signedInMembership(ctx.db, user), ctx.config);
}

/** Sign-in attempts on one account in 15 minutes, from browsers new to it, before each one is slowed. */
export const LOGIN_ACCOUNT_CEILING = 20;
/** Such attempts on one account in 15 minutes before each further one is refused (429). */
export const LOGIN_ACCOUNT_CAP = 100;

export async function login(ctx: Context, input: TCredentials): Promise<TLoginResult> {
  const email = lookupEmail(input.email);
  const from = limitedAddress(ctx.ip);
  // Per address, guessing is refused past its limits.
  await hitRateLimits(ctx.db, [
    { key: `login:ip:${from}`, limit: 30, windowSeconds: 15 * MINUTE },
    { key: `login:email-ip:${email}:${from}`, limit: 10, windowSeconds: 15 * MINUTE },
  ]);
  const user = await ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  // Per account, guessing spread over many addresses is slowed, then refused, but only for browsers new
  // to the account: one that signed into it before is neither counted nor slowed nor refused, so a
  // flood cannot lock the owner out of the browsers they use. Each attempt waits in its own request,
  // so a slowdown alone would leave parallel guessing unbounded: the cap bounds it.
  const knownDevice = !!user && isKnownDevice(ctx.config.sessionSecret, user.id, ctx.deviceToken);
  if (!knownDevice) {
    const attempts = await countRateHit(ctx.db, { key: `login:email:${email}`, windowSeconds: 15 * MINUTE });
    if (attempts > LOGIN_ACCOUNT_CAP) throw new AppError('rate_limited');
    if (attempts > LOGIN_ACCOUNT_CEILING) await setTimeout(ctx.config.loginSlowdownMs);
  }
  const ok = await verifyPassword(user?.password_hash ?? null, input.password.slice(0, PASSWORD_MAX));
  if (!user || !ok) throw new AppError('invalid_credentials');
  // Only after the right password: the refusal tells nobody else that the account is banned.
  if (user.banned_at) throw new AppError('account_banned');
  // A guest signing into an account brings their links along rather than leaving them orphaned.
  const guest = ctx.user && !ctx.user.email && ctx.user.id !== user.id ? ctx.user : null;
  const adopted = guest ? await adoptGuestLinks(ctx.db, guest.id, user) : null;
  await signIn(ctx, user.id, user.password_hash!);
  rememberDevice(ctx, user.id);
  return {
    ...toMe(user, await signedInMembership(ctx.db, user), ctx.config),
    ...(adopted ? { guest_links: adopted } : {}),
  };
}

export async function startGuest(ctx: Context): Promise<TMe> {
  if (ctx.user && ctx.workspace && ctx.workspaceRole)
    return toMe(ctx.user, { workspace: ctx.workspace, role: ctx.workspaceRole }, ctx.config);
  await hitRateLimits(ctx.db, [{ key: `guest:ip:${limitedAddress(ctx.ip)}`, limit: 30, windowSeconds: 60 * MINUTE }]);
  const user = await ctx.db.insertInto('users').values({ email: null }).returningAll().executeTakeFirstOrThrow();
  await signIn(ctx, user.id);
  return toMe(user, await signedInMembership(ctx.db, user), ctx.config);
}

export const logout = signOut;

/** Why a token's update matched no row: the user is gone, or no longer holds the token's address. */
async function tokenTargetMissing(db: Kysely<Database>, userId: string, email: string): Promise<AppError | null> {
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  if (!user) return new AppError('user_not_found');
  return user.email === email ? null : new AppError('invalid_token');
}

export async function verifyEmail(ctx: Context, token: string): Promise<void> {
  const { userId, email } = await redeemEmailToken(ctx.db, token, 'verify');
  const updated = await ctx.db
    .updateTable('users')
    .set({ email_verified_at: new Date(), updated_at: new Date() })
    .where('id', '=', userId)
    // Verifies the address the token was mailed to, never whatever the row holds now.
    .where('email', '=', email)
    .where('email_verified_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!updated) {
    const problem = await tokenTargetMissing(ctx.db, userId, email);
    if (problem) throw problem;
    return;
  }
  await mailUser(ctx, updated, 'welcome');
}

/** The resend dialog: the signed-in account, else the one named by user_id or email. */
export async function resendVerification(
  ctx: Context,
  input: { email?: string | null; user_id?: string | null },
): Promise<void> {
  await hitRateLimits(ctx.db, [
    { key: `send-verification:ip:${limitedAddress(ctx.ip)}`, limit: 10, windowSeconds: 60 * MINUTE },
  ]);
  let user: User | undefined = ctx.user?.email ? ctx.user : undefined;
  if (!user && input.user_id) {
    user = await ctx.db.selectFrom('users').selectAll().where('id', '=', input.user_id).executeTakeFirst();
  }
  if (!user && input.email) {
    user = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', lookupEmail(input.email))
      .executeTakeFirst();
  }
  if (!user?.email) throw new AppError('user_not_found');
  if (user.email_verified_at) throw new AppError('already_verified');
  await hitRateLimits(ctx.db, [{ key: `send-verification:user:${user.id}`, limit: 5, windowSeconds: 60 * MINUTE }]);
  await sendVerification(ctx, user);
}

/**
 * 'Forgot password?': answers the same whether or not the address has an account, after the same work
 * (rate limits and one queued request): the lookup, the token and the mail happen in the mail worker.
 */
export async function requestPasswordReset(ctx: Context, rawEmail: string): Promise<void> {
  const email = lookupEmail(rawEmail);
  await hitRateLimits(ctx.db, [
    { key: `reset:ip:${limitedAddress(ctx.ip)}`, limit: 10, windowSeconds: 60 * MINUTE },
    { key: `reset:email:${email}`, limit: 5, windowSeconds: 60 * MINUTE },
  ]);
  await enqueuePasswordReset(ctx.db, email);
  ctx.mailQueue.wake();
}

export async function resetPassword(ctx: Context, input: { token: string; password: string }): Promise<void> {
  if (!input.token) throw new AppError('invalid_token');
  checkNewPassword(input.password, 'password_too_short');
  // Checked before the (slow) hash, used after it, under the account's lock: of two reset links of one
  // account redeemed at once, the second finds itself expired by the first.
  const { userId } = await checkEmailToken(ctx.db, input.token, 'reset');
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('users')
      .select('email_verified_at')
      .where('id', '=', userId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    const { email } = await redeemEmailToken(trx, input.token, 'reset');
    const now = new Date();
    const updated = await trx
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        updated_at: now,
        email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)),
      }))
      .where('id', '=', userId)
      .where('email', '=', email)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n)
      throw (await tokenTargetMissing(trx, userId, email)) ?? new AppError('user_not_found');
    // Whoever had the old password is signed out everywhere, and older reset links die too.
    await revokeUserSessions(trx, userId);
    if (before && !before.email_verified_at) await dropUnprovenOutlets(trx, userId);
    await expireEmailTokens(trx, userId, 'reset');
  });
}

export async function changePassword(
  ctx: Context,
  user: User,
  input: { current_password: string; new_password: string },
): Promise<void> {
  await hitRateLimits(ctx.db, [{ key: `change-password:user:${user.id}`, limit: 10, windowSeconds: 15 * MINUTE }]);
  if (!(await verifyPassword(user.password_hash, input.current_password.slice(0, PASSWORD_MAX)))) {
    throw new AppError('invalid_credentials');
  }
  checkNewPassword(input.new_password, 'password_too_short');
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction().execute(async (trx) => {
    // Only over the password just checked: a reset (or another change) that committed meanwhile wins.
    const changed = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', user.id)
      .where('password_hash', '=', user.password_hash)
      .executeTakeFirst();
    if (changed.numUpdatedRows === 0n) throw new AppError('invalid_credentials');
    await revokeUserSessions(trx, user.id);
    await expireEmailTokens(trx, user.id, 'reset');
  });
  await signIn(ctx, user.id, passwordHash);
}

export function me(ctx: Context, user: User, membership: Membership): TMe {
  return toMe(user, membership, ctx.config);
}
