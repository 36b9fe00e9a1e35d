import { AUDIT_ACTIONS, MSG, type TAuditAction, type TAuditEvent } from '@kurz/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { EmptyRow, LoadMore, ScrollTable } from '../../../components/Table';
import { useMe } from '../../../lib/auth/me';
import { AUDIT_PHRASES, auditDetails, auditPhrase, auditWho } from '../../../lib/audit';
import { formatLocalDateTime } from '../../../lib/dates';
import { errorCode, errorText, useTRPC, useTRPCClient } from '../../../lib/trpc';
import { roleBlocks, workspaceName } from '../../../lib/workspace';
import '../../../styles/links.css';

const AUDIT_ADMINS_ONLY = 'Only admins and owners can read the audit log.';
const ALL = '';
const LOAD_FAILED = { network: MSG.register.network, other: 'The audit log could not be loaded.' };

/** What was done in the current workspace, by whom and when; admins and owners only. */
export function AuditPage() {
  const me = useMe();
  return (
    <section className="page audit-page">
      <div className="page-head">
        <div className="page-title">
          <h1>Audit log</h1>
          <span className="muted">{workspaceName(me.workspace)}</span>
        </div>
      </div>
      {roleBlocks(me.workspace.role, 'admin') ? <AdminsOnly /> : <AuditLog />}
    </section>
  );
}

function AdminsOnly() {
  return (
    <div className="card">
      <p role="alert">{AUDIT_ADMINS_ONLY}</p>
    </div>
  );
}

function AuditLog() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const [action, setAction] = useState<TAuditAction | typeof ALL>(ALL);
  const input = action === ALL ? {} : { action };
  // Paged by hand: the call's input is strict, and tRPC's own infinite queries add a `direction` to it.
  const pages = useInfiniteQuery({
    queryKey: trpc.audit.list.infiniteQueryKey(input),
    queryFn: ({ pageParam }) => client.audit.list.query(pageParam ? { ...input, cursor: pageParam } : input),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    placeholderData: keepPreviousData,
  });
  const events = pages.data?.pages.flatMap((p) => p.results);

  // The role changed since the page was opened: say so, as for a viewer.
  if (pages.isError && errorCode(pages.error) === 'role_not_allowed') return <AdminsOnly />;

  return (
    <div className="card">
      <label className="audit-filter">
        Action{' '}
        <select value={action} onChange={(e) => setAction(e.target.value as TAuditAction | typeof ALL)}>
          <option value={ALL}>All actions</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {AUDIT_PHRASES[a]}
            </option>
          ))}
        </select>
      </label>
      {pages.isPending && <p className="muted">{MSG.loading}</p>}
      {pages.isError && <ErrorAlert>{errorText(pages.error, {}, LOAD_FAILED)}</ErrorAlert>}
      {events && (
        <ScrollTable
          aria-label="Audit log"
          data-testid="audit-table"
          head={
            <>
              <th>When</th>
              <th>Who</th>
              <th>Action</th>
              <th>Target</th>
              <th>Details</th>
            </>
          }
        >
          {events.length === 0 && (
            <EmptyRow colSpan={5}>
              {action === ALL ? 'Nothing has been recorded in this workspace yet.' : 'No events of this action.'}
            </EmptyRow>
          )}
          {events.map((e) => (
            <AuditRow key={e.id} event={e} />
          ))}
        </ScrollTable>
      )}
      <LoadMore pages={pages} />
    </div>
  );
}

function AuditRow({ event }: { event: TAuditEvent }) {
  const { who, via } = auditWho(event);
  return (
    <tr data-testid="audit-row">
      <td className="nowrap">{formatLocalDateTime(event.at)}</td>
      <td>
        {who}
        {via && <div className="muted small">{via}</div>}
      </td>
      <td>{auditPhrase(event)}</td>
      <td className="audit-target">{event.target.label}</td>
      <td className="muted">{auditDetails(event)}</td>
    </tr>
  );
}
