import {
  API_KEY_NAME_MAX,
  MSG,
  type TApiKey,
  type TApiKeyScope,
  type TCreatedApiKey,
  type TWorkspaceRole,
} from '@kurz/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../ErrorAlert';
import { LabeledInput } from '../LabeledInput';
import { EmptyRow, ScrollTable } from '../Table';
import { useCopied } from '../../lib/clipboard';
import { formatDate } from '../../lib/dates';
import { errorCode, useTRPC } from '../../lib/trpc';
import { roleBlocks } from '../../lib/workspace';

export const KEY_MESSAGES = {
  nameRequired: 'Please enter a name for the key.',
  expiryPast: 'The expiry date must be in the future.',
  shownOnce: 'Copy this key now: it will not be shown again.',
  confirmRevoke: (name: string) => `Revoke the API key "${name}"? Scripts using it will stop working at once.`,
  create: {
    api_keys_limit_reached: 'You have reached the maximum number of API keys. Revoke one first.',
    email_not_verified: 'Verify your email address to create API keys.',
    guest_not_allowed: 'Register to create API keys.',
    rate_limited: MSG.rateLimited,
    invalid_input: 'Check the name and the expiry date.',
    other: 'Failed to create the key. Please try again.',
  } as Record<string, string>,
  revokeFailed: 'Failed to revoke the key. Please try again.',
  loadFailed: 'Failed to load your API keys.',
};

/** The last second (UTC) of the chosen day, in epoch seconds: a key "expiring on" a date works through it. */
export function expiryOf(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  return Math.floor(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59) / 1000);
}

/**
 * Profile's API keys: create (name, scope, optional expiry), the secret shown once, the list, revoke.
 * Only a verified account manages keys; others are told what to do first.
 */
export function ApiKeysSection({ status, role }: { status: string; role: TWorkspaceRole }) {
  const allowed = status === 'verified' || status === 'admin';
  const roleBlock = roleBlocks(role, 'admin', 'Only admins can manage API keys');
  return (
    <div className="card" data-testid="api-keys">
      <h2>API keys</h2>
      <p className="muted">
        Scripts call the REST API with a key in the <code>Authorization: Bearer</code> header. A read key can only read;
        a write key can also create, edit and delete. <a href="/api/docs">API reference</a>
      </p>
      {roleBlock ? (
        <p className="muted">{roleBlock}.</p>
      ) : allowed ? (
        <ManageKeys />
      ) : (
        <p className="muted">
          {status === 'guest' ? KEY_MESSAGES.create.guest_not_allowed : KEY_MESSAGES.create.email_not_verified}
        </p>
      )}
    </div>
  );
}

function ManageKeys() {
  const [created, setCreated] = useState<TCreatedApiKey | null>(null);
  return (
    <>
      {created ? (
        <NewKey created={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateKeyForm onCreated={setCreated} />
      )}
      <KeysList />
    </>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (key: TCreatedApiKey) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TApiKeyScope>('read');
  const [expires, setExpires] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation(trpc.keys.create.mutationOptions());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setProblem(KEY_MESSAGES.nameRequired);
    const expiresAt = expires ? expiryOf(expires) : null;
    if (expires && (!expiresAt || expiresAt * 1000 <= Date.now())) return setProblem(KEY_MESSAGES.expiryPast);
    setProblem(null);
    create.mutate(
      { name: name.trim(), scope, expires_at: expiresAt },
      {
        onSuccess: (key) => {
          setName('');
          setExpires('');
          void queryClient.invalidateQueries({ queryKey: trpc.keys.list.queryKey() });
          onCreated(key);
        },
        onError: (error) => setProblem(KEY_MESSAGES.create[errorCode(error) ?? ''] ?? KEY_MESSAGES.create.other!),
      },
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Create an API key">
      <LabeledInput label="Key name" name="key_name" maxLength={API_KEY_NAME_MAX} value={name} onChange={setName} />
      <label>
        Scope
        <select name="key_scope" value={scope} onChange={(e) => setScope(e.target.value as TApiKeyScope)}>
          <option value="read">read: list links and statistics</option>
          <option value="write">write: also create, edit and delete</option>
        </select>
      </label>
      <LabeledInput
        label="Expires on (optional)"
        type="date"
        name="key_expires"
        value={expires}
        onChange={setExpires}
      />
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create key'}
        </button>
      </div>
    </form>
  );
}

function NewKey({ created, onDone }: { created: TCreatedApiKey; onDone: () => void }) {
  const { copied, copy } = useCopied();
  return (
    <div className="alert alert-success" role="status">
      <p>
        Key <strong>{created.name}</strong> ({created.scope}) created. {KEY_MESSAGES.shownOnce}
      </p>
      <p>
        <code data-testid="new-api-key">{created.key}</code>
      </p>
      <div className="form-actions">
        <button type="button" className="btn" onClick={() => void copy(created.key)}>
          {copied ? 'Copied!' : 'Copy key'}
        </button>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}

function KeysList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const keys = useQuery(trpc.keys.list.queryOptions());
  const revoke = useMutation(trpc.keys.revoke.mutationOptions());
  const onRevoke = (key: TApiKey) => {
    if (!window.confirm(KEY_MESSAGES.confirmRevoke(key.name))) return;
    revoke.mutate(
      { id: key.id },
      { onSettled: () => void queryClient.invalidateQueries({ queryKey: trpc.keys.list.queryKey() }) },
    );
  };

  if (keys.isPending) return <p className="muted">{MSG.loading}</p>;
  if (keys.isError) return <ErrorAlert>{KEY_MESSAGES.loadFailed}</ErrorAlert>;
  return (
    <>
      {revoke.isError && <ErrorAlert>{KEY_MESSAGES.revokeFailed}</ErrorAlert>}
      <ScrollTable
        data-testid="api-keys-list"
        head={
          <>
            <th>Name</th>
            <th>Scope</th>
            <th>Key</th>
            <th>Created</th>
            <th>Last used</th>
            <th>Expires</th>
            <th aria-label="Actions" />
          </>
        }
      >
        {keys.data.results.length === 0 && <EmptyRow colSpan={7}>No API keys yet.</EmptyRow>}
        {keys.data.results.map((key) => (
          <tr key={key.id}>
            <td>{key.name}</td>
            <td>{key.scope}</td>
            <td>
              <code>{key.prefix}…</code>
            </td>
            <td>{formatDate(key.created_at)}</td>
            <td>{key.last_used_at ? formatDate(key.last_used_at) : 'Never'}</td>
            <td>{key.expires_at ? formatDate(key.expires_at) : 'Never'}</td>
            <td>
              <button
                type="button"
                className="btn btn-danger-ghost btn-small"
                disabled={revoke.isPending}
                onClick={() => onRevoke(key)}
              >
                Revoke
              </button>
            </td>
          </tr>
        ))}
      </ScrollTable>
    </>
  );
}
