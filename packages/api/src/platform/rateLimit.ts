import { sql, type Database, type Kysely } from '@kurz/db';
import ipaddr from 'ipaddr.js';
import { AppError } from '../errors';

/**
 * What a per-address limit counts: an IPv4 address, or an IPv6 client's /64. A subscriber is given a
 * whole /64 and can pick any address in it, so counting single IPv6 addresses would count nothing.
 */
export function limitedAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const addr = ipaddr.process(ip);
  if (addr.kind() === 'ipv4') return addr.toString();
  return `${(addr as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((p) => p.toString(16))
    .join(':')}::/64`;
}

export interface RateRule {
  /** e.g. login:ip:1.2.3.4 */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counter in Postgres, one atomic upsert a hit, so every replica shares the count.
 * Whether the window now holds more than `limit` hits.
 */
async function overRateLimit(db: Kysely<Database>, rule: RateRule): Promise<boolean> {
  return (await countRateHit(db, rule)) > rule.limit;
}

/** Counts a hit; the hits in the window so far, this one included. */
export async function countRateHit(db: Kysely<Database>, rule: Omit<RateRule, 'limit'>): Promise<number> {
  return (await countRateWindow(db, rule)).count;
}

/** Counts a hit; the hits in the window so far (this one included) and the seconds until it resets. */
export async function countRateWindow(
  db: Kysely<Database>,
  rule: Omit<RateRule, 'limit'>,
): Promise<{ count: number; resetSeconds: number }> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key: rule.key, window_start: sql`now()`, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when rate_limits.window_start < now() - make_interval(secs => ${rule.windowSeconds}) then 1 else rate_limits.count + 1 end`,
        window_start: sql`case when rate_limits.window_start < now() - make_interval(secs => ${rule.windowSeconds}) then now() else rate_limits.window_start end`,
      }),
    )
    .returning([
      'count',
      sql<number>`ceil(extract(epoch from window_start + make_interval(secs => ${rule.windowSeconds}) - now()))::int`.as(
        'reset_seconds',
      ),
    ])
    .executeTakeFirstOrThrow();
  return { count: row.count, resetSeconds: Math.max(1, Number(row.reset_seconds)) };
}

/** Counts a hit on each rule; throws rate_limited at the first one past its limit. */
export async function hitRateLimits(db: Kysely<Database>, rules: RateRule[]): Promise<void> {
  for (const rule of rules) if (await overRateLimit(db, rule)) throw new AppError('rate_limited');
}

export async function deleteStaleRateLimits(db: Kysely<Database>, olderThanSeconds = 86_400): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`)
    .execute();
}
