import { LINK_TITLE_MAX, type TImportFormat, type TImportWarningCode } from '@kurz/core';

/** A warning a row carries from its source, before it becomes a TImportWarning. */
export interface RowWarning {
  code: TImportWarningCode;
  detail: string | null;
}

/** A row's settings as the source gave them, not yet checked (read.ts checks them). */
export interface SourceSettings {
  tags?: unknown;
  expires_at?: unknown;
  max_clicks?: unknown;
  expired_url?: unknown;
  targets?: unknown;
  ios_url?: unknown;
  android_url?: unknown;
  rules?: unknown;
  og?: unknown;
  conversions?: unknown;
  postback_url?: unknown;
  created_at?: unknown;
  /** Protected by a password the source cannot hand over. */
  password?: boolean;
  /** Archived (Bitly), banned (Kutt): imported expired. */
  archived?: string;
}

export interface ImportRow {
  /** The file's line of the row (1: the first line); in a JSON file, the item's place in its list (1: the first). */
  line: number;
  url: string;
  slug: string | null;
  title: string | null;
  /** The source's short-link host (lower case), when the row names one. */
  domain: string | null;
  /**
   * The source's own identity of the row (Bitly's id, Shlink's domain and short code, Kutt's id, kurz's
   * host and slug; for a plain CSV its slug, or its target, title and how many such rows came before):
   * a link created from it keeps it, so importing the row again finds it.
   */
  key: string;
  settings: SourceSettings;
  warnings: RowWarning[];
}

/** Header names as compared: lower case, letters and digits only ("Long URL", "long_url" and "longUrl" are one). */
export const norm = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const cutTitle = (t: string | null) => (t && t.length > LINK_TITLE_MAX ? t.slice(0, LINK_TITLE_MAX) : t);

/** "https://bit.ly/abc", "bit.ly/abc": host and last path segment. */
export function parseShortLink(value: unknown): { host: string; slug: string | null } | null {
  const text = str(value);
  if (!text) return null;
  try {
    const u = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    const last = u.pathname.split('/').filter(Boolean).pop();
    return { host: u.hostname.toLowerCase(), slug: last ? decodeURIComponent(last) : null };
  } catch {
    return null;
  }
}

