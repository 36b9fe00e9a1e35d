import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setActiveWorkspace } from '../../lib/workspace';
import { fail, ME, mockTrpc } from '../../test/msw';
import { renderApp } from '../../test/render';
import { ACME_ID, workspaceStubs } from '../../test/workspaces';

const PREVIEW = {
  workspace: { id: ACME_ID, name: 'Acme', owner_email: null },
  email: 'user@example.com',
  role: 'member',
  invited_by: 'ann@acme.test',
  expires_at: 1764835200,
};

describe('invite page', () => {
  it('signed out: names the workspace, the inviter and the role, and signing in or up comes back here', async () => {
    mockTrpc({
      'auth.me': fail('unauthorized', 401),
      'meta.config': () => ({ login_url: null, system_domains: ['kurz.localhost'] }),
      'workspaces.invitation': () => PREVIEW,
    });
    renderApp('/invite/tok-1');
    expect((await screen.findByRole('heading', { name: 'Join Acme' })).textContent).toBe('Join Acme');
    const card = screen.getByRole('main');
    expect(card.textContent).toContain('ann@acme.test invited user@example.com to the workspace Acme as member.');
    expect(screen.queryByRole('banner')).toBeNull();
    const here = encodeURIComponent(`${window.location.origin}/invite/tok-1`);
    const signIn = screen.getByRole('link', { name: 'Sign in to join' });
    await waitFor(() => expect(signIn.getAttribute('href')).toBe(`/login?redirect=${here}`));
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      `/register?redirect=${here}`,
    );
  });

  it("names the owner of a person's own workspace (every one is called Personal)", async () => {
    mockTrpc({
      'auth.me': fail('unauthorized', 401),
      'meta.config': () => ({ login_url: null, system_domains: ['kurz.localhost'] }),
      'workspaces.invitation': () => ({
        ...PREVIEW,
        workspace: { id: ACME_ID, name: 'Personal', owner_email: 'ann@acme.test' },
      }),
    });
    renderApp('/invite/tok-1');
    expect(await screen.findByRole('heading', { name: 'Join Personal of ann@acme.test' })).toBeTruthy();
  });

  it('signed in: Join accepts, then opens the workspace on Links', async () => {
    const calls = mockTrpc({
      ...workspaceStubs(),
      'workspaces.invitation': () => PREVIEW,
      'workspaces.accept': () => ({
        id: ACME_ID,
        name: 'Acme',
        personal: false,
        owner_email: null,
        role: 'member',
        plan: 'pro',
        members: 3,
      }),
      'links.list': () => ({ results: [], next_cursor: null }),
      'domains.list': () => [],
    });
    const { router } = renderApp('/invite/tok-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Join Acme' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/links'));
    expect(calls.of('workspaces.accept')).toEqual([{ token: 'tok-1' }]);
    expect(router.state.location.search).toMatchObject({ workspace: ACME_ID });
    expect(localStorage.getItem('kurz.workspace')).toBe(ACME_ID);
    await waitFor(() => expect(calls.of('links.list').length).toBeGreaterThan(0));
    expect(calls.list.filter((c) => c.path === 'links.list').every((c) => c.workspace === ACME_ID)).toBe(true);
  });

  it('a browser still keeping a workspace the account left: signed in all the same, ready to join', async () => {
    setActiveWorkspace('cccccccc-cccc-4ccc-8ccc-cccccccccccc');
    mockTrpc({ ...workspaceStubs(), 'workspaces.invitation': () => PREVIEW });
    renderApp('/invite/tok-1');
    expect(await screen.findByRole('button', { name: 'Join Acme' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in to join' })).toBeNull();
    expect(localStorage.getItem('kurz.workspace')).toBeNull();
  });

  it('an invitation that is gone says so', async () => {
    mockTrpc({ 'auth.me': () => ME.verified, 'workspaces.invitation': fail('invitation_not_found', 404) });
    renderApp('/invite/old');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation is no longer valid. Ask whoever invited you to send a new one.',
    );
  });

  it('signed in with another address: says which address was invited', async () => {
    mockTrpc({
      'auth.me': () => ({ ...ME.admin }),
      'meta.config': () => ({ login_url: null, system_domains: ['kurz.localhost'] }),
      'workspaces.invitation': () => PREVIEW,
      'workspaces.accept': fail('invitation_email_mismatch', 403),
    });
    renderApp('/invite/tok-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Join Acme' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation was sent to user@example.com, but you are signed in as admin@example.com. Sign in with user@example.com to join.',
    );
  });
});
