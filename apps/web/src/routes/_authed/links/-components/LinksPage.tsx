import { formatQuota, MSG, type TLink } from '@kurz/core';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { GuestBanner } from '../../../../components/auth/GuestBanner';
import { Table } from '../../../../components/Table';
import { UpgradeDialog } from '../../../../components/billing/UpgradeDialog';
import { copyText, useCopied } from '../../../../lib/clipboard';
import { formatDate } from '../../../../lib/dates';
import { expiryNote, linkErrorText, shortLinkUrl } from '../../../../lib/links';
import { useMe } from '../../../../lib/auth/me';
import { limitsQueryOptions, refreshLinks } from '../../../../lib/queries';
import { useTRPC, type Trpc } from '../../../../lib/trpc';
import { EditLinkDialog } from './EditLinkDialog';
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
  const full = !!quota && !quota.unlimited && quota.remaining <= 0;

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
          <button type="button" className="btn btn-primary" onClick={openNew}>
            <span aria-hidden="true">+</span> New Link
          </button>
        </div>
      </div>

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
          <button type="button" className="btn btn-primary" onClick={openNew}>
            Create your first link
          </button>
        </div>
      )}
      {links.data && links.data.length > 0 && (
        <LinksTable links={links.data} onTag={(tag) => changeSearch({ ...current, tag })} />
      )}
      {pages.hasNextPage && (
        <div className="links-more">
          <button
            type="button"
            className="btn"
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {pages.isFetchingNextPage ? MSG.loading : 'Load more'}
          </button>
        </div>
      )}

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
  return (
    <div className="card links-card">
      <Table
        className="links-table"
        head={
          <>
            <th>Link</th>
            <th className="num">Today</th>
            <th className="num">Total</th>
            <th>Created</th>
            <th className="actions-head">Actions</th>
          </>
        }
      >
        {links.map((link) => {
          const key = `${link.hostname}/${link.slug}`;
          return (
            <LinkRow
              key={key}
              link={link}
              open={openRow === key}
              touch={noHover}
              onTag={onTag}
              onToggle={() => setOpenRow((current) => (current === key ? null : key))}
            />
          );
        })}
      </Table>
    </div>
  );
}

interface LinkRowProps {
  link: TLink;
  open: boolean;
  touch: boolean;
  /** Shows the links with this tag. */
  onTag: (tag: string) => void;
  onToggle: () => void;
}

