import { MSG, type TLoginResult } from '@kurz/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../components/ErrorAlert';
import { LabeledInput } from '../../components/LabeledInput';
import { RegisterForm } from '../../components/auth/RegisterForm';
import { errorCode, useTRPC } from '../../lib/trpc';
import { SESSION_ENDED } from '../../lib/auth/session';
import { redirectPath } from '../../lib/urls';
import { AuthLayout } from './AuthLayout';

const LOGIN_MESSAGES = {
  invalid_credentials: 'Invalid email or password',
  rate_limited: MSG.rateLimited,
  resetSent: 'If an account exists for that email, a reset link is on its way.',
  account_banned: 'This account has been suspended for abuse.',
} as const;

function loginErrorText(error: unknown): string {
  const code = errorCode(error);
  if (code === null) return MSG.register.network;
  if (code === 'invalid_credentials' || code === 'rate_limited') return LOGIN_MESSAGES[code];
  if (code === 'account_banned') return LOGIN_MESSAGES.account_banned;
  return 'Sign-in failed. Please try again.';
}

type Mode = 'login' | 'register' | 'forgot';

export function LoginPage({
  redirect,
  initialMode = 'login',
  sessionEnded = false,
}: {
  redirect?: string;
  initialMode?: Mode;
  sessionEnded?: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [mode, setMode] = useState<Mode>(initialMode);

  /** Signed in: forget the anonymous cache, then go where the visitor was headed. */
  const proceed = () => {
    queryClient.clear();
    router.history.push(redirectPath(redirect) ?? '/links');
  };

  const guest = useMutation(trpc.auth.guest.mutationOptions({ onSuccess: proceed }));
  /** Guest links that did not fit the account's link quota, when signing in from a guest session. */
  const [leftBehind, setLeftBehind] = useState(0);
  const signedIn = (result: TLoginResult) => {
    const left = result.guest_links?.left ?? 0;
    if (left > 0) setLeftBehind(left);
    else proceed();
  };

  if (leftBehind > 0) {
    return (
      <AuthLayout>
        <p className="alert alert-warn" role="status">
          {leftBehind === 1 ? '1 guest link' : `${leftBehind} guest links`} did not fit your plan's link limit. Your
          other guest links are now in your account; {leftBehind === 1 ? 'this one stays' : 'these stay'} with the guest
          session and expire.
        </p>
        <button type="button" className="btn btn-primary btn-block" onClick={proceed}>
          Continue
        </button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      {sessionEnded && (
        <p className="alert alert-info" role="status">
          {SESSION_ENDED}
        </p>
      )}
      {mode !== 'forgot' && <h1 className="visually-hidden">{mode === 'login' ? 'Sign in' : 'Create account'}</h1>}
      {mode !== 'forgot' && (
        <div className="tabs" role="tablist">
          <button
            type="button"
            role="tab"
            aria-selected={mode === 'login'}
            className={mode === 'login' ? 'tab active' : 'tab'}
            onClick={() => setMode('login')}
          >
            Sign in
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={mode === 'register'}
            className={mode === 'register' ? 'tab active' : 'tab'}
            onClick={() => setMode('register')}
          >
            Create account
          </button>
        </div>
      )}
      {mode === 'login' && <SignInForm onSuccess={signedIn} onForgot={() => setMode('forgot')} />}
      {mode === 'register' && <RegisterForm onSuccess={proceed} />}
      {mode === 'forgot' && <ForgotForm onBack={() => setMode('login')} />}
      {mode !== 'forgot' && (
        <>
          <div className="divider">
            <span>or</span>
          </div>
          <button type="button" className="btn btn-block" onClick={() => guest.mutate()} disabled={guest.isPending}>
            Continue as guest
          </button>
          {guest.isError && <ErrorAlert>{loginErrorText(guest.error)}</ErrorAlert>}
          <p className="fine-print">Guest links are temporary. Register any time to keep them.</p>
        </>
      )}
    </AuthLayout>
  );
}

function SignInForm({ onSuccess, onForgot }: { onSuccess: (result: TLoginResult) => void; onForgot: () => void }) {
  const trpc = useTRPC();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const login = useMutation(trpc.auth.login.mutationOptions());
  const passwordId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !password) return setProblem(MSG.register.fillAll);
    setProblem(null);
    login.mutate(
      { email: email.trim(), password },
      { onSuccess, onError: (error) => setProblem(loginErrorText(error)) },
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <LabeledInput label="Email" type="email" name="email" autoComplete="username" value={email} onChange={setEmail} />
      {/* The link sits outside the <label>: a label would otherwise name the button, not the input. */}
      <div className="field">
        <div className="label-row">
          <label htmlFor={passwordId}>Password</label>
          <button type="button" className="link-button" onClick={onForgot}>
            Forgot password?
          </button>
        </div>
        <input
          id={passwordId}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <button type="submit" className="btn btn-primary btn-block" disabled={login.isPending}>
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}

function ForgotForm({ onBack }: { onBack: () => void }) {
  const trpc = useTRPC();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const request = useMutation(trpc.auth.requestReset.mutationOptions());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return setProblem('Please enter your email');
    setProblem(null);
    request.mutate({ email: email.trim() }, { onError: (error) => setProblem(loginErrorText(error)) });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <h1 className="card-title">Reset your password</h1>
      <p className="muted">Enter the email you signed up with and we'll send you a link to set a new password.</p>
      <LabeledInput label="Email" type="email" name="email" autoComplete="email" value={email} onChange={setEmail} />
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      {request.isSuccess && (
        <p className="alert alert-success" role="status">
          {LOGIN_MESSAGES.resetSent}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={request.isPending}>
        {request.isPending ? 'Sending…' : 'Send reset link'}
      </button>
      <button type="button" className="link-button center-text" onClick={onBack}>
        Back to sign in
      </button>
    </form>
  );
}
