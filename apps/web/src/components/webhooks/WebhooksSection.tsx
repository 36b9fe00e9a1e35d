import {
  WEBHOOK_EVENTS,
  type TWebhookCreated,
  type TWebhookEndpoint,
  type TWebhookEvent,
  type TWorkspaceRole,
} from '@kurz/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorText, useTRPC } from '../../lib/trpc';
import { roleBlocks } from '../../lib/workspace';
import { useCopied } from '../../lib/clipboard';
import { formatDateTime, formatDateTimeSeconds } from '../../lib/dates';
import { ErrorAlert } from '../ErrorAlert';
import { LabeledInput } from '../LabeledInput';
import { EmptyRow, ScrollTable } from '../Table';

const EVENT_LABELS: Record<TWebhookEvent, string> = {
  'link.created': 'Link created',
  'link.updated': 'Link updated or renamed',
  'link.deleted': 'Link deleted',
  'link.clicked': 'Link clicked (batched)',
  'conversion.created': 'Conversion',
};

const SERVER_MESSAGES: Record<string, string> = {
  invalid_url: 'The URL must start with https://',
  private_address: 'The URL points to a private address',
  webhooks_limit_reached: 'You have reached the limit of 5 webhook endpoints',
  email_not_verified: 'Verify your email address to add webhooks.',
  invalid_input: 'Enter a URL and choose at least one event',
  rate_limited: 'Too many requests, please try again later',
};
const TEXTS = { network: 'Could not reach the server. Please try again.', other: 'Failed' };

/**
 * The profile's Webhooks section: create (secret shown once), list, delete, re-enable, test, delivery log.
 * Only a verified account adds endpoints; an unverified one is told to verify first.
 */
export function WebhooksSection({ status, role }: { status: string; role: TWorkspaceRole }) {
  const roleBlock = roleBlocks(role, 'admin', 'Only admins can manage webhooks');
  if (roleBlock)
    return (
      <div className="card" id="webhooks" data-testid="webhooks">
        <h2>Webhooks</h2>
        <p className="muted">{roleBlock}.</p>
      </div>
    );
  return <ManageWebhooks status={status} />;
}

function ManageWebhooks({ status }: { status: string }) {
  const verified = status === 'verified' || status === 'admin';
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.webhooks.list.queryOptions());
  const [created, setCreated] = useState<TWebhookCreated | null>(null);
  const [openLog, setOpenLog] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.webhooks.list.queryKey() });
  const remove = useMutation(trpc.webhooks.delete.mutationOptions({ onSuccess: refresh }));
  const enable = useMutation(trpc.webhooks.enable.mutationOptions({ onSuccess: refresh }));
  const endpoints = list.data?.results ?? [];

  return (
    <div className="card" id="webhooks" data-testid="webhooks">
      <h2>Webhooks</h2>
      <p className="muted">
        kurz POSTs signed JSON to your endpoints when links are created or clicked and when conversions arrive. See the
        API documentation for payloads and how to check the Kurz-Signature header.
      </p>
      {created && <SecretOnce created={created} onDone={() => setCreated(null)} />}
      {verified ? (
        <CreateForm
          onCreated={(c) => {
            setCreated(c);
            void refresh();
          }}
        />
      ) : (
        <p className="muted">{SERVER_MESSAGES.email_not_verified}</p>
      )}
      {list.isError && <ErrorAlert>Failed to load your webhooks</ErrorAlert>}
      {(remove.isError || enable.isError) && (
        <ErrorAlert>{errorText(remove.error ?? enable.error, SERVER_MESSAGES, TEXTS)}</ErrorAlert>
      )}
      <ScrollTable
        head={
          <>
            <th>URL</th>
            <th>Events</th>
            <th>Status</th>
            <th>Created</th>
            <th />
          </>
        }
        data-testid="webhook-list"
      >
        {endpoints.length === 0 && (
          <EmptyRow colSpan={5}>{list.isPending ? 'Loading...' : 'No webhook endpoints yet'}</EmptyRow>
        )}
        {endpoints.map((e) => (
          <EndpointRow
            key={e.id}
            endpoint={e}
            logOpen={openLog === e.id}
            onToggleLog={() => setOpenLog(openLog === e.id ? null : e.id)}
            onDelete={() => window.confirm(`Delete the webhook endpoint ${e.url}?`) && remove.mutate({ id: e.id })}
            onEnable={() => enable.mutate({ id: e.id })}
          />
        ))}
      </ScrollTable>
      {openLog && <DeliveryLog id={openLog} />}
    </div>
  );
}

