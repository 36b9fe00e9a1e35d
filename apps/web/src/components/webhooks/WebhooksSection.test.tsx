import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockTrpc } from '../../test/msw';
import { renderPage } from '../../test/render';
import { WebhooksSection } from './WebhooksSection';

const ENDPOINT = {
  id: '11111111-1111-4111-8111-111111111111',
  url: 'https://hooks.example.com/k',
  events: ['link.created'],
  enabled: true,
  disabled_at: null,
  created_at: 1_764_000_000,
};
const DISABLED = {
  ...ENDPOINT,
  id: '22222222-2222-4222-8222-222222222222',
  url: 'https://down.example.com/k',
  enabled: false,
  disabled_at: 1_764_100_000,
};

afterEach(() => vi.restoreAllMocks());

describe('the webhooks section', () => {
  it('creates an endpoint with the chosen events and shows its secret once', async () => {
    let endpoints: unknown[] = [];
    const calls = mockTrpc({
      'webhooks.list': () => ({ results: endpoints }),
      'webhooks.create': (input) => {
        endpoints = [{ ...ENDPOINT, events: ['link.created', 'conversion.created'] }];
        return { ...ENDPOINT, ...(input as object), secret: 'whsec_shown_once' };
      },
    });
    renderPage(<WebhooksSection role="owner" status="verified" />);
    expect(await screen.findByText('No webhook endpoints yet')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://hooks.example.com/k');
    await user.click(screen.getByLabelText('Conversion'));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect((await screen.findByTestId('webhook-secret')).textContent).toContain('whsec_shown_once');
    expect(calls.of('webhooks.create')).toEqual([
      { url: 'https://hooks.example.com/k', events: ['link.created', 'conversion.created'] },
    ]);
    const list = screen.getByTestId('webhook-list');
    await waitFor(() => expect(within(list).getByText('https://hooks.example.com/k')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(/whsec_shown_once/)).toBeNull();
  });

  it('asks an unverified account to verify its address instead of offering the form', async () => {
    mockTrpc({ 'webhooks.list': () => ({ results: [] }) });
    renderPage(<WebhooksSection role="owner" status="unverified" />);
    expect(await screen.findByText('Verify your email address to add webhooks.')).toBeTruthy();
    expect(screen.queryByLabelText('Endpoint URL')).toBeNull();
  });

  it("shows the server's refusal of a URL", async () => {
    mockTrpc({ 'webhooks.list': () => ({ results: [] }), 'webhooks.create': fail('invalid_url') });
    renderPage(<WebhooksSection role="owner" status="verified" />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Endpoint URL'), 'http://insecure.example.com');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The URL must start with https://');
  });

  it('opens the delivery log, sends a test event, re-enables a disabled endpoint and deletes one', async () => {
    const calls = mockTrpc({
      'webhooks.list': () => ({ results: [ENDPOINT, DISABLED] }),
      'webhooks.deliveries': () => ({
        results: [
          {
            id: 'd1',
            event: 'link.created',
            status: 'failed',
            status_code: 500,
            attempts: 6,
            error: 'HTTP 500',
            created_at: 1_764_000_000,
            attempted_at: 1_764_000_100,
          },
        ],
      }),
      'webhooks.test': () => ({ ok: true, delivery_id: 'd2' }),
      'webhooks.enable': () => ({ ...DISABLED, enabled: true, disabled_at: null }),
      'webhooks.delete': () => ({ ok: true }),
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage(<WebhooksSection role="owner" status="verified" />);
    const user = userEvent.setup();
    const row = (await screen.findByText('https://down.example.com/k')).closest('tr')!;
    expect(row.textContent).toContain('Disabled since');
    await user.click(within(row).getByRole('button', { name: 'Delivery log' }));
    const log = await screen.findByTestId('webhook-log');
    await waitFor(() => expect(within(log).getByText('HTTP 500')).toBeTruthy());
    expect(within(log).getByText('failed')).toBeTruthy();
    await user.click(within(log).getByRole('button', { name: 'Send test event' }));
    expect((await screen.findByText('Test event queued')).textContent).toBe('Test event queued');
    await user.click(within(row).getByRole('button', { name: 'Re-enable' }));
    const first = screen.getByText('https://hooks.example.com/k').closest('tr')!;
    expect(within(first).queryByRole('button', { name: 'Re-enable' })).toBeNull();
    await user.click(within(first).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.of('webhooks.delete')).toEqual([{ id: ENDPOINT.id }]));
    expect(calls.of('webhooks.test')).toEqual([{ id: DISABLED.id }]);
    expect(calls.of('webhooks.enable')).toEqual([{ id: DISABLED.id }]);
  });
});
