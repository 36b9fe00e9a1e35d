import { STATS_FAILED } from '../../lib/stats';

/** Spec §8: a stats call that failed (after its one retry) shows 'failed'. */
export function StatsFailed({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="stats-failed">
      <p className="alert alert-error" role="alert">
        {STATS_FAILED}
      </p>
      {onRetry && (
        <button type="button" className="btn btn-small" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
