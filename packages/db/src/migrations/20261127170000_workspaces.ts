import { sql, type Kysely } from 'kysely';

/** Tables whose owner_id named a user and now names a workspace, with what deleting the owner does. */
const OWNED: [table: string, onDelete: 'cascade' | 'set null'][] = [
  ['domains', 'cascade'],
  ['links', 'cascade'],
  ['uploads', 'set null'],
  ['qr_codes', 'cascade'],
  ['api_keys', 'cascade'],
  ['import_jobs', 'cascade'],
  ['webhook_endpoints', 'cascade'],
  ['tags', 'cascade'],
  ['postback_tokens', 'cascade'],
  ['idempotency_keys', 'cascade'],
];

/** The billing of users, moved to workspaces and back. */
const BILLING = ['plan_id', 'stripe_customer_id', 'comped_plan_id', 'retained_days', 'retained_until'] as const;

/**
 * Workspaces: what owned links, domains, keys, statistics and the plan is a workspace, and people are
 * its members with a role. Each user has a personal workspace whose id is the user's id, so every
 * owner_id already names the right workspace and no data row is rewritten: the migration makes the
 * workspaces, moves the plan and Stripe columns from users onto them, keys subscriptions and payments
 * to them and points the owner foreign keys at them. An API key acts for its workspace on behalf of
 * the member who made it (created_by). A trigger makes the personal workspace of each new user in the
 * transaction that inserts the user, whatever code inserts it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table workspaces (
      id uuid primary key default gen_random_uuid(),
      name text not null check (length(name) between 1 and 100),
      personal_of uuid unique references users(id) on delete cascade,
      plan_id text not null default 'free' references plans(id),
      stripe_customer_id text,
      comped_plan_id text references plans(id),
      retained_days integer,
      retained_until timestamptz,
      created_at timestamptz not null default now(),
      constraint workspaces_personal_id check (personal_of is null or personal_of = id),
      constraint workspaces_retained_both check ((retained_days is null) = (retained_until is null))
    )`.execute(db);
  await sql`create unique index workspaces_stripe_customer_key on workspaces (stripe_customer_id)`.execute(db);
  await sql`
    create index workspaces_retained_until_idx on workspaces (retained_until) where retained_until is not null
  `.execute(db);
  await sql`
    create table workspace_members (
      workspace_id uuid not null references workspaces(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      role text not null check (role in ('owner', 'admin', 'member', 'viewer')),
      created_at timestamptz not null default now(),
      last_active_at timestamptz,
      primary key (workspace_id, user_id)
    )`.execute(db);
  await sql`create index workspace_members_user_idx on workspace_members (user_id)`.execute(db);

  await sql`
    insert into workspaces (id, name, personal_of, ${sql.join(BILLING.map((c) => sql.ref(c)))}, created_at)
    select id, 'Personal', id, ${sql.join(BILLING.map((c) => sql.ref(c)))}, created_at from users
  `.execute(db);
  await sql`
    insert into workspace_members (workspace_id, user_id, role, created_at) select id, id, 'owner', created_at from users
  `.execute(db);
  await sql`
    create function users_personal_workspace() returns trigger language plpgsql as $$
    begin
      insert into workspaces (id, name, personal_of, created_at) values (new.id, 'Personal', new.id, new.created_at);
      insert into workspace_members (workspace_id, user_id, role, created_at) values (new.id, new.id, 'owner', new.created_at);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger users_personal_workspace after insert on users for each row execute function users_personal_workspace()
  `.execute(db);

  for (const [table, onDelete] of OWNED) await pointOwner(db, table, 'workspaces', onDelete);
  await sql`alter table api_keys add column created_by uuid references users(id) on delete cascade`.execute(db);
  await sql`update api_keys set created_by = owner_id`.execute(db);
  await sql`alter table api_keys alter column created_by set not null`.execute(db);
  for (const table of ['subscriptions', 'payments']) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(`${table}_user_id_fkey`)}`.execute(db);
    await sql`alter table ${sql.table(table)} rename column user_id to workspace_id`.execute(db);
    await sql`alter index ${sql.ref(`${table}_user_idx`)} rename to ${sql.ref(`${table}_workspace_idx`)}`.execute(db);
    await sql`
      alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_workspace_id_fkey`)}
        foreign key (workspace_id) references workspaces(id) on delete cascade
    `.execute(db);
  }

  await sql`drop index users_stripe_customer_key`.execute(db);
  await sql`drop index users_retained_until_idx`.execute(db);
  await sql`alter table users drop constraint users_retained_both`.execute(db);
  await sql`alter table users ${sql.join(
    BILLING.map((c) => sql`drop column ${sql.ref(c)}`),
    sql`, `,
  )}`.execute(db);
}

async function pointOwner(db: Kysely<any>, table: string, target: string, onDelete: string): Promise<void> {
  const fkey = sql.ref(`${table}_owner_id_fkey`);
  await sql`alter table ${sql.table(table)} drop constraint ${fkey}`.execute(db);
  await sql`
    alter table ${sql.table(table)} add constraint ${fkey}
      foreign key (owner_id) references ${sql.table(target)}(id) on delete ${sql.raw(onDelete)}
  `.execute(db);
}

/** Back to one owner per account: only personal workspaces survive, with their data and plan. */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from workspaces where personal_of is null`.execute(db);
  await sql`
    alter table users
      add column plan_id text not null default 'free' references plans(id),
      add column stripe_customer_id text,
      add column comped_plan_id text references plans(id),
      add column retained_days integer,
      add column retained_until timestamptz,
      add constraint users_retained_both check ((retained_days is null) = (retained_until is null))
  `.execute(db);
  await sql`
    update users u set ${sql.join(
      BILLING.map((c) => sql`${sql.ref(c)} = w.${sql.ref(c)}`),
      sql`, `,
    )} from workspaces w where w.id = u.id
  `.execute(db);
  await sql`create unique index users_stripe_customer_key on users (stripe_customer_id)`.execute(db);
  await sql`create index users_retained_until_idx on users (retained_until) where retained_until is not null`.execute(
    db,
  );

  for (const table of ['subscriptions', 'payments']) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(`${table}_workspace_id_fkey`)}`.execute(db);
    await sql`alter table ${sql.table(table)} rename column workspace_id to user_id`.execute(db);
    await sql`alter index ${sql.ref(`${table}_workspace_idx`)} rename to ${sql.ref(`${table}_user_idx`)}`.execute(db);
    await sql`
      alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_user_id_fkey`)}
        foreign key (user_id) references users(id) on delete cascade
    `.execute(db);
  }
  await sql`alter table api_keys drop column created_by`.execute(db);
  for (const [table, onDelete] of OWNED) await pointOwner(db, table, 'users', onDelete);

  await sql`drop trigger users_personal_workspace on users`.execute(db);
  await sql`drop function users_personal_workspace()`.execute(db);
  await sql`drop table workspace_members`.execute(db);
  await sql`drop table workspaces`.execute(db);
}
