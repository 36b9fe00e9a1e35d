import { useShellDialogs } from '../dialogs';

/** Guests use the app with temporary links; this keeps inviting them to register. */
export function GuestBanner() {
  const { openRegister } = useShellDialogs();
  return (
    <div className="banner" role="region" aria-label="Guest account">
      <div>
        <strong>You're using a guest account.</strong> Guest links are temporary. Register to keep your links and unlock
        plans.
      </div>
      <button type="button" className="btn btn-primary" onClick={openRegister}>
        Register now
      </button>
    </div>
  );
}
