import { Modal } from '../../../components/Modal';

interface Props {
  onRegister: () => void;
  onLogout: () => void;
  onClose: () => void;
  pending: boolean;
}

/**
 * A guest's links belong to the guest's session alone: logging out ends it for good, and "Continue as
 * guest" afterwards starts a new, empty account. So Logout asks first and offers to register instead.
 */
export function GuestLogoutDialog({ onRegister, onLogout, onClose, pending }: Props) {
  return (
    <Modal title="Log out of the guest account?" onClose={onClose}>
      <p>
        Your links will be lost unless you register: a guest account cannot be signed back into, and its links can no
        longer be managed.
      </p>
      <div className="form-actions">
        <button type="button" className="btn btn-primary" onClick={onRegister}>
          Register
        </button>
        <button type="button" className="btn btn-danger" onClick={onLogout} disabled={pending}>
          Log out and lose my links
        </button>
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
