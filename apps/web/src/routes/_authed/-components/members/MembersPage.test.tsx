import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ME, mockTrpc } from '../../../../test/msw';
import { renderPage } from '../../../../test/render';
import { ACME_ID, ACME_MEMBERS, meIn, PERSONAL_MEMBERS } from '../../../../test/workspaces';
import { FREE_LIMITS } from '../../links/-components/fixtures';
import { MembersPage } from './MembersPage';

const BOB = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
const MEMBERS = {
  results: [
    ...ACME_MEMBERS.results,
    { user_id: BOB, email: 'bob@acme.test', role: 'member', joined_at: 1764230400, last_active_at: null },
  ],
};
const INVITATION = {
  id: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
  email: 'cy@acme.test',
  role: 'viewer',
  invited_by: 'ann@acme.test',
  created_at: 1764230400,
  expires_at: 1764835200,
};
const LIMITS = {
  ...FREE_LIMITS,
  limits: { ...FREE_LIMITS.limits, seats: { current: 4, limit: 5, unlimited: false, remaining: 1 } },
};

function stubs(role: string, extra: Record<string, (input: unknown) => unknown> = {}) {
  return {
    'auth.me': () => meIn({ id: ACME_ID, name: 'Acme', role }, 'pro'),
    'user.limits': () => LIMITS,
    'workspace.members': () => MEMBERS,
    'workspace.invitations': () => ({ results: [INVITATION] }),
    'workspaces.list': () => ({ results: [] }),
    'plans.list': () => [],
    'billing.me': () => ({ configured: true, subscription: null, payments: [], me: { plan: 'pro' } }),
    ...extra,
  };
}

const rowOf = async (email: string) =>
  (await screen.findAllByTestId('member-row')).find((r) => r.textContent.includes(email))!;

afterEach(() => vi.restoreAllMocks());

