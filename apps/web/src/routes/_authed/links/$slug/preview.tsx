import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { limitsQueryOptions } from '../../../../lib/queries';
import { PreviewPage } from '../-components/PreviewPage';

const ZLinkSearch = z.object({ hostname: z.string().max(253).catch('') });

export const Route = createFileRoute('/_authed/links/$slug/preview')({
  validateSearch: ZLinkSearch,
  loaderDeps: ({ search }) => ({ hostname: search.hostname }),
  loader: ({ context, params, deps }) => {
    if (!deps.hostname) return;
    void context.queryClient.prefetchQuery(
      context.trpc.links.og.queryOptions({ slug: params.slug, hostname: deps.hostname }),
    );
    void context.queryClient.prefetchQuery(limitsQueryOptions(context.trpc));
  },
  component: function Preview() {
    const { slug } = Route.useParams();
    const { hostname } = Route.useSearch();
    return <PreviewPage hostname={hostname} slug={slug} />;
  },
});
