import { sql, type Database, type Kysely } from '@kurz/db';

/** How long a replica holds a delivery it took; should it die meanwhile, another takes it after this. */
const LEASE_SECONDS = 60;

/** A due delivery a replica took: it is leased to this one until it is attempted. */
export interface ClaimedDelivery {
  id: string;
  endpoint_id: string;
  owner_id: string;
  event: string;
  body: string;
  attempts: number;
}

export interface ClaimLimits {
  /** At most this many in all. */
  limit: number;
  /** At most this many per endpoint, the oldest due first... */
  perEndpoint: number;
  /** ...and at most this many per account: a backlog of one account waits its turn with the others. */
  perOwner: number;
  /** Endpoints this replica already holds enough of. */
  skipEndpoints: string[];
}

/**
 * Takes due deliveries fairly: a few per endpoint (each an index lookup), then taken in turns by account,
 * so the first delivery of every account comes before the second of any. Each is moved a lease ahead in
 * the same statement, so two replicas claiming at once never take the same one.
 */
export async function claimDueDeliveries(db: Kysely<Database>, l: ClaimLimits): Promise<ClaimedDelivery[]> {
  const { rows } = await sql<ClaimedDelivery & { turn: number; was_due: Date }>`
    with due as (
      select d.id, e.owner_id, d.due_at
      from webhook_endpoints e
      cross join lateral (
        select id, due_at from webhook_deliveries
        where endpoint_id = e.id and due_at <= now()
        order by due_at
        limit ${l.perEndpoint}
      ) d
      where e.id <> all(${l.skipEndpoints}::uuid[])
    ), turns as (
      select id, due_at, row_number() over (partition by owner_id order by due_at, id) as turn from due
    ), picked as (
      select id, due_at, turn from turns where turn <= ${l.perOwner} order by turn, due_at limit ${l.limit}
    )
    update webhook_deliveries w
    set due_at = now() + make_interval(secs => ${LEASE_SECONDS})
    from picked
    where w.id = picked.id and w.due_at <= now() and w.status = 'pending'
    returning w.id, w.endpoint_id, w.owner_id, w.event, w.body, w.attempts, picked.turn, picked.due_at as was_due`.execute(
    db,
  );
  return rows
    .sort((a, b) => Number(a.turn) - Number(b.turn) || new Date(a.was_due).getTime() - new Date(b.was_due).getTime())
    .map(({ turn: _turn, was_due: _wasDue, ...job }) => job);
}

/** Deliveries taken but not attempted (a replica stopping): due again at once, for any replica. */
export async function releaseDeliveries(db: Kysely<Database>, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('webhook_deliveries')
    .set({ due_at: sql<Date>`now()` })
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .execute();
}
