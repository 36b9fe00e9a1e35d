import { WORKSPACE_NAME_MAX } from '@kurz/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { FormActions } from '../../../../components/FormActions';
import { LabeledInput } from '../../../../components/LabeledInput';
import { Modal } from '../../../../components/Modal';
import { useMe } from '../../../../lib/auth/me';
import { meQueryOptions } from '../../../../lib/queries';
import { useTRPC } from '../../../../lib/trpc';
import { workspaceName } from '../../../../lib/workspace';
import { goToWorkspace } from '../../../../lib/workspaceNav';

/** Leaving the workspace (anyone but in their own personal one), and the owner's rename and delete. */
export function WorkspaceSettings({
  personal,
  onlyOwner,
  onError,
}: {
  personal: boolean;
  /** The caller is the workspace's one owner: they may not leave it ownerless. */
  onlyOwner: boolean;
  onError: (error: unknown) => void;
}) {
  const me = useMe();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [name, setName] = useState(me.workspace.name);
  const [deleting, setDeleting] = useState(false);
  const toPersonal = () => void goToWorkspace(queryClient, router, null, '/links');
  const leave = useMutation(trpc.workspace.leave.mutationOptions({ onSuccess: toPersonal, onError }));
  const rename = useMutation(
    trpc.workspace.rename.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries(meQueryOptions(trpc));
        void queryClient.invalidateQueries(trpc.workspaces.list.pathFilter());
      },
      onError,
    }),
  );
  const owner = me.workspace.role === 'owner';

  const submitRename = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) rename.mutate({ name: name.trim() });
  };

  return (
    <>
      {!personal && (
        <div className="card">
          <h2>Leave workspace</h2>
          <p className="muted">
            {onlyOwner
              ? 'You are its only owner: make another member owner first, or delete the workspace below.'
              : 'You lose access to its links, domains and statistics until someone invites you again.'}
          </p>
          <button
            type="button"
            className="btn btn-danger"
            disabled={leave.isPending || onlyOwner}
            onClick={() => window.confirm(`Leave ${workspaceName(me.workspace)}?`) && leave.mutate({})}
          >
            Leave {workspaceName(me.workspace)}
          </button>
        </div>
      )}
      {owner && (
        <div className={personal ? 'card' : 'card danger-zone'} data-testid="danger-zone">
          {/* A personal workspace is only renamed: nothing dangerous in it. */}
          <h2>{personal ? 'Workspace name' : 'Danger zone'}</h2>
          <form className="form" onSubmit={submitRename} noValidate>
            <LabeledInput label="Workspace name" value={name} onChange={setName} maxLength={WORKSPACE_NAME_MAX} />
            <div className="form-actions">
              <button type="submit" className="btn" disabled={rename.isPending || !name.trim()}>
                {rename.isPending ? 'Renaming…' : 'Rename'}
              </button>
              {rename.isSuccess && <span role="status">Renamed.</span>}
            </div>
          </form>
          {!personal && (
            <>
              <p className="muted">
                Deleting the workspace deletes its links, domains, statistics and API keys for everyone.
              </p>
              <button type="button" className="btn btn-danger" onClick={() => setDeleting(true)}>
                Delete workspace
              </button>
            </>
          )}
        </div>
      )}
      {deleting && (
        <DeleteWorkspaceDialog
          name={me.workspace.name}
          onClose={() => setDeleting(false)}
          onDeleted={toPersonal}
          onError={(error) => {
            setDeleting(false);
            onError(error);
          }}
        />
      )}
    </>
  );
}

/** Deleting cannot be undone, so the owner types the workspace's name first. */
function DeleteWorkspaceDialog({
  name,
  onClose,
  onDeleted,
  onError,
}: {
  name: string;
  onClose: () => void;
  onDeleted: () => void;
  onError: (error: unknown) => void;
}) {
  const trpc = useTRPC();
  const [typed, setTyped] = useState('');
  const remove = useMutation(trpc.workspace.delete.mutationOptions({ onSuccess: onDeleted, onError }));
  return (
    <Modal title="Delete workspace?" onClose={onClose} busy={remove.isPending}>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (typed === name) remove.mutate({});
        }}
        noValidate
      >
        <p>
          Everything in <strong>{name}</strong> is deleted for all its members. This cannot be undone.
        </p>
        <LabeledInput label={`Type ${name} to confirm`} value={typed} onChange={setTyped} autoComplete="off" />
        <FormActions
          onCancel={onClose}
          submitLabel="Delete workspace"
          pendingLabel="Deleting…"
          pending={remove.isPending}
          disabled={typed !== name}
        />
      </form>
    </Modal>
  );
}
