import { FLAGGED_SORTS, type TFlaggedLink, type TFlaggedSort } from '@kurz/core';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { EmptyRow, LoadMore, ScrollTable } from '../../../components/Table';
import { isAdminUser, useMe } from '../../../lib/auth/me';
import { formatDate, formatLocalDateTime } from '../../../lib/dates';
import { errorCode, useTRPC } from '../../../lib/trpc';
import '../../../styles/abuse.css';

const ADMIN_REQUIRED = 'Admin access required to review flagged links.';
const SORT_LABELS: Record<TFlaggedSort, string> = { reporters: 'Most reporters', latest: 'Newest report' };

function AdminRequired() {
  return (
    <section className="page">
      <h1>Flagged links</h1>
      <div className="card">
        <p role="alert">{ADMIN_REQUIRED}</p>
      </div>
    </section>
  );
}

/** Admins only: links the public reported (and links an admin disabled), with what an admin may do about them. */
export function FlaggedPage() {
  const me = useMe();
  if (!isAdminUser(me)) return <AdminRequired />;
  return <FlaggedForAdmin />;
}

function FlaggedForAdmin() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [sort, setSort] = useState<TFlaggedSort>('reporters');
  const pages = useInfiniteQuery({
    ...trpc.abuse.flagged.infiniteQueryOptions({ sort }, { getNextPageParam: (page) => page.next_cursor ?? undefined }),
    placeholderData: keepPreviousData,
  });
  const flagged = { ...pages, data: pages.data ? { results: pages.data.pages.flatMap((p) => p.results) } : undefined };
  const refresh = {
    onSuccess: () => queryClient.invalidateQueries(trpc.abuse.flagged.pathFilter()),
    onError: () => window.alert('The action failed. Try again.'),
  };
  const disable = useMutation(trpc.abuse.disable.mutationOptions(refresh));
  const restore = useMutation(trpc.abuse.restore.mutationOptions(refresh));
  const dismiss = useMutation(trpc.abuse.dismiss.mutationOptions(refresh));
  const ban = useMutation(trpc.abuse.ban.mutationOptions(refresh));
  const busy = disable.isPending || restore.isPending || dismiss.isPending || ban.isPending;

  if (flagged.isError && errorCode(flagged.error) === 'forbidden') return <AdminRequired />;

  const banOwner = (link: TFlaggedLink) => {
    const who = link.owner_email ?? 'this guest account';
    if (!window.confirm(`Ban ${who}? Its sessions end now, it cannot sign in, and all its links stop redirecting.`))
      return;
    ban.mutate({ user_id: link.owner_id });
  };

  return (
    <section className="page">
      <h1>Flagged links</h1>
      {flagged.isPending && <p className="muted">Loading…</p>}
      {flagged.isError && <ErrorAlert>Failed to load flagged links.</ErrorAlert>}
      {flagged.data && (
        <div className="card">
          <p className="muted">
            Links visitors reported, and links you disabled, one row a link. Reporters are counted by network (an IPv4
            /24, an IPv6 /64), so many reports from a few networks count as a few. A disabled link answers 451 with a
            “link disabled” page.
          </p>
          <label className="flagged-sort">
            Sort{' '}
            <select value={sort} onChange={(e) => setSort(e.target.value as TFlaggedSort)}>
              {FLAGGED_SORTS.map((s) => (
                <option key={s} value={s}>
                  {SORT_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          <ScrollTable
            head={
              <>
                <th>Link</th>
                <th>Reporters</th>
                <th>Reports</th>
                <th className="hide-narrow">Owner</th>
                <th className="hide-narrow">Created</th>
                <th aria-label="Actions" />
              </>
            }
          >
            {flagged.data.results.map((link) => {
              const ref = { hostname: link.hostname, slug: link.slug };
              const name = `${link.hostname}/${link.slug}`;
              return (
                <tr key={name} data-testid="flagged-row">
                  <td>
                    <strong>{name}</strong>
                    {link.disabled && <span className="badge badge-bad">Disabled</span>}
                    <div className="muted flagged-target" title={link.target_url}>
                      {link.target_url}
                    </div>
                  </td>
                  <td className="num">
                    <span aria-label="Reporting networks">{link.reporters}</span>
                  </td>
                  <td>
                    <span aria-label="Open reports">{link.report_count}</span>
                    {link.latest_report_at !== null && (
                      <div className="muted flagged-when">latest {formatLocalDateTime(link.latest_report_at)}</div>
                    )}
                    {link.latest_reports.length > 0 && (
                      <ul className="muted flagged-reasons">
                        {link.latest_reports.map((r, i) => (
                          <li key={i}>
                            {r.reason}
                            {r.details ? `: ${r.details}` : ''}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td className="hide-narrow">
                    {link.owner_email ?? 'guest'}
                    {link.owner_banned && <span className="badge badge-bad">Banned</span>}
                  </td>
                  <td className="nowrap hide-narrow">{formatDate(link.created_at)}</td>
                  <td className="actions">
                    <div className="flagged-actions">
                      {link.disabled ? (
                        <button
                          type="button"
                          className="btn btn-small"
                          disabled={busy}
                          onClick={() => restore.mutate(ref)}
                          aria-label={`Restore ${name}`}
                        >
                          Restore
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="btn btn-small btn-danger"
                          disabled={busy}
                          onClick={() => disable.mutate(ref)}
                          aria-label={`Disable ${name}`}
                        >
                          Disable
                        </button>
                      )}
                      {link.report_count > 0 && (
                        <button
                          type="button"
                          className="btn btn-small"
                          disabled={busy}
                          onClick={() => dismiss.mutate(ref)}
                          aria-label={`Dismiss reports on ${name}`}
                        >
                          Dismiss
                        </button>
                      )}
                      {!link.owner_banned && (
                        <button
                          type="button"
                          className="btn btn-small btn-danger"
                          disabled={busy}
                          onClick={() => banOwner(link)}
                          aria-label={`Ban the owner of ${name}`}
                        >
                          Ban owner
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
            {flagged.data.results.length === 0 && <EmptyRow colSpan={6}>No flagged links</EmptyRow>}
          </ScrollTable>
          <LoadMore pages={pages} />
        </div>
      )}
    </section>
  );
}
