import { createFileRoute } from '@tanstack/react-router';
import { InvitePage } from '../-components/InvitePage';

/** Outside the auth guard and without the header: the link is opened from a mail, maybe signed out. */
export const Route = createFileRoute('/invite/$token')({
  component: function Invite() {
    const { token } = Route.useParams();
    return <InvitePage token={token} />;
  },
});
