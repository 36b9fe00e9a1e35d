import { sql, type Kysely } from 'kysely';

/**
 * The audit log: who created, changed or deleted what in a workspace, and when. The actor is kept as a
 * user id (cleared when the user is deleted) and as the email they had then, so the log stays readable;
 * `via` tells a dashboard session from an API key (kept by id and name: keys are deleted later) and from
 * the system (a Stripe webhook, the clean-up). Read newest first per workspace, by keyset.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table audit_events (
      id bigint generated always as identity primary key,
      workspace_id uuid not null references workspaces(id) on delete cascade,
      actor_id uuid references users(id) on delete set null,
      actor_email text,
      via text not null check (via in ('session', 'api_key', 'system')),
      api_key_id uuid,
      api_key_name text,
      action text not null,
      target_type text not null,
      target_id text not null,
      target_label text not null,
      details jsonb not null default '{}',
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index audit_events_workspace_idx on audit_events (workspace_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index audit_events_actor_idx on audit_events (actor_id) where actor_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table audit_events`.execute(db);
}
