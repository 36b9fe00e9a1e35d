import { z } from 'zod';
import { ZLinkSettings, ZQueryInt, ZTagName } from './linkFeatures';
import { LINK_TITLE_MAX, LINK_URL_MAX, SLUG_MAX, ZLink, ZLinkRef } from './links';

export const LINKS_PAGE_DEFAULT = 50;
export const LINKS_PAGE_MAX = 200;
export const LINK_SORTS = ['created', 'clicks'] as const;
export type TLinkSort = (typeof LINK_SORTS)[number];

/**
 * The links list's query (GET /api/links/list and links.list): newest first or most clicked first,
 * an optional case-insensitive substring search over slug, target and title, one domain, and the
 * cursor of the page before (next_cursor of the previous answer).
 */
export const ZLinksListQuery = z.strictObject({
  q: z.string().max(200).optional(),
  sort: z.enum(LINK_SORTS).optional(),
  hostname: z.string().max(253).optional(),
  limit: ZQueryInt(1, LINKS_PAGE_MAX, LINKS_PAGE_DEFAULT).optional(),
  cursor: z.string().max(200).nullish(),
  /** Only links with this tag (case-insensitive). */
  tag: ZTagName.optional(),
});
export type TLinksListQuery = z.infer<typeof ZLinksListQuery>;

export const ZLinksPage = z.object({ results: z.array(ZLink), next_cursor: z.string().nullable() });
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
