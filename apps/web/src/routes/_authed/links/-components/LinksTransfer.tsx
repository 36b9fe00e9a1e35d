import { useState } from 'react';
import { ImportDialog } from './ImportDialog';

/** Export of every link as CSV (a plain download of the REST call) and the import dialog. */
export function LinksTransfer() {
  const [importing, setImporting] = useState(false);
  return (
    <>
      <a className="btn" href="/api/links/export" download="links.csv">
        Export CSV
      </a>
      <button type="button" className="btn" onClick={() => setImporting(true)}>
        Import
      </button>
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
    </>
  );
}
