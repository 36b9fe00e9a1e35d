import { displayUrl, MSG, type TLink } from '@kurz/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type MouseEvent } from 'react';
import { LinkName } from '../../../../components/LinkName';
import { useCopied } from '../../../../lib/clipboard';
import { formatDate } from '../../../../lib/dates';
import { expiryNote, linkErrorText, linkName, shortLinkUrl } from '../../../../lib/links';
import { useMe, useRoleBlock } from '../../../../lib/auth/me';
import { refreshLinks } from '../../../../lib/queries';
import { useTRPC } from '../../../../lib/trpc';
import { EditLinkDialog } from './EditLinkDialog';

export const linkKey = (link: Pick<TLink, 'hostname' | 'slug'>) => `${link.hostname}/${link.slug}`;

interface LinkRowProps {
  link: TLink;
  open: boolean;
  touch: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** Shows the links with this tag. */
  onTag: (tag: string) => void;
  onToggle: () => void;
}

export function LinkRow({ link, open, touch, selected, onSelect, onTag, onToggle }: LinkRowProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const remove = useMutation(trpc.links.delete.mutationOptions());
  const url = shortLinkUrl(link.hostname, link.slug);
  const display = linkName(link.hostname, link.slug);
  const ref = { host: link.hostname, slug: link.slug };
  const me = useMe();
  const guest = me.status === 'guest';
  // In a shared workspace, whose link it is; the caller's own links need no name.
  const creator = link.created_by && link.created_by.id !== me.id ? link.created_by.email : null;
  const writeBlock = useRoleBlock('member');

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
    if ((e.target as HTMLElement).closest('a, button, input, select, textarea, label')) return;
    onToggle();
  };

  return (
    <tr
      className={`link-row${open ? ' is-open' : ''}${touch ? ' is-touch' : ''}${selected ? ' is-selected' : ''}`}
      onClick={rowClick}
      data-testid="link-row"
    >
      <td className="select-cell">
        <input
          type="checkbox"
          className="row-check"
          aria-label={`Select ${display}`}
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
        />
      </td>
      <td className="link-cell">
        <div className="short-line">
          <a className="short-url" href={url} target="_blank" rel="noreferrer" data-testid="short-url">
            <LinkName hostname={link.hostname} slug={link.slug} />
          </a>
          <CopyButton url={url} name={display} />
          <Link
            className="icon-btn"
            to="/links/$slug/qr"
            params={{ slug: link.slug }}
            search={{ hostname: link.hostname }}
            aria-label={`QR code for ${display}`}
            title="QR code"
          >
            <QrIcon />
          </Link>
        </div>
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
        {creator && (
          <div className="link-creator" data-testid="link-creator" title={`Created by ${creator}`}>
            by {creator}
          </div>
        )}
      </td>
      <td className="actions">
        <div className="row-actions" role="group" aria-label={`Actions for ${display}`}>
          <button
            type="button"
            className="act"
            onClick={() => setEditing(true)}
            disabled={writeBlock !== null}
            title={writeBlock ?? undefined}
          >
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
          <button
            type="button"
            className="act act-danger"
            onClick={del}
            disabled={remove.isPending || writeBlock !== null}
            title={writeBlock ?? undefined}
          >
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

/** Copies the short URL; the icon turns into a tick and screen readers hear 'Copied'. */
function CopyButton({ url, name }: { url: string; name: string }) {
  const { copied, copy } = useCopied();
  return (
    <>
      <button
        type="button"
        className={`icon-btn${copied ? ' is-done' : ''}`}
        aria-label={`Copy ${name}`}
        title={copied ? 'Copied' : 'Copy short URL'}
        onClick={() => void copy(url)}
      >
        {copied ? <TickIcon /> : <CopyIcon />}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? 'Copied' : ''}
      </span>
    </>
  );
}

const svg = { width: 16, height: 16, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function CopyIcon() {
  return (
    <svg {...svg} {...stroke}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </svg>
  );
}

function TickIcon() {
  return (
    <svg {...svg} {...stroke}>
      <path d="M5 12l5 5L20 7" />
    </svg>
  );
}

function QrIcon() {
  return (
    <svg {...svg} {...stroke}>
      <rect x="3" y="3" width="7" height="7" />
      <rect x="14" y="3" width="7" height="7" />
      <rect x="3" y="14" width="7" height="7" />
      <path d="M14 14h3v3h-3zM20 14v0M14 20h0M17 20h4v-3" />
    </svg>
  );
}

/**
 * Where visitors go. An A/B link sends every visitor to one of its split targets (the target URL is
 * never used), so the row shows the split, not the target.
 */
function LinkTarget({ link }: { link: TLink }) {
  if (!link.targets) {
    const target = displayUrl(link.target_url);
    return (
      <div className="link-target" title={target}>
        <span aria-hidden="true">→ </span>
        {target}
      </div>
    );
  }
  return (
    <ul className="link-target link-split" aria-label="A/B split" data-testid="link-split">
      {link.targets.map((t) => (
        <li key={t.url} title={displayUrl(t.url)}>
          <span aria-hidden="true">→ </span>
          <span className="split-weight">{t.weight}%</span> {displayUrl(t.url)}
        </li>
      ))}
    </ul>
  );
}

/** The link's tags in their colours, its rules, preview and conversions, and what else it does. */
function LinkBadges({ link, onTag }: { link: TLink; onTag: (tag: string) => void }) {
  const trpc = useTRPC();
  const tags = useQuery({ ...trpc.links.tags.queryOptions(), enabled: link.tags.length > 0 });
  const colorOf = (name: string) =>
    tags.data?.find((t) => t.name.toLowerCase() === name.toLowerCase())?.color ?? '#4b5563';
  const ref = { host: link.hostname, slug: link.slug };
  const notes = [
    link.has_password && 'Password',
    link.max_clicks !== null && `Max ${link.max_clicks} clicks`,
    link.targets && `A/B ${link.targets.map((t) => t.weight).join('/')}`,
    (link.ios_url || link.android_url) && 'App links',
  ].filter(Boolean);
  const features = link.rules_count > 0 || link.preview_enabled || link.conversions_enabled;
  if (link.tags.length === 0 && notes.length === 0 && !features) return null;
  return (
    <div className="link-badges" data-testid="link-badges">
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
      {link.rules_count > 0 && (
        <Link className="feature-chip chip-rules" to="/links/$host/$slug/rules" params={ref} title="Redirect rules">
          {link.rules_count === 1 ? '1 rule' : `${link.rules_count} rules`}
        </Link>
      )}
      {link.preview_enabled && (
        <Link
          className="feature-chip chip-preview"
          to="/links/$slug/preview"
          params={{ slug: link.slug }}
          search={{ hostname: link.hostname }}
          title="Custom social preview"
        >
          OG preview
        </Link>
      )}
      {link.conversions_enabled && (
        <Link
          className="feature-chip chip-conversions"
          to="/links/$host/$slug/stats"
          params={ref}
          title="Conversion tracking"
        >
          Conversions
        </Link>
      )}
      {notes.map((n) => (
        <span key={String(n)} className="feature-chip">
          {n}
        </span>
      ))}
    </div>
  );
}
