import { sql, type Kysely } from 'kysely';

const DEFAULT_TEMPLATES = [
  {
    id: 'verify_email',
    name: 'Verify email',
    subject: 'Confirm your email for kurz',
    body_html:
      '<p>Hi {{user_name}},</p><p>Please confirm your email address:</p><p><a href="{{verify_url}}">Verify my email</a></p><p>The link is valid for 24 hours.</p>',
    body_text:
      'Hi {{user_name}},\n\nPlease confirm your email address:\n{{verify_url}}\n\nThe link is valid for 24 hours.',
  },
  {
    id: 'reset_password',
    name: 'Reset password',
    subject: 'Reset your kurz password',
    body_html:
      '<p>Hi {{user_name}},</p><p>Someone asked to reset your password. If it was you, choose a new one:</p><p><a href="{{reset_url}}">Reset my password</a></p><p>The link is valid for 1 hour. If it was not you, ignore this email.</p>',
    body_text:
      'Hi {{user_name}},\n\nSomeone asked to reset your password. If it was you, choose a new one:\n{{reset_url}}\n\nThe link is valid for 1 hour. If it was not you, ignore this email.',
  },
  {
    id: 'welcome',
    name: 'Welcome',
    subject: 'Welcome to kurz',
    body_html:
      '<p>Hi {{user_name}},</p><p>Your account is ready on the {{plan_name}} plan.</p><p><a href="{{dashboard_url}}">Open your dashboard</a></p>',
    body_text: 'Hi {{user_name}},\n\nYour account is ready on the {{plan_name}} plan.\n{{dashboard_url}}',
  },
];

const PLANS = [
  {
    id: 'free',
    name: 'Free',
    sort: 0,
    price_monthly: 0,
    price_yearly: 0,
    currency: 'eur',
    features: ['25 links', 'Click statistics for 30 days', 'QR codes'],
    max_links: 25,
    max_custom_subdomains: 0,
    max_byod_domains: 0,
    allow_custom_slugs: false,
    allow_redirect_rules: false,
    allow_custom_preview: false,
    allow_qr_logo: false,
    allow_conversions: false,
    analytics_retention_days: 30,
  },
  {
    id: 'hobby',
    name: 'Hobby',
    sort: 1,
    price_monthly: 900,
    price_yearly: 9000,
    currency: 'eur',
    features: [
      '1,000 links',
      '3 custom subdomains',
      '1 own domain',
      'Custom slugs',
      'Redirect rules',
      'Custom social previews',
      'QR codes with logo',
      'Conversion tracking',
      'Statistics for 365 days',
    ],
    max_links: 1000,
    max_custom_subdomains: 3,
    max_byod_domains: 1,
    allow_custom_slugs: true,
    allow_redirect_rules: true,
    allow_custom_preview: true,
    allow_qr_logo: true,
    allow_conversions: true,
    analytics_retention_days: 365,
  },
  {
    id: 'pro',
    name: 'Pro',
    sort: 2,
    price_monthly: 2900,
    price_yearly: 29000,
    currency: 'eur',
    features: [
      'Unlimited links',
      '20 custom subdomains',
      '10 own domains',
      'Custom slugs',
      'Redirect rules',
      'Custom social previews',
      'QR codes with logo',
      'Conversion tracking',
      'Statistics for 3 years',
    ],
    max_links: -1,
    max_custom_subdomains: 20,
    max_byod_domains: 10,
    allow_custom_slugs: true,
    allow_redirect_rules: true,
    allow_custom_preview: true,
    allow_qr_logo: true,
    allow_conversions: true,
    analytics_retention_days: 1095,
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('price_monthly', 'integer', (c) => c.notNull())
    .addColumn('price_yearly', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('features', 'jsonb', (c) => c.notNull())
    .addColumn('max_links', 'integer', (c) => c.notNull())
    .addColumn('max_custom_subdomains', 'integer', (c) => c.notNull())
    .addColumn('max_byod_domains', 'integer', (c) => c.notNull())
    .addColumn('allow_custom_slugs', 'boolean', (c) => c.notNull())
    .addColumn('allow_redirect_rules', 'boolean', (c) => c.notNull())
    .addColumn('allow_custom_preview', 'boolean', (c) => c.notNull())
    .addColumn('allow_qr_logo', 'boolean', (c) => c.notNull())
    .addColumn('allow_conversions', 'boolean', (c) => c.notNull())
    .addColumn('analytics_retention_days', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('plans')
    .values(PLANS.map((p) => ({ ...p, features: JSON.stringify(p.features) })))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('plan_id', 'text', (c) => c.notNull().defaultTo('free').references('plans.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('users_email_key').on('users').column('email').unique().execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('email_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('verify', 'reset')`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('email_tokens_user_id_idx').on('email_tokens').columns(['user_id', 'kind']).execute();

  await db.schema
    .createTable('email_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.insertInto('email_templates').values(DEFAULT_TEMPLATES).execute();

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('template_id', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('email_outbox_created_at_idx').on('email_outbox').column('created_at').execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_window_start_idx').on('rate_limits').column('window_start').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'rate_limits',
    'email_outbox',
    'email_templates',
    'email_tokens',
    'sessions',
    'users',
    'plans',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
