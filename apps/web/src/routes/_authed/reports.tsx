import { createFileRoute } from '@tanstack/react-router';
import { ZReportsSearch } from '../../lib/stats';
import { ReportsPage } from './-components/ReportsPage';

/** /reports?range=last7 or ?from=&to=: the range is in the URL. */
export const Route = createFileRoute('/_authed/reports')({
  validateSearch: ZReportsSearch,
  component: ReportsPage,
});
