import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NO_LONGER_MEMBER, setActiveWorkspace } from '../../lib/workspace';
import { fail, ME, mockTrpc } from '../../test/msw';
import { renderApp } from '../../test/render';
import { ACME_ID, PERSONAL_ITEM, workspaceStubs } from '../../test/workspaces';

const memberEmails = async () => {
  const table = await screen.findByTestId('members-table');
  return within(table)
    .getAllByTestId('member-row')
    .map((row) => row.querySelector('td')!.textContent);
};

describe('workspace switcher', () => {
  it('shows the current workspace and role, and switching moves every call, the address and the kept choice', async () => {
    const calls = mockTrpc(workspaceStubs());
    const { router } = renderApp('/members');
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Workspace' });
    expect(select.selectedOptions[0]!.textContent).toBe('Personal (owner)');
    await waitFor(() =>
      expect([...select.options].map((o) => o.textContent)).toEqual(['Personal (owner)', 'Acme (admin)']),
    );
    expect(await memberEmails()).toEqual(['user@example.com (you)']);

    const before = calls.list.length;
    await userEvent.selectOptions(select, 'Acme (admin)');

    await waitFor(async () => expect(await memberEmails()).toEqual(['ann@acme.test', 'user@example.com (you)']));
    expect(router.state.location.search).toMatchObject({ workspace: ACME_ID });
    expect(localStorage.getItem('kurz.workspace')).toBe(ACME_ID);
    const after = calls.list.slice(before);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((c) => c.workspace === ACME_ID)).toBe(true);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Workspace' }).selectedOptions[0]!.textContent).toBe(
      'Acme (admin)',
    );

    // And back: the personal workspace sends no header and leaves the address without the parameter.
    const mark = calls.list.length;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Workspace' }), 'Personal (owner)');
    await waitFor(async () => expect(await memberEmails()).toEqual(['user@example.com (you)']));
    expect(router.state.location.search).not.toHaveProperty('workspace');
    expect(localStorage.getItem('kurz.workspace')).toBeNull();
    expect(calls.list.slice(mark).every((c) => c.workspace === null)).toBe(true);
  });

  it('an address naming a workspace opens in it, and the parameter stays from page to page', async () => {
    const calls = mockTrpc(workspaceStubs());
    const { router } = renderApp(`/members?workspace=${ACME_ID}`);
    expect(await memberEmails()).toEqual(['ann@acme.test', 'user@example.com (you)']);
    expect(calls.of('auth.session').length + calls.of('auth.me').length).toBeGreaterThan(0);
    expect(calls.list.every((c) => c.workspace === ACME_ID)).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toMatchObject({ workspace: ACME_ID });
    // The page says whose keys, plan and webhooks it shows.
    expect((await screen.findByTestId('profile-scope')).textContent).toContain('the workspace Acme');
  });

  it('the kept choice is put in the address when a page is opened without it', async () => {
    setActiveWorkspace(ACME_ID);
    mockTrpc(workspaceStubs());
    const { router } = renderApp('/members');
    expect(await memberEmails()).toEqual(['ann@acme.test', 'user@example.com (you)']);
    expect(router.state.location.search).toMatchObject({ workspace: ACME_ID });
  });

  it('a kept workspace the account is no member of any more: back to the personal one, and the user is told', async () => {
    setActiveWorkspace('cccccccc-cccc-4ccc-8ccc-cccccccccccc');
    const calls = mockTrpc(workspaceStubs());
    const { router } = renderApp('/members');
    expect((await screen.findByRole('status')).textContent).toContain(NO_LONGER_MEMBER);
    expect(await memberEmails()).toEqual(['user@example.com (you)']);
    expect(localStorage.getItem('kurz.workspace')).toBeNull();
    expect(router.state.location.search).not.toHaveProperty('workspace');
    expect(calls.list.at(-1)!.workspace).toBeNull();
  });

  it('removed while in the workspace (a call answers not_a_member): personal workspace, and the user is told', async () => {
    const stubs = workspaceStubs();
    mockTrpc({
      ...stubs,
      'links.list': () => ({ results: [], next_cursor: null }),
      'domains.list': () => [],
      'workspace.members': (input: unknown, request: { workspace: string | null }) =>
        request.workspace === ACME_ID ? fail('not_a_member', 403)() : stubs['workspace.members'](input, request),
    });
    const { router } = renderApp(`/members?workspace=${ACME_ID}`);
    expect((await screen.findByRole('status')).textContent).toContain(NO_LONGER_MEMBER);
    await waitFor(() => expect(router.state.location.pathname).toBe('/links'));
    expect(router.state.location.search).not.toHaveProperty('workspace');
    expect(localStorage.getItem('kurz.workspace')).toBeNull();
  });

  it("names the owner of another person's Personal workspace beside its name", async () => {
    const ALICE = { id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee', name: 'Personal', role: 'member' };
    mockTrpc({
      ...workspaceStubs({ [ALICE.id]: ALICE }),
      'workspaces.list': () => ({
        results: [
          PERSONAL_ITEM,
          { ...ALICE, personal: false, owner_email: 'alice@example.com', plan: 'pro', members: 2 },
        ],
      }),
    });
    renderApp('/members');
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Workspace' });
    await waitFor(() =>
      expect([...select.options].map((o) => o.textContent)).toEqual([
        'Personal (owner)',
        'Personal of alice@example.com (member)',
      ]),
    );
  });

  it('creates a workspace in a dialog and switches to it', async () => {
    const BETA = { id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', name: 'Beta', role: 'owner' };
    const calls = mockTrpc({
      ...workspaceStubs({ [BETA.id]: BETA }),
      'workspaces.create': (input) => ({
        ...BETA,
        personal: false,
        owner_email: null,
        plan: 'free',
        members: 1,
        ...(input as object),
      }),
    });
    const { router } = renderApp('/members');
    await userEvent.click(await screen.findByRole('button', { name: 'Create workspace' }));
    const dialog = screen.getByRole('dialog', { name: 'Create workspace' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create workspace' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please enter a name');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Beta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create workspace' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ workspace: BETA.id }));
    expect(calls.of('workspaces.create')).toEqual([{ name: 'Beta' }]);
    expect(await screen.findByTestId('members-workspace')).toHaveProperty('textContent', 'Beta');
  });

  it('says why creating failed', async () => {
    mockTrpc({ ...workspaceStubs(), 'workspaces.create': fail('email_not_verified', 403) });
    renderApp('/members');
    await userEvent.click(await screen.findByRole('button', { name: 'Create workspace' }));
    const dialog = screen.getByRole('dialog', { name: 'Create workspace' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Beta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create workspace' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Verify your email address first to create a workspace.',
    );
  });

  it('is not there for a guest (one workspace), nor is Members', async () => {
    mockTrpc({
      ...workspaceStubs(),
      'auth.me': () => ME.guest,
      'links.list': () => ({ results: [], next_cursor: null }),
      'domains.list': () => [],
    });
    renderApp('/links');
    await screen.findByRole('button', { name: 'Logout' });
    expect(screen.queryByRole('combobox', { name: 'Workspace' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create workspace' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Members' })).toBeNull();
  });

  it('works from the menu on small screens: the switcher sits in the collapsible nav', async () => {
    mockTrpc(workspaceStubs());
    renderApp('/members');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('combobox', { name: 'Workspace' })).toBeTruthy();
  });
});
