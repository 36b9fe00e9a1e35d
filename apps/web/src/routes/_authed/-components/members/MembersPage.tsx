import {
  formatQuota,
  INVITABLE_ROLES,
  MSG,
  quotaFull,
  WORKSPACE_ROLES,
  type TWorkspaceMember,
  type TWorkspaceRole,
} from '@kurz/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { QuotaNote } from '../../../../components/billing/QuotaNote';
import { EmptyRow, ScrollTable } from '../../../../components/Table';
import { UpgradeDialog } from '../../../../components/billing/UpgradeDialog';
import { useMe } from '../../../../lib/auth/me';
import { formatDate, formatDateTime } from '../../../../lib/dates';
import { isSeatsLimit, MEMBER_ERRORS, memberErrorText, type Handlers } from '../../../../lib/members';
import { limitsQueryOptions } from '../../../../lib/queries';
import { useTRPC } from '../../../../lib/trpc';
import { inOwnWorkspace, roleBlocks, workspaceName } from '../../../../lib/workspace';
import { InvitationsSection, InviteDialog } from './Invitations';
import { WorkspaceSettings } from './WorkspaceSettings';
import '../../../../styles/links.css';

const ONLY_ADMINS_MEMBERS = 'Only admins can manage members';
const PERSONS_OWN = 'This is their personal workspace: they stay its owner';

