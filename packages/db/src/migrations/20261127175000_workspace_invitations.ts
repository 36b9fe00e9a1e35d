import { sql, type Kysely } from 'kysely';

const SEATS: [plan: string, seats: number][] = [
  ['free', 1],
  ['hobby', 3],
  ['pro', 10],
];

/**
 * Inviting people into a workspace: the seats each plan has (members and pending invitations count),
 * the pending invitations (only a token's hash is kept; an accepted or revoked one is deleted) and the
 * mail template that carries the link.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table plans add column max_seats integer not null default 1`.execute(db);
  for (const [plan, seats] of SEATS)
    await db.updateTable('plans').set({ max_seats: seats }).where('id', '=', plan).execute();

  await sql`
    create table workspace_invitations (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspaces(id) on delete cascade,
      email text not null check (email = lower(email)),
      role text not null check (role in ('admin', 'member', 'viewer')),
      token_hash text not null unique,
      invited_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      unique (workspace_id, email)
    )`.execute(db);
  await sql`create index workspace_invitations_expires_idx on workspace_invitations (expires_at)`.execute(db);

  await db
    .insertInto('email_templates')
    .values({
      id: 'workspace_invitation',
      name: 'Workspace invitation',
      subject: '{{inviter}} invited you to {{workspace_name}} on kurz',
      body_html:
        '<p>Hi,</p><p>{{inviter}} invited you to join the workspace <strong>{{workspace_name}}</strong> on kurz as {{role}}.</p><p><a href="{{invite_url}}">Accept the invitation</a></p><p>The link works once, until {{expires_at}}. If you did not expect it, ignore this mail.</p>',
      body_text:
        'Hi,\n\n{{inviter}} invited you to join the workspace {{workspace_name}} on kurz as {{role}}.\n\nAccept the invitation: {{invite_url}}\n\nThe link works once, until {{expires_at}}. If you did not expect it, ignore this mail.',
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('email_templates').where('id', '=', 'workspace_invitation').execute();
  await db.schema.dropTable('workspace_invitations').execute();
  await db.schema.alterTable('plans').dropColumn('max_seats').execute();
}
