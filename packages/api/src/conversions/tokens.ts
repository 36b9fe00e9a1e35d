import { timingSafeEqual } from 'node:crypto';
import { CLICK_ID_MACRO, POSTBACK_TOKEN_PARAM, type TPostbackToken } from '@kurz/core';
import { sql, type Database, type Kysely } from '@kurz/db';
import { holdSignedInAccount, type SignedInAccount } from '../auth/sessions';
import type { ApiDeps } from '../context';
import { AppError } from '../errors';
import { openSealed, randomToken, sealSecret, sha256 } from '../platform';

const SEAL_PURPOSE = 'postback-token';

/** 256 random bits: kept as its hash (checked) and sealed (shown to the owner again). */
function freshToken(deps: ApiDeps) {
  const token = randomToken();
  return { token, token_hash: sha256(token), token_enc: sealSecret(deps.config.sessionSecret, SEAL_PURPOSE, token) };
}

function view(
  deps: ApiDeps,
  row: { token_enc: string | null; tokenless_until: Date | null; tokenless: boolean | null },
): TPostbackToken {
  const token = openSealed(deps.config, SEAL_PURPOSE, row.token_enc!);
  // Postbacks check the token's hash, so it still works; only showing it again takes the secret.
  if (token === null)
    throw new AppError('secret_unreadable', {
      message:
        'The postback token was sealed with an earlier SESSION_SECRET and cannot be shown: rotate it, or set SESSION_SECRET_PREVIOUS to that secret.',
    });
  return {
    token,
    postback_url: `${deps.config.appOrigin}/api/postback?clickid=${CLICK_ID_MACRO}&${POSTBACK_TOKEN_PARAM}=${token}`,
    tokenless_until: row.tokenless && row.tokenless_until ? Math.floor(row.tokenless_until.getTime() / 1000) : null,
  };
}

const tokenlessNow = sql<boolean>`tokenless_until > now()`.as('tokenless');

/**
 * Runs a token call in one transaction holding the caller's account as the request found it: a
 * password reset that takes the account over meanwhile (and drops the token, unprovenOutlets.ts) makes
 * it 401, or waits for it and then drops what it made; never does a request that began before the reset
 * read or make a token after it.
 */
const asCaller = <T>(deps: ApiDeps, caller: SignedInAccount, call: (trx: Kysely<Database>) => Promise<T>): Promise<T> =>
  deps.db.transaction().execute(async (trx) => {
    await holdSignedInAccount(trx, caller);
    return call(trx);
  });

/** The account's token and postback URL; its first read makes the token (two first reads get the same one). */
export function readPostbackToken(deps: ApiDeps, ownerId: string, caller: SignedInAccount): Promise<TPostbackToken> {
  return asCaller(deps, caller, (trx) => readOrMake(deps, trx, ownerId));
}

async function readOrMake(deps: ApiDeps, trx: Kysely<Database>, ownerId: string): Promise<TPostbackToken> {
  const row = await trx
    .selectFrom('postback_tokens')
    .select(['token_enc', 'tokenless_until', tokenlessNow])
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (row?.token_enc) return view(deps, row);
  const { token_hash, token_enc } = freshToken(deps);
  const made = await trx
    .insertInto('postback_tokens')
    .values({ owner_id: ownerId, token_hash, token_enc })
    .onConflict((oc) =>
      oc.column('owner_id').doUpdateSet({
        token_hash: sql`coalesce(postback_tokens.token_hash, excluded.token_hash)`,
        token_enc: sql`coalesce(postback_tokens.token_enc, excluded.token_enc)`,
      }),
    )
    .returning(['token_enc', 'tokenless_until', tokenlessNow])
    .executeTakeFirstOrThrow();
  return view(deps, made);
}

/** A new token: the old one is refused from this commit on, on every replica (postbacks read it each time). */
export function rotatePostbackToken(deps: ApiDeps, ownerId: string, caller: SignedInAccount): Promise<TPostbackToken> {
  const { token_hash, token_enc } = freshToken(deps);
  return asCaller(deps, caller, async (trx) => {
    const row = await trx
      .insertInto('postback_tokens')
      .values({ owner_id: ownerId, token_hash, token_enc, rotated_at: sql<Date>`now()` })
      .onConflict((oc) => oc.column('owner_id').doUpdateSet({ token_hash, token_enc, rotated_at: sql<Date>`now()` }))
      .returning(['token_enc', 'tokenless_until', tokenlessNow])
      .executeTakeFirstOrThrow();
    return view(deps, row);
  });
}

/** Ends the grace early: from now on every postback of the account needs the token. */
export function requirePostbackToken(deps: ApiDeps, ownerId: string, caller: SignedInAccount): Promise<TPostbackToken> {
  return asCaller(deps, caller, async (trx) => {
    await trx.updateTable('postback_tokens').set({ tokenless_until: null }).where('owner_id', '=', ownerId).execute();
    return readOrMake(deps, trx, ownerId);
  });
}

/**
 * Whether a postback's token is the account's: compared as hashes in constant time. A postback with no
 * token passes only during the account's grace; a wrong one never does.
 */
export function tokenAccepted(
  presented: string | undefined,
  stored: { token_hash: string | null; tokenless: boolean | null },
): boolean {
  if (!presented) return stored.tokenless === true;
  if (!stored.token_hash) return false;
  return timingSafeEqual(Buffer.from(sha256(presented), 'hex'), Buffer.from(stored.token_hash, 'hex'));
}
