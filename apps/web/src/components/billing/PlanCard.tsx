import { formatEuro, MSG, type TBillingPeriod, type TPlan } from '@kurz/core';

/** Spec: the monthly/annual toggle, yearly by default, with the 'Save 17%' badge. */
export function PeriodToggle({
  period,
  onChange,
}: {
  period: TBillingPeriod;
  onChange: (period: TBillingPeriod) => void;
}) {
  return (
    <div className="period-toggle" role="group" aria-label="Billing period">
      <button type="button" aria-pressed={period === 'monthly'} onClick={() => onChange('monthly')}>
        Monthly
      </button>
      <button type="button" aria-pressed={period === 'yearly'} onClick={() => onChange('yearly')}>
        Annual <span className="badge badge-save">{MSG.billing.saveBadge}</span>
      </button>
    </div>
  );
}

/** How many people a workspace on the plan holds (members and pending invitations), which no feature line said. */
export const seatsLine = (seats: number) =>
  seats < 0
    ? 'Unlimited workspace members'
    : seats === 1
      ? 'Just you in a workspace'
      : `Up to ${seats} people in a workspace`;

export const periodLabel = (period: TBillingPeriod) => (period === 'yearly' ? 'billed yearly' : 'billed monthly');

interface PlanCardProps {
  plan: TPlan;
  period: TBillingPeriod;
  current: boolean;
  featured: boolean;
  /** Why the plan cannot be bought now (shown, and the button disabled), or null. */
  blocked: string | null;
  busy: boolean;
  /** Without it the card has no button (the upgrade dialog's Free). */
  onChoose?: () => void;
}

/** A plan with its price in the chosen period, its features, and 'Current plan' or 'Upgrade Plan'. */
export function PlanCard({ plan, period, current, featured, blocked, busy, onChoose }: PlanCardProps) {
  const yearly = period === 'yearly';
  const free = plan.price_monthly === 0 && plan.price_yearly === 0;
  return (
    <article className={`plan-card${featured ? ' plan-card-featured' : ''}`} aria-label={plan.name}>
      <h3>{plan.name}</h3>
      <div className="plan-price">
        <strong>{formatEuro(yearly ? plan.price_yearly : plan.price_monthly)}</strong>
        <span className="muted">{yearly ? '/year' : '/month'}</span>
      </div>
      <div className="plan-price-yearly muted">
        {free
          ? 'Free forever'
          : yearly
            ? `${formatEuro(Math.round(plan.price_yearly / 12))} per month, billed yearly`
            : 'Billed monthly'}
      </div>
      <ul className="plan-features">
        {plan.features.map((f) => (
          <li key={f}>{f}</li>
        ))}
        <li>{seatsLine(plan.max_seats)}</li>
      </ul>
      {current ? (
        <span className="plan-current">{MSG.billing.currentPlan}</span>
      ) : onChoose ? (
        // The spec's one label for every other plan; Free answers with the downgrade alert.
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={onChoose}
          disabled={busy || (blocked !== null && !free)}
          title={free ? undefined : (blocked ?? undefined)}
          aria-label={`${MSG.billing.upgrade} ${plan.name}`}
        >
          {MSG.billing.upgrade}
        </button>
      ) : null}
    </article>
  );
}
