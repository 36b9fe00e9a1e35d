import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { VerifyEmailPage } from './-components/VerifyEmailPage';

const ZVerifySearch = z.object({ token: z.string().max(200).optional().catch(undefined) });

/** Outside the auth guard and without the header: the link is opened from a mail, maybe signed out. */
export const Route = createFileRoute('/verify-email')({
  validateSearch: ZVerifySearch,
  beforeLoad: ({ search }) => {
    if (!search.token) throw redirect({ to: '/links', replace: true });
  },
  component: function VerifyEmail() {
    const { token } = Route.useSearch();
    return <VerifyEmailPage token={token ?? ''} />;
  },
});
