import { z } from 'zod';
import { TAGS_PER_LINK_MAX, ZLinkSettings, ZQueryBool, ZQueryInt, ZTagName } from './linkFeatures';
import { LINK_TITLE_MAX, LINK_URL_MAX, SLUG_MAX, ZLink, ZLinkRef } from './links';

export const LINKS_PAGE_DEFAULT = 50;
export const LINKS_PAGE_MAX = 200;
export const LINK_SORTS = ['created', 'clicks'] as const;
export type TLinkSort = (typeof LINK_SORTS)[number];

export const TAG_MODES = ['any', 'all'] as const;

/** A day (YYYY-MM-DD, UTC) or a date-time with its offset, as the created_from / created_to filters take it. */
const ZCreatedBound = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/** Tag names, comma-separated (a tag name holds no comma). */
const ZTagList = z
  .string()
  .min(1)
  .max((TAGS_PER_LINK_MAX + 1) * 33)
  .transform((v) => v.split(','))
  .pipe(z.array(ZTagName).min(1).max(TAGS_PER_LINK_MAX))
  .meta({ description: `Tag names, comma-separated (at most ${TAGS_PER_LINK_MAX}); see \`tags_mode\`.` });

/** A host name as a link's hostname holds it (lower-cased when compared). */
const ZHostFilter = z
  .string()
  .max(253)
  .regex(/^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?$/, {
    message: 'must be a host name (e.g. kurz.link).',
  });

/**
 * The links list's query (GET /api/links/list and links.list): newest first or most clicked first,
 * an optional case-insensitive substring search over slug, target and title, filters (domain, tags,
 * creation range, expired, password), and the cursor of the page before (next_cursor of the previous
 * answer). Every filter narrows the list: they combine with AND.
 */
export const ZLinksListQuery = z
  .strictObject({
    q: z.string().max(200).optional(),
    sort: z.enum(LINK_SORTS).optional(),
    hostname: z.string().max(253).optional(),
    limit: ZQueryInt(1, LINKS_PAGE_MAX, LINKS_PAGE_DEFAULT).optional(),
    cursor: z.string().max(200).nullish(),
    /** Only links with this tag (case-insensitive). */
    tag: ZTagName.optional(),
    tags: ZTagList.optional(),
    tags_mode: z
      .enum(TAG_MODES)
      .optional()
      .meta({ description: '`any` (the default): links with at least one of `tags`; `all`: links with every one.' }),
    created_from: ZCreatedBound.optional().meta({
      description:
        'Only links created at or after this moment: a date-time with its offset, or a day (YYYY-MM-DD, from its start in UTC).',
    }),
    created_to: ZCreatedBound.optional().meta({
      description:
        'Only links created at or before this moment: a date-time with its offset, or a day (YYYY-MM-DD, to its end in UTC).',
    }),
    expired: ZQueryBool.optional().meta({
      description:
        '`true`: only links past their expiry or their click limit; `false`: only links visitors can still follow.',
    }),
    has_password: ZQueryBool.optional().meta({
      description: '`true`: only password-protected links; `false`: only links without a password.',
    }),
    domain: ZHostFilter.optional().meta({ description: 'Only links on this host (case-insensitive), e.g. kurz.link.' }),
  })
  .superRefine((query, ctx) => {
    const from = query.created_from && createdBound(query.created_from, 'from');
    const to = query.created_to && createdBound(query.created_to, 'to');
    if (from && to && from.getTime() > to.getTime())
      ctx.addIssue({ code: 'custom', path: ['created_to'], message: 'created_to must not be before created_from.' });
  });
export type TLinksListQuery = z.infer<typeof ZLinksListQuery>;

export const ZLinksPage = z.object({
  results: z.array(ZLink),
  next_cursor: z.string().nullable(),
  /** How many links match the query's filters and search, on every page alike. */
  total: z.number().int().min(0),
});

/**
 * The moment a created_from / created_to bound stands for: a date-time as it is; a day from its first
 * instant (from) or to its last millisecond (to), in UTC.
 */
export function createdBound(value: string, side: 'from' | 'to'): Date {
  if (value.length > 10) return new Date(value);
  const start = new Date(`${value}T00:00:00.000Z`);
  return side === 'from' ? start : new Date(start.getTime() + 86_400_000 - 1);
}
export type TLinksPage = z.infer<typeof ZLinksPage>;

/** PUT /api/links/{slug}?hostname and links.update: a new target, a new title (empty or null clears it). */
export const ZLinkEdit = z.strictObject({
  url: z.string().max(LINK_URL_MAX).optional(),
  title: z.string().max(LINK_TITLE_MAX).nullable().optional(),
  ...ZLinkSettings.shape,
});
export type TLinkEdit = z.infer<typeof ZLinkEdit>;

/** POST /api/links/rename/{slug}?hostname=: the link's new slug, and optionally its new short-link host. */
export const ZLinkRenameBody = z.strictObject({
  slug: z.string().max(SLUG_MAX),
  hostname: z.string().max(253).optional(),
});
export type TLinkRenameBody = z.infer<typeof ZLinkRenameBody>;

/** links.rename: the link ({hostname, slug}) and what it becomes (new_slug, new_hostname; absent keeps the host). */
export const ZLinkRename = ZLinkRef.extend({
  new_slug: ZLinkRenameBody.shape.slug,
  new_hostname: ZLinkRenameBody.shape.hostname,
});
export type TLinkRename = z.infer<typeof ZLinkRename>;
