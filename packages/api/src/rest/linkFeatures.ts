import { ZLink, ZLinkRef, ZTag, ZTagColor, ZTagName } from '@kurz/core';
import { z } from 'zod';
import { ref, type RestRoute } from './types';

/** One link with all its settings (tags, expiry, password, A/B split, deep links), and tag colours. */
export const linkFeatureRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/links/:slug',
    summary: 'One link with all its settings (the password shows only as has_password)',
    tag: 'links',
    auth: 'user',
    params: ZLinkRef.pick({ slug: true }),
    query: ZLinkRef.pick({ hostname: true }),
    response: ZLink,
    errors: ['not_found'],
    handle: (c, i) => c.links.get(ref(i)),
  },
  {
    method: 'GET',
    path: '/api/tags',
    summary: "The caller's tags with their colours",
    tag: 'links',
    auth: 'user',
    response: z.object({ results: z.array(ZTag) }),
    errors: [],
    handle: async (c) => ({ results: await c.links.tags() }),
  },
  {
    method: 'PUT',
    path: '/api/tags/:tag',
    summary: "A tag's colour (#rrggbb)",
    tag: 'links',
    auth: 'user',
    params: z.strictObject({ tag: ZTagName }),
    body: z.strictObject({ color: ZTagColor }),
    response: ZTag,
    errors: ['not_found'],
    handle: (c, i) =>
      c.links.setTagColor({ tag: i.params.tag ?? '', color: (i.body as { color?: unknown } | null)?.color as never }),
  },
];
