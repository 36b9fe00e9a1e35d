import type { ColumnType, Generated, Selectable, Updateable } from 'kysely';

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

type Json<T> = ColumnType<T, string, string>;

export interface DomainsTable {
  id: Generated<string>;
  hostname: string;
  owner_id: string | null;
  is_system: ColumnType<boolean, boolean | undefined, boolean>;
  status: 'active' | 'pending';
  meta: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
}

export interface StoredRule {
  target: string;
  prio?: number;
  when: {
    geo?: string[];
    lang?: string[];
    device?: ('mobile' | 'desktop' | 'tablet' | 'bot')[];
    time?: { from: string; to: string };
    ip?: string[];
  };
}

export interface StoredOg {
  enabled: boolean;
  title: string;
  description: string;
  image_url: string | null;
}

export interface LinksTable {
  id: ColumnType<number, never, never>;
  owner_id: string;
  hostname: string;
  slug: string;
  target_url: string;
  title: string | null;
  rules: ColumnType<StoredRule[], string | undefined, string>;
  og: Json<StoredOg | null> | null;
  conversions_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  incoming_postback_url: string | null;
  expires_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ClicksTable {
  id: ColumnType<number, never, never>;
  link_id: number;
  owner_id: string;
  ts: Timestamp;
  country: string | null;
  device: string;
  browser: string | null;
  os: string | null;
  lang: string | null;
  referer: string | null;
  target: string;
  ip_hash: string;
  is_bot: boolean;
  click_id: string | null;
  external_click_id: string | null;
}

export interface ConversionsTable {
  id: ColumnType<number, never, never>;
  click_id: string;
  link_id: number;
  owner_id: string;
  ts: CreatedAt;
  revenue_cents: number;
  currency: string;
  /** The link's incoming postback URL with the source's click id filled in; null when there is none. */
  postback_url: string | null;
  postback_attempts: ColumnType<number, number | undefined, number>;
  /** When the next relay attempt is due; null once delivered or given up. */
  postback_due_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface PostbackAttemptsTable {
  id: ColumnType<number, never, never>;
  conversion_id: number;
  url: string;
  attempt: number;
  status_code: number | null;
  error: string | null;
  ts: CreatedAt;
}

export interface UploadsTable {
  key: string;
  owner_id: string | null;
  content_type: string;
  size: number;
  created_at: CreatedAt;
}

export interface StatsDailyTable {
  owner_id: string;
  link_id: number;
  day: ColumnType<Date, string, string>;
  dim: string;
  key: string;
  clicks: number;
}

export interface StatsDailyIpsTable {
  owner_id: string;
  link_id: number;
  day: ColumnType<Date, string, string>;
  ip_hash: string;
}

/** A batch of spooled clicks already written (see the click_spool migration). */
export interface SpooledClickBatchesTable {
  segment: string;
  first_row: number;
  row_count: number;
}

export interface Database {
  stats_daily: StatsDailyTable;
  stats_daily_ips: StatsDailyIpsTable;
  domains: DomainsTable;
  links: LinksTable;
  clicks: ClicksTable;
  conversions: ConversionsTable;
  postback_attempts: PostbackAttemptsTable;
  uploads: UploadsTable;
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  plans: PlansTable;
  email_templates: EmailTemplatesTable;
  email_outbox: EmailOutboxTable;
  rate_limits: RateLimitsTable;
  spooled_click_batches: SpooledClickBatchesTable;
}

export type User = Selectable<UsersTable>;
export type Plan = Selectable<PlansTable>;
export type EmailTemplate = Selectable<EmailTemplatesTable>;
export type Domain = Selectable<DomainsTable>;
export type Link = Selectable<LinksTable>;
export type LinkUpdate = Updateable<LinksTable>;
