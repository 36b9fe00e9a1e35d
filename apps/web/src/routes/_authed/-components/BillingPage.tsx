import { MSG, PLAN_GRANTING_STATUSES, type TBillingMe, type TBillingPeriod, type TPlan } from '@kurz/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { planName, SubscriptionDetails } from '../../../components/billing/BillingDetails';
import { PeriodToggle, PlanCard } from '../../../components/billing/PlanCard';
import { useShellDialogs } from '../../../components/dialogs';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useCheckout, usePortal } from '../../../lib/billing';
import { useMe, useRoleBlock } from '../../../lib/auth/me';
import { ADMINS_BILLING } from '../../../lib/workspace';
import { useTRPC } from '../../../lib/trpc';
import { savePendingCheckout } from '../../../lib/urls';
import '../../../styles/links.css';
import '../../../styles/billing.css';

/** Back from Checkout, billing/me is asked this often until Stripe's webhook has landed. */
const CONFIRM_POLL_MS = 1000;
const CONFIRM_POLL_LIMIT_MS = 30_000;

const paying = (billing: TBillingMe | undefined) =>
  !!billing?.subscription && (PLAN_GRANTING_STATUSES as readonly string[]).includes(billing.subscription.status);

interface Props {
  returnedFromCheckout?: boolean;
  /** The plan and period picked in the upgrade dialog: that plan is marked, that period shown. */
  chosenPlan?: string;
  chosenPeriod?: TBillingPeriod;
}

export function BillingPage({ returnedFromCheckout = false, chosenPlan, chosenPeriod }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const me = useMe();
  const [period, setPeriod] = useState<TBillingPeriod>(chosenPeriod ?? 'yearly');
  const [pollingSince] = useState(() => Date.now());
  const plans = useQuery(trpc.plans.list.queryOptions());
  const readBlock = useRoleBlock('admin', ADMINS_BILLING);
  const ownerBlock = useRoleBlock('owner');
  const billing = useQuery({
    ...trpc.billing.me.queryOptions(),
    enabled: readBlock === null,
    refetchInterval: (query) =>
      returnedFromCheckout && !paying(query.state.data) && Date.now() - pollingSince < CONFIRM_POLL_LIMIT_MS
        ? CONFIRM_POLL_MS
        : false,
  });
  const checkout = useCheckout();
  const portal = usePortal();
  const { openRegister } = useShellDialogs();
  const confirmed = returnedFromCheckout && paying(billing.data);

  useEffect(() => {
    // The header and gates read the plan from auth.me and user.limits.
    if (!confirmed) return;
    void queryClient.invalidateQueries(trpc.auth.me.pathFilter());
    void queryClient.invalidateQueries(trpc.user.limits.pathFilter());
  }, [confirmed, queryClient, trpc]);

  const currentPlan = billing.data?.me.plan ?? me.plan;
  const choose = (plan: TPlan) => {
    if (plan.id === 'free') {
      window.alert(MSG.billing.downgradeToFree);
      return;
    }
    if (me.status === 'guest') {
      // Spec §4: the choice waits in the browser and checkout starts once the guest has registered.
      savePendingCheckout(plan.id, period);
      openRegister();
      return;
    }
    checkout.start({ plan: plan.id, period });
  };

  return (
    <section className="page">
      <div className="billing-head">
        <h1>{MSG.billing.title}</h1>
      </div>
      {billing.isError && <ErrorAlert>{MSG.billing.loadFailed}</ErrorAlert>}
      {billing.data && !billing.data.configured && (
        <p className="alert alert-info billing-section">{MSG.billing.notConfigured}</p>
      )}
      {returnedFromCheckout && billing.data && !confirmed && (
        <p className="alert alert-info billing-section" role="status">
          Waiting for Stripe to confirm your payment…
        </p>
      )}
      {confirmed && (
        <p className="alert alert-success billing-section" role="status">
          Payment received: you are on the {planName(billing.data?.subscription?.plan_id ?? currentPlan)} plan.
        </p>
      )}
      {checkout.failure && <ErrorAlert>{checkout.failure}</ErrorAlert>}

      <div className="card billing-section" aria-label="Current subscription">
        <div className="card-head">
          <h2>Current subscription</h2>
          {billing.data?.configured && me.status !== 'guest' && (
            <button
              type="button"
              className="btn"
              onClick={portal.open}
              disabled={portal.isPending || ownerBlock !== null}
              title={ownerBlock ?? undefined}
            >
              {MSG.billing.manage}
            </button>
          )}
        </div>
        {readBlock && <p className="muted">{readBlock}.</p>}
        {!readBlock && billing.isPending && <p className="muted">{MSG.loading}</p>}
        {billing.data && <SubscriptionDetails billing={billing.data} />}
      </div>

      <div className="card billing-section">
        <div className="card-head">
          <h2>Plans</h2>
          <PeriodToggle period={period} onChange={setPeriod} />
        </div>
        {plans.isPending && <p className="muted">{MSG.loading}</p>}
        {plans.isError && <ErrorAlert>Plans could not be loaded.</ErrorAlert>}
        {plans.data && (
          <div className="plan-grid">
            {plans.data.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                period={period}
                current={plan.id === currentPlan}
                featured={plan.id === (chosenPlan ?? 'hobby')}
                blocked={billing.data && !billing.data.configured ? MSG.billing.notConfigured : ownerBlock}
                busy={checkout.isPending}
                onChoose={() => choose(plan)}
              />
            ))}
          </div>
        )}
      </div>

      <div className="card billing-section crypto-box">
        <div>
          <h2>Crypto payments</h2>
          <p className="muted">Pay for your plan with cryptocurrency.</p>
        </div>
        <span className="badge badge-guest">{MSG.billing.comingSoon}</span>
      </div>
    </section>
  );
}
