import {
  MAX_CLICKS_LIMIT,
  MAX_RULES,
  normaliseHttpUrl,
  normaliseTags,
  ruleProblem,
  withPriorities,
  ZConversionSettings,
  ZOgPreview,
  ZRule,
  ZSplitTargets,
  ZTagName,
  TAGS_PER_LINK_MAX,
} from '@kurz/core';
import type { StoredOg, StoredRule, StoredTarget } from '@kurz/db';
import { z } from 'zod';
import { isoDate, type RowWarning, type SourceSettings } from './sources';

/** A row's settings once checked: what its link is created with (stored with the job's row). */
export interface RowSettings {
  tags?: string[];
  expires_at?: string;
  max_clicks?: number;
  expired_url?: string;
  targets?: StoredTarget[];
  ios_url?: string;
  android_url?: string;
  rules?: StoredRule[];
  og?: StoredOg;
  conversions?: true;
  postback_url?: string;
  created_at?: string;
  /** Protected at the source by a password that could not be exported. */
  password?: true;
}

const ZRules = z.array(ZRule).max(MAX_RULES);
const ZPostbackUrl = ZConversionSettings.shape.incoming_postback_url;

/**
 * The checks of a create that need no database, on each setting a source gave: a value kurz refuses
 * is left out with a `setting_dropped` warning naming it, never silently. `now` decides what an
 * archived link's expiry becomes.
 */
export function checkSettings(raw: SourceSettings, now: Date): { settings: RowSettings; warnings: RowWarning[] } {
  const settings: RowSettings = {};
  const warnings: RowWarning[] = [];
  const drop = (detail: string) => warnings.push({ code: 'setting_dropped', detail });
  const given = (v: unknown) => v !== undefined && v !== null && v !== '';
  const url = (field: 'expired_url' | 'ios_url' | 'android_url') => {
    if (!given(raw[field])) return;
    const u = typeof raw[field] === 'string' ? normaliseHttpUrl(raw[field]) : null;
    if (u) settings[field] = u;
    else drop(field);
  };

  if (Array.isArray(raw.tags) && raw.tags.length > 0) {
    const names = normaliseTags(raw.tags.filter((t): t is string => typeof t === 'string'));
    const good = names.filter((t) => ZTagName.safeParse(t).success);
    if (good.length < names.length) drop(`tags: ${names.filter((t) => !good.includes(t)).join(' ')}`);
    if (good.length > TAGS_PER_LINK_MAX) drop(`tags: ${good.slice(TAGS_PER_LINK_MAX).join(' ')}`);
    if (good.length > 0) settings.tags = good.slice(0, TAGS_PER_LINK_MAX);
  }
  if (given(raw.expires_at)) {
    const at = isoDate(raw.expires_at);
    if (at) settings.expires_at = at;
    else drop('expires_at');
  }
  if (given(raw.max_clicks)) {
    const n = Number(raw.max_clicks);
    if (Number.isInteger(n) && n >= 1 && n <= MAX_CLICKS_LIMIT) settings.max_clicks = n;
    // Shlink sends 0 for none in some versions; only a real limit is one.
    else if (n !== 0) drop('max_clicks');
  }
  url('expired_url');
  url('ios_url');
  url('android_url');
  if (given(raw.targets)) {
    const split = ZSplitTargets.safeParse(raw.targets);
    const targets = split.success ? split.data.map((t) => ({ url: normaliseHttpUrl(t.url), weight: t.weight })) : [];
    if (targets.length > 0 && targets.every((t) => t.url)) settings.targets = targets as StoredTarget[];
    else drop('targets');
  }
  if (given(raw.rules) && !(Array.isArray(raw.rules) && raw.rules.length === 0)) {
    const rules = ZRules.safeParse(raw.rules);
    if (rules.success && rules.data.every((r) => !ruleProblem(r))) settings.rules = withPriorities(rules.data);
    else drop('rules');
  }
  if (given(raw.og)) {
    const og = ZOgPreview.safeParse(raw.og);
    if (og.success) settings.og = { ...og.data, image_url: og.data.image_url || null };
    else drop('preview');
  }
  if (raw.conversions === true) settings.conversions = true;
  // As a conversions call takes it; the relay refuses a private address when it calls, as for any.
  if (given(raw.postback_url)) {
    const url = ZPostbackUrl.safeParse(raw.postback_url);
    if (url.success && url.data && /^https?:\/\//i.test(url.data)) settings.postback_url = url.data;
    else drop('postback_url');
  }
  if (given(raw.created_at)) {
    const at = isoDate(raw.created_at);
    if (at && Date.parse(at) <= now.getTime()) settings.created_at = at;
    else drop('created_at');
  }
  if (raw.password) {
    settings.password = true;
    warnings.push({ code: 'password_not_carried', detail: null });
  }
  if (raw.archived) {
    // Expired from the import on (or from its own earlier expiry): it no longer redirects, as at the source.
    if (!settings.expires_at || Date.parse(settings.expires_at) > now.getTime())
      settings.expires_at = now.toISOString();
    warnings.push({ code: 'archived_expired', detail: raw.archived });
  }
  return { settings, warnings };
}
