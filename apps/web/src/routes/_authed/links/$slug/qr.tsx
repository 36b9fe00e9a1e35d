import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { limitsQueryOptions } from '../../../../lib/queries';
import { QrPage } from '../-components/QrPage';

const ZLinkSearch = z.object({ hostname: z.string().max(253).catch('') });

export const Route = createFileRoute('/_authed/links/$slug/qr')({
  validateSearch: ZLinkSearch,
  loaderDeps: ({ search }) => ({ hostname: search.hostname }),
  loader: ({ context, deps }) => {
    if (!deps.hostname) return;
    void context.queryClient.prefetchQuery(limitsQueryOptions(context.trpc));
  },
  component: function Qr() {
    const { slug } = Route.useParams();
    const { hostname } = Route.useSearch();
    return <QrPage hostname={hostname} slug={slug} />;
  },
});
