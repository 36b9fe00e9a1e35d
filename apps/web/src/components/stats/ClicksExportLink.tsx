import { DownloadLink } from '../DownloadLink';

/** The link's clicks of the selected range as CSV: a download of GET /api/stats/export. */
export function ClicksExportLink({ host, slug, from, to }: { host: string; slug: string; from?: string; to?: string }) {
  const query = new URLSearchParams({ hostname: host, slug, ...(from ? { from } : {}), ...(to ? { to } : {}) });
  return (
    <DownloadLink className="btn btn-small" href={`/api/stats/export?${query}`} name={`${slug}-clicks.csv`}>
      Export CSV
    </DownloadLink>
  );
}
