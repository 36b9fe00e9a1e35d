import { LINK_SORTS } from '@kurz/core';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { limitsQueryOptions } from '../../../lib/queries';
import { LinksPage, linksListOptions } from './-components/LinksPage';
import type { TLinksSearch } from './-components/LinksToolbar';

/** /links?q=&sort=&domain=&tag=: bad values are dropped rather than failing the page. */
const ZLinksSearch = z.object({
  q: z.string().max(200).optional().catch(undefined),
  sort: z.enum(LINK_SORTS).optional().catch(undefined),
  domain: z.string().max(253).optional().catch(undefined),
  tag: z.string().max(32).optional().catch(undefined),
});

export const Route = createFileRoute('/_authed/links/')({
  validateSearch: (search: Record<string, unknown>): TLinksSearch => ZLinksSearch.parse(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // Warm the cache; the page renders its own loading and error states.
    void context.queryClient.prefetchInfiniteQuery(linksListOptions(context.trpc, deps));
    void context.queryClient.prefetchQuery(limitsQueryOptions(context.trpc));
  },
  component: function Links() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <LinksPage search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
  },
});
