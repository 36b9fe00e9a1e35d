import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from './-components/AuditPage';

export const Route = createFileRoute('/_authed/audit')({
  component: AuditPage,
});
