import { createFileRoute } from '@tanstack/react-router';

// Placeholder: a later issue fills this page.
export const Route = createFileRoute('/_authed/reports')({
  component: () => (
    <section>
      <h1>Reports</h1>
    </section>
  ),
});
