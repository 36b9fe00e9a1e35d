import { useState } from 'react';
import { useRoleBlock } from '../../../../lib/auth/me';
import { DownloadLink } from '../../../../components/DownloadLink';
import { ImportDialog } from './ImportDialog';

/** Export of every link as CSV (a download of the REST call) and the import dialog. */
export function LinksTransfer() {
  const [importing, setImporting] = useState(false);
  const writeBlock = useRoleBlock('member');
  return (
    <>
      <DownloadLink href="/api/links/export" name="links.csv">
        Export CSV
      </DownloadLink>
      <button
        type="button"
        className="btn"
        onClick={() => setImporting(true)}
        disabled={writeBlock !== null}
        title={writeBlock ?? undefined}
      >
        Import
      </button>
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
    </>
  );
}
