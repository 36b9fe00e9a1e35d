import { tagKey } from '@kurz/core';
import type { Database, Kysely } from '@kurz/db';
import { ensureTags, type ExtraColumns } from '../links';
import { hashPassword, randomToken } from '../platform';
import type { RowSettings } from './settings';

/** A row's checked settings as its link's columns, with the key of the row it came from. */
export function linkColumns(s: RowSettings, importKey: string | null, passwordHash: string | null): ExtraColumns {
  return {
    import_key: importKey,
    tags: (s.tags ?? []).map(tagKey),
    expires_at: s.expires_at ? new Date(s.expires_at) : null,
    max_clicks: s.max_clicks ?? null,
    expired_url: s.expired_url ?? null,
    targets: s.targets ? JSON.stringify(s.targets) : null,
    ios_url: s.ios_url ?? null,
    android_url: s.android_url ?? null,
    ...(s.rules ? { rules: JSON.stringify(s.rules) } : {}),
    og: s.og ? JSON.stringify(s.og) : null,
    conversions_enabled: s.conversions === true,
    incoming_postback_url: s.postback_url ?? null,
    ...(s.created_at ? { created_at: new Date(s.created_at) } : {}),
    password_hash: s.password ? passwordHash : null,
  };
}

/**
 * The hash of a password nobody knows (a random one, forgotten at once), for links the source protected
 * with a password it cannot hand over: visitors get the password page, and the target stays closed
 * until the owner sets a password of their own. One is drawn for each batch that needs it.
 */
export const unknownPasswordHash = () => hashPassword(randomToken());

/** The tags of a batch's rows, made for the owner (new ones with their palette colour) before its links name them. */
export async function ensureImportTags(db: Kysely<Database>, ownerId: string, settings: RowSettings[]) {
  const names = settings.flatMap((s) => s.tags ?? []);
  if (names.length > 0) await ensureTags(db, ownerId, names);
}