/** A date as ISO 8601 UTC; one without an offset is read as UTC (Kutt on SQLite writes them so). */
export function isoDate(value: unknown): string | null {
  const text = str(value);
  if (!text) return null;
  const d = new Date(/^\d{4}-\d\d-\d\d[T ]\d\d:\d\d(:\d\d(\.\d+)?)?$/.test(text) ? `${text.replace(' ', 'T')}Z` : text);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** A JSON list of strings, or a CSV cell of them split at `sep`. */
const list = (v: unknown, sep: RegExp | string = /[|;,]/): string[] =>
  Array.isArray(v)
    ? v.filter((x): x is string => typeof x === 'string')
    : typeof v === 'string'
      ? v
          .split(sep)
          .map((t) => t.trim())
          .filter(Boolean)
      : [];
const yes = (v: unknown) => v === true || (typeof v === 'string' && /^(yes|true|1)$/i.test(v.trim()));
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const json = (v: unknown): unknown => {
  const text = str(v);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** One source record (a JSON item, or a CSV row by normalised column name) and its line. */
type Rec = Record<string, unknown>;
type Mapper = (r: Rec, line: number) => ImportRow;

function row(line: number, fields: Partial<Omit<ImportRow, 'url'>> & { url: unknown; key: string }): ImportRow {
  return {
    line,
    url: typeof fields.url === 'string' ? fields.url.trim() : '',
    slug: fields.slug ?? null,
    title: cutTitle(fields.title ?? null),
    domain: fields.domain ?? null,
    key: fields.key,
    settings: fields.settings ?? {},
    warnings: fields.warnings ?? [],
  };
}

/**
 * Bitly: API v4 `GET /v4/groups/{guid}/bitlinks` (`links[]`: id, link, long_url, title, archived,
 * created_at, tags, custom_bitlinks, deeplinks) and its CSV export (the same names as columns). A custom
 * back-half is the slug; the hash is never used for a link that has one.
 */
const bitly: Mapper = (r, line) => {
  const custom = list(r.custom_bitlinks ?? r.custombitlinks).filter((c) => c.trim());
  const link = parseShortLink(r.link ?? r.bitlink ?? r.id);
  const back = custom.length > 0 ? parseShortLink(custom[0]) : null;
  const short = back ?? link;
  const warnings: RowWarning[] = [];
  if (custom.length > 1) warnings.push({ code: 'extra_back_halves', detail: custom.slice(1).join(' ') });
  if (Array.isArray(r.deeplinks) && r.deeplinks.length > 0)
    warnings.push({ code: 'deep_links_not_carried', detail: null });
  const id = str(r.id) ?? (link ? `${link.host}/${link.slug ?? ''}` : `line ${line}`);
  return row(line, {
    url: r.long_url ?? r.longurl,
    slug: short?.slug ?? null,
    title: str(r.title),
    domain: short?.host ?? null,
    key: `bitly:${id}`,
    settings: {
      tags: list(r.tags),
      created_at: r.created_at ?? r.createdat,
      ...(yes(r.archived) ? { archived: 'archived' } : {}),
    },
    warnings,
  });
};

/**
 * Shlink: REST `GET /rest/v3/short-urls` (`shortUrls.data[]`), its web client's CSV export (createdAt,
 * domain, shortCode, shortUrl, longUrl, title, tags, visits) and its importer's CSV (Long URL, Tags,
 * Domain, Short code, Title); tags are `|`-separated in both CSVs.
 */
const shlink: Mapper = (r, line) => {
  const meta = obj(r.meta);
  const shortCode = str(r.shortCode ?? r.shortcode);
  const host = parseShortLink(r.shortUrl ?? r.shorturl)?.host ?? str(r.domain)?.toLowerCase() ?? null;
  const warnings: RowWarning[] = [];
  if (str(meta.validSince)) warnings.push({ code: 'valid_since_not_carried', detail: isoDate(meta.validSince) });
  if (r.forwardQuery === false) warnings.push({ code: 'forward_query_not_carried', detail: null });
  if (r.crawlable === true) warnings.push({ code: 'crawlable_not_carried', detail: null });
  if (r.hasRedirectRules === true) warnings.push({ code: 'redirect_rules_not_carried', detail: null });
  const device = obj(r.deviceLongUrls);
  if (str(device.desktop)) warnings.push({ code: 'redirect_rules_not_carried', detail: 'desktop' });
  return row(line, {
    url: r.longUrl ?? r.longurl,
    slug: shortCode,
    title: str(r.title),
    domain: str(r.domain) ? host : null,
    key: `shlink:${host ?? ''}/${shortCode ?? `line ${line}`}`,
    settings: {
      tags: list(r.tags, '|'),
      expires_at: meta.validUntil,
      max_clicks: meta.maxVisits,
      ios_url: device.ios,
      android_url: device.android,
      created_at: r.dateCreated ?? r.createdat,
    },
    warnings,
  });
};

/**
 * Kutt: API v2 `GET /api/v2/links` (`data[]`: id, address, target, description, expire_in, password
 * (whether it has one), banned, domain, visit_count, created_at, link), or a CSV with those columns.
 */
const kutt: Mapper = (r, line) => {
  const link = parseShortLink(typeof r.link === 'object' && r.link ? obj(r.link).url : r.link);
  // null: the instance's default domain, as Shlink's; the link goes to the import's host without a word.
  const domain = str(r.domain)?.toLowerCase() ?? null;
  const address = str(r.address);
  return row(line, {
    url: r.target,
    slug: address,
    title: str(r.description),
    domain,
    key: `kutt:${str(r.id) ?? `${domain ?? link?.host ?? ''}/${address ?? `line ${line}`}`}`,
    settings: {
      expires_at: r.expire_in ?? r.expirein,
      created_at: r.created_at ?? r.createdat,
      ...(yes(r.password) ? { password: true } : {}),
      ...(yes(r.banned) ? { archived: 'banned' } : {}),
    },
  });
};

/** A cell the export guarded against spreadsheet formulas ('=..., '-...) as it was. */
const unguard = (v: unknown) => (typeof v === 'string' && /^'[=+\-@\t\r]/.test(v) ? v.slice(1) : v);

/** kurz's own export (GET /api/links/export): every setting, so a link comes back as it was. */
const kurz: Mapper = (cells, line) => {
  const r = Object.fromEntries(Object.entries(cells).map(([k, v]) => [k, unguard(v)]));
  const host = str(r.host)?.toLowerCase() ?? null;
  const slug = str(r.slug);
  return row(line, {
    url: r.target,
    slug,
    title: str(r.title),
    domain: host,
    key: `kurz:${host ?? ''}/${slug?.toLowerCase() ?? `line ${line}`}`,
    settings: {
      // A tag has no comma in it, so the export joins them with one.
      tags: list(r.tags, ','),
      expires_at: r.expiresat,
      max_clicks: str(r.maxclicks) ? Number(r.maxclicks) : undefined,
      expired_url: r.expiredurl,
      targets: json(r.targets),
      ios_url: r.iosurl,
      android_url: r.androidurl,
      rules: json(r.rulesjson),
      og: json(r.preview),
      conversions: yes(r.conversions) || undefined,
      postback_url: r.postbackurl,
      created_at: r.created,
      ...(yes(r.password) ? { password: true } : {}),
    },
  });
};

/** Plain CSV: url, slug, title. A row without a slug is known by its target, title and how many such rows came before. */
function plainCsv(): Mapper {
  const seen = new Map<string, number>();
  return (r, line) => {
    const slug = str(r.slug);
    const url = str(r.url) ?? '';
    const title = str(r.title);
    let key: string;
    if (slug) key = `csv:slug:${slug.toLowerCase()}`;
    else {
      const base = JSON.stringify([url, title]);
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      key = `csv:${base}#${n}`;
    }
    return row(line, { url, slug, title, key });
  };
}

/** A CSV format: the columns that mark it (normalised names), tried in this order. */
export const CSV_FORMATS: { format: TImportFormat; marks: string[]; mapper: () => Mapper }[] = [
  { format: 'kurz', marks: ['slug', 'host', 'target'], mapper: () => kurz },
  { format: 'shlink', marks: ['shortcode', 'longurl'], mapper: () => shlink },
  { format: 'kutt', marks: ['address', 'target'], mapper: () => kutt },
  { format: 'bitly', marks: ['longurl'], mapper: () => bitly },
  { format: 'csv', marks: ['url'], mapper: plainCsv },
];
export const plainCsvRows = plainCsv;

/** A JSON answer of a source's API: where its list is, and how an item is known. */
export const JSON_FORMATS: {
  format: TImportFormat;
  items: (doc: Rec) => unknown;
  marks: string[];
  mapper: Mapper;
}[] = [
  { format: 'bitly', items: (d) => d.links, marks: ['long_url'], mapper: bitly },
  { format: 'shlink', items: (d) => obj(d.shortUrls).data, marks: ['shortCode', 'longUrl'], mapper: shlink },
  { format: 'kutt', items: (d) => d.data, marks: ['address', 'target'], mapper: kutt },
];
