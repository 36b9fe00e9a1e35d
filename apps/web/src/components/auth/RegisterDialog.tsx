import { Modal } from '../Modal';
import { RegisterForm } from './RegisterForm';

/** Spec §4: a guest becomes a registered user on registration, and the page reloads. */
export function RegisterDialog({ onClose, onRegistered = () => window.location.reload() }: { onClose: () => void; onRegistered?: () => void }) {
  return (
    <Modal title="Create your account" onClose={onClose}>
      <p className="muted">Keep your links and unlock plans. Your guest links stay with your new account.</p>
      <RegisterForm onSuccess={onRegistered} submitLabel="Register" />
    </Modal>
  );
}
