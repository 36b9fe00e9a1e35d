import { MSG, normaliseTags, TAGS_PER_LINK_MAX, TAG_LENGTH_MAX, type TLink, type TLinkSettings } from '@kurz/core';
import { withHttps } from '../../../../lib/links';

/** The New Link and Edit dialogs' extra settings, as the form holds them (text, as typed). */
export interface SettingsDraft {
  tags: string;
  /** datetime-local, in the browser's time zone; '' for none. */
  expiresAt: string;
  maxClicks: string;
  expiredUrl: string;
  password: string;
  hadPassword: boolean;
  removePassword: boolean;
  split: { url: string; weight: string }[];
  iosUrl: string;
  androidUrl: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Epoch seconds as a datetime-local value in the browser's time zone. */
export function toLocalInput(epochSeconds: number): string {
  const d = new Date(epochSeconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function draftOf(link?: TLink): SettingsDraft {
  return {
    tags: link?.tags.join(', ') ?? '',
    expiresAt: link?.expires_at != null ? toLocalInput(link.expires_at) : '',
    maxClicks: link?.max_clicks != null ? String(link.max_clicks) : '',
    expiredUrl: link?.expired_url ?? '',
    password: '',
    hadPassword: link?.has_password ?? false,
    removePassword: false,
    split: (link?.targets ?? []).map((t) => ({ url: t.url, weight: String(t.weight) })),
    iosUrl: link?.ios_url ?? '',
    androidUrl: link?.android_url ?? '',
  };
}

export const parseTags = (text: string) => normaliseTags(text.split(','));

/**
 * The settings to send, or the problem to show. On create only what is filled in is sent; on edit
 * every field is (an emptied one clears), except the password, sent only when typed or removed.
 */
export function settingsOf(d: SettingsDraft, mode: 'create' | 'edit', guest = false): TLinkSettings | string {
  const tags = parseTags(d.tags);
  if (tags.length > TAGS_PER_LINK_MAX) return `At most ${TAGS_PER_LINK_MAX} tags.`;
  if (tags.some((t) => t.length > TAG_LENGTH_MAX)) return `A tag has at most ${TAG_LENGTH_MAX} characters.`;
  let expiresAt: number | null = null;
  if (d.expiresAt) {
    const ms = new Date(d.expiresAt).getTime();
    if (Number.isNaN(ms)) return 'Enter a valid expiry date.';
    // On edit the server says so (an already expired link keeps its date when other fields change).
    if (mode === 'create' && ms <= Date.now()) return MSG.links.expiry_in_past;
    expiresAt = Math.floor(ms / 1000);
  }
  let maxClicks: number | null = null;
  if (d.maxClicks.trim()) {
    maxClicks = Number(d.maxClicks);
    if (!Number.isInteger(maxClicks) || maxClicks < 1) return 'Max clicks must be a whole number of at least 1.';
  }
  const split = d.split
    .filter((t) => t.url.trim() || t.weight.trim())
    .map((t) => ({ url: withHttps(t.url), weight: Number(t.weight) }));
  if (split.length === 1 || split.length > 5) return 'An A/B split has 2 to 5 targets.';
  if (split.some((t) => !t.url || !Number.isInteger(t.weight) || t.weight < 1))
    return 'Each A/B target needs a URL and a whole-number weight.';
  if (split.length > 0 && split.reduce((s, t) => s + t.weight, 0) !== 100) return 'A/B weights must add up to 100.';
  const url = (v: string) => (v.trim() ? withHttps(v) : null);
  const all: TLinkSettings = {
    tags,
    expires_at: expiresAt,
    max_clicks: maxClicks,
    expired_url: url(d.expiredUrl),
    targets: split.length > 0 ? split : null,
    ios_url: url(d.iosUrl),
    android_url: url(d.androidUrl),
  };
  if (d.password) all.password = d.password;
  else if (d.removePassword) all.password = null;
  // A guest's link keeps its 7-day expiry; the server refuses one set by hand.
  if (guest) delete all.expires_at;
  if (mode === 'edit') return all;
  // On create: only what was filled in (a guest may not send expires_at at all).
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v !== null && !(Array.isArray(v) && v.length === 0)));
}