describe('members page', () => {
  it('lists members with role, joining date and last activity ("never" when none), and the seats', async () => {
    mockTrpc(stubs('viewer'));
    renderPage(<MembersPage />);
    const rows = await screen.findAllByTestId('member-row');
    expect(rows.map((r) => r.querySelector('td')!.textContent)).toEqual([
      'ann@acme.test',
      'user@example.com (you)',
      'bob@acme.test',
    ]);
    const cells = (r: HTMLElement) => [...r.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells(rows[0]!).slice(1, 4)).toEqual(['owner', '27 Nov 2025', '27 Nov 2025, 12:00 UTC']);
    expect(cells(rows[2]!)[3]).toBe('never');
    expect((await screen.findByTestId('seats-usage')).textContent).toBe('Seats 4/5');
  });

  it('a viewer sees why they cannot invite or manage, no invitations, and may leave', async () => {
    const calls = mockTrpc(stubs('viewer', { 'workspace.leave': () => ({ ok: true }) }));
    renderPage(<MembersPage />);
    const invite = await screen.findByRole<HTMLButtonElement>('button', { name: 'Invite member' });
    expect(invite.disabled).toBe(true);
    expect(invite.title).toBe('Only admins can manage members');
    const bob = await rowOf('bob@acme.test');
    expect(within(bob).queryByRole('combobox')).toBeNull();
    const remove = within(bob).getByRole<HTMLButtonElement>('button', { name: 'Remove' });
    expect(remove.disabled).toBe(true);
    expect(remove.title).toBe('Only admins can manage members');
    expect(screen.queryByRole('heading', { name: 'Pending invitations' })).toBeNull();
    expect(screen.queryByTestId('danger-zone')).toBeNull();
    expect(calls.of('workspace.invitations')).toHaveLength(0);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Leave Acme' }));
    await waitFor(() => expect(calls.of('workspace.leave')).toEqual([{}]));
  });

  it('an admin invites by email and role; the pending invitation can be sent again or revoked', async () => {
    const calls = mockTrpc(
      stubs('admin', {
        'workspace.invite': (input) => ({ ...INVITATION, ...(input as object) }),
        'workspace.resendInvitation': () => INVITATION,
        'workspace.revokeInvitation': () => ({ ok: true }),
      }),
    );
    renderPage(<MembersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite to Acme' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'dee@acme.test');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(calls.of('workspace.invite')).toEqual([{ email: 'dee@acme.test', role: 'admin' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const invitation = await screen.findByTestId('invitation-row');
    expect(invitation.textContent).toContain('cy@acme.test');
    expect(invitation.textContent).toContain('ann@acme.test');
    await userEvent.click(within(invitation).getByRole('button', { name: 'Resend' }));
    expect((await screen.findByText('The invitation was sent to cy@acme.test again.')).getAttribute('role')).toBe(
      'status',
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.click(within(invitation).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(calls.of('workspace.revokeInvitation')).toEqual([{ id: INVITATION.id }]));
    expect(calls.of('workspace.resendInvitation')).toEqual([{ id: INVITATION.id }]);
  });

  it("an invitation over the plan's seats opens the upgrade dialog; a refusal is said in the dialog", async () => {
    let answer = fail('already_member', 409);
    mockTrpc(stubs('admin', { 'workspace.invite': () => answer() }));
    renderPage(<MembersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Invite member' }));
    let dialog = screen.getByRole('dialog', { name: 'Invite to Acme' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'bob@acme.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'That person is already a member of this workspace.',
    );
    answer = fail('seats_limit_reached', 403);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    dialog = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    expect(within(dialog).getByRole('alert').textContent).toBe("You have reached your plan's seat limit");
  });

  it('with every seat taken, says so up front, and Invite member opens the upgrade dialog instead of a form', async () => {
    const calls = mockTrpc(
      stubs('admin', {
        'user.limits': () => ({
          ...LIMITS,
          limits: { ...LIMITS.limits, seats: { current: 1, limit: 1, unlimited: false, remaining: 0 } },
        }),
      }),
    );
    renderPage(<MembersPage />);
    await waitFor(() =>
      expect(document.querySelector('.quota-note')?.textContent).toBe("Your plan's 1 seat is in use. Upgrade for more"),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    expect(within(dialog).getByRole('alert').textContent).toBe("You have reached your plan's seat limit");
    expect(screen.queryByRole('dialog', { name: 'Invite to Acme' })).toBeNull();
    expect(calls.of('workspace.invite')).toHaveLength(0);
  });

  it("the workspace's only owner is told how to leave it instead of being refused", async () => {
    const alone = { results: [{ ...MEMBERS.results[1]!, role: 'owner' }, MEMBERS.results[2]!] };
    const calls = mockTrpc(stubs('owner', { 'workspace.members': () => alone }));
    renderPage(<MembersPage />);
    const leave = await screen.findByRole<HTMLButtonElement>('button', { name: 'Leave Acme' });
    await waitFor(() => expect(leave.disabled).toBe(true));
    expect(
      screen.getByText('You are its only owner: make another member owner first, or delete the workspace below.'),
    ).toBeTruthy();
    expect(calls.of('workspace.leave')).toHaveLength(0);
  });

  it('an admin changes a role and removes a member; an owner row is not theirs to change', async () => {
    const calls = mockTrpc(
      stubs('admin', { 'workspace.setRole': () => ({ ok: true }), 'workspace.removeMember': () => ({ ok: true }) }),
    );
    renderPage(<MembersPage />);
    const bob = await rowOf('bob@acme.test');
    const select = within(bob).getByRole('combobox', { name: 'Role of bob@acme.test' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(['admin', 'member', 'viewer']);
    await userEvent.selectOptions(select, 'viewer');
    await waitFor(() => expect(calls.of('workspace.setRole')).toEqual([{ user_id: BOB, role: 'viewer' }]));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.click(within(bob).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.of('workspace.removeMember')).toEqual([{ user_id: BOB }]));

    const ann = await rowOf('ann@acme.test');
    expect(within(ann).queryByRole('combobox')).toBeNull();
    expect(within(ann).getByRole<HTMLButtonElement>('button', { name: 'Remove' }).title).toBe(
      'Only owners can change an owner',
    );
    expect(within(ann).queryByRole('button', { name: 'Transfer ownership' })).toBeNull();
  });

  it('shows a refusal such as last_owner where the page shows errors', async () => {
    mockTrpc(stubs('owner', { 'workspace.setRole': fail('last_owner', 409) }));
    renderPage(<MembersPage />);
    await userEvent.selectOptions(
      within(await rowOf('ann@acme.test')).getByRole('combobox', { name: 'Role of ann@acme.test' }),
      'admin',
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A workspace needs an owner: make someone else owner first.',
    );
  });

  it('an owner transfers ownership, renames, and deletes the workspace after typing its name', async () => {
    const calls = mockTrpc(
      stubs('owner', {
        'workspace.transferOwnership': () => ({ ok: true }),
        'workspace.rename': (input) => ({
          id: ACME_ID,
          personal: false,
          role: 'owner',
          plan: 'pro',
          members: 3,
          ...(input as object),
        }),
        'workspace.delete': () => ({ ok: true }),
      }),
    );
    const { router } = renderPage(<MembersPage />, { path: `/members?workspace=${ACME_ID}` });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.click(within(await rowOf('bob@acme.test')).getByRole('button', { name: 'Transfer ownership' }));
    await waitFor(() => expect(calls.of('workspace.transferOwnership')).toEqual([{ user_id: BOB }]));

    const zone = screen.getByTestId('danger-zone');
    const name = within(zone).getByLabelText('Workspace name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme GmbH');
    await userEvent.click(within(zone).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(calls.of('workspace.rename')).toEqual([{ name: 'Acme GmbH' }]));

    await userEvent.click(within(zone).getByRole('button', { name: 'Delete workspace' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete workspace?' });
    const confirmButton = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Delete workspace' });
    expect(confirmButton.disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Type Acme to confirm'), 'Acme');
    await userEvent.click(confirmButton);
    await waitFor(() => expect(calls.of('workspace.delete')).toEqual([{}]));
    // Back in the personal workspace: no header, no parameter.
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('workspace'));
  });

  it('in their own personal workspace the owner neither leaves nor deletes it, but may rename it and invite', async () => {
    mockTrpc({ ...stubs('owner'), 'auth.me': () => ME.verified, 'workspace.members': () => PERSONAL_MEMBERS });
    renderPage(<MembersPage />);
    await screen.findAllByTestId('member-row');
    expect(screen.queryByRole('button', { name: /^Leave/ })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Invite member' }).disabled).toBe(false);
    const zone = screen.getByTestId('danger-zone');
    expect(within(zone).getByRole('heading').textContent).toBe('Workspace name');
    expect(within(zone).getByRole('button', { name: 'Rename' })).toBeTruthy();
    expect(within(zone).queryByRole('button', { name: 'Delete workspace' })).toBeNull();
  });

  it("shared into someone's personal workspace: its person stays owner, and the others may leave", async () => {
    const owner = ACME_MEMBERS.results[0]!;
    mockTrpc({
      ...stubs('admin'),
      'auth.me': () => meIn({ id: owner.user_id, name: 'Personal', role: 'admin', owner_email: owner.email }),
      'workspace.members': () => ({ results: [owner, MEMBERS.results[2]!] }),
    });
    renderPage(<MembersPage />);
    const ann = await rowOf('ann@acme.test');
    expect(within(ann).getByRole<HTMLButtonElement>('button', { name: 'Remove' }).title).toBe(
      'This is their personal workspace: they stay its owner',
    );
    expect(within(await rowOf('bob@acme.test')).getByRole('combobox', { name: 'Role of bob@acme.test' })).toBeTruthy();
    // Named as the switcher names it: every personal workspace is called Personal.
    expect(screen.getByTestId('members-workspace').textContent).toBe('Personal of ann@acme.test');
    expect(screen.getByRole('button', { name: 'Leave Personal of ann@acme.test' })).toBeTruthy();
  });
});
