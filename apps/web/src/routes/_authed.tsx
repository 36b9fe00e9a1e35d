import { MSG } from '@kurz/core';
import {
  createFileRoute,
  Outlet,
  redirect,
  retainSearchParams,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { z } from 'zod';
import { isNetworkError } from '../lib/trpc';
import { signInTarget } from '../lib/auth/session';
import { currentAccount } from '../lib/auth/signedIn';
import { activeWorkspace, WORKSPACE_PARAM } from '../lib/workspace';
import { enterWorkspace } from '../lib/workspaceNav';
import { Shell } from './_authed/-components/Shell';

const ZWorkspaceSearch = z.object({ [WORKSPACE_PARAM]: z.string().max(100).optional().catch(undefined) });

/**
 * Every page behind a session. /verify-email and /reset-password live outside on purpose. The page's
 * workspace rides along in the address (?workspace=, absent for the personal one) from page to page.
 */
export const Route = createFileRoute('/_authed')({
  validateSearch: ZWorkspaceSearch,
  search: { middlewares: [retainSearchParams([WORKSPACE_PARAM])] },
  beforeLoad: async ({ context, location, search }) => {
    const named = search[WORKSPACE_PARAM] ?? null;
    // An address naming another workspace (opened from elsewhere, or back across a switch) moves the tab there.
    if (named && named !== activeWorkspace()) await enterWorkspace(context.queryClient, named);
    const me = await currentAccount(context);
    if (me) {
      const now = activeWorkspace();
      if ((search[WORKSPACE_PARAM] ?? null) !== now) {
        const params = new URLSearchParams(location.searchStr);
        if (now) params.set(WORKSPACE_PARAM, now);
        else params.delete(WORKSPACE_PARAM);
        const query = params.toString();
        throw redirect({
          href: `${location.pathname}${query ? `?${query}` : ''}${location.hash ? `#${location.hash}` : ''}`,
          replace: true,
        });
      }
      return { me };
    }
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
  component: AuthedLayout,
});

function AuthedLayout() {
  const workspace = Route.useSearch({ select: (s) => s[WORKSPACE_PARAM] ?? 'personal' });
  // A new workspace mounts every page afresh: no component keeps what it held of the previous one.
  return (
    <Shell key={workspace}>
      <Outlet />
    </Shell>
  );
}

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
