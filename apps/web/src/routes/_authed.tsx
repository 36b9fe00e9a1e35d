import { MSG } from '@kurz/core';
import { createFileRoute, Outlet, redirect, type ErrorComponentProps } from '@tanstack/react-router';
import { isNetworkError } from '../lib/trpc';
import { signInTarget } from '../lib/auth/session';
import { currentAccount } from '../lib/auth/signedIn';
import { Shell } from './_authed/-components/Shell';

/** Every page behind a session. /verify-email and /reset-password live outside on purpose. */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location }) => {
    const me = await currentAccount(context);
    if (me) return { me };
    const target = await signInTarget(
      context.queryClient,
      context.trpc,
      `${window.location.origin}${location.href}`,
      false,
    );
    if ('href' in target) {
      window.location.href = target.href;
      // The browser is leaving for the external login page; render nothing meanwhile.
      return new Promise<never>(() => {});
    }
    throw redirect({ to: '/login', search: target.search, replace: true });
  },
  pendingComponent: () => <div className="page-loading">{MSG.loading}</div>,
  errorComponent: AuthedError,
  component: () => (
    <Shell>
      <Outlet />
    </Shell>
  ),
});

function AuthedError({ error, reset }: ErrorComponentProps) {
  return (
    <div className="center-page">
      <div className="card auth-card center-text">
        <h1>Something went wrong</h1>
        <p className="muted" role="alert">
          {isNetworkError(error)
            ? MSG.register.network
            : (error instanceof Error && error.message) || 'The dashboard could not be loaded.'}
        </p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            reset();
            window.location.reload();
          }}
        >
          Try again
        </button>
      </div>
    </div>
  );
}