function CreateForm({ onCreated }: { onCreated: (c: TWebhookCreated) => void }) {
  const trpc = useTRPC();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<TWebhookEvent[]>(['link.created']);
  const create = useMutation(trpc.webhooks.create.mutationOptions());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ url, events }, { onSuccess: (c) => (setUrl(''), onCreated(c)) });
  };
  const toggle = (ev: TWebhookEvent) =>
    setEvents((now) => (now.includes(ev) ? now.filter((x) => x !== ev) : [...now, ev]));
  return (
    <form className="form" onSubmit={submit} noValidate aria-label="New webhook endpoint">
      <LabeledInput
        label="Endpoint URL"
        type="url"
        name="webhook_url"
        placeholder="https://example.com/kurz-events"
        value={url}
        onChange={setUrl}
      />
      <fieldset className="field">
        <legend>Events</legend>
        {WEBHOOK_EVENTS.map((ev) => (
          <label key={ev} className="check">
            <input type="checkbox" checked={events.includes(ev)} onChange={() => toggle(ev)} /> {EVENT_LABELS[ev]}
          </label>
        ))}
      </fieldset>
      {create.isError && <ErrorAlert>{errorText(create.error, SERVER_MESSAGES, TEXTS)}</ErrorAlert>}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={create.isPending || !url.trim() || events.length === 0}
      >
        Add endpoint
      </button>
    </form>
  );
}

function SecretOnce({ created, onDone }: { created: TWebhookCreated; onDone: () => void }) {
  const { copied, copy } = useCopied();
  return (
    <div className="alert alert-info" role="status" data-testid="webhook-secret">
      <p>Signing secret for {created.url}. Copy it now: it is not shown again.</p>
      <code className="code">{created.secret}</code>{' '}
      <button type="button" className="btn btn-small" onClick={() => void copy(created.secret)}>
        {copied ? 'Copied' : 'Copy'}
      </button>{' '}
      <button type="button" className="btn btn-small btn-ghost" onClick={onDone}>
        Done
      </button>
    </div>
  );
}

interface RowProps {
  endpoint: TWebhookEndpoint;
  logOpen: boolean;
  onToggleLog: () => void;
  onDelete: () => void;
  onEnable: () => void;
}

function EndpointRow({ endpoint: e, logOpen, onToggleLog, onDelete, onEnable }: RowProps) {
  return (
    <tr>
      <td className="code">{e.url}</td>
      <td>{e.events.map((ev) => EVENT_LABELS[ev]).join(', ')}</td>
      <td>{e.enabled ? 'Enabled' : `Disabled ${e.disabled_at ? `since ${formatDateTime(e.disabled_at)}` : ''}`}</td>
      <td>{formatDateTime(e.created_at)}</td>
      <td className="actions nowrap">
        <button type="button" className="btn btn-small" onClick={onToggleLog} aria-expanded={logOpen}>
          {logOpen ? 'Hide log' : 'Delivery log'}
        </button>{' '}
        {!e.enabled && (
          <button type="button" className="btn btn-small btn-primary" onClick={onEnable}>
            Re-enable
          </button>
        )}{' '}
        <button type="button" className="btn btn-small btn-ghost" onClick={onDelete}>
          Delete
        </button>
      </td>
    </tr>
  );
}

function DeliveryLog({ id }: { id: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // While open, the log follows deliveries as they are made and retried.
  const log = useQuery({ ...trpc.webhooks.deliveries.queryOptions({ id }), refetchInterval: 5_000 });
  const test = useMutation(
    trpc.webhooks.test.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.webhooks.deliveries.queryKey({ id }) }),
    }),
  );
  const rows = log.data?.results ?? [];
  return (
    <div data-testid="webhook-log">
      <div className="card-head">
        <h3>Delivery log (last 50)</h3>
        <button type="button" className="btn btn-small" disabled={test.isPending} onClick={() => test.mutate({ id })}>
          Send test event
        </button>
      </div>
      {test.isSuccess && (
        <p className="alert alert-success" role="status">
          Test event queued
        </p>
      )}
      {test.isError && <ErrorAlert>{errorText(test.error, SERVER_MESSAGES, TEXTS)}</ErrorAlert>}
      {log.isError && <ErrorAlert>Failed to load the delivery log</ErrorAlert>}
      <ScrollTable
        head={
          <>
            <th>Event</th>
            <th>Status</th>
            <th className="num">Code</th>
            <th className="num">Attempts</th>
            <th>Time</th>
            <th>Error</th>
          </>
        }
      >
        {rows.length === 0 && <EmptyRow colSpan={6}>{log.isPending ? 'Loading...' : 'No deliveries yet'}</EmptyRow>}
        {rows.map((d) => (
          <tr key={d.id}>
            <td>{d.event}</td>
            <td>{d.status}</td>
            <td className="num">{d.status_code ?? '-'}</td>
            <td className="num">{d.attempts}</td>
            <td>{formatDateTimeSeconds(d.attempted_at ?? d.created_at)}</td>
            <td>{d.error ?? ''}</td>
          </tr>
        ))}
      </ScrollTable>
    </div>
  );
}
