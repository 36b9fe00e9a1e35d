import { z } from 'zod';
import { ERROR_CODES } from './errors';
import { ZQueryInt } from './linkFeatures';

/** Limits of one import file. */
export const IMPORT_ROWS_MAX = 100_000;
export const IMPORT_BYTES_MAX = 10 * 1024 * 1024;
export const IMPORT_FORMATS = ['csv', 'bitly', 'shlink', 'kutt', 'kurz'] as const;
export type TImportFormat = (typeof IMPORT_FORMATS)[number];
export const IMPORT_FORMAT_LABELS: Record<TImportFormat, string> = {
  csv: 'CSV (url, slug, title)',
  bitly: 'Bitly export',
  shlink: 'Shlink export',
  kutt: 'Kutt export',
  kurz: 'kurz export',
};

/** What a file matching no format is told (invalid_csv's message): the formats read, and how each is recognised. */
export const IMPORT_FORMATS_EXPECTED =
  'Expected one of: a CSV with a url column (slug, title optional) or url[,slug,title] rows without a header; ' +
  "kurz's export (GET /api/links/export: slug, host, target, ...); " +
  'a Bitly API v4 bitlinks answer (JSON with "links": [{long_url, link, ...}]) or Bitly CSV export (long_url column); ' +
  'a Shlink short-urls answer (JSON with "shortUrls": {"data": [{shortCode, longUrl, ...}]}), Shlink web client ' +
  'CSV export or Shlink importer CSV (shortCode and longUrl columns); ' +
  'a Kutt API v2 links answer (JSON with "data": [{address, target, ...}]) or CSV with address and target columns.';

/**
 * Why a row is imported other than exactly as the source had it. The link is still created; what the
 * source had and kurz cannot take is said here, never dropped silently.
 */
export const IMPORT_WARNING_CODES = [
  'domain_replaced',
  'archived_expired',
  'password_not_carried',
  'forward_query_not_carried',
  'valid_since_not_carried',
  'crawlable_not_carried',
  'redirect_rules_not_carried',
  'deep_links_not_carried',
  'extra_back_halves',
  'feature_not_allowed',
  'setting_dropped',
] as const;
export type TImportWarningCode = (typeof IMPORT_WARNING_CODES)[number];

export const IMPORT_WARNING_MESSAGES: Record<TImportWarningCode, string> = {
  domain_replaced: "The source's domain is not one of this account's domains: the link goes to the import's domain.",
  archived_expired:
    'Archived at the source: imported expired (it answers as an expired link until its expiry is cleared).',
  password_not_carried:
    'Password-protected at the source, whose password cannot be exported: the link is protected by a password nobody knows until you set a new one.',
  forward_query_not_carried: "The source did not pass the short URL's query string on to the target; kurz always does.",
  valid_since_not_carried:
    'The source opened the link only from a date on; kurz has no start date, so it is open at once.',
  crawlable_not_carried: 'The source let search engines crawl the short URL; kurz has no such setting.',
  redirect_rules_not_carried: 'The source had redirect rules kurz cannot read; they were not imported.',
  deep_links_not_carried: 'The source had app deep links kurz has no form for; they were not imported.',
  extra_back_halves: 'The source had more than one custom back-half; only the first was kept.',
  feature_not_allowed: "A setting needs a feature this account's plan does not have; it was not imported.",
  setting_dropped: 'A setting kurz refuses was not imported.',
};

export const ZImportWarning = z.object({
  line: z.number(),
  code: z.enum(IMPORT_WARNING_CODES),
  /** What the warning is about: the setting, the source's domain. */
  detail: z.string().nullable(),
  message: z.string(),
});
export type TImportWarning = z.infer<typeof ZImportWarning>;

export const ZImportRequest = z.strictObject({
  /** The file's text: CSV or JSON, whichever the source gives (the name is historical). */
  csv: z.string().max(IMPORT_BYTES_MAX),
  /** The short-link host every imported link goes to (unless its row names one of the account's domains). */
  hostname: z.string().max(253),
  /** false: every link gets a generated slug (the source's slugs are not kept). */
  keep_slugs: z.boolean().optional(),
});
export type TImportRequest = z.infer<typeof ZImportRequest>;

export const ZImportProblem = z.object({ line: z.number(), error: z.enum(ERROR_CODES), slug: z.string().nullable() });
export type TImportProblem = z.infer<typeof ZImportProblem>;

export const ZImportPreview = z.object({
  format: z.enum(IMPORT_FORMATS),
  total: z.number(),
  /** Rows that would be created now. */
  valid: z.number(),
  /** The first rows as read, to check the columns were understood. */
  sample: z.array(
    z.object({ line: z.number(), url: z.string(), slug: z.string().nullable(), title: z.string().nullable() }),
  ),
  /** Rows that would not be created and why (the first 500); `problem_count` counts them all. */
  problems: z.array(ZImportProblem),
  problem_count: z.number(),
  /** Of the rows that would be created, what would not be carried over as the source had it (the first 500). */
  warnings: z.array(ZImportWarning),
  warning_count: z.number(),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

export const ZImportJob = z.object({
  id: z.string(),
  /** stopped: the account was banned, or the member who started it left, while it ran; the rows left were not imported. */
  status: z.enum(['running', 'done', 'stopped']),
  format: z.enum(IMPORT_FORMATS),
  hostname: z.string(),
  total: z.number(),
  processed: z.number(),
  created: z.number(),
  /** Rows whose host + slug already existed, or that this account imported before: reported, never overwritten. */
  existing: z.number(),
  failed: z.number(),
  /** The first 500 rows not created, with why. */
  problems: z.array(ZImportProblem),
  /** The first 500 warnings of the rows to create: what was not carried over as the source had it. */
  warnings: z.array(ZImportWarning),
  warning_count: z.number(),
  created_at: z.number(),
});
export type TImportJob = z.infer<typeof ZImportJob>;
export const ZImportJobRef = z.strictObject({ id: z.string().regex(/^[1-9]\d{0,15}$/) });

export const IMPORTS_PAGE_DEFAULT = 20;
export const IMPORTS_PAGE_MAX = 100;
/** GET /api/imports: the account's imports, newest first, continued by the next_cursor of the page before. */
export const ZImportListQuery = z.strictObject({
  limit: ZQueryInt(1, IMPORTS_PAGE_MAX, IMPORTS_PAGE_DEFAULT).optional(),
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .nullish(),
});
export type TImportListQuery = z.infer<typeof ZImportListQuery>;
export const ZImportSummary = ZImportJob.omit({ problems: true, warnings: true }).extend({
  finished_at: z.number().nullable(),
});
export const ZImportList = z.object({ results: z.array(ZImportSummary), next_cursor: z.string().nullable() });
export type TImportList = z.infer<typeof ZImportList>;
