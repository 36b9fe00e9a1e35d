import { MSG, type TBillingPeriod, type TPlan } from '@kurz/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useMe, useRoleBlock } from '../../lib/auth/me';
import { ADMINS_BILLING } from '../../lib/workspace';
import { useTRPC } from '../../lib/trpc';
import { savePendingCheckout } from '../../lib/urls';
import { useShellDialogs } from '../dialogs';
import { Modal } from '../Modal';
import { PeriodToggle, PlanCard } from './PlanCard';
import '../../styles/links.css';
import '../../styles/billing.css';

interface UpgradeDialogProps {
  /** Why the dialog opened, e.g. 'You have reached your link creation limit'. */
  reason: string;
  onClose: () => void;
  /** Guests must register before buying; defaults to the shell's registration modal. */
  onRegister?: () => void;
}

/**
 * Spec "Modals: upgrade with plan picker": the reason, the plans in the chosen period (yearly by
 * default, as on Billing), and a way to buy a paid one in that period.
 */
export function UpgradeDialog({ reason, onClose, onRegister }: UpgradeDialogProps) {
  const trpc = useTRPC();
  const me = useMe();
  const { openRegister } = useShellDialogs();
  const navigate = useNavigate();
  const [period, setPeriod] = useState<TBillingPeriod>('yearly');
  const plans = useQuery(trpc.plans.list.queryOptions());
  const ownerBlock = useRoleBlock('owner');
  const billing = useQuery({
    ...trpc.billing.me.queryOptions(),
    enabled: useRoleBlock('admin', ADMINS_BILLING) === null,
  });
  const isGuest = me.status === 'guest';
  const blocked = billing.data && !billing.data.configured ? MSG.billing.notConfigured : ownerBlock;

  const choose = (plan: TPlan) => {
    onClose();
    if (isGuest) {
      // Spec §4: a guest's choice waits in the browser until they have registered.
      savePendingCheckout(plan.id, period);
      (onRegister ?? openRegister)();
      return;
    }
    void navigate({ to: '/billing', search: { plan: plan.id, period } });
  };

  return (
    <Modal title="Upgrade your plan" onClose={onClose} width={860}>
      <p className="alert alert-warn upgrade-reason" role="alert">
        {reason}
      </p>
      {blocked && <p className="alert alert-info">{blocked}</p>}
      {isGuest && !blocked && (
        <p className="muted upgrade-note">
          Guests register first; your plan choice is kept and checkout starts right after.
        </p>
      )}
      <PeriodToggle period={period} onChange={setPeriod} />
      {plans.isPending && <p className="muted">{MSG.loading}</p>}
      {plans.isError && <p className="alert alert-error">Plans could not be loaded.</p>}
      {plans.data && (
        <div className="plan-grid">
          {plans.data.map((plan) => {
            const paid = plan.price_monthly > 0 || plan.price_yearly > 0;
            return (
              <PlanCard
                key={plan.id}
                plan={plan}
                period={period}
                current={plan.id === me.plan}
                featured={plan.id === 'hobby'}
                blocked={blocked}
                busy={false}
                onChoose={paid ? () => choose(plan) : undefined}
              />
            );
          })}
        </div>
      )}
    </Modal>
  );
}
