import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ResetPasswordPage } from './-components/ResetPasswordPage';

const ZResetSearch = z.object({ token: z.string().max(200).optional().catch(undefined) });

/** Outside the auth guard and without the header. */
export const Route = createFileRoute('/reset-password')({
  validateSearch: ZResetSearch,
  component: function ResetPassword() {
    const { token } = Route.useSearch();
    return <ResetPasswordPage token={token} />;
  },
});
