import { createFileRoute } from '@tanstack/react-router';
import { limitsQueryOptions } from '../../../lib/queries';
import { LinksPage } from './-components/LinksPage';

export const Route = createFileRoute('/_authed/links/')({
  loader: ({ context }) => {
    // Warm the cache; the page renders its own loading and error states.
    void context.queryClient.prefetchQuery(context.trpc.links.list.queryOptions());
    void context.queryClient.prefetchQuery(limitsQueryOptions(context.trpc));
  },
  component: LinksPage,
});
