import { sql, type Kysely } from 'kysely';

/**
 * Users' own subdomains and domains. A pending claim must not block other accounts, so a hostname is
 * unique only among active domains (one owner ever serves it) and once per account; each claim carries
 * its own ownership token. check_due_at drives the background re-check (leased by an atomic UPDATE).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('domains').dropConstraint('domains_hostname_key').execute();
  await db.schema
    .alterTable('domains')
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('system')
        .check(sql`kind in ('system', 'subdomain', 'byod')`),
    )
    .addColumn('verify_token', 'text')
    .addColumn('verified_at', 'timestamptz')
    .addColumn('check_due_at', 'timestamptz')
    .addColumn('check_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('root_url', 'text')
    .addColumn('not_found_url', 'text')
    .addColumn('provider_ref', 'text')
    .execute();
  await sql`update domains set kind = case when is_system then 'system' else 'byod' end`.execute(db);
  await db.schema
    .createIndex('domains_active_hostname_key')
    .on('domains')
    .column('hostname')
    .unique()
    .where(sql.ref('status'), '=', 'active')
    .execute();
  await db.schema
    .createIndex('domains_owner_hostname_key')
    .on('domains')
    .columns(['owner_id', 'hostname'])
    .unique()
    .execute();
  await db.schema.createIndex('domains_hostname_idx').on('domains').column('hostname').execute();
  await db.schema
    .createIndex('domains_check_due_idx')
    .on('domains')
    .column('check_due_at')
    .where(sql.ref('check_due_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'domains_check_due_idx',
    'domains_hostname_idx',
    'domains_owner_hostname_key',
    'domains_active_hostname_key',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema
    .alterTable('domains')
    .dropColumn('kind')
    .dropColumn('verify_token')
    .dropColumn('verified_at')
    .dropColumn('check_due_at')
    .dropColumn('check_failures')
    .dropColumn('root_url')
    .dropColumn('not_found_url')
    .dropColumn('provider_ref')
    .execute();
  await db.schema.alterTable('domains').addUniqueConstraint('domains_hostname_key', ['hostname']).execute();
}
