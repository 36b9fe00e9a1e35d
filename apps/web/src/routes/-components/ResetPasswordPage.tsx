import { MSG, PASSWORD_MIN } from '@kurz/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { errorCode, useTRPC } from '../../lib/trpc';
import { AuthLayout } from './AuthLayout';

const SERVER_MESSAGES: Record<string, string> = {
  invalid_token: MSG.reset.invalid_token,
  invalid_input: MSG.reset.invalid_token,
  token_already_used: MSG.reset.token_already_used,
  token_expired: MSG.reset.token_expired,
  password_too_short: MSG.reset.password_too_short,
};

export function resetErrorText(error: unknown): string {
  const code = errorCode(error);
  if (code === null) return MSG.reset.network;
  return SERVER_MESSAGES[code] ?? MSG.reset.other;
}

/** Spec §5: passwords must match, then be long enough. */
export function resetProblem(password: string, confirm: string): string | null {
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

  if (!token) {
    return (
      <AuthLayout>
        <div className="state">
          <div className="state-icon bad" aria-hidden="true">
            !
          </div>
          <h1>{MSG.reset.invalidLink}</h1>
          <p role="alert">{MSG.reset.missingToken}</p>
          <Link to="/login" className="btn btn-primary">
            Back to Login
          </Link>
        </div>
      </AuthLayout>
    );
  }

  if (reset.isPending) {
    return (
      <AuthLayout>
        <div className="state" aria-busy="true">
          <div className="spinner" />
          <p>{MSG.loading}</p>
        </div>
      </AuthLayout>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthLayout>
        <div className="state">
          <div className="state-icon ok" aria-hidden="true">
            ✓
          </div>
          <h1>Password Reset!</h1>
          <p>Your password has been changed. Sign in with your new password.</p>
          <Link to="/login" className="btn btn-primary">
            Go to Login
          </Link>
        </div>
      </AuthLayout>
    );
  }

  if (reset.isError) {
    return (
      <AuthLayout>
        <div className="state">
          <div className="state-icon bad" aria-hidden="true">
            !
          </div>
          <h1>Reset Failed</h1>
          <p role="alert">{resetErrorText(reset.error)}</p>
          <Link to="/login" className="btn btn-primary">
            Back to Login
          </Link>
        </div>
      </AuthLayout>
    );
  }

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
        <label>
          New password
          <input type="password" name="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <label>
          Confirm new password
          <input type="password" name="confirm" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </label>
        {problem && (
          <p className="alert alert-error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block">
          Reset password
        </button>
      </form>
    </AuthLayout>
  );
}
