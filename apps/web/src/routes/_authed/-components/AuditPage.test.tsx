import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockTrpc } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { ACME_ID, meIn } from '../../../test/workspaces';
import { FREE_LIMITS } from '../links/-components/fixtures';
import { AuditPage } from './AuditPage';
import { Shell } from './Shell';

const ANN = { id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', email: 'ann@acme.test' };
const event = (id: string, over: Record<string, unknown>) => ({
  id,
  at: 1764244800,
  actor: ANN,
  via: 'session',
  target: { type: 'link', id: '1', label: 'kurz.link/spring' },
  details: {},
  ...over,
});
const FIRST = [
  event('9', { action: 'link.created' }),
  event('8', {
    action: 'link.updated',
    via: 'api_key',
    api_key_name: 'CMS',
    details: { fields: ['title', 'target_url'] },
  }),
  event('7', {
    action: 'member.role_changed',
    target: { type: 'member', id: '2', label: 'bob@acme.test' },
    details: { from: 'member', to: 'admin' },
  }),
  event('6', {
    action: 'plan.changed',
    actor: null,
    via: 'system',
    target: { type: 'plan', id: 'pro', label: 'pro' },
    details: { from: 'free', to: 'pro' },
  }),
];
const SECOND = [
  event('5', { action: 'member.removed', target: { type: 'member', id: '3', label: 'cy@acme.test' }, details: {} }),
];

const stubs = (role: string, list: (input: unknown) => unknown) => ({
  'auth.me': () => meIn({ id: ACME_ID, name: 'Acme', role }, 'pro'),
  'audit.list': list,
});
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('audit log page', () => {
  it('reads each event as who, a readable action, the target and a short summary', async () => {
    mockTrpc(stubs('admin', () => ({ results: FIRST, next_cursor: null })));
    renderPage(<AuditPage />);
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows.map((r) => cells(r).slice(1))).toEqual([
      ['ann@acme.test', 'created link', 'kurz.link/spring', ''],
      ['ann@acme.testvia API key CMS', 'edited link', 'kurz.link/spring', 'title, target_url'],
      ['ann@acme.test', 'changed role', 'bob@acme.test', 'member → admin'],
      ['System', 'changed plan', 'pro', 'free → pro'],
    ]);
    // In the reader's own zone, named (the suite runs in one, whichever it is).
    expect(cells(rows[0]!)[0]).toMatch(/^2[78] Nov 2025, \d{2}:\d{2} \S+$/);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by the chosen action, and says when nothing matches', async () => {
    const calls = mockTrpc(
      stubs('owner', (input) =>
        (input as { action?: string }).action
          ? { results: [], next_cursor: null }
          : { results: FIRST, next_cursor: null },
      ),
    );
    renderPage(<AuditPage />);
    await screen.findAllByTestId('audit-row');
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'removed member');
    expect(await screen.findByText('No events of this action.')).toBeTruthy();
    // Exactly these inputs: the server refuses any other field.
    expect(calls.of('audit.list')).toEqual([{}, { action: 'member.removed' }]);
  });

  it('loads the next page with the cursor, and hides Load more on the last page', async () => {
    const calls = mockTrpc(
      stubs('admin', (input) =>
        (input as { cursor?: string }).cursor === 'c2'
          ? { results: SECOND, next_cursor: null }
          : { results: FIRST, next_cursor: 'c2' },
      ),
    );
    renderPage(<AuditPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(5));
    const last = screen.getAllByTestId('audit-row')[4]!;
    expect(within(last).getByText('removed member')).toBeTruthy();
    expect(calls.of('audit.list')).toEqual([{}, { cursor: 'c2' }]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows an empty log in words', async () => {
    mockTrpc(stubs('owner', () => ({ results: [], next_cursor: null })));
    renderPage(<AuditPage />);
    expect(await screen.findByText('Nothing has been recorded in this workspace yet.')).toBeTruthy();
  });

  it('tells a viewer only admins and owners read it, without asking the server', async () => {
    const calls = mockTrpc(stubs('viewer', () => ({ results: FIRST, next_cursor: null })));
    renderPage(<AuditPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Only admins and owners can read the audit log.');
    expect(calls.of('audit.list')).toHaveLength(0);
    expect(screen.queryByTestId('audit-table')).toBeNull();
  });

  it('says the same when the server refuses the role (it changed since the page opened)', async () => {
    mockTrpc(stubs('admin', fail('role_not_allowed', 403)));
    renderPage(<AuditPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Only admins and owners can read the audit log.');
  });
});

describe('the Audit log entry in the menu', () => {
  const shellStubs = (role: string) => ({
    'auth.me': () => meIn({ id: ACME_ID, name: 'Acme', role }, 'pro'),
    'user.limits': () => FREE_LIMITS,
    'workspaces.list': () => ({ results: [] }),
    'meta.config': () => ({ login_url: null, system_domains: ['kurz.localhost'] }),
  });

  it.each(['admin', 'owner'])('is shown to an %s', async (role) => {
    mockTrpc(shellStubs(role));
    renderPage(<Shell>page</Shell>, { path: '/links' });
    const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 5000 });
    expect(within(nav).getByRole('link', { name: 'Audit log' }).getAttribute('href')).toBe('/audit');
  });

  it.each(['member', 'viewer'])('is not shown to a %s', async (role) => {
    mockTrpc(shellStubs(role));
    renderPage(<Shell>page</Shell>, { path: '/links' });
    const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 5000 });
    expect(within(nav).getByRole('link', { name: 'Members' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).toBeNull();
  });
});
