import { createFileRoute } from '@tanstack/react-router';
import { limitsQueryOptions } from '../../../../../lib/queries';
import { RulesPage } from '../../-components/RulesPage';

export const Route = createFileRoute('/_authed/links/$host/$slug/rules')({
  loader: ({ context, params }) => {
    const ref = { hostname: params.host, slug: params.slug };
    void context.queryClient.prefetchQuery(context.trpc.links.rules.queryOptions(ref));
    void context.queryClient.prefetchQuery(context.trpc.links.conversions.queryOptions(ref));
    void context.queryClient.prefetchQuery(limitsQueryOptions(context.trpc));
  },
  component: function Rules() {
    const { host, slug } = Route.useParams();
    return <RulesPage hostname={host} slug={slug} />;
  },
});
