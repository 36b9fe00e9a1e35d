import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { leaveIfRegistered } from '../lib/auth/signedIn';
import { LoginPage } from './-components/LoginPage';

const ZLoginSearch = z.object({
  redirect: z.string().max(2000).optional().catch(undefined),
  reason: z.enum(['expired']).optional().catch(undefined),
});

export const Route = createFileRoute('/login')({
  validateSearch: ZLoginSearch,
  beforeLoad: ({ context, search }) => leaveIfRegistered(context, search.redirect, '/links'),
  component: function Login() {
    const { redirect, reason } = Route.useSearch();
    return <LoginPage redirect={redirect} sessionEnded={reason === 'expired'} />;
  },
});
