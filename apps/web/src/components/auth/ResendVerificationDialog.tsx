import { MSG, type TMe } from '@kurz/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorCode, useTRPC } from '../../lib/trpc';
import { LabeledInput } from '../LabeledInput';
import { Modal } from '../Modal';
import { FormActions } from '../FormActions';

/** Spec §4 and §9: an already-verified answer counts as success, and the page reloads after 2 s. */
export const ALREADY_VERIFIED_RELOAD_MS = 2000;

type Outcome = { kind: 'success' | 'error'; text: string; reload?: boolean };

function resendOutcome(error: unknown): Outcome {
  const code = errorCode(error);
  if (code === null) return { kind: 'error', text: MSG.resend.network };
  if (code === 'already_verified') return { kind: 'success', text: MSG.resend.already_verified, reload: true };
  if (code === 'user_not_found') return { kind: 'error', text: MSG.resend.user_not_found };
  return { kind: 'error', text: MSG.resend.other };
}

interface ResendProps {
  me: Pick<TMe, 'id' | 'email'> | null;
  onClose: () => void;
  reload?: () => void;
}

/** Resends the verification mail; also usable from the verify page with no session (me = null). */
export function ResendVerificationDialog({ me, onClose, reload = () => window.location.reload() }: ResendProps) {
  const trpc = useTRPC();
  const [email, setEmail] = useState(me?.email ?? '');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const send = useMutation(trpc.auth.sendVerification.mutationOptions());

  // Parents pass a new reload function on every render: the timer must not start over with each one.
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  useEffect(() => {
    if (!outcome?.reload) return;
    const timer = setTimeout(() => reloadRef.current(), ALREADY_VERIFIED_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const submit = () => {
    setOutcome(null);
    send.mutate(
      { email: email.trim() || null, user_id: me?.id ?? null },
      {
        onSuccess: () => setOutcome({ kind: 'success', text: MSG.resend.success }),
        onError: (error) => setOutcome(resendOutcome(error)),
      },
    );
  };

  return (
    <Modal title="Verify your email" onClose={onClose} busy={send.isPending}>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {me?.email ? (
          <p>
            We sent a verification link to <strong>{me.email}</strong>. Didn't get it? Send a new one.
          </p>
        ) : (
          <LabeledInput label="Email" type="email" name="email" value={email} onChange={setEmail} />
        )}
        {outcome && (
          <p
            className={`alert ${outcome.kind === 'success' ? 'alert-success' : 'alert-error'}`}
            role={outcome.kind === 'error' ? 'alert' : 'status'}
          >
            {outcome.text}
          </p>
        )}
        <FormActions
          onCancel={onClose}
          cancelLabel="Close"
          submitLabel="Send verification email"
          pendingLabel="Sending…"
          pending={send.isPending}
          disabled={outcome?.kind === 'success'}
        />
      </form>
    </Modal>
  );
}
