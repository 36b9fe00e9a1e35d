import { createHash } from 'node:crypto';
import { sql, type Database, type Kysely } from '@kurz/db';
import type { ApiDeps } from '../context';
import { AppError } from '../errors';
import { openSealed, sealSecret } from '../platform';
import type { RestInput, RestRoute } from './types';

/** How long a key answers its first request's result. */
export const IDEMPOTENCY_TTL_HOURS = 24;
export const IDEMPOTENCY_KEY_MAX = 255;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A first request that has not finished by then is taken as dead: its key may run again. */
const LOCK_MINUTES = 5;
/** How long a second request waits for the first one's answer before 409 idempotency_key_in_use. */
const WAIT_MS = 10_000;
const POLL_MS = 50;

// Visible ASCII, as a UUID or any token a client makes up is written.
const KEY_FORM = /^[\x21-\x7e]+$/;

/** Answers are kept sealed: a created API key or webhook endpoint answers its secret. */
const PURPOSE = 'idempotent-answer';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Whose a key is: the workspace it acts in and the person sending it (their session and their API keys
 * alike). A key is never another member's: a replayed answer skips the call's role check, and may hold
 * a new API key's or endpoint's secret.
 */
export interface IdempotencyCaller {
  workspace: string;
  user: string;
}

/** The stored key: the caller's and the key's SHA-256, never the key itself. */
const keyHashOf = (caller: IdempotencyCaller, key: string) => sha256(`${caller.user}\n${key}`);

/** The Idempotency-Key a request sent, checked; undefined without one. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const refuse = (message: string) => new AppError('invalid_input', { field: IDEMPOTENCY_HEADER, message });
  if (Array.isArray(header)) throw refuse(`${IDEMPOTENCY_HEADER} must be sent once.`);
  if (header.length === 0 || header.length > IDEMPOTENCY_KEY_MAX)
    throw refuse(`${IDEMPOTENCY_HEADER} must be 1 to ${IDEMPOTENCY_KEY_MAX} characters long.`);
  if (!KEY_FORM.test(header)) throw refuse(`${IDEMPOTENCY_HEADER} must be visible ASCII characters, no spaces.`);
  return header;
}

/** JSON with every object's keys in order: the same body however its fields were ordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What makes two requests the same one: the call, its path parameters, query and body. */
export const requestHash = (route: RestRoute, input: RestInput) =>
  sha256(canonical([route.method, route.path, input.params, input.query, input.body ?? null]));

export type Claim = { run: true } | { run: false; status: number; body: string };

/**
 * Takes a caller's key for a request, or finds what it already answered. The first request with a
 * key inserts its row and runs ({run: true}); another with the same key and request waits for that
 * answer and gets it; with another request it is refused (409 idempotency_key_reused). Two at once:
 * the primary key lets one insert, the other waits. An expired key, or one whose first request died
 * (its lock ran out), is taken over.
 */
export async function claimIdempotencyKey(
  { db, config }: Pick<ApiDeps, 'db' | 'config'>,
  caller: IdempotencyCaller,
  key: string,
  request: string,
): Promise<Claim> {
  const ownerId = caller.workspace;
  const keyHash = keyHashOf(caller, key);
  const until = Date.now() + WAIT_MS;
  for (;;) {
    const { rows } = await sql`
      insert into idempotency_keys (owner_id, key_hash, request_hash, locked_until, expires_at)
      values (${ownerId}, ${keyHash}, ${request}, now() + ${sql.raw(`interval '${LOCK_MINUTES} minutes'`)},
        now() + ${sql.raw(`interval '${IDEMPOTENCY_TTL_HOURS} hours'`)})
      on conflict (owner_id, key_hash) do update
        set request_hash = excluded.request_hash, status = null, body = null, created_at = now(),
          locked_until = excluded.locked_until, expires_at = excluded.expires_at
        where idempotency_keys.expires_at <= now()
          or (idempotency_keys.status is null and idempotency_keys.locked_until <= now()
            and idempotency_keys.request_hash = excluded.request_hash)
      returning 1 as taken`.execute(db);
    if (rows.length > 0) return { run: true };
    const row = await db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'status', 'body'])
      .where('owner_id', '=', ownerId)
      .where('key_hash', '=', keyHash)
      .executeTakeFirst();
    // Released meanwhile (the first request failed for a reason a retry may not meet): try to take it.
    if (!row) continue;
    if (row.request_hash !== request)
      throw new AppError('idempotency_key_reused', {
        field: IDEMPOTENCY_HEADER,
        message: `This ${IDEMPOTENCY_HEADER} was sent with another request in the last ${IDEMPOTENCY_TTL_HOURS} hours: use a new key for a new request.`,
      });
    if (row.status !== null && row.body !== null) {
      const body = openSealed(config, PURPOSE, row.body);
      if (body !== null) return { run: false, status: row.status, body };
      // Sealed under another SESSION_SECRET: an answer no longer readable is as good as expired.
      await db.deleteFrom('idempotency_keys').where('owner_id', '=', ownerId).where('key_hash', '=', keyHash).execute();
      continue;
    }
    if (Date.now() > until)
      throw new AppError('idempotency_key_in_use', {
        field: IDEMPOTENCY_HEADER,
        message: `The first request with this ${IDEMPOTENCY_HEADER} is still running: try again in a moment.`,
      });
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Keeps the first request's answer, sealed, for the key's later requests. */
export async function completeIdempotencyKey(
  { db, config }: Pick<ApiDeps, 'db' | 'config'>,
  caller: IdempotencyCaller,
  key: string,
  status: number,
  body: string,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status, body: sealSecret(config.sessionSecret, PURPOSE, body) })
    .where('owner_id', '=', caller.workspace)
    .where('key_hash', '=', keyHashOf(caller, key))
    .execute();
}

/** Gives a key back when its request failed in a way a retry may not (an outage, a rate limit). */
export async function releaseIdempotencyKey(
  db: Kysely<Database>,
  caller: IdempotencyCaller,
  key: string,
): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('owner_id', '=', caller.workspace)
    .where('key_hash', '=', keyHashOf(caller, key))
    .where('status', 'is', null)
    .execute();
}

/** Housekeeping: keys past their 24 hours. */
export async function deleteExpiredIdempotencyKeys(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
