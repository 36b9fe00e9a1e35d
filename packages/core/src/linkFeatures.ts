import { z } from 'zod';
import { MAX_URL_LENGTH } from './urls';

export const TAGS_PER_LINK_MAX = 10;
export const TAG_LENGTH_MAX = 32;
export const SPLIT_TARGETS_MIN = 2;
export const SPLIT_TARGETS_MAX = 5;
export const LINK_PASSWORD_MAX = 128;
export const MAX_CLICKS_LIMIT = 2_000_000_000;
/** The colours a new tag is given in turn; the owner may pick any #rrggbb later. */
export const TAG_PALETTE = [
  '#2563eb',
  '#16a34a',
  '#dc2626',
  '#9333ea',
  '#ea580c',
  '#0891b2',
  '#ca8a04',
  '#db2777',
  '#4b5563',
  '#65a30d',
] as const;

/**
 * Characters a name shown to people must not hold: control characters (they do not print in a chip
 * or a list) and the bidirectional overrides and isolates, which make a name read as another.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
export const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

// No hidden characters, no commas (CSV exports).
export const ZTagName = z
  .string()
  .max(TAG_LENGTH_MAX)
  .refine((t) => t.trim().length > 0 && !t.includes(',') && !HIDDEN_CHARACTERS.test(t));
export const ZTags = z.array(ZTagName).max(TAGS_PER_LINK_MAX);

/** A tag's key: tags are case-insensitive, and spaces around one are not part of it. */
export const tagKey = (name: string) => name.trim().toLowerCase();

/** Tags as a link keeps them: trimmed, the first spelling of each case-insensitive name, in order. */
export function normaliseTags(names: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of names) {
    const name = raw.trim();
    const key = tagKey(name);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}

/** The palette colour for the n-th tag an owner made. */
export const paletteColor = (n: number) =>
  TAG_PALETTE[((n % TAG_PALETTE.length) + TAG_PALETTE.length) % TAG_PALETTE.length]!;

// Spelt out rather than with the i flag, which the OpenAPI pattern would lose (it would say lower case only).
export const ZTagColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/);
export const ZTag = z.object({ name: z.string(), color: z.string() });
export type TTag = z.infer<typeof ZTag>;
export const ZTagPut = z.strictObject({ tag: ZTagName, color: ZTagColor });

export const ZSplitTarget = z.strictObject({
  url: z.string().max(MAX_URL_LENGTH),
  weight: z.number().int().min(1).max(99),
});
export type TSplitTarget = z.infer<typeof ZSplitTarget>;
/** An A/B split: 2-5 targets whose integer weights add up to 100 (percent). */
export const ZSplitTargets = z
  .array(ZSplitTarget)
  .min(SPLIT_TARGETS_MIN)
  .max(SPLIT_TARGETS_MAX)
  .refine((ts) => ts.reduce((sum, t) => sum + t.weight, 0) === 100, {
    message: 'must have weights that add up to 100',
  });

/** A moment as the API takes it, in whole epoch seconds, up to the end of year 9999 (what a date can hold). */
export const ZEpochSeconds = z.number().int().min(0).max(253_402_300_799);

/**
 * A whole number in a query: plain decimal digits as a query string carries them (not '0x10', ' 5' or
 * '1e2', which a coercion would take), or a number as tRPC sends it. `defaultShown`: the value the
 * service takes without one, for the document.
 */
export const ZQueryInt = (min: number, max: number, defaultShown?: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,10}$/, 'must be a whole number')
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max))
    // A query parameter is text; the OpenAPI document declares it as the integer it must spell.
    .meta({
      queryInteger: { minimum: min, maximum: max, ...(defaultShown === undefined ? {} : { default: defaultShown }) },
    });

/**
 * true or false in a query: the words `true` and `false` as a query string carries them, or a boolean
 * as tRPC sends it. Declared in the document as the boolean it spells.
 */
export const ZQueryBool = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
  .meta({ queryBoolean: true });

/** Epoch seconds, or an ISO 8601 date-time with its offset. */
export const ZExpiresAt = z.union([ZEpochSeconds, z.iso.datetime({ offset: true })]);

/** The expiry as a Date (the API speaks epoch seconds; a date-time string is taken too). */
export function expiresAtDate(value: number | string): Date {
  return typeof value === 'number' ? new Date(value * 1000) : new Date(value);
}

const ZOptionalUrl = z.string().max(MAX_URL_LENGTH).nullable().optional();

/**
 * The settings a link may carry beyond its target, on create and edit alike. Absent: unchanged (on
 * edit) or none (on create); null clears. `password` is write-only: a link answers `has_password`.
 */
export const ZLinkSettings = z.strictObject({
  tags: ZTags.optional(),
  expires_at: ZExpiresAt.nullable().optional(),
  max_clicks: z.number().int().min(1).max(MAX_CLICKS_LIMIT).nullable().optional(),
  expired_url: ZOptionalUrl,
  password: z.string().min(1).max(LINK_PASSWORD_MAX).nullable().optional(),
  targets: ZSplitTargets.nullable().optional(),
  ios_url: ZOptionalUrl,
  android_url: ZOptionalUrl,
});
export type TLinkSettings = z.infer<typeof ZLinkSettings>;

/** What a link shows of those settings. */
export const ZLinkSettingsView = z.object({
  tags: z.array(z.string()),
  max_clicks: z.number().nullable(),
  expired_url: z.string().nullable(),
  has_password: z.boolean(),
  targets: z.array(ZSplitTarget).nullable(),
  ios_url: z.string().nullable(),
  android_url: z.string().nullable(),
});
export type TLinkSettingsView = z.infer<typeof ZLinkSettingsView>;
