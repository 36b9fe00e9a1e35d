import type { ColumnType, Generated, Selectable, Updateable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * What owns links, domains, keys, statistics and the plan. Each user has a personal one whose id is the
 * user's id (personal_of), made by a trigger with the user.
 */
export interface WorkspacesTable {
  id: Generated<string>;
  name: string;
  /** The user whose personal workspace this is; null for a shared one. */
  personal_of: string | null;
  plan_id: ColumnType<string, string | undefined, string>;
  /** One Stripe customer per workspace, created at its first checkout or portal visit. */
  stripe_customer_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A plan an admin gave without Stripe; it wins over any subscription. */
  comped_plan_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** After a downgrade: the longer analytics retention the clean-up still keeps, until retained_until. */
  retained_days: ColumnType<number | null, number | null | undefined, number | null>;
  retained_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Set while its deletion asks Stripe whether anything still bills it (see the workspace_closing migration). */
  closing_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

export type WorkspaceRole = 'owner' | 'admin' | 'member' | 'viewer';

export interface WorkspaceMembersTable {
  workspace_id: string;
  user_id: string;
  role: WorkspaceRole;
  created_at: CreatedAt;
  last_active_at: Timestamp | null;
}

/** A pending invitation into a workspace; deleted when accepted or revoked. */
export interface WorkspaceInvitationsTable {
  id: Generated<string>;
  workspace_id: string;
  /** Lower-cased, as accounts' addresses are. */
  email: string;
  role: Exclude<WorkspaceRole, 'owner'>;
  /** sha256 of the token in the mailed link. */
  token_hash: string;
  /** Null once the inviter's account is gone. */
  invited_by: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface UsersTable {
  id: Generated<string>;
  email: string | null;
  password_hash: string | null;
  email_verified_at: Timestamp | null;
  /** An admin banned the account: no sign-in, no session, its links answer 451. */
  banned_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface ApiKeysTable {
  id: Generated<string>;
  /** The workspace the key acts for. */
  owner_id: string;
  /** The member who made it: the key acts on their behalf, while they are a member. */
  created_by: string;
  name: string;
  scope: 'read' | 'write';
  /** Narrowed to the links on this hostname; null: every hostname the workspace uses. */
  hostname: ColumnType<string | null, string | null | undefined, never>;
  /** The secret's first characters, shown in lists; the secret itself is only in key_hash (sha256). */
  prefix: string;
  key_hash: string;
  created_at: CreatedAt;
  last_used_at: Timestamp | null;
  expires_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  kind: 'verify' | 'reset';
  /** The address the token was mailed to: it is good only while the user still has that address. */
  email: string;
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
  /** Members plus pending invitations a workspace on this plan may have. */
  max_seats: number;
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

export interface MailRequestsTable {
  id: ColumnType<number, never, never>;
  kind: 'password_reset';
  email: string;
  attempts: ColumnType<number, number | undefined, number>;
  due_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_at: CreatedAt;
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
  kind: ColumnType<
    'system' | 'subdomain' | 'byod',
    'system' | 'subdomain' | 'byod' | undefined,
    'system' | 'subdomain' | 'byod'
  >;
  /** The ownership token an own-domain claim must publish as TXT _kurz.<hostname>. */
  verify_token: string | null;
  verified_at: Timestamp | null;
  /** When the background re-check next looks at this domain; null: never. */
  check_due_at: Timestamp | null;
  check_failures: ColumnType<number, number | undefined, number>;
  /** An own domain's page for visits to `/`, and for unknown slugs. */
  root_url: string | null;
  not_found_url: string | null;
  /** The TLS provider's id for this hostname (Cloudflare's custom hostname id). */
  provider_ref: string | null;
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
  /** Set on a rule without conditions: it takes every visitor, confirmed by the user. */
  match_all?: boolean;
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
  /** An admin disabled the link (abuse): it answers 451 until restored. */
  disabled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Lower-cased tag keys; the owner's tags table has their spelling and colour. */
  tags: ColumnType<string[], string[] | undefined, string[]>;
  max_clicks: ColumnType<number | null, number | null | undefined, number | null>;
  /** Set (by a trigger on link_counters) once max_clicks was reached; cleared when the limit is raised. */
  clicks_exhausted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  expired_url: ColumnType<string | null, string | null | undefined, string | null>;
  password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  targets: ColumnType<StoredTarget[] | null, string | null | undefined, string | null>;
  ios_url: ColumnType<string | null, string | null | undefined, string | null>;
  android_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** The import row the link was made from (the source's own id): importing it again finds the link. */
  import_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** The member who made it (for an API key, the member the key acts for); null: before this was kept, or that user is gone. */
  created_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A visitor's report of a short link, open until an admin dismisses it. */
export interface LinkReportsTable {
  id: ColumnType<string, never, never>;
  link_id: number;
  reason: 'spam' | 'phishing' | 'malware' | 'other';
  details: string | null;
  /** The reporting network (IPv4 /24, IPv6 /64), HMAC'd with the server secret; null on reports filed before it was kept. */
  reporter: string | null;
  created_at: CreatedAt;
  dismissed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** One arm of a link's A/B split: weights of a link's targets add up to 100. */
export interface StoredTarget {
  url: string;
  weight: number;
}

/** An owner's tag: key is the lower-cased name, name as typed, colour a #rrggbb. */
export interface TagsTable {
  owner_id: string;
  key: string;
  name: string;
  color: string;
  created_at: CreatedAt;
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
  /** null: a direct visit; 'qr': a scan of a printed QR code. */
  source: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** The converted click's time and dimensions (reports group by them); null where the click was gone before they were copied. */
  click_ts: Date | null;
  country: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  lang: string | null;
  target: string | null;
  source: string | null;
  is_bot: boolean | null;
}

/** An account's postback token: its SHA-256 (checked) and sealed (shown); both null until first read. */
export interface PostbackTokensTable {
  owner_id: string;
  token_hash: string | null;
  token_enc: string | null;
  /** Until then a postback without any token is still accepted (accounts that tracked before tokens); null: never. */
  tokenless_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  rotated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
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

export interface QrCodesTable {
  link_id: number;
  owner_id: string;
  ecc: ColumnType<string, string | undefined, string>;
  margin: number;
  color_dark: string;
  color_light: string;
  size: number;
  /** The logo's width in percent of the code (the API's image_size is this as a fraction). */
  logo_percent: number;
  logo_key: string | null;
  image_key: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface StatsDailyTable {
  owner_id: string;
  link_id: number;
  day: ColumnType<Date, string, string>;
  dim: string;
  key: string;
  clicks: number;
}

/** Click groups of written batches not yet added to stats_daily (stats/rollups.ts moves them). */
export interface StatsPendingGroupsTable {
  owner_id: string;
  link_id: number;
  day: ColumnType<Date, string, string>;
  hour: string;
  country: string | null;
  device: string;
  lang: string | null;
  browser: string | null;
  os: string | null;
  target: string;
  source: string | null;
  is_bot: boolean;
  clicks: number;
}

/** Unique visitors of a link (or, link_id 0, the account) on a UTC day: a HyperLogLog sketch (stats/hll.ts). */
export interface StatsDailyVisitorsTable {
  owner_id: string;
  link_id: number;
  day: ColumnType<Date, string, string>;
  registers: Buffer;
}

/** A filtered report's rollup: one filter value's clicks of a closed day (migration filtered_rollups). */
export interface StatsDailyFilteredTable {
  owner_id: string;
  link_id: number;
  fdim: string;
  fkey: string;
  day: ColumnType<Date, string, string>;
  clicks: ColumnType<number, number, number>;
  bots: ColumnType<number, number, number>;
  /** Distinct visitors (IP hashes) of the clicks counted. */
  visitors: ColumnType<number, number, number>;
  /** Each breakdown dimension's counts by key, 'hour' (00-23) included, 'link' in the account's rows. */
  counts: Record<string, Record<string, number>>;
}

/** Which (owner, day) filtered rollups are complete: folded_changes = changes. */
export interface StatsFilteredDaysTable {
  owner_id: string;
  day: ColumnType<Date, string, string>;
  changes: ColumnType<number, number | undefined, number>;
  folded_changes: number | null;
}

export interface SubscriptionsTable {
  /** Stripe's subscription id. */
  id: string;
  workspace_id: string;
  customer_id: string;
  price_id: string;
  /** Null when the price is none of the configured ones. */
  plan_id: string | null;
  is_yearly: boolean;
  status: string;
  current_period_end: Timestamp | null;
  cancel_at_period_end: boolean;
  created_at: Timestamp;
  synced_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PaymentsTable {
  /** Stripe's invoice id. */
  id: string;
  workspace_id: string;
  subscription_id: string | null;
  created_at: Timestamp;
  status: string;
  /** Cents. */
  amount: number;
  currency: string;
  invoice_url: string | null;
}

export interface StripeEventsTable {
  id: string;
  type: string;
  created_at: Timestamp;
  applied_at: CreatedAt;
}

/** A link's clicks by people within its owner's retention, kept with the rollups (the list's Total). */
export interface LinkCountersTable {
  link_id: ColumnType<number, number, never>;
  owner_id: string;
  clicks_total: ColumnType<number, number | undefined, number>;
  /** The clicks the retention clean-up took out of clicks_total: a click limit still counts them. */
  clicks_cut: ColumnType<number, number | undefined, number>;
}

/** A batch of spooled clicks already written (see the click_spool migration). */
export interface SpooledClickBatchesTable {
  segment: string;
  first_row: number;
  row_count: number;
}

export type ImportStatus = 'running' | 'done' | 'stopped';

export interface ImportJobsTable {
  id: ColumnType<number, never, never>;
  owner_id: string;
  format: string;
  hostname: string;
  /** stopped: its owner was banned. */
  status: ColumnType<ImportStatus, ImportStatus | undefined, ImportStatus>;
  /** The file's rows. */
  total: number;
  /** Rows found wanting when the job started, never stored in import_rows: the work is total - skipped rows. */
  skipped: ColumnType<number, number | undefined, number>;
  /** The first 500 of the skipped rows, with why. */
  problems: Json<{ line: number; error: string; slug: string | null }[]>;
  /** The cursor: rows before it are done. */
  next_row: ColumnType<number, number | undefined, number>;
  created: ColumnType<number, number | undefined, number>;
  existing: ColumnType<number, number | undefined, number>;
  failed: ColumnType<number, number | undefined, number>;
  /** Warnings of the stored rows (what a row could not carry over), all counted. */
  warning_count: ColumnType<number, number | undefined, number>;
  leased_by: string | null;
  lease_until: Timestamp | null;
  created_at: CreatedAt;
  finished_at: Timestamp | null;
  /** Who started it: the links it makes are theirs (created_by). */
  created_by: ColumnType<string | null, string | null | undefined, never>;
}

export interface ImportRowsTable {
  job_id: number;
  row: number;
  /** The file's line, for the report. */
  line: number;
  url: string;
  slug: string | null;
  title: string | null;
  /** null until processed; then 'created' or an error code. */
  outcome: string | null;
  result_slug: string | null;
  /** The row's own host (an own domain the source named); null: the job's. */
  hostname: ColumnType<string | null, string | null | undefined, string | null>;
  import_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** The row's checked settings (imports/settings.ts RowSettings). */
  settings: ColumnType<unknown, string | null | undefined, string | null>;
  /** What the row could not carry over: [{code, detail}]. */
  warnings: ColumnType<{ code: string; detail: string | null }[] | null, string | null | undefined, string | null>;
}

export interface WebhookEndpointsTable {
  id: Generated<string>;
  owner_id: string;
  url: string;
  events: ColumnType<string[], string[], string[]>;
  /** AES-256-GCM under a key derived from SESSION_SECRET: signing needs the secret itself. */
  secret_enc: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  disabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  failures: ColumnType<number, number | undefined, number>;
  click_cursor: ColumnType<string, string | number | undefined, string | number>;
  clicks_due_at: ColumnType<Date, Date | undefined, Date>;
  click_watermark: ColumnType<string | null, string | null | undefined, string | null>;
  click_watermark_xid: ColumnType<string | null, string | null | undefined, string | null>;
  click_watermark_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  endpoint_id: string;
  owner_id: string;
  event: string;
  body: string;
  attempts: ColumnType<number, number | undefined, number>;
  due_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  status: ColumnType<'pending' | 'delivered' | 'failed', 'pending' | undefined, 'pending' | 'delivered' | 'failed'>;
  status_code: number | null;
  error: string | null;
  created_at: CreatedAt;
  attempted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** An Idempotency-Key of an account (its sha256), the request it came with, and that request's answer once there is one. */
export interface IdempotencyKeysTable {
  owner_id: string;
  key_hash: string;
  request_hash: string;
  status: number | null;
  body: string | null;
  created_at: CreatedAt;
  locked_until: Timestamp;
  expires_at: Timestamp;
}

export type AuditVia = 'session' | 'api_key' | 'system';

/** Who created, changed or deleted what in a workspace; `actor_email` keeps the log readable after the user is gone. */
export interface AuditEventsTable {
  id: ColumnType<string, never, never>;
  workspace_id: string;
  actor_id: string | null;
  actor_email: string | null;
  via: AuditVia;
  api_key_id: string | null;
  api_key_name: string | null;
  action: string;
  target_type: string;
  target_id: string;
  target_label: string;
  details: ColumnType<Record<string, unknown>, string | undefined, never>;
  created_at: CreatedAt;
}

export interface Database {
  audit_events: AuditEventsTable;
  import_jobs: ImportJobsTable;
  import_rows: ImportRowsTable;
  subscriptions: SubscriptionsTable;
  payments: PaymentsTable;
  stripe_events: StripeEventsTable;
  link_counters: LinkCountersTable;
  stats_daily: StatsDailyTable;
  stats_pending_groups: StatsPendingGroupsTable;
  stats_daily_visitors: StatsDailyVisitorsTable;
  stats_daily_filtered: StatsDailyFilteredTable;
  stats_filtered_days: StatsFilteredDaysTable;
  domains: DomainsTable;
  links: LinksTable;
  clicks: ClicksTable;
  conversions: ConversionsTable;
  postback_attempts: PostbackAttemptsTable;
  postback_tokens: PostbackTokensTable;
  uploads: UploadsTable;
  qr_codes: QrCodesTable;
  users: UsersTable;
  workspaces: WorkspacesTable;
  workspace_members: WorkspaceMembersTable;
  workspace_invitations: WorkspaceInvitationsTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  plans: PlansTable;
  email_templates: EmailTemplatesTable;
  email_outbox: EmailOutboxTable;
  mail_requests: MailRequestsTable;
  rate_limits: RateLimitsTable;
  spooled_click_batches: SpooledClickBatchesTable;
  api_keys: ApiKeysTable;
  link_reports: LinkReportsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  tags: TagsTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type User = Selectable<UsersTable>;
export type Workspace = Selectable<WorkspacesTable>;
export type WorkspaceMember = Selectable<WorkspaceMembersTable>;
export type WorkspaceInvitation = Selectable<WorkspaceInvitationsTable>;
export type ApiKey = Selectable<ApiKeysTable>;
export type Plan = Selectable<PlansTable>;
export type EmailTemplate = Selectable<EmailTemplatesTable>;
export type Domain = Selectable<DomainsTable>;
export type Link = Selectable<LinksTable>;
export type ImportJob = Selectable<ImportJobsTable>;
export type LinkUpdate = Updateable<LinksTable>;
export type Subscription = Selectable<SubscriptionsTable>;
export type Payment = Selectable<PaymentsTable>;
export type QrCode = Selectable<QrCodesTable>;
export type AuditEvent = Selectable<AuditEventsTable>;