/** The current workspace's people: roles, activity, invitations, and what an owner may do to the workspace. */
export function MembersPage() {
  const me = useMe();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const members = useQuery(trpc.workspace.members.queryOptions());
  const limits = useQuery(limitsQueryOptions(trpc));
  const [inviting, setInviting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [upgrade, setUpgrade] = useState<string | null>(null);
  const role = me.workspace.role;
  const manageBlock = roleBlocks(role, 'admin', ONLY_ADMINS_MEMBERS);
  const personal = inOwnWorkspace(me);
  const seats = limits.data?.limits.seats;
  const seatsFull = quotaFull(seats);
  const seatsUpgrade = () => setUpgrade(MEMBER_ERRORS.seats_limit_reached!);
  // Leaving would leave the workspace without an owner: the server refuses it (last_owner).
  const owners = members.data?.results.filter((m) => m.role === 'owner') ?? [];
  const onlyOwner = owners.length === 1 && owners[0]!.user_id === me.id;

  /** Shows a refusal where the page shows its errors; a full plan opens the upgrade dialog instead. */
  const refused = (error: unknown) => {
    if (isSeatsLimit(error)) seatsUpgrade();
    else setProblem(memberErrorText(error));
  };
  const changed = () => {
    setProblem(null);
    void queryClient.invalidateQueries(trpc.workspace.pathFilter());
    void queryClient.invalidateQueries(trpc.user.limits.pathFilter());
    void queryClient.invalidateQueries(trpc.workspaces.list.pathFilter());
  };
  const handlers = { onSuccess: changed, onError: refused };

  return (
    <section className="page members-page">
      <div className="page-head">
        <div className="page-title">
          <h1>Members</h1>
          <span className="muted" data-testid="members-workspace">
            {workspaceName(me.workspace)}
          </span>
          {seats && (
            <span className="usage-pill" data-testid="seats-usage">
              Seats {formatQuota(seats)}
            </span>
          )}
        </div>
        <button
          type="button"
          className="btn btn-primary"
          disabled={manageBlock !== null}
          title={manageBlock ?? undefined}
          // As for links: with every seat taken, straight to the upgrade dialog rather than a form refused.
          onClick={() => (seatsFull ? seatsUpgrade() : setInviting(true))}
        >
          Invite member
        </button>
      </div>
      {seatsFull && manageBlock === null && (
        <QuotaNote quota={seats} kind={['seat', 'seats']} onUpgrade={seatsUpgrade} />
      )}

      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      {members.isPending && <div className="page-loading">{MSG.loading}</div>}
      {members.isError && <ErrorAlert>{memberErrorText(members.error)}</ErrorAlert>}
      {members.data && (
        <div className="card">
          <ScrollTable
            aria-label="Members"
            data-testid="members-table"
            head={
              <>
                <th>Email</th>
                <th>Role</th>
                <th>Joined</th>
                <th>Last active</th>
                <th>Actions</th>
              </>
            }
          >
            {members.data.results.length === 0 && <EmptyRow colSpan={5}>No members.</EmptyRow>}
            {members.data.results.map((m) => (
              <MemberRow key={m.user_id} member={m} handlers={handlers} personal={personal} />
            ))}
          </ScrollTable>
        </div>
      )}

      {manageBlock === null && <InvitationsSection handlers={handlers} />}
      <WorkspaceSettings personal={personal} onlyOwner={onlyOwner} onError={refused} />

      {inviting && (
        <InviteDialog
          onClose={() => setInviting(false)}
          onInvited={changed}
          onSeatsFull={() => {
            setInviting(false);
            seatsUpgrade();
          }}
        />
      )}
      {upgrade && <UpgradeDialog reason={upgrade} onClose={() => setUpgrade(null)} />}
    </section>
  );
}

function MemberRow({
  member,
  handlers,
  personal,
}: {
  member: TWorkspaceMember;
  handlers: Handlers;
  personal: boolean;
}) {
  const me = useMe();
  const trpc = useTRPC();
  const setRole = useMutation(trpc.workspace.setRole.mutationOptions(handlers));
  const remove = useMutation(trpc.workspace.removeMember.mutationOptions(handlers));
  const transfer = useMutation(trpc.workspace.transferOwnership.mutationOptions(handlers));
  const myRole = me.workspace.role;
  const self = member.user_id === me.id;
  // Admins manage the members below owner; owners manage everyone. Nobody changes themselves here, and
  // the person whose personal workspace this is (their id is its id) stays its owner.
  const why = self
    ? 'You cannot change your own role here'
    : member.user_id === me.workspace.id
      ? PERSONS_OWN
      : (roleBlocks(myRole, 'admin', ONLY_ADMINS_MEMBERS) ??
        (member.role === 'owner' && myRole !== 'owner' ? 'Only owners can change an owner' : null));
  const roles = myRole === 'owner' ? WORKSPACE_ROLES : INVITABLE_ROLES;
  const busy = setRole.isPending || remove.isPending || transfer.isPending;

  return (
    <tr data-testid="member-row">
      <td>
        {member.email ?? 'Guest'}
        {self && <span className="muted"> (you)</span>}
      </td>
      <td>
        {why === null ? (
          <select
            aria-label={`Role of ${member.email ?? 'member'}`}
            value={member.role}
            disabled={busy}
            onChange={(e) => setRole.mutate({ user_id: member.user_id, role: e.target.value as TWorkspaceRole })}
          >
            {roles.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        ) : (
          <span title={why}>{member.role}</span>
        )}
      </td>
      <td>{formatDate(member.joined_at)}</td>
      <td>{member.last_active_at === null ? 'never' : formatDateTime(member.last_active_at)}</td>
      <td className="actions-cell">
        {!self && (
          <button
            type="button"
            className="btn btn-small btn-danger"
            disabled={why !== null || busy}
            title={why ?? undefined}
            onClick={() =>
              window.confirm(`Remove ${member.email ?? 'this member'} from ${workspaceName(me.workspace)}?`) &&
              remove.mutate({ user_id: member.user_id })
            }
          >
            Remove
          </button>
        )}
        {!self && myRole === 'owner' && !personal && member.role !== 'owner' && (
          <button
            type="button"
            className="btn btn-small"
            disabled={busy}
            onClick={() =>
              window.confirm(
                `Make ${member.email ?? 'this member'} the owner of ${workspaceName(me.workspace)}? You stay a member with a lower role.`,
              ) && transfer.mutate({ user_id: member.user_id })
            }
          >
            Transfer ownership
          </button>
        )}
      </td>
    </tr>
  );
}
