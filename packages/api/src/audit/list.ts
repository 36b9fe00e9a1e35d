import {
  AUDIT_PAGE_DEFAULT,
  toEpochSeconds,
  type TAuditEvent,
  type TAuditListQuery,
  type TAuditPage,
} from '@kurz/core';
import { sql, type Database, type Kysely } from '@kurz/db';
import { z } from 'zod';
import { AppError } from '../errors';

// (created_at to the microsecond as UTC text, id): the keyset of the newest-first order.
const ZCursor = z.tuple([
  z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  z.string().regex(/^[1-9]\d{0,18}$/),
]);
const BAD_CURSOR = {
  field: 'cursor',
  message: 'cursor is not a next_cursor this list answered: start again without it.',
};
const createdKey = sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function decodeCursor(text: string): [string, string] {
  try {
    return ZCursor.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw new AppError('invalid_input', BAD_CURSOR);
  }
}

/** One page of the workspace's audit log, newest first. */
export async function listAuditEvents(
  db: Kysely<Database>,
  workspaceId: string,
  query: TAuditListQuery,
): Promise<TAuditPage> {
  const limit = query.limit ?? AUDIT_PAGE_DEFAULT;
  let q = db
    .selectFrom('audit_events')
    .selectAll()
    .select(createdKey.as('created_key'))
    .where('workspace_id', '=', workspaceId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (query.action) q = q.where('action', '=', query.action);
  if (query.cursor) {
    const [at, id] = decodeCursor(query.cursor);
    q = q.where(sql<boolean>`(created_at, id) < (${at}::timestamptz, ${id}::bigint)`);
  }
  const rows = await q.execute();
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    results: page.map((r): TAuditEvent => ({
      id: String(r.id),
      at: toEpochSeconds(r.created_at),
      actor: r.via === 'system' ? null : { id: r.actor_id, email: r.actor_email },
      via: r.via,
      ...(r.api_key_name !== null ? { api_key_name: r.api_key_name } : {}),
      action: r.action as TAuditEvent['action'],
      target: { type: r.target_type, id: r.target_id, label: r.target_label },
      details: r.details,
    })),
    next_cursor:
      rows.length > limit && last
        ? Buffer.from(JSON.stringify([last.created_key, String(last.id)])).toString('base64url')
        : null,
  };
}

/** The clean-up: events older than the workspace's analytics retention (or the longer one it still keeps). */
export async function deleteExpiredAuditEvents(db: Kysely<Database>): Promise<number> {
  const result = await sql`
    delete from audit_events a using workspaces w join plans p on p.id = w.plan_id
    where a.workspace_id = w.id
      and a.created_at < now() - make_interval(days => greatest(
        p.analytics_retention_days,
        case when w.retained_until > now() then w.retained_days else 0 end))`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}
