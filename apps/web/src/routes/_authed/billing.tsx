import { createFileRoute } from '@tanstack/react-router';

// Placeholder: a later issue fills this page.
export const Route = createFileRoute('/_authed/billing')({
  component: () => (
    <section>
      <h1>Billing</h1>
    </section>
  ),
});
