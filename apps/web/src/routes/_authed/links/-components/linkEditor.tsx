import { MSG } from '@kurz/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { UpgradeDialog } from '../../../../components/billing/UpgradeDialog';
import { linkErrorText, linkName, shortLinkUrl } from '../../../../lib/links';
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
          {linkName(hostname, slug)}
        </a>
      </p>
    </div>
  );
}

/** While an editor's link settings or the plan's limits load, or why they could not be read. */
type Loading = { isPending: boolean; isError: boolean; error: unknown };

export function EditorLoading({ settings, limits }: { settings: Loading; limits: Loading }) {
  return (
    <>
      {(settings.isPending || limits.isPending) && <div className="page-loading">{MSG.loading}</div>}
      {settings.isError && <ErrorAlert>{linkErrorText(settings.error)}</ErrorAlert>}
      {limits.isError && <ErrorAlert>{MSG.limits.fetchFailed}</ErrorAlert>}
    </>
  );
}

/** The plan's limits, whose features make an editor view-only, and the upgrade dialog its Upgrade buttons open. */
export function usePlanGate() {
  const trpc = useTRPC();
  const limits = useQuery(limitsQueryOptions(trpc));
  const [upgradeReason, setUpgradeReason] = useState<string | null>(null);
  const upgradeDialog = upgradeReason && (
    <UpgradeDialog reason={upgradeReason} onClose={() => setUpgradeReason(null)} />
  );
  return { limits, askUpgrade: setUpgradeReason, upgradeDialog };
}
