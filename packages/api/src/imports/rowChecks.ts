import { sql, type Database, type Kysely, type Plan } from '@kurz/db';
import { assertTargetAllowed } from '../abuse';
import { hostOfUrl, ownHostsAmong, usableHostnames } from '../domains';
import type { CandidateRow } from './read';
import type { RowSettings } from './settings';
import type { RowWarning } from './sources';
import type { Owner } from '../workspaces';

type Db = Kysely<Database>;

/** Of `keys`, those a link of this owner was already imported from. */
export async function importedKeys(db: Db, ownerId: string, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('links')
    .select('import_key')
    .where('owner_id', '=', ownerId)
    .where(sql<boolean>`import_key = any(${keys}::text[])`)
    .execute();
  return new Set(rows.map((r) => r.import_key!));
}

/**
 * Where each row's link goes: onto the account's own domain of the name the source gave, else the
 * import's host with a warning. `usable` caches the answers across the file's chunks.
 */
export async function rowHosts(
  db: Db,
  owner: Owner,
  rows: CandidateRow[],
  fallback: string,
  usable: Map<string, boolean>,
): Promise<string[]> {
  const unknown = [...new Set(rows.map((r) => r.domain).filter((d): d is string => !!d && !usable.has(d)))];
  const found = await usableHostnames(db, owner, unknown);
  for (const d of unknown) usable.set(d, found.has(d));
  return rows.map((r) => {
    if (!r.domain || r.domain === fallback) return fallback;
    if (usable.get(r.domain)) return r.domain;
    r.warnings.push({ code: 'domain_replaced', detail: r.domain });
    return fallback;
  });
}

const ROUTES = ['targets', 'ios_url', 'android_url', 'rules'] as const;

/** Every URL a row's settings send visitors to, by the setting it is in. */
function settingUrls(s: RowSettings): [keyof RowSettings, string][] {
  return [
    ...(['expired_url', 'ios_url', 'android_url'] as const).flatMap((f) =>
      s[f] ? [[f, s[f]] as [keyof RowSettings, string]] : [],
    ),
    ...(s.targets ?? []).map((t) => ['targets', t.url] as ['targets', string]),
    ...(s.rules ?? []).map((r) => ['rules', r.target] as ['rules', string]),
    ...(s.og?.image_url ? [['og', s.og.image_url] as ['og', string]] : []),
  ];
}

/**
 * The checks of a create that need the database or the plan, on each row's settings: a setting whose
 * feature the plan lacks, whose URL is one of our short links or blocked, or (for a guest) an expiry,
 * is left out with a warning. Changes the rows in place.
 */
export async function gateSettings(db: Db, appOrigin: string, owner: Owner, plan: Plan, rows: CandidateRow[]) {
  const own = await ownHostsAmong(
    db,
    appOrigin,
    rows.flatMap((r) => settingUrls(r.settings).map(([, u]) => u)),
  );
  for (const row of rows) {
    const s = row.settings;
    const warn = (w: RowWarning) => row.warnings.push(w);
    const bad = new Set<keyof RowSettings>();
    for (const [field, url] of settingUrls(s)) {
      if (own.has(hostOfUrl(url))) bad.add(field);
      try {
        assertTargetAllowed(db, [url]);
      } catch {
        bad.add(field);
      }
    }
    for (const field of bad) {
      delete s[field];
      warn({ code: 'setting_dropped', detail: field === 'og' ? 'preview' : field });
    }
    const lacking: string[] = [];
    if (!plan.allow_redirect_rules)
      for (const f of ROUTES)
        if (s[f]) {
          delete s[f];
          lacking.push(f);
        }
    if (s.og && !plan.allow_custom_preview) {
      delete s.og;
      lacking.push('preview');
    }
    if ((s.conversions || s.postback_url) && !plan.allow_conversions) {
      delete s.conversions;
      delete s.postback_url;
      lacking.push('conversions');
    }
    if (lacking.length > 0) warn({ code: 'feature_not_allowed', detail: lacking.join(', ') });
    // A guest's links keep the guest expiry.
    if (owner.guest && s.expires_at) {
      delete s.expires_at;
      warn({ code: 'setting_dropped', detail: 'expires_at' });
    }
  }
}
