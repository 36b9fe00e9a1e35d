import { useState } from 'react';
import { peekPendingCheckout } from '../../lib/urls';
import { planName } from '../billing/BillingDetails';
import { periodLabel } from '../billing/PlanCard';
import { Modal } from '../Modal';
import { RegisterForm } from './RegisterForm';

/** Spec §4: a guest becomes a registered user on registration, and the page reloads. */
export function RegisterDialog({
  onClose,
  onRegistered = () => window.location.reload(),
}: {
  onClose: () => void;
  onRegistered?: () => void;
}) {
  // A plan chosen as a guest waits for registration: say which, so the checkout that follows is expected.
  const [choice] = useState(() => peekPendingCheckout());
  return (
    <Modal title="Create your account" onClose={onClose}>
      <p className="muted">Keep your links and unlock plans. Your guest links stay with your new account.</p>
      {choice && (
        <p className="alert alert-info" data-testid="register-plan">
          You chose the {planName(choice.plan)} plan, {periodLabel(choice.period)}: checkout opens right after you
          register.
        </p>
      )}
      <RegisterForm onSuccess={onRegistered} submitLabel="Register" />
    </Modal>
  );
}
