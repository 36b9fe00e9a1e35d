import { formatMoney, type TBillingMe, type TPayment } from '@kurz/core';
import { EmptyRow, ScrollTable } from '../Table';
import { formatDate } from '../../lib/dates';

const PLAN_NAMES: Record<string, string> = { free: 'Free', hobby: 'Hobby', pro: 'Pro' };
export const planName = (id: string | null) => (id ? (PLAN_NAMES[id] ?? id) : 'Unknown plan');

/** The subscription as the billing page and profile show it: plan, period, status, renewal or end. */
export function SubscriptionDetails({ billing }: { billing: TBillingMe }) {
  const sub = billing.subscription;
  if (!sub) {
    return (
      <p className="muted" data-testid="no-subscription">
        {billing.me.comped
          ? `${planName(billing.me.plan)} plan, given by an administrator (no payment needed)`
          : 'No active subscription'}
      </p>
    );
  }
  const ended = sub.status === 'canceled' || sub.status === 'incomplete_expired';
  return (
    <>
      <dl className="kv" data-testid="subscription">
        <div className="kv-row">
          <dt>Plan</dt>
          <dd>{planName(sub.plan_id)}</dd>
        </div>
        <div className="kv-row">
          <dt>Billing period</dt>
          <dd>{sub.is_yearly ? 'Yearly' : 'Monthly'}</dd>
        </div>
        <div className="kv-row">
          <dt>Status</dt>
          <dd>{sub.status}</dd>
        </div>
        {sub.current_period_end !== null && !ended && (
          <div className="kv-row">
            <dt>{sub.cancel_at_period_end ? 'Ends on' : 'Renews on'}</dt>
            <dd>{formatDate(sub.current_period_end)}</dd>
          </div>
        )}
      </dl>
      {sub.cancel_at_period_end && !ended && (
        <p className="alert alert-info" role="note">
          Auto-renew is disabled: the plan ends at the end of the period.
        </p>
      )}
      {sub.status === 'past_due' && (
        <p className="alert alert-error" role="note">
          The last payment failed. Stripe retries it; update your card in Stripe to keep your plan.
        </p>
      )}
      {billing.me.comped && (
        <p className="muted">Your {planName(billing.me.plan)} plan was given by an administrator.</p>
      )}
    </>
  );
}

/** Recent payments: date, status, amount with currency, invoice link. */
export function PaymentsTable({ payments }: { payments: TPayment[] }) {
  return (
    <ScrollTable
      head={
        <>
          <th>Date</th>
          <th>Status</th>
          <th>Amount</th>
          <th>Invoice</th>
        </>
      }
    >
      {payments.length === 0 ? (
        <EmptyRow colSpan={4}>No payments yet</EmptyRow>
      ) : (
        payments.map((p) => (
          <tr key={`${p.created_at}-${p.invoice_url ?? ''}-${p.amount}`}>
            <td>{formatDate(p.created_at)}</td>
            <td>{p.status}</td>
            <td>{formatMoney(p.amount, p.currency)}</td>
            <td>
              {p.invoice_url ? (
                <a href={p.invoice_url} target="_blank" rel="noreferrer">
                  Invoice
                </a>
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))
      )}
    </ScrollTable>
  );
}
