import {
  API_KEYS_PER_ACCOUNT,
  type TApiKey,
  type TApiKeyScope,
  type TCreateApiKey,
  type TCreatedApiKey,
} from '@kurz/core';
import { sql, type ApiKey, type Database, type Kysely, type User } from '@kurz/db';
import { AppError } from '../errors';
import { sha256 } from '../platform';
import { newApiKeySecret } from './secret';
import { recordAudit, type AuditActor } from '../audit';
import type { ApiDeps } from '../context';
import { assertUsableHostname } from '../domains';
import { holdMembership, ROLE_NEEDED, type Owner } from '../workspaces';

const epoch = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
/** last_used_at is a hint for the owner, not an audit log: written at most once a minute per key. */
const LAST_USED_RESOLUTION_S = 60;

function view(
  row: Pick<ApiKey, 'id' | 'name' | 'scope' | 'prefix' | 'created_at' | 'last_used_at' | 'expires_at' | 'hostname'>,
): TApiKey {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    created_at: epoch(row.created_at)!,
    last_used_at: epoch(row.last_used_at),
    expires_at: epoch(row.expires_at),
    hostname: row.hostname,
  };
}

export async function createApiKey(
  db: Kysely<Database>,
  owner: Owner,
  actor: AuditActor & { userId: string },
  input: TCreateApiKey,
): Promise<TCreatedApiKey> {
  const ownerId = owner.id;
  const hostname = input.hostname?.toLowerCase() || null;
  // A hostname the workspace may put links on: a system domain, or one of its own that is active.
  if (hostname) await assertUsableHostname(db, owner, hostname);
  const expiresAt = input.expires_at ? new Date(input.expires_at * 1000) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now())
    throw new AppError('invalid_input', { field: 'expires_at', message: 'expires_at must be in the future.' });
  const { key, hash, prefix } = newApiKeySecret();
  return db.transaction().execute(async (trx) => {
    // The owner's row lock makes two concurrent creates take turns, so the count below holds.
    await trx.selectFrom('workspaces').select('id').where('id', '=', ownerId).forUpdate().executeTakeFirstOrThrow();
    // And its maker's membership: a member removed meanwhile (which deletes their keys) makes none.
    await holdMembership(trx, ownerId, actor.userId, ROLE_NEEDED.keys.write);
    const { n } = await liveKeys(trx, ownerId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(n) >= API_KEYS_PER_ACCOUNT) throw new AppError('api_keys_limit_reached');
    const row = await trx
      .insertInto('api_keys')
      .values({
        owner_id: ownerId,
        created_by: actor.userId,
        name: input.name,
        scope: input.scope,
        prefix,
        key_hash: hash,
        expires_at: expiresAt,
        hostname,
      })
      .returning(['id', 'name', 'scope', 'prefix', 'created_at', 'last_used_at', 'expires_at', 'hostname'])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, null, ownerId, actor, [
      { action: 'api_key.created', target: keyTarget(row), details: { scope: row.scope, hostname } },
    ]);
    const { last_used_at: _unused, ...shown } = view(row);
    return { ...shown, key };
  });
}

function liveKeys(db: Kysely<Database>, ownerId: string) {
  return db
    .selectFrom('api_keys')
    .where('owner_id', '=', ownerId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]));
}

/** The owner's keys that still work, newest first; an expired or revoked key is no longer listed. */
export async function listApiKeys(db: Kysely<Database>, ownerId: string): Promise<TApiKey[]> {
  const rows = await liveKeys(db, ownerId)
    .select(['id', 'name', 'scope', 'prefix', 'created_at', 'last_used_at', 'expires_at', 'hostname'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(view);
}

/** Revokes one of the owner's keys; another account's key, or one already revoked, is not_found. */
export async function revokeApiKey(
  deps: Pick<ApiDeps, 'db' | 'log'>,
  ownerId: string,
  id: string,
  actor: AuditActor,
): Promise<void> {
  const row = await deps.db
    .updateTable('api_keys')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where('revoked_at', 'is', null)
    .returning(['id', 'name', 'prefix'])
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  await recordAudit(deps.db, deps, ownerId, actor, [{ action: 'api_key.deleted', target: keyTarget(row) }]);
}

const keyTarget = (k: Pick<ApiKey, 'id' | 'name' | 'prefix'>) => ({
  type: 'api_key',
  id: k.id,
  label: `${k.name} (${k.prefix}…)`,
});

export interface KeyHolder {
  user: User;
  /** ownerId: the workspace the key belongs to and acts for. */
  key: { id: string; name: string; scope: TApiKeyScope; ownerId: string; hostname: string | null };
}

/**
 * The key a presented secret names and the member who made it (the call acts on their behalf, in the
 * key's workspace), or null when none works (unknown, revoked, expired).
 *
 * Found by the secret's sha256 through the unique index, never by comparing stored secrets or a
 * stored prefix: the time an index probe takes depends on the hash, which an attacker who does not
 * know the key cannot steer bit by bit (changing one character of the guess changes the whole hash),
 * so timing reveals nothing of a real key. Comparing a stored prefix first and then the rest would
 * tell by its timing how much of a guess is right.
 */
export async function findApiKey(db: Kysely<Database>, secret: string): Promise<KeyHolder | null> {
  const row = await db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.created_by')
    .selectAll('users')
    .select([
      'api_keys.id as key_id',
      'api_keys.name as key_name',
      'api_keys.hostname as key_hostname',
      'api_keys.scope as key_scope',
      'api_keys.owner_id as key_owner',
      sql<boolean>`api_keys.last_used_at is null or api_keys.last_used_at < now() - make_interval(secs => ${LAST_USED_RESOLUTION_S})`.as(
        'key_stale',
      ),
    ])
    .where('api_keys.key_hash', '=', sha256(secret))
    .where('api_keys.revoked_at', 'is', null)
    // A banned account's keys stop with its sessions.
    .where('users.banned_at', 'is', null)
    .where((eb) => eb.or([eb('api_keys.expires_at', 'is', null), eb('api_keys.expires_at', '>', sql<Date>`now()`)]))
    .executeTakeFirst();
  if (!row) return null;
  const { key_id, key_name, key_hostname, key_scope, key_owner, key_stale, ...user } = row;
  if (key_stale) await touchApiKey(db, key_id);
  return {
    user,
    key: { id: key_id, name: key_name, scope: key_scope, ownerId: key_owner, hostname: key_hostname },
  };
}

/** At most one write a minute per key, however many calls it makes (the condition is re-checked). */
async function touchApiKey(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: sql`now()` })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('last_used_at', 'is', null),
        eb('last_used_at', '<', sql<Date>`now() - make_interval(secs => ${LAST_USED_RESOLUTION_S})`),
      ]),
    )
    .execute();
}

/** Deletes keys revoked or expired more than `days` ago (kept a while so a list of past keys could explain a 401). */
export async function deleteDeadApiKeys(db: Kysely<Database>, days = 30): Promise<void> {
  await db
    .deleteFrom('api_keys')
    .where((eb) =>
      eb.or([
        eb('revoked_at', '<', sql<Date>`now() - make_interval(days => ${days})`),
        eb('expires_at', '<', sql<Date>`now() - make_interval(days => ${days})`),
      ]),
    )
    .execute();
}
