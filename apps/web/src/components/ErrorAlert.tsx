import type { ReactNode } from 'react';

/** A problem shown in red and announced at once (role="alert"). */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <p className="alert alert-error" role="alert">
      {children}
    </p>
  );
}
