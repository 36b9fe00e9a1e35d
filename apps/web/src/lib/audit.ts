import type { TAuditAction, TAuditEvent } from '@kurz/core';

/** Each action as the log reads it: "<who> <phrase> <target>". */
export const AUDIT_PHRASES: Record<TAuditAction, string> = {
  'link.created': 'created link',
  'link.updated': 'edited link',
  'link.deleted': 'deleted link',
  'links.bulk_created': 'created links in bulk',
  'links.bulk_updated': 'edited links in bulk',
  'links.bulk_deleted': 'deleted links in bulk',
  'links.imported': 'imported links',
  'domain.created': 'added domain',
  'domain.verified': 'verified domain',
  'domain.updated': 'changed domain',
  'domain.deleted': 'deleted domain',
  'api_key.created': 'created API key',
  'api_key.deleted': 'deleted API key',
  'webhook.created': 'added webhook',
  'webhook.updated': 'changed webhook',
  'webhook.deleted': 'deleted webhook',
  'member.invited': 'invited member',
  'member.invitation_revoked': 'revoked invitation',
  'member.joined': 'joined',
  'member.role_changed': 'changed role',
  'member.removed': 'removed member',
  'plan.changed': 'changed plan',
};

/** A member who removed themselves left; the log says so rather than "removed member". */
export const auditPhrase = (event: Pick<TAuditEvent, 'action' | 'details'>) =>
  event.action === 'member.removed' && event.details.left === true ? 'left the workspace' : AUDIT_PHRASES[event.action];

export function auditWho(event: Pick<TAuditEvent, 'actor' | 'via' | 'api_key_name'>): {
  who: string;
  via: string | null;
} {
  // A guest has no address; a deleted user keeps the one they had.
  const who = event.via === 'system' || !event.actor ? 'System' : (event.actor.email ?? 'Guest');
  return { who, via: event.via === 'api_key' ? `via API key ${event.api_key_name ?? ''}`.trim() : null };
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
/** At most three names, then how many more: the column stays short. */
const list = (value: unknown) => {
  if (!Array.isArray(value) || value.length === 0) return null;
  const names = value.slice(0, 3).map((v) => text(v) ?? '');
  return value.length > 3 ? `${names.join(', ')} +${value.length - 3} more` : names.join(', ');
};

/** The event's details in a few words: changed fields, old → new role or plan, counts. */
export function auditDetails(event: Pick<TAuditEvent, 'action' | 'details'>): string {
  const d = event.details;
  const parts: (string | null | false)[] = [];
  const from = text(d.from);
  const to = text(d.to);
  if (from !== null || to !== null) parts.push(`${from ?? '—'} → ${to ?? '—'}`);
  if (d.transfer === true) parts.push('ownership handed over');
  if (event.action !== 'member.role_changed' && text(d.role))
    parts.push(`${event.action === 'member.removed' ? 'was' : 'as'} ${text(d.role)}`);
  const fields = list(d.fields);
  if (fields) parts.push(fields);
  if (text(d.renamed_from)) parts.push(`was ${text(d.renamed_from)}`);
  if (typeof d.count === 'number') parts.push(d.count === 1 ? '1 link' : `${d.count} links`);
  if (typeof d.rows === 'number')
    parts.push(typeof d.accepted === 'number' ? `${d.accepted} of ${d.rows} rows` : `${d.rows} rows`);
  if (typeof d.links_deleted === 'number' && d.links_deleted > 0)
    parts.push(d.links_deleted === 1 ? '1 link deleted' : `${d.links_deleted} links deleted`);
  if (text(d.scope)) parts.push(`scope ${text(d.scope)}`);
  if (text(d.hostname)) parts.push(`only ${text(d.hostname)}`);
  const events = list(d.events);
  if (events) parts.push(events);
  if (d.by === 'site_admin') parts.push('by a site admin');
  return parts.filter(Boolean).join(' · ');
}
