import { createFileRoute } from '@tanstack/react-router';

// Placeholder: a later issue fills this page.
export const Route = createFileRoute('/_authed/domains')({
  component: () => (
    <section>
      <h1>Domains</h1>
    </section>
  ),
});
