import { createFileRoute } from '@tanstack/react-router';
import { GuestBanner } from '../../components/GuestBanner';
import { useMe } from '../../lib/me';

// Placeholder: a later issue fills the link list.
export const Route = createFileRoute('/_authed/links')({
  component: LinksPage,
});

function LinksPage() {
  const me = useMe();
  return (
    <section>
      {me.status === 'guest' && <GuestBanner />}
      <h1>Links</h1>
    </section>
  );
}
