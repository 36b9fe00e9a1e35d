import { formatEuro, MSG, type TPlan } from '@kurz/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMe } from '../../lib/auth/me';
import { useTRPC } from '../../lib/trpc';
import { savePendingCheckout } from '../../lib/urls';
import { useShellDialogs } from '../dialogs';
import { Modal } from '../Modal';
import '../../styles/links.css';

interface UpgradeDialogProps {
  /** Why the dialog opened, e.g. 'You have reached your link creation limit'. */
  reason: string;
  onClose: () => void;
  /** Guests must register before buying; defaults to the shell's registration modal. */
  onRegister?: () => void;
}

/** Spec "Modals: upgrade with plan picker": the reason, the plans, and a way to buy a paid one. */
export function UpgradeDialog({ reason, onClose, onRegister }: UpgradeDialogProps) {
  const trpc = useTRPC();
  const me = useMe();
  const { openRegister } = useShellDialogs();
  const navigate = useNavigate();
  const plans = useQuery(trpc.plans.list.queryOptions());
  const isGuest = me.status === 'guest';

  const choose = (plan: TPlan) => {
    if (isGuest) {
      // Spec §4: a guest's choice waits in the browser until they have registered.
      savePendingCheckout(plan.id, 'yearly');
      onClose();
      (onRegister ?? openRegister)();
      return;
    }
    onClose();
    void navigate({ href: `/billing?plan=${encodeURIComponent(plan.id)}` });
  };

  return (
    <Modal title="Upgrade your plan" onClose={onClose} width={860}>
      <p className="alert alert-warn upgrade-reason" role="alert">
        {reason}
      </p>
      {isGuest && <p className="muted upgrade-note">Guests register first; your plan choice is kept and checkout starts right after.</p>}
      {plans.isPending && <p className="muted">{MSG.loading}</p>}
      {plans.isError && <p className="alert alert-error">Plans could not be loaded.</p>}
      {plans.data && (
        <div className="plan-grid">
          {plans.data.map((plan) => {
            const current = plan.id === me.plan;
            return (
              <article key={plan.id} className={`plan-card${plan.id === 'hobby' ? ' plan-card-featured' : ''}`} aria-label={plan.name}>
                <h3>{plan.name}</h3>
                <div className="plan-price">
                  <strong>{formatEuro(plan.price_monthly)}</strong>
                  <span className="muted">/month</span>
                </div>
                <div className="plan-price-yearly muted">
                  {plan.price_yearly > 0 ? `or ${formatEuro(plan.price_yearly)} / year` : 'Free forever'}
                </div>
                <ul className="plan-features">
                  {plan.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
                {current ? (
                  <span className="plan-current">Current plan</span>
                ) : plan.price_monthly > 0 || plan.price_yearly > 0 ? (
                  <button type="button" className="btn btn-primary btn-block" onClick={() => choose(plan)} aria-label={`Upgrade Plan ${plan.name}`}>
                    Upgrade Plan
                  </button>
                ) : null}
              </article>
            );
          })}
        </div>
      )}
    </Modal>
  );
}
