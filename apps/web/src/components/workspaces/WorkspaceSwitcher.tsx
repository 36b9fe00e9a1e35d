import { MSG, WORKSPACE_NAME_MAX, type TWorkspaceItem } from '@kurz/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useMe } from '../../lib/auth/me';
import { errorText, useTRPC } from '../../lib/trpc';
import { workspaceName } from '../../lib/workspace';
import { goToWorkspace } from '../../lib/workspaceNav';
import { ErrorAlert } from '../ErrorAlert';
import { FormActions } from '../FormActions';
import { LabeledInput } from '../LabeledInput';
import { Modal } from '../Modal';

const CREATE_ERRORS: Record<string, string> = {
  email_not_verified: 'Verify your email address first to create a workspace.',
  guest_not_allowed: 'Register first to create a workspace.',
  invalid_input: `A name of 1 to ${WORKSPACE_NAME_MAX} characters, please.`,
  rate_limited: 'Too many new workspaces at once. Try again in a minute.',
};
const OTHER = { network: MSG.register.network, other: 'The workspace could not be created.' };

/** The header's workspace choice: the current one with the caller's role, the others to switch to, a new one. */
export function WorkspaceSwitcher() {
  const me = useMe();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const selectId = useId();
  const [creating, setCreating] = useState(false);
  const list = useQuery(trpc.workspaces.list.queryOptions());
  // A guest has one workspace and nothing to switch to.

  const items = list.data?.results ?? [];
  const current = me.workspace;
  const listed = items.some((w) => w.id === current.id);
  const switchTo = (item: Pick<TWorkspaceItem, 'id' | 'personal'>) =>
    void goToWorkspace(queryClient, router, item.personal ? null : item.id);

  return (
    <div className="workspace-switcher">
      <label htmlFor={selectId} className="workspace-label">
        Workspace
      </label>
      <select
        id={selectId}
        value={current.id}
        data-testid="workspace-select"
        onChange={(e) => {
          const item = items.find((w) => w.id === e.target.value);
          if (item) switchTo(item);
        }}
      >
        {!listed && <option value={current.id}>{label(workspaceName(current), current.role)}</option>}
        {items.map((w) => (
          <option key={w.id} value={w.id}>
            {label(workspaceName(w), w.role)}
          </option>
        ))}
      </select>
      <button type="button" className="btn btn-ghost btn-small" onClick={() => setCreating(true)}>
        Create workspace
      </button>
      {creating && <CreateWorkspaceDialog onClose={() => setCreating(false)} onCreated={switchTo} />}
    </div>
  );
}

const label = (name: string, role: string) => `${name} (${role})`;

function CreateWorkspaceDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (item: TWorkspaceItem) => void;
}) {
  const trpc = useTRPC();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation(trpc.workspaces.create.mutationOptions());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setProblem('Please enter a name');
    setProblem(null);
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: (item) => {
          onClose();
          onCreated(item);
        },
        onError: (error) => setProblem(errorText(error, CREATE_ERRORS, OTHER)),
      },
    );
  };

  return (
    <Modal title="Create workspace" onClose={onClose} busy={create.isPending}>
      <form className="form" onSubmit={submit} noValidate>
        <p className="muted">A workspace has its own links, domains, plan and members. You are its owner.</p>
        <LabeledInput label="Name" value={name} onChange={setName} maxLength={WORKSPACE_NAME_MAX} />
        {problem && <ErrorAlert>{problem}</ErrorAlert>}
        <FormActions
          onCancel={onClose}
          submitLabel="Create workspace"
          pendingLabel="Creating…"
          pending={create.isPending}
        />
      </form>
    </Modal>
  );
}
