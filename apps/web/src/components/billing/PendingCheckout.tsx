import { useEffect } from 'react';
import { useCheckout } from '../../lib/billing';
import { useMe } from '../../lib/auth/me';
import { takePendingCheckout } from '../../lib/urls';
import { ErrorAlert } from '../ErrorAlert';

/**
 * Spec §4: a plan a guest chose waits in the browser; once the account is signed in and no longer a
 * guest, the choice is removed and checkout starts, once (a choice older than an hour is dropped).
 */
export function PendingCheckout() {
  const me = useMe();
  const checkout = useCheckout();
  const { start } = checkout;
  const signedUp = me.status !== 'guest';
  useEffect(() => {
    if (!signedUp) return;
    const choice = takePendingCheckout();
    if (choice) start(choice);
    // start is a new function each render; the choice is taken (and so acted on) once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedUp]);
  if (checkout.isPending)
    return (
      <p className="alert alert-info" role="status">
        Opening checkout…
      </p>
    );
  return checkout.failure ? <ErrorAlert>{checkout.failure}</ErrorAlert> : null;
}
