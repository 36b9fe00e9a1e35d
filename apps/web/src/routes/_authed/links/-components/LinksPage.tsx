import { formatQuota, MSG, quotaFull, type TLink } from '@kurz/core';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { GuestBanner } from '../../../../components/auth/GuestBanner';
import { LoadMore, Table } from '../../../../components/Table';
import { QuotaNote } from '../../../../components/billing/QuotaNote';
import { UpgradeDialog } from '../../../../components/billing/UpgradeDialog';
import { copyText } from '../../../../lib/clipboard';
import { linkErrorText, linkName, shortLinkUrl } from '../../../../lib/links';
import { useMe, useRoleBlock } from '../../../../lib/auth/me';
import { limitsQueryOptions } from '../../../../lib/queries';
import { useTRPC, type Trpc } from '../../../../lib/trpc';
import { BulkBar } from './BulkBar';
import { LinkRow, linkKey } from './LinkRow';
import { LinksToolbar, type TLinksSearch } from './LinksToolbar';
import { LinksTransfer } from './LinksTransfer';
import { NewLinkDialog } from './NewLinkDialog';
import '../../../../styles/links.css';

/** Touch screens have no hover: there a tap on a row shows its actions (spec §2). */
function useNoHover(): boolean {
  const query = '(hover: none)';
  const [noHover, setNoHover] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const mq = window.matchMedia(query);
    const update = () => setNoHover(mq.matches);
    mq.addEventListener?.('change', update);
    return () => mq.removeEventListener?.('change', update);
  }, []);
  return noHover;
}

type Upgrade = { reason: string } | null;

/**
 * Clicks show up within seconds (the empty state says so): while the page is visible the list is asked
 * again this often, and whenever the window comes back into focus. A hidden tab is not polled.
 */
export const LINKS_POLL_MS = 10_000;

/** The list's call for a search: pages of LINKS_PAGE, continued by next_cursor. */
export function linksListOptions(trpc: Trpc, search: TLinksSearch) {
  const input = {
    ...(search.q ? { q: search.q } : {}),
    ...(search.sort ? { sort: search.sort } : {}),
    ...(search.domain ? { hostname: search.domain } : {}),
    ...(search.tag ? { tag: search.tag } : {}),
  };
  return trpc.links.list.infiniteQueryOptions(input, { getNextPageParam: (page) => page.next_cursor ?? undefined });
}

interface LinksPageProps {
  search?: TLinksSearch;
  onSearch?: (next: TLinksSearch) => void;
}

