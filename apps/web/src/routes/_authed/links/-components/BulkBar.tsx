import type { TLink } from '@kurz/core';
import { saveFile } from '../../../../lib/download';
import { linksCsv } from '../../../../lib/links';

/** What can be done to the chosen links at once. */
export function BulkBar({ links, onClear }: { links: TLink[]; onClear: () => void }) {
  const exportCsv = () =>
    saveFile('links-selected.csv', new Blob([linksCsv(links)], { type: 'text/csv;charset=utf-8' }));
  return (
    <div className="bulk-bar" role="region" aria-label="Selected links">
      <strong className="bulk-count" aria-live="polite">
        {links.length} selected
      </strong>
      <button type="button" className="btn btn-small" onClick={exportCsv}>
        Export selected
      </button>
      <button type="button" className="btn btn-small link-button" onClick={onClear}>
        Clear selection
      </button>
    </div>
  );
}
