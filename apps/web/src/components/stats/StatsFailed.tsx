import { STATS_FAILED } from '../../lib/stats';
import { ErrorAlert } from '../ErrorAlert';

/** Spec §8: a stats call that failed (after its one retry) shows 'failed'. */
export function StatsFailed({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="stats-failed">
      <ErrorAlert>{STATS_FAILED}</ErrorAlert>
      {onRetry && (
        <button type="button" className="btn btn-small" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
