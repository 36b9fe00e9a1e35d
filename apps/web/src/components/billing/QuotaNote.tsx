import type { TQuota } from '@kurz/core';

/**
 * Said before anything is typed, on a form whose kind the plan has no room for: how many the plan has,
 * and the way to more. `kind` is the thing counted, one and many ('seat', 'seats').
 */
export function QuotaNote({
  quota,
  kind,
  onUpgrade,
}: {
  quota: TQuota;
  kind: [string, string];
  onUpgrade: () => void;
}) {
  const [one, many] = kind;
  return (
    <p className="alert alert-info quota-note">
      {quota.limit === 0
        ? `Your plan has no ${many}.`
        : `Your plan's ${quota.limit} ${quota.limit === 1 ? `${one} is` : `${many} are`} in use.`}{' '}
      <button type="button" className="link-button" onClick={onUpgrade}>
        Upgrade for more
      </button>
    </p>
  );
}
