import { z } from 'zod';
import { ZLinkSettings, ZLinkSettingsView } from './linkFeatures';
import { MAX_URL_LENGTH } from './urls';

export const LINK_TITLE_MAX = 200;
/** The longest target URL and custom slug a link may have (the dashboard names these limits to the user). */
export const LINK_URL_MAX = MAX_URL_LENGTH;
export const SLUG_MAX = 64;
export const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
/** Paths a short host must keep for itself, and words that would confuse visitors. */
export const RESERVED_SLUGS = new Set([
  'api',
  'assets',
  'trpc',
  'static',
  'favicon.ico',
  'robots.txt',
  'healthz',
  'readyz',
  'login',
  'logout',
  'register',
  'admin',
  'links',
  'domains',
  'billing',
  'reports',
  'profile',
  'verify-email',
  'reset-password',
  'email-templates',
  'www',
  'app',
  'dashboard',
  '_next',
  'well-known',
  // Fixed segments of /api/links/: a link so named could not be read back with GET /api/links/{slug}.
  'list',
  'export',
  'bulk',
  'create',
  'delete',
  'rules',
  'og',
  'conversions',
]);

/** Why a custom slug cannot be used (the plan's gate, its form, a reserved word), or null when it can. */
export function customSlugProblem(
  allowCustomSlugs: boolean,
  slug: string,
): 'custom_slugs_not_allowed' | 'invalid_slug' | 'reserved_slug' | null {
  if (!allowCustomSlugs) return 'custom_slugs_not_allowed';
  if (!SLUG_PATTERN.test(slug)) return 'invalid_slug';
  if (RESERVED_SLUGS.has(slug.toLowerCase())) return 'reserved_slug';
  return null;
}

export const ZCreateLink = z
  .strictObject({
    url: z.string().max(LINK_URL_MAX),
    slug: z.string().max(SLUG_MAX).optional().nullable(),
    hostname: z.string().max(253),
    title: z.string().max(LINK_TITLE_MAX).optional().nullable(),
    ...ZLinkSettings.shape,
  })
  .meta({
    examples: [
      {
        url: 'https://example.com/spring-sale?utm_source=newsletter',
        hostname: 'kurz.link',
        slug: 'spring',
        title: 'Spring sale',
      },
    ],
  });
export type TCreateLink = z.infer<typeof ZCreateLink>;

export const ZLink = z
  .object({
    hostname: z.string(),
    slug: z.string(),
    target_url: z.string(),
    title: z.string().nullable(),
    clicks_today: z.number(),
    clicks_total: z.number(),
    created_at: z.number(),
    conversions_enabled: z.boolean(),
    expires_at: z.number().nullable(),
    ...ZLinkSettingsView.shape,
    /** How many redirect rules the link has (its rules page holds them). */
    rules_count: z.number().int(),
    /** Whether its custom social preview (OG) is on. */
    preview_enabled: z.boolean(),
    /** The member who made it (through the dashboard, an API key of theirs, a bulk call or an import); null: unknown (made before this was kept, or that user was deleted). */
    created_by: z.object({ id: z.string(), email: z.string().nullable() }).nullable(),
  })
  .meta({
    examples: [
      {
        hostname: 'kurz.link',
        slug: 'spring',
        target_url: 'https://example.com/spring-sale?utm_source=newsletter',
        title: 'Spring sale',
        clicks_today: 3,
        clicks_total: 42,
        created_at: 1767225600,
        conversions_enabled: false,
        expires_at: null,
        tags: [],
        max_clicks: null,
        expired_url: null,
        has_password: false,
        targets: null,
        ios_url: null,
        android_url: null,
        rules_count: 0,
        preview_enabled: false,
        created_by: { id: '5f0c7a52-3c1e-4f7e-9a43-2d8f1b6e9c10', email: 'ann@example.com' },
      },
    ],
  });
export type TLink = z.infer<typeof ZLink>;

export const ZLinkRef = z.strictObject({ slug: z.string().max(SLUG_MAX), hostname: z.string().max(253) });
export type TLinkRef = z.infer<typeof ZLinkRef>;

const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text Postgres will store: no NUL, no half of a surrogate pair (as a cut at `max` can leave). */
export function storableText(value: string, max: number): string {
  return value.slice(0, max).replace(LONE_SURROGATES, '').replaceAll('\u0000', '');
}
