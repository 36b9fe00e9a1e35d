import type { TAuditEvent } from '@kurz/core';
import { describe, expect, it } from 'vitest';
import { auditDetails, auditPhrase, auditWho } from './audit';

const of = (action: TAuditEvent['action'], details: Record<string, unknown> = {}) => ({ action, details });

describe('audit events in words', () => {
  it('sums up the details of each kind of event in a few words', () => {
    expect(auditDetails(of('link.updated', { fields: ['title', 'tags', 'expires_at', 'max_clicks', 'slug'] }))).toBe(
      'title, tags, expires_at +2 more',
    );
    expect(auditDetails(of('link.updated', { fields: ['slug'], renamed_from: 'kurz.link/old' }))).toBe(
      'slug · was kurz.link/old',
    );
    expect(auditDetails(of('member.role_changed', { from: 'owner', to: 'admin', transfer: true }))).toBe(
      'owner → admin · ownership handed over',
    );
    expect(auditDetails(of('member.invited', { role: 'viewer' }))).toBe('as viewer');
    expect(auditDetails(of('member.removed', { role: 'member' }))).toBe('was member');
    expect(auditDetails(of('plan.changed', { from: 'free', to: 'pro', by: 'site_admin' }))).toBe(
      'free → pro · by a site admin',
    );
    expect(auditDetails(of('links.bulk_created', { count: 3, links: ['a', 'b', 'c'] }))).toBe('3 links');
    expect(auditDetails(of('links.imported', { rows: 10, accepted: 8 }))).toBe('8 of 10 rows');
    expect(auditDetails(of('domain.deleted', { links_deleted: 1 }))).toBe('1 link deleted');
    expect(auditDetails(of('domain.deleted', { links_deleted: 0 }))).toBe('');
    expect(auditDetails(of('api_key.created', { scope: 'links:write', hostname: null }))).toBe('scope links:write');
    expect(auditDetails(of('webhook.created', { events: ['link.clicked', 'link.created'] }))).toBe(
      'link.clicked, link.created',
    );
  });

  it('says a member who removed themselves left, and who acted', () => {
    expect(auditPhrase(of('member.removed', { role: 'admin', left: true }))).toBe('left the workspace');
    expect(auditPhrase(of('member.removed', { role: 'admin' }))).toBe('removed member');
    expect(auditWho({ actor: null, via: 'system' })).toEqual({ who: 'System', via: null });
    expect(auditWho({ actor: { id: null, email: 'gone@x.test' }, via: 'api_key', api_key_name: 'CMS' })).toEqual({
      who: 'gone@x.test',
      via: 'via API key CMS',
    });
  });
});
