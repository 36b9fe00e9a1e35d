import type { TAuditAction, TAuditVia } from '@kurz/core';
import type { Database, Kysely } from '@kurz/db';
import type { Context, Logger } from '../context';

/** Who did it: a member through a session or an API key, or the system (no person). */
export interface AuditActor {
  userId: string | null;
  email: string | null;
  via: TAuditVia;
  apiKey?: { id: string; name: string };
}

export const SYSTEM_ACTOR: AuditActor = { userId: null, email: null, via: 'system' };

/** The actor of a call: its user, through its API key when it came with one; the system without a user (background work). */
export function actorOf(ctx: Partial<Pick<Context, 'user' | 'apiKey'>>): AuditActor {
  const user = ctx.user;
  if (!user) return SYSTEM_ACTOR;
  const key = ctx.apiKey;
  return key
    ? { userId: user.id, email: user.email, via: 'api_key', apiKey: { id: key.id, name: key.name } }
    : { userId: user.id, email: user.email, via: 'session' };
}

export interface AuditEntry {
  action: TAuditAction;
  /** `label`: what a person reads, e.g. the short URL or the hostname. */
  target: { type: string; id: string; label: string };
  details?: Record<string, unknown>;
}

/**
 * Records events of one workspace. In a transaction, the events commit or roll back with the change
 * they tell of (`deps` may then be null); outside one, the change is already made, so a failure to
 * record is logged with `deps.log`, never thrown.
 */
export async function recordAudit(
  db: Kysely<Database>,
  deps: { log: Logger } | null,
  workspaceId: string,
  actor: AuditActor,
  entries: AuditEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const insert = db
    .insertInto('audit_events')
    .values(
      entries.map((e) => ({
        workspace_id: workspaceId,
        actor_id: actor.userId,
        actor_email: actor.email,
        via: actor.via,
        api_key_id: actor.apiKey?.id ?? null,
        api_key_name: actor.apiKey?.name ?? null,
        action: e.action,
        target_type: e.target.type,
        target_id: e.target.id,
        target_label: e.target.label,
        details: JSON.stringify(e.details ?? {}),
      })),
    )
    .execute();
  if (db.isTransaction || !deps) {
    await insert;
    return;
  }
  await insert.catch((err: unknown) => deps.log.warn({ err, workspaceId }, 'recording an audit event failed'));
}

/** An event of a call (session or API key), in its workspace. */
export const recordCallAudit = (
  db: Kysely<Database>,
  ctx: Pick<Context, 'user' | 'apiKey' | 'log'> & { workspace: { id: string } },
  entry: AuditEntry,
) => recordAudit(db, ctx, ctx.workspace.id, actorOf(ctx), [entry]);

/** The readable label of a link: its short URL without the scheme. */
export const linkLabel = (link: { hostname: string; slug: string }) => `${link.hostname}/${link.slug}`;
export const linkTarget = (link: { id: number | string; hostname: string; slug: string }) => ({
  type: 'link',
  id: String(link.id),
  label: linkLabel(link),
});
