import { createFileRoute } from '@tanstack/react-router';
import { limitsQueryOptions } from '../../lib/queries';
import { DomainsPage } from './-components/domains/DomainsPage';

export const Route = createFileRoute('/_authed/domains')({
  loader: ({ context }) => {
    // Warm the cache; the page renders its own loading and error states.
    void context.queryClient.prefetchQuery(context.trpc.domains.list.queryOptions());
    void context.queryClient.prefetchQuery(limitsQueryOptions(context.trpc));
  },
  component: DomainsPage,
});
