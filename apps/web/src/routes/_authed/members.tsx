import { createFileRoute } from '@tanstack/react-router';
import { limitsQueryOptions } from '../../lib/queries';
import { MembersPage } from './-components/members/MembersPage';

export const Route = createFileRoute('/_authed/members')({
  loader: ({ context }) => {
    // Warm the cache; the page renders its own loading and error states.
    void context.queryClient.prefetchQuery(context.trpc.workspace.members.queryOptions());
    void context.queryClient.prefetchQuery(limitsQueryOptions(context.trpc));
  },
  component: MembersPage,
});
