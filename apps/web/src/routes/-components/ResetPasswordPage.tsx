import { MSG, PASSWORD_MIN } from '@kurz/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../components/ErrorAlert';
import { LabeledInput } from '../../components/LabeledInput';
import { errorText, useTRPC } from '../../lib/trpc';
import { AuthLayout } from './AuthLayout';
import { AuthLoading, AuthResult } from './AuthStatus';

const SERVER_MESSAGES: Record<string, string> = {
  invalid_token: MSG.reset.invalid_token,
  invalid_input: MSG.reset.invalid_token,
  token_already_used: MSG.reset.token_already_used,
  token_expired: MSG.reset.token_expired,
  password_too_short: MSG.reset.password_too_short,
};

function resetErrorText(error: unknown): string {
  return errorText(error, SERVER_MESSAGES, MSG.reset);
}

/** Spec §5: passwords must match, then be long enough. */
function resetProblem(password: string, confirm: string): string | null {
  if (password !== confirm) return MSG.reset.mismatch;
  if (password.length < PASSWORD_MIN) return MSG.reset.password_too_short;
  return null;
}

export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const trpc = useTRPC();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());

  const backToLogin = (
    <Link to="/login" className="btn btn-primary">
      Back to Login
    </Link>
  );
  if (!token)
    return (
      <AuthResult ok={false} title={MSG.reset.invalidLink} message={MSG.reset.missingToken} actions={backToLogin} />
    );
  if (reset.isPending) return <AuthLoading />;
  if (reset.isSuccess) {
    return (
      <AuthResult
        ok
        title="Password Reset!"
        message="Your password has been changed. Sign in with your new password."
        actions={
          <Link to="/login" className="btn btn-primary">
            Go to Login
          </Link>
        }
      />
    );
  }
  if (reset.isError)
    return <AuthResult ok={false} title="Reset Failed" message={resetErrorText(reset.error)} actions={backToLogin} />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const local = resetProblem(password, confirm);
    setProblem(local);
    if (!local) reset.mutate({ token, password });
  };

  return (
    <AuthLayout>
      <h1 className="card-title">Set a new password</h1>
      <form className="form" onSubmit={submit} noValidate>
        <LabeledInput
          label="New password"
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
        />
        <LabeledInput
          label="Confirm new password"
          type="password"
          name="confirm"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
        />
        {problem && <ErrorAlert>{problem}</ErrorAlert>}
        <button type="submit" className="btn btn-primary btn-block">
          Reset password
        </button>
      </form>
    </AuthLayout>
  );
}
