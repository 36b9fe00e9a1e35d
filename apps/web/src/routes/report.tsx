import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ReportPage } from './-components/ReportPage';

const ZReportSearch = z.object({ url: z.string().max(2048).optional().catch(undefined) });

/** Outside the auth guard: anyone who met a bad short link may report it (/report?url=...). */
export const Route = createFileRoute('/report')({
  validateSearch: ZReportSearch,
  component: function Report() {
    const { url } = Route.useSearch();
    return <ReportPage url={url ?? ''} />;
  },
});