function LinkRow({ link, open, touch, onTag, onToggle }: LinkRowProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { copied, copy } = useCopied();
  const [problem, setProblem] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const remove = useMutation(trpc.links.delete.mutationOptions());
  const url = shortLinkUrl(link.hostname, link.slug);
  const display = `${link.hostname}/${link.slug}`;
  const ref = { host: link.hostname, slug: link.slug };
  const guest = useMe().status === 'guest';

  const del = () => {
    if (!window.confirm(MSG.links.confirmDelete)) return;
    setProblem(null);
    remove.mutate(
      { slug: link.slug, hostname: link.hostname },
      {
        onSuccess: () => {
          refreshLinks(queryClient, trpc);
          void queryClient.invalidateQueries(trpc.user.limits.pathFilter());
        },
        onError: (error) => setProblem(linkErrorText(error)),
      },
    );
  };

  // On touch screens a tap anywhere on the row (but not on a control) toggles the action overlay.
  const rowClick = (e: MouseEvent<HTMLTableRowElement>) => {
    if (!touch) return;
    if ((e.target as HTMLElement).closest('a, button, input, select, textarea')) return;
    onToggle();
  };

  return (
    <tr
      className={`link-row${open ? ' is-open' : ''}${touch ? ' is-touch' : ''}`}
      onClick={rowClick}
      data-testid="link-row"
    >
      <td className="link-cell">
        <a className="short-url" href={url} target="_blank" rel="noreferrer" data-testid="short-url">
          {display}
        </a>
        {link.title && <div className="link-title">{link.title}</div>}
        <LinkTarget link={link} />
        <LinkBadges link={link} onTag={onTag} />
        {link.expires_at !== null && (
          <div className="link-expiry">
            {expiryNote(link.expires_at)}
            {guest ? ' · register to keep it' : ''}
          </div>
        )}
        {problem && (
          <p className="alert alert-error inline-alert" role="alert">
            {problem}
          </p>
        )}
      </td>
      <td className="num" data-label="Today" data-testid="clicks-today">
        {link.clicks_today}
      </td>
      <td className="num" data-label="Total" data-testid="clicks-total">
        {link.clicks_total}
      </td>
      <td className="created" data-label="Created">
        {formatDate(link.created_at)}
      </td>
      <td className="actions">
        <div className="row-actions" role="group" aria-label={`Actions for ${display}`}>
          <button type="button" className="act" onClick={() => setEditing(true)}>
            Edit
          </button>
          <Link className="act" to="/links/$host/$slug/stats" params={ref}>
            Stats
          </Link>
          <Link className="act" to="/links/$host/$slug/rules" params={ref}>
            Rules
          </Link>
          <Link
            className="act"
            to="/links/$slug/preview"
            params={{ slug: link.slug }}
            search={{ hostname: link.hostname }}
          >
            Preview
          </Link>
          <Link className="act" to="/links/$slug/qr" params={{ slug: link.slug }} search={{ hostname: link.hostname }}>
            QR
          </Link>
          <button type="button" className="act" onClick={() => void copy(url)} aria-live="polite">
            {copied ? 'Copied' : 'Copy'}
          </button>
          <button type="button" className="act act-danger" onClick={del} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete'}
          </button>
        </div>
        {touch && (
          <button
            type="button"
            className="row-toggle"
            aria-expanded={open}
            aria-label={`Show actions for ${display}`}
            onClick={onToggle}
          >
            ⋯
          </button>
        )}
        {editing && <EditLinkDialog link={link} onClose={() => setEditing(false)} />}
      </td>
    </tr>
  );
}

/**
 * Where visitors go. An A/B link sends every visitor to one of its split targets (the target URL is
 * never used), so the row shows the split, not the target.
 */
function LinkTarget({ link }: { link: TLink }) {
  if (!link.targets) {
    return (
      <div className="link-target" title={link.target_url}>
        <span aria-hidden="true">→ </span>
        {link.target_url}
      </div>
    );
  }
  return (
    <ul className="link-target link-split" aria-label="A/B split" data-testid="link-split">
      {link.targets.map((t) => (
        <li key={t.url} title={t.url}>
          <span aria-hidden="true">→ </span>
          <span className="split-weight">{t.weight}%</span> {t.url}
        </li>
      ))}
    </ul>
  );
}

/** The link's tags in their colours, and what else it does (password, click limit, split, app links). */
function LinkBadges({ link, onTag }: { link: TLink; onTag: (tag: string) => void }) {
  const trpc = useTRPC();
  const tags = useQuery({ ...trpc.links.tags.queryOptions(), enabled: link.tags.length > 0 });
  const colorOf = (name: string) =>
    tags.data?.find((t) => t.name.toLowerCase() === name.toLowerCase())?.color ?? '#4b5563';
  const notes = [
    link.has_password && 'Password',
    link.max_clicks !== null && `Max ${link.max_clicks} clicks`,
    link.targets && `A/B ${link.targets.map((t) => t.weight).join('/')}`,
    (link.ios_url || link.android_url) && 'App links',
  ].filter(Boolean);
  if (link.tags.length === 0 && notes.length === 0) return null;
  return (
    <div className="link-badges">
      {link.tags.map((t) => (
        <button
          type="button"
          key={t}
          className="tag-chip"
          data-testid="tag-chip"
          title={`Show the links tagged ${t}`}
          style={{ borderColor: colorOf(t), color: colorOf(t) }}
          onClick={() => onTag(t)}
        >
          {t}
        </button>
      ))}
      {notes.map((n) => (
        <span key={String(n)} className="feature-chip">
          {n}
        </span>
      ))}
    </div>
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
      Link created: <a href={url}>{`${link.hostname}/${link.slug}`}</a>
      {copied === true && ' (copied to the clipboard)'}
      <button type="button" className="toast-close" aria-label="Dismiss" onClick={onDone}>
        ×
      </button>
    </div>
  );
}
