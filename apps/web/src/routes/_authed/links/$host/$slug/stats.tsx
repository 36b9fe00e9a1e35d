import { createFileRoute } from '@tanstack/react-router';
import { linkSummaryQueryOptions, ZLinkStatsSearch, type TLinkStatsSearch } from '../../../../../lib/stats';
import { LinkStatsPage } from '../../../-components/LinkStatsPage';

/** /links/{host}/{slug}/stats: search params are the range (from/to) and the one active filter. */
export const Route = createFileRoute('/_authed/links/$host/$slug/stats')({
  validateSearch: (search: Record<string, unknown>): TLinkStatsSearch => ZLinkStatsSearch.parse(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    // Start the summary early; the page renders its own loading and 'failed' states.
    void context.queryClient.prefetchQuery(linkSummaryQueryOptions(context.trpc, params.host, params.slug, deps));
  },
  component: StatsRoute,
});

function StatsRoute() {
  const { host, slug } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <LinkStatsPage host={host} slug={slug} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
