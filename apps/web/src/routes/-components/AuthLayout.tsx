import type { ReactNode } from 'react';
import { Brand } from '../../components/Brand';

/** The centred card the screens outside the shell use (login, register, verify, reset). */
export function AuthLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <main className="center-page">
      <div className="auth-brand">
        <a href="/">
          <Brand />
        </a>
      </div>
      <div className={`card auth-card${wide ? ' auth-card-wide' : ''}`}>{children}</div>
    </main>
  );
}
