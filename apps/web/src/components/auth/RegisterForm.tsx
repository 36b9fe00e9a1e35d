import { MSG, registrationProblem, type TMe } from '@kurz/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { rememberRegistration } from '../../lib/auth/registered';
import { errorCode, errorText, useTRPC } from '../../lib/trpc';
import { ErrorAlert } from '../ErrorAlert';
import { LabeledInput } from '../LabeledInput';

const SERVER_MESSAGES: Record<string, string> = {
  user_exists: MSG.register.user_exists,
  invalid_email: MSG.register.invalid_email,
  weak_password: MSG.register.weak_password,
};

/** Spec §8 Registration: the server's code in the spec's words, a network failure as a connection error. */
function registrationErrorText(error: unknown): string {
  return errorText(error, SERVER_MESSAGES, MSG.register);
}

interface RegisterFormProps {
  onSuccess: (me: TMe) => void;
  submitLabel?: string;
}

/** Email, password, confirmation; the same form in the registration modal, /login and /register. */
export function RegisterForm({ onSuccess, submitLabel = 'Create account' }: RegisterFormProps) {
  const trpc = useTRPC();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const here = useRouterState({ select: (s) => s.location.href });
  const register = useMutation(trpc.auth.register.mutationOptions());
  // The address has an account: signing in is the way on (a guest's links come along, see guest adoption).
  const taken = errorCode(register.error) === 'user_exists';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const local = registrationProblem(email, password, confirm);
    setProblem(local);
    register.reset();
    if (local) return;
    register.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (me) => {
          rememberRegistration(me.email);
          onSuccess(me);
        },
        onError: (error) => setProblem(registrationErrorText(error)),
      },
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <LabeledInput label="Email" type="email" name="email" autoComplete="email" value={email} onChange={setEmail} />
      <LabeledInput
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
      />
      <LabeledInput
        label="Confirm password"
        type="password"
        name="confirm"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
      />
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      {taken && (
        <p className="field-hint">
          Already have an account?{' '}
          <Link to="/login" search={{ redirect: here }}>
            Sign in instead
          </Link>
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={register.isPending}>
        {register.isPending ? 'Creating account…' : submitLabel}
      </button>
    </form>
  );
}
