import { MSG } from '@kurz/core';
import type { ReactNode } from 'react';
import { AuthLayout } from './AuthLayout';

export function AuthLoading() {
  return (
    <AuthLayout>
      <div className="state" aria-busy="true">
        <div className="spinner" />
        <p>{MSG.loading}</p>
      </div>
    </AuthLayout>
  );
}

interface AuthResultProps {
  ok: boolean;
  title: string;
  message: string;
  actions: ReactNode;
  /** Rendered after the card's content, e.g. a dialog it opens. */
  children?: ReactNode;
}

/** How a token screen (verify, reset) ended: a tick or a '!', a heading, the message and where to go next. */
export function AuthResult({ ok, title, message, actions, children }: AuthResultProps) {
  return (
    <AuthLayout>
      <div className="state">
        <div className={`state-icon ${ok ? 'ok' : 'bad'}`} aria-hidden="true">
          {ok ? '✓' : '!'}
        </div>
        <h1>{title}</h1>
        <p role={ok ? undefined : 'alert'}>{message}</p>
        {actions}
      </div>
      {children}
    </AuthLayout>
  );
}
