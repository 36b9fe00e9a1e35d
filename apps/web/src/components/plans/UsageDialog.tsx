import { formatQuota, MSG } from '@kurz/core';
import { useQuery } from '@tanstack/react-query';
import { limitsQueryOptions } from '../../lib/queries';
import { useTRPC } from '../../lib/trpc';
import { ErrorAlert } from '../ErrorAlert';
import { Modal } from '../Modal';

const yesNo = (v: boolean) => (v ? 'yes' : 'no');

/** Spec "Usage dialog": quotas as current/limit (∞ when unlimited), feature gates as yes/no, retention. */
export function UsageDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Usage" onClose={onClose}>
      <UsageSummary />
    </Modal>
  );
}

export function UsageSummary() {
  const trpc = useTRPC();
  const limits = useQuery(limitsQueryOptions(trpc));
  if (limits.isPending) return <p className="muted">{MSG.loading}</p>;
  if (limits.isError) {
    return <ErrorAlert>{MSG.limits.fetchFailed}</ErrorAlert>;
  }
  const { limits: q, features, plan } = limits.data;
  const rows: [string, string][] = [
    ['Links', formatQuota(q.links)],
    ['Custom subdomains', formatQuota(q.custom_subdomains)],
    ['BYOD domains', formatQuota(q.byod_domains)],
    // Members plus pending invitations of the workspace.
    ['Seats', formatQuota(q.seats)],
    ['Custom slugs', yesNo(features.custom_slugs)],
    ['Redirect rules', yesNo(features.redirect_rules)],
    ['Custom preview', yesNo(features.custom_preview)],
    // Spec §2's label; what the gate allows on the QR page is the logo.
    ['QR codes', yesNo(features.qr_codes)],
    ['Analytics retention', `${plan.analytics_retention_days} days`],
  ];
  return (
    <div>
      <p className="muted">
        Plan: <strong>{plan.name}</strong>
      </p>
      <dl className="kv" data-testid="usage">
        {rows.map(([k, v]) => (
          <div key={k} className="kv-row">
            <dt>{k}</dt>
            <dd className={v === 'yes' ? 'yes' : v === 'no' ? 'no' : undefined}>{v}</dd>
          </div>
        ))}
      </dl>
      {!features.qr_codes && (
        <p className="muted" data-testid="qr-note">
          Every plan makes QR codes; a logo in them needs a paid plan.
        </p>
      )}
    </div>
  );
}
