import { createHmac } from 'node:crypto';
import {
  FLAGGED_PAGE_DEFAULT,
  toEpochSeconds,
  type TFlaggedList,
  type TFlaggedQuery,
  type TFlaggedSort,
} from '@kurz/core';
import { sql, type Database, type Kysely } from '@kurz/db';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { AppError } from '../errors';
import { workspaceBanned } from './banned';
import { limitedAddress } from '../platform';

const LATEST_REPORTS = 5;

/**
 * The network a report is counted by: an IPv4 /24 or an IPv6 /64, the blocks one subscriber (or one
 * rented server) can pick addresses from. Stored keyed-hashed: the page counts networks, nobody reads them.
 */
export function reporterOf(secret: string, ip: string): string {
  let network = ip;
  if (ipaddr.isValid(ip)) {
    const addr = ipaddr.process(ip);
    network =
      addr.kind() === 'ipv4' ? `${(addr as ipaddr.IPv4).octets.slice(0, 3).join('.')}.0/24` : limitedAddress(ip);
  }
  return createHmac('sha256', secret).update(`report:${network}`).digest('base64url').slice(0, 22);
}

// A link id as the database writes it (decimal, within bigint), and a time exact to the microsecond
// in one fixed UTC form: anything else is refused here rather than left to PostgreSQL's parser.
const ZId = z.string().regex(/^(0|[1-9]\d{0,17})$/);
const ZAt = z
  .string()
  .regex(/^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
  .refine((k) => !Number.isNaN(new Date(k).getTime()));
const ZCursor = z.union([
  z.object({ s: z.literal('reporters'), n: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), k: ZAt, i: ZId }),
  z.object({ s: z.literal('latest'), k: ZAt, i: ZId }),
]);
type Cursor = z.infer<typeof ZCursor>;

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

function decodeCursor(text: string, sort: TFlaggedSort): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('invalid_input');
  }
  const cursor = ZCursor.safeParse(parsed);
  // A cursor only continues the sort it was made for.
  if (!cursor.success || cursor.data.s !== sort) throw new AppError('invalid_input');
  return cursor.data;
}

/**
 * Links with open reports, and links an admin disabled: one row a link, a page at a time by keyset.
 * Sorted by the number of distinct reporting networks (many reports from a few networks count as a
 * few), then by the newest report; or newest report first. A disabled link without open reports
 * sorts by when it was disabled.
 */
export async function listFlagged(db: Kysely<Database>, query: TFlaggedQuery = {}): Promise<TFlaggedList> {
  const sort = query.sort ?? 'reporters';
  const limit = query.limit ?? FLAGGED_PAGE_DEFAULT;
  const after = query.cursor ? decodeCursor(query.cursor, sort) : null;
  let q = db
    .selectFrom((eb) =>
      eb
        .selectFrom('links as l')
        // A shared workspace has no person of its own: its flagged links show without an owner email.
        .leftJoin('users as u', 'u.id', 'l.owner_id')
        .leftJoin('link_reports as r', (j) => j.onRef('r.link_id', '=', 'l.id').on('r.dismissed_at', 'is', null))
        .select([
          'l.id',
          'l.hostname',
          'l.slug',
          'l.target_url',
          'l.created_at',
          'l.owner_id',
          'l.disabled_at',
          'u.email',
          workspaceBanned(sql.ref('l.owner_id')).as('owner_banned'),
          sql<string>`count(r.id)`.as('open'),
          // A report filed before reporters were kept counts as one of its own.
          sql<string>`count(distinct coalesce(r.reporter, 'report:' || r.id))`.as('reporters'),
          sql<Date | null>`max(r.created_at)`.as('latest'),
          sql<Date>`coalesce(max(r.created_at), l.disabled_at)`.as('sort_at'),
        ])
        .where((w) => w.or([w('l.disabled_at', 'is not', null), w('r.id', 'is not', null)]))
        .groupBy(['l.id', 'u.id'])
        .as('f'),
    )
    .selectAll('f')
    // Exact to the microsecond (a Date is not), for the cursor.
    .select(sql<string>`to_char(f.sort_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('sort_key'));
  if (sort === 'reporters') {
    if (after?.s === 'reporters')
      q = q.where(
        sql<boolean>`(f.reporters, f.sort_at, f.id) < (${after.n}, ${after.k}::timestamptz, ${after.i}::bigint)`,
      );
    q = q.orderBy('f.reporters', 'desc');
  } else if (after?.s === 'latest') {
    q = q.where(sql<boolean>`(f.sort_at, f.id) < (${after.k}::timestamptz, ${after.i}::bigint)`);
  }
  const rows = await q
    .orderBy('f.sort_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const next: Cursor | null =
    rows.length > limit && last
      ? sort === 'reporters'
        ? { s: 'reporters', n: Number(last.reporters), k: last.sort_key, i: String(last.id) }
        : { s: 'latest', k: last.sort_key, i: String(last.id) }
      : null;
  const reports = await latestReports(
    db,
    page.map((r) => r.id),
  );
  return {
    results: page.map((r) => ({
      hostname: r.hostname,
      slug: r.slug,
      target_url: r.target_url,
      created_at: toEpochSeconds(r.created_at),
      owner_id: r.owner_id,
      owner_email: r.email,
      owner_banned: r.owner_banned,
      disabled: r.disabled_at !== null,
      report_count: Number(r.open),
      reporters: Number(r.reporters),
      latest_report_at: r.latest === null ? null : toEpochSeconds(r.latest),
      latest_reports: reports
        .filter((x) => Number(x.link_id) === Number(r.id))
        .map((x) => ({ reason: x.reason, details: x.details, created_at: toEpochSeconds(x.created_at) })),
    })),
    next_cursor: next ? encodeCursor(next) : null,
  };
}

/** The newest open reports of each link, newest first. */
async function latestReports(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('link_reports')
        .select([
          'link_id',
          'reason',
          'details',
          'created_at',
          sql<number>`row_number() over (partition by link_id order by created_at desc, id desc)`.as('n'),
        ])
        .where('dismissed_at', 'is', null)
        .where('link_id', 'in', ids)
        .as('x'),
    )
    .selectAll()
    .where('n', '<=', LATEST_REPORTS)
    .orderBy('created_at', 'desc')
    .execute();
}
