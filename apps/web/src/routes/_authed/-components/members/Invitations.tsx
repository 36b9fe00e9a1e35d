import { INVITABLE_ROLES, MSG, type TInvitation } from '@kurz/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { FormActions } from '../../../../components/FormActions';
import { LabeledInput } from '../../../../components/LabeledInput';
import { Modal } from '../../../../components/Modal';
import { EmptyRow, ScrollTable } from '../../../../components/Table';
import { useMe } from '../../../../lib/auth/me';
import { formatDateTime } from '../../../../lib/dates';
import { isSeatsLimit, memberErrorText, type Handlers } from '../../../../lib/members';
import { useTRPC } from '../../../../lib/trpc';
import { workspaceName } from '../../../../lib/workspace';

type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** Email and role of a new member; the invitation link goes to that address. */
export function InviteDialog({
  onClose,
  onInvited,
  onSeatsFull,
}: {
  onClose: () => void;
  onInvited: () => void;
  onSeatsFull: () => void;
}) {
  const trpc = useTRPC();
  const me = useMe();
  const roleId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('member');
  const [problem, setProblem] = useState<string | null>(null);
  const invite = useMutation(trpc.workspace.invite.mutationOptions());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return setProblem('Please enter an email address');
    setProblem(null);
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: () => {
          onInvited();
          onClose();
        },
        onError: (error) => (isSeatsLimit(error) ? onSeatsFull() : setProblem(memberErrorText(error))),
      },
    );
  };

  return (
    <Modal title={`Invite to ${workspaceName(me.workspace)}`} onClose={onClose} busy={invite.isPending}>
      <form className="form" onSubmit={submit} noValidate>
        <LabeledInput label="Email" type="email" autoComplete="off" value={email} onChange={setEmail} />
        <div className="field">
          <label htmlFor={roleId}>Role</label>
          <select id={roleId} value={role} onChange={(e) => setRole(e.target.value as InvitableRole)}>
            {INVITABLE_ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <p className="fine-print">
          Viewers read links and statistics; members also create and edit links; admins also manage domains, API keys,
          webhooks and members.
        </p>
        {problem && <ErrorAlert>{problem}</ErrorAlert>}
        <FormActions
          onCancel={onClose}
          submitLabel="Send invitation"
          pendingLabel="Sending…"
          pending={invite.isPending}
        />
      </form>
    </Modal>
  );
}

/** The invitations not yet accepted, with resend and revoke (admins and owners see this). */
export function InvitationsSection({ handlers }: { handlers: Handlers }) {
  const trpc = useTRPC();
  const invitations = useQuery(trpc.workspace.invitations.queryOptions());
  const [sent, setSent] = useState<string | null>(null);
  const resend = useMutation(
    trpc.workspace.resendInvitation.mutationOptions({
      onSuccess: (invitation) => {
        handlers.onSuccess();
        setSent(`The invitation was sent to ${invitation.email} again.`);
      },
      onError: handlers.onError,
    }),
  );
  const revoke = useMutation(trpc.workspace.revokeInvitation.mutationOptions(handlers));

  return (
    <div className="card">
      <h2>Pending invitations</h2>
      {sent && (
        <p className="alert alert-success" role="status">
          {sent}
        </p>
      )}
      {invitations.isPending && <p className="muted">{MSG.loading}</p>}
      {invitations.isError && <ErrorAlert>{memberErrorText(invitations.error)}</ErrorAlert>}
      {invitations.data && (
        <ScrollTable
          aria-label="Pending invitations"
          data-testid="invitations-table"
          head={
            <>
              <th>Email</th>
              <th>Role</th>
              <th>Invited by</th>
              <th>Expires</th>
              <th>Actions</th>
            </>
          }
        >
          {invitations.data.results.length === 0 && <EmptyRow colSpan={5}>No pending invitations.</EmptyRow>}
          {invitations.data.results.map((inv: TInvitation) => (
            <tr key={inv.id} data-testid="invitation-row">
              <td>{inv.email}</td>
              <td>{inv.role}</td>
              <td>{inv.invited_by ?? '—'}</td>
              <td>{formatDateTime(inv.expires_at)}</td>
              <td className="actions-cell">
                <button
                  type="button"
                  className="btn btn-small"
                  disabled={resend.isPending}
                  onClick={() => {
                    setSent(null);
                    resend.mutate({ id: inv.id });
                  }}
                >
                  Resend
                </button>
                <button
                  type="button"
                  className="btn btn-small btn-danger"
                  disabled={revoke.isPending}
                  onClick={() =>
                    window.confirm(`Revoke the invitation to ${inv.email}?`) && revoke.mutate({ id: inv.id })
                  }
                >
                  Revoke
                </button>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </div>
  );
}
