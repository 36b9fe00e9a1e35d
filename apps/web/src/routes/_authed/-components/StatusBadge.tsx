import type { TUserStatus } from '@kurz/core';

const LABEL: Record<TUserStatus, string> = {
  guest: 'Guest',
  unverified: 'Unverified',
  verified: 'Verified',
  admin: 'Admin',
};

/** The unverified badge is a button: it opens the resend-verification dialog. */
export function StatusBadge({ status, onUnverifiedClick }: { status: TUserStatus; onUnverifiedClick: () => void }) {
  if (status === 'unverified') {
    return (
      <button
        type="button"
        className="badge badge-unverified"
        data-testid="status-badge"
        data-status={status}
        title="Resend the verification email"
        onClick={onUnverifiedClick}
      >
        {LABEL[status]}
      </button>
    );
  }
  return (
    <span className={`badge badge-${status}`} data-testid="status-badge" data-status={status}>
      {LABEL[status]}
    </span>
  );
}
