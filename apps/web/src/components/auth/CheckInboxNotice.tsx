import { useState } from 'react';
import { forgetRegistration, registeredEmail } from '../../lib/auth/registered';

/** After registering: where the verification mail went, until the visitor closes it or is verified. */
export function CheckInboxNotice({ unverified }: { unverified: boolean }) {
  const [email, setEmail] = useState(registeredEmail);
  if (!email) return null;
  if (!unverified) {
    forgetRegistration();
    return null;
  }
  return (
    <div className="alert alert-info check-inbox" role="status">
      <span>
        Check your inbox: we sent a link to <strong>{email}</strong> to verify your address.
      </span>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={() => {
          forgetRegistration();
          setEmail(null);
        }}
      >
        ×
      </button>
    </div>
  );
}
