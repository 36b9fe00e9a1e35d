import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  email: string | null;
  password_hash: string | null;
  email_verified_at: Timestamp | null;
  plan_id: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  kind: 'verify' | 'reset';
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface PlansTable {
  id: string;
  name: string;
  sort: number;
  price_monthly: number;
  price_yearly: number;
  currency: string;
  features: ColumnType<string[], string, string>;
  max_links: number;
  max_custom_subdomains: number;
  max_byod_domains: number;
  allow_custom_slugs: boolean;
  allow_redirect_rules: boolean;
  allow_custom_preview: boolean;
  allow_qr_logo: boolean;
  allow_conversions: boolean;
  analytics_retention_days: number;
}

export interface EmailTemplatesTable {
  id: string;
  name: string;
  subject: string;
  body_html: string;
  body_text: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface EmailOutboxTable {
  id: Generated<string>;
  user_id: string | null;
  to_address: string;
  template_id: string;
  subject: string;
  body_html: string;
  body_text: string;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
  error: string | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  plans: PlansTable;
  email_templates: EmailTemplatesTable;
  email_outbox: EmailOutboxTable;
  rate_limits: RateLimitsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Plan = Selectable<PlansTable>;
export type EmailTemplate = Selectable<EmailTemplatesTable>;
export type OutboxMail = Selectable<EmailOutboxTable>;
