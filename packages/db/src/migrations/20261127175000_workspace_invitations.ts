import { sql, type Kysely } from 'kysely';

const SEATS: [plan: string, seats: number][] = [
  ['free', 1],
  ['hobby', 3],
  ['pro', 10],
];

/**
 * Inviting people into a workspace: the seats each plan has (members and pending invitations count),
 * the pending invitations (only a token's hash is kept; an accepted or revoked one is deleted) and the
 * mail template that carries the link. And what deleting an account does to its shared workspaces,
 * whatever deletes it (there is no call for it; an operator's script): refused while the account is
 * the last owner of one that has other members; the ones it is alone in go with it.
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

  await sql`
    create function users_shared_workspaces() returns trigger language plpgsql as $$
    begin
      if exists (
        select 1 from workspace_members m join workspaces w on w.id = m.workspace_id
        where m.user_id = old.id and m.role = 'owner' and w.personal_of is null
          and not exists (select 1 from workspace_members o
                          where o.workspace_id = m.workspace_id and o.role = 'owner' and o.user_id <> old.id)
          and exists (select 1 from workspace_members x where x.workspace_id = m.workspace_id and x.user_id <> old.id)
      ) then
        raise exception 'last_owner: the account is the last owner of a shared workspace with other members'
          using hint = 'Transfer its ownership (or remove the other members) first.';
      end if;
      delete from workspaces w
      where w.personal_of is null
        and exists (select 1 from workspace_members m where m.workspace_id = w.id and m.user_id = old.id)
        and not exists (select 1 from workspace_members x where x.workspace_id = w.id and x.user_id <> old.id);
      return old;
    end $$`.execute(db);
  await sql`
    create trigger users_shared_workspaces before delete on users for each row execute function users_shared_workspaces()
  `.execute(db);

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
  await sql`drop trigger users_shared_workspaces on users`.execute(db);
  await sql`drop function users_shared_workspaces()`.execute(db);
  await db.deleteFrom('email_templates').where('id', '=', 'workspace_invitation').execute();
  await db.schema.dropTable('workspace_invitations').execute();
  await db.schema.alterTable('plans').dropColumn('max_seats').execute();
}
