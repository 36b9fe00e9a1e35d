import { MSG, PASSWORD_MIN } from '@kurz/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { LabeledInput } from '../../../components/LabeledInput';
import { errorCode, useTRPC } from '../../../lib/trpc';

const SERVER_MESSAGES: Record<string, string> = {
  invalid_credentials: 'Current password is incorrect',
  password_too_short: MSG.register.passwordShort,
  rate_limited: MSG.rateLimited,
};

function changePasswordProblem(current: string, next: string, confirm: string): string | null {
  if (!current) return 'Current password is required';
  if (!next || next !== confirm) return MSG.changePassword.mismatch;
  if (next.length < PASSWORD_MIN) return MSG.register.passwordShort;
  return null;
}

export function ChangePasswordForm() {
  const trpc = useTRPC();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const change = useMutation(trpc.auth.changePassword.mutationOptions());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = changePasswordProblem(current, next, confirm);
    if (problem) return setMessage({ ok: false, text: problem });
    setMessage(null);
    change.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
          setMessage({ ok: true, text: MSG.changePassword.success });
        },
        onError: (error) => {
          const code = errorCode(error);
          // Spec §8: the server's error text, else 'Failed'.
          setMessage({ ok: false, text: (code && (SERVER_MESSAGES[code] ?? code)) || MSG.changePassword.failed });
        },
      },
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <LabeledInput
        label="Current password"
        type="password"
        name="current_password"
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
      />
      <LabeledInput
        label="New password"
        type="password"
        name="new_password"
        autoComplete="new-password"
        value={next}
        onChange={setNext}
      />
      <LabeledInput
        label="Confirm new password"
        type="password"
        name="confirm_password"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
      />
      {message && (
        <p className={`alert ${message.ok ? 'alert-success' : 'alert-error'}`} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
