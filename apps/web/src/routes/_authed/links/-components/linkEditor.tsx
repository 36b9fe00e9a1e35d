import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { UpgradeDialog } from '../../../../components/UpgradeDialog';
import { shortLinkUrl } from '../../../../lib/links';
import { limitsQueryOptions } from '../../../../lib/queries';
import { useTRPC } from '../../../../lib/trpc';

/** Back link, heading and the short link that a link's editor pages (rules, preview) open with. */
export function LinkEditorHead({ title, hostname, slug }: { title: string; hostname: string; slug: string }) {
  return (
    <div className="editor-head">
      <Link to="/links" className="back-link">
        ← Back to links
      </Link>
      <h1>{title}</h1>
      <p className="editor-sub">
        <a href={shortLinkUrl(hostname, slug)} target="_blank" rel="noreferrer">
          {hostname}/{slug}
        </a>
      </p>
    </div>
  );
}

/** The plan's limits, whose features make an editor view-only, and the upgrade dialog its Upgrade buttons open. */
export function usePlanGate() {
  const trpc = useTRPC();
  const limits = useQuery(limitsQueryOptions(trpc));
  const [upgradeReason, setUpgradeReason] = useState<string | null>(null);
  const upgradeDialog = upgradeReason && <UpgradeDialog reason={upgradeReason} onClose={() => setUpgradeReason(null)} />;
  return { limits, askUpgrade: setUpgradeReason, upgradeDialog };
}
