import { useMutation } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Brand } from '../../../components/Brand';
import { ShellDialogsContext, type ShellDialogs } from '../../../components/dialogs';
import { PendingCheckout } from '../../../components/billing/PendingCheckout';
import { CheckInboxNotice } from '../../../components/auth/CheckInboxNotice';
import { RegisterDialog } from '../../../components/auth/RegisterDialog';
import { ResendVerificationDialog } from '../../../components/auth/ResendVerificationDialog';
import { UsageDialog } from '../../../components/plans/UsageDialog';
import { isAdminUser, useMe } from '../../../lib/auth/me';
import { useSignInWhenSessionEnds } from '../../../lib/auth/session';
import { useTRPC } from '../../../lib/trpc';
import { roleBlocks, setActiveWorkspace, setWorkspaceNotice, useWorkspaceNotice } from '../../../lib/workspace';
import { useLeaveWhenNotMember } from '../../../lib/workspaceNav';
import { WorkspaceSwitcher } from '../../../components/workspaces/WorkspaceSwitcher';
import { GuestLogoutDialog } from './GuestLogoutDialog';
import { StatusBadge } from './StatusBadge';

const NAV = [
  { to: '/links', label: 'Links' },
  { to: '/domains', label: 'Domains' },
  { to: '/billing', label: 'Billing' },
  { to: '/reports', label: 'Reports' },
  { to: '/members', label: 'Members' },
  { to: '/audit', label: 'Audit log' },
  { to: '/profile', label: 'Profile' },
] as const;

type Dialog = 'register' | 'usage' | 'resend' | 'guest-logout' | null;

export function Shell({ children }: { children: ReactNode }) {
  const me = useMe();
  const trpc = useTRPC();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const logout = useMutation(trpc.auth.logout.mutationOptions());
  useSignInWhenSessionEnds();
  useLeaveWhenNotMember();
  const notice = useWorkspaceNotice();

  useEffect(() => setMenuOpen(false), [pathname]);

  const dialogs = useMemo<ShellDialogs>(
    () => ({
      openRegister: () => setDialog('register'),
      openUsage: () => setDialog('usage'),
      openResend: () => setDialog('resend'),
    }),
    [],
  );
  const close = useMemo(() => () => setDialog(null), []);

  const signOut = () =>
    logout.mutate(undefined, {
      // Spec §7: after logout the browser goes to the site home, whatever the answer was.
      onSettled: () => {
        // The next account on this browser starts in its own personal workspace.
        setActiveWorkspace(null);
        window.location.href = '/';
      },
    });

  const isGuest = me.status === 'guest';
  const shown = (to: (typeof NAV)[number]['to']) =>
    to === '/members' ? !isGuest : to === '/audit' ? !isGuest && roleBlocks(me.workspace.role, 'admin') === null : true;

  return (
    <ShellDialogsContext.Provider value={dialogs}>
      <header className={`topbar${isGuest ? '' : ' has-workspace'}`}>
        <div className="topbar-inner">
          <Link to="/links" className="brand-link">
            <Brand />
          </Link>
          <button
            type="button"
            className="hamburger"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls="main-nav"
            onClick={() => setMenuOpen((o) => !o)}
          >
            <span />
            <span />
            <span />
          </button>
          <nav id="main-nav" className={`nav${menuOpen ? ' open' : ''}`} aria-label="Main">
            {/* A row of its own under the header on wide screens; the menu's first line on small ones. */}
            {!isGuest && (
              <div className="nav-workspace">
                <WorkspaceSwitcher />
              </div>
            )}
            <div className="nav-links">
              {NAV.filter((item) => shown(item.to)).map((item) => (
                <Link key={item.to} to={item.to} className="nav-link" activeProps={{ className: 'nav-link active' }}>
                  {item.label}
                </Link>
              ))}
              {isAdminUser(me) && (
                <Link to="/email-templates" className="nav-link" activeProps={{ className: 'nav-link active' }}>
                  Email Templates
                </Link>
              )}
              {isAdminUser(me) && (
                <Link to="/flagged" className="nav-link" activeProps={{ className: 'nav-link active' }}>
                  Flagged
                </Link>
              )}
            </div>
            <div className="nav-user">
              <button type="button" className="btn btn-ghost" onClick={dialogs.openUsage}>
                Usage
              </button>
              {isGuest && (
                <button type="button" className="btn btn-primary" onClick={dialogs.openRegister}>
                  Register
                </button>
              )}
              {me.email && (
                <span className="user-email" data-testid="user-email" title={me.email}>
                  {me.email}
                </span>
              )}
              <StatusBadge status={me.status} onUnverifiedClick={dialogs.openResend} />
              <button
                type="button"
                className="btn btn-ghost"
                onClick={isGuest ? () => setDialog('guest-logout') : signOut}
                disabled={logout.isPending}
              >
                Logout
              </button>
            </div>
          </nav>
        </div>
      </header>
      <main className="container">
        {notice && (
          <div className="alert alert-info check-inbox" role="status">
            <span>{notice}</span>
            <button type="button" aria-label="Dismiss" onClick={() => setWorkspaceNotice(null)}>
              ×
            </button>
          </div>
        )}
        <CheckInboxNotice unverified={me.status === 'unverified'} />
        <PendingCheckout />
        {children}
      </main>
      {dialog === 'register' && <RegisterDialog onClose={close} />}
      {dialog === 'usage' && <UsageDialog onClose={close} />}
      {dialog === 'resend' && <ResendVerificationDialog me={me} onClose={close} />}
      {dialog === 'guest-logout' && (
        <GuestLogoutDialog
          onRegister={dialogs.openRegister}
          onLogout={signOut}
          onClose={close}
          pending={logout.isPending}
        />
      )}
    </ShellDialogsContext.Provider>
  );
}