export function LinksPage({ search = {}, onSearch }: LinksPageProps) {
  const me = useMe();
  const trpc = useTRPC();
  // Without a router to keep it (component tests), the query lives here.
  const [localSearch, setLocalSearch] = useState(search);
  const current = onSearch ? search : localSearch;
  const changeSearch = onSearch ?? setLocalSearch;
  const pages = useInfiniteQuery({
    ...linksListOptions(trpc, current),
    placeholderData: keepPreviousData,
    refetchInterval: LINKS_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
  const links = { ...pages, data: pages.data?.pages.flatMap((p) => p.results) };
  const filtered = !!(current.q || current.domain || current.tag);
  const limits = useQuery(limitsQueryOptions(trpc));
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<TLink | null>(null);
  const [upgrade, setUpgrade] = useState<Upgrade>(null);
  const clearCreated = useCallback(() => setCreated(null), []);
  const quota = limits.data?.limits.links;
  const full = quotaFull(quota);
  const writeBlock = useRoleBlock('member');

  const openNew = () => {
    // Spec §6: with no links left the button goes straight to the upgrade modal.
    if (full) setUpgrade({ reason: MSG.links.links_limit_reached });
    else setCreating(true);
  };

  return (
    <section className="page links-page">
      {me.status === 'guest' && <GuestBanner />}
      <div className="page-head">
        <div className="page-title">
          <h1>Links</h1>
          {quota && (
            <span
              className={`usage-pill${full ? ' usage-pill-full' : ''}`}
              data-testid="links-usage"
              title="Links used of your plan's limit"
            >
              Links {formatQuota(quota)}
            </span>
          )}
        </div>
        <div className="page-actions">
          <LinksTransfer />
          <button
            type="button"
            className="btn btn-primary"
            onClick={openNew}
            disabled={writeBlock !== null}
            title={writeBlock ?? undefined}
          >
            <span aria-hidden="true">+</span> New Link
          </button>
        </div>
      </div>

      {full && writeBlock === null && (
        <QuotaNote
          quota={quota}
          kind={['link', 'links']}
          onUpgrade={() => setUpgrade({ reason: MSG.links.links_limit_reached })}
        />
      )}
      {(filtered || (links.data?.length ?? 0) > 0) && <LinksToolbar search={current} onSearch={changeSearch} />}
      {created && <CreatedToast link={created} onDone={clearCreated} />}
      {links.isPending && <div className="page-loading">{MSG.loading}</div>}
      {links.isError && <ErrorAlert>{linkErrorText(links.error)}</ErrorAlert>}
      {links.data && links.data.length === 0 && filtered && <p className="card empty-state muted">No links match.</p>}
      {links.data && links.data.length === 0 && !filtered && (
        <div className="card empty-state">
          <div className="empty-icon" aria-hidden="true">
            ↗
          </div>
          <h2>No links yet</h2>
          <p className="muted">Shorten your first URL and share it anywhere. Clicks show up here within seconds.</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={openNew}
            disabled={writeBlock !== null}
            title={writeBlock ?? undefined}
          >
            Create your first link
          </button>
        </div>
      )}
      {links.data && links.data.length > 0 && (
        <LinksTable links={links.data} onTag={(tag) => changeSearch({ ...current, tag })} />
      )}
      <LoadMore pages={pages} />

      {creating && (
        <NewLinkDialog
          onCreated={setCreated}
          onClose={() => setCreating(false)}
          onUpgrade={(reason) => {
            setCreating(false);
            setUpgrade({ reason });
          }}
        />
      )}
      {upgrade && <UpgradeDialog reason={upgrade.reason} onClose={() => setUpgrade(null)} />}
    </section>
  );
}

function LinksTable({ links, onTag }: { links: TLink[]; onTag: (tag: string) => void }) {
  const noHover = useNoHover();
  const [openRow, setOpenRow] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // A link that left the list (deleted, filtered out) leaves the selection too.
  const chosen = links.filter((l) => selected.has(linkKey(l)));
  const all = chosen.length === links.length;
  const select = (key: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  return (
    <>
      {chosen.length > 0 && <BulkBar links={chosen} onClear={() => setSelected(new Set())} />}
      <div className="card links-card">
        <Table
          className="links-table"
          head={
            <>
              <th className="select-cell">
                <input
                  type="checkbox"
                  className="row-check"
                  aria-label="Select all links on this page"
                  checked={all}
                  ref={(el) => {
                    if (el) el.indeterminate = chosen.length > 0 && !all;
                  }}
                  onChange={(e) => setSelected(new Set(e.target.checked ? links.map(linkKey) : []))}
                />
              </th>
              <th>Link</th>
              <th className="num">Today</th>
              <th className="num">Total</th>
              <th>Created</th>
              <th className="actions-head">Actions</th>
            </>
          }
        >
          {links.map((link) => {
            const key = linkKey(link);
            return (
              <LinkRow
                key={key}
                link={link}
                open={openRow === key}
                touch={noHover}
                selected={selected.has(key)}
                onSelect={(on) => select(key, on)}
                onTag={onTag}
                onToggle={() => setOpenRow((current) => (current === key ? null : key))}
              />
            );
          })}
        </Table>
      </div>
    </>
  );
}

/** After a creation: the new short URL, already on the clipboard. */
function CreatedToast({ link, onDone }: { link: TLink; onDone: () => void }) {
  const url = shortLinkUrl(link.hostname, link.slug);
  const [copied, setCopied] = useState<boolean | null>(null);
  useEffect(() => {
    copyText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
    const timer = setTimeout(onDone, 6000);
    return () => clearTimeout(timer);
  }, [url, onDone]);
  return (
    <div className="toast" role="status">
      Link created: <a href={url}>{linkName(link.hostname, link.slug)}</a>
      {copied === true && ' (copied to the clipboard)'}
      <button type="button" className="toast-close" aria-label="Dismiss" onClick={onDone}>
        ×
      </button>
    </div>
  );
}
