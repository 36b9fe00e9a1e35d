import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DOMAINS, FREE_LIMITS, LINK } from '../../routes/_authed/links/-components/fixtures';
import { LinksPage } from '../../routes/_authed/links/-components/LinksPage';
import { NewLinkDialog } from '../../routes/_authed/links/-components/NewLinkDialog';
import { ChangePasswordForm } from '../../routes/_authed/-components/ChangePasswordForm';
import { Shell } from '../../routes/_authed/-components/Shell';
import { LoginPage } from '../../routes/-components/LoginPage';
import { fail, ME, mockTrpc, NETWORK_ERROR } from '../../test/msw';
import { renderApp, renderPage } from '../../test/render';

const CONNECTION = 'Connection error. Check your internet and try again.';
const base = {
  'auth.me': () => ME.verified,
  'user.limits': () => FREE_LIMITS,
  'meta.config': () => ({ login_url: null, system_domains: ['kurz.localhost'] }),
};

/** Where the router went: path and the sign-in page's search params. */
const loginTarget = (router: { state: { location: { pathname: string; search: unknown } } }) => ({
  path: router.state.location.pathname,
  search: router.state.location.search,
});

describe('a session that ends while the dashboard is open', () => {
  it('a 401 on a query sends the visitor to sign in, with the page they were on', async () => {
    mockTrpc({ ...base, 'links.list': fail('unauthorized', 401), 'domains.list': () => DOMAINS });
    const { router } = renderPage(
      <Shell>
        <LinksPage />
      </Shell>,
      { path: '/links?sort=clicks' },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(loginTarget(router).search).toEqual({
      redirect: `${window.location.origin}/links?sort=clicks`,
      reason: 'expired',
    });
  });

  it('a 401 on New Link -> Create does too, instead of any message in the dialog', async () => {
    const calls = mockTrpc({
      ...base,
      'links.list': () => [LINK],
      'domains.list': () => DOMAINS,
      'links.create': fail('unauthorized', 401),
    });
    const { router } = renderPage(
      <Shell>
        <NewLinkDialog onClose={() => {}} onUpgrade={() => {}} />
      </Shell>,
      { path: '/links' },
    );
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Domain').value).toBe('kurz.localhost'));
    await userEvent.type(screen.getByLabelText('Target URL'), 'https://example.com/x');
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.of('links.create')).toHaveLength(1);
    expect(loginTarget(router).search).toMatchObject({ reason: 'expired' });
  });

  it('a 401 that is an answer (a wrong current password) is shown, not taken for a lost session', async () => {
    mockTrpc({ ...base, 'auth.changePassword': fail('invalid_credentials', 401) });
    const { router } = renderPage(
      <Shell>
        <ChangePasswordForm />
      </Shell>,
      { path: '/profile' },
    );
    await userEvent.type(await screen.findByLabelText('Current password'), 'wrong-password');
    await userEvent.type(screen.getByLabelText('New password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Current password is incorrect');
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('goes to the deployment’s own login page when it has one', async () => {
    const assigned: string[] = [];
    const original = window.location;
    // jsdom cannot navigate: record where the page would go.
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: {
        ...original,
        origin: original.origin,
        set href(v: string) {
          assigned.push(v);
        },
      },
    });
    try {
      mockTrpc({
        ...base,
        'meta.config': () => ({ login_url: 'https://sso.example.com/login?app=kurz', system_domains: [] }),
        'links.list': fail('unauthorized', 401),
        'domains.list': () => DOMAINS,
      });
      renderPage(
        <Shell>
          <LinksPage />
        </Shell>,
        { path: '/links' },
      );
      await waitFor(() => expect(assigned).toHaveLength(1));
      const url = new URL(assigned[0]!);
      expect(url.origin + url.pathname).toBe('https://sso.example.com/login');
      expect(url.searchParams.get('app')).toBe('kurz');
      expect(url.searchParams.get('redirect')).toBe(`${original.origin}/links`);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('the sign-in page says the session ended', async () => {
    mockTrpc({});
    renderPage(<LoginPage redirect="/links" sessionEnded />);
    expect((await screen.findByRole('status')).textContent).toBe('Your session has ended. Please sign in again.');
  });

  it('a first visit to sign in says nothing about a session', async () => {
    mockTrpc({});
    renderPage(<LoginPage redirect="/links" />);
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByText(/session has ended/)).toBeNull();
  });
});

describe('New Link when the network is down', () => {
  it('says the connection failed instead of ‘Select a domain’, and its Retry loads the domains', async () => {
    let online = false;
    const calls = mockTrpc({
      ...base,
      'domains.list': () => (online ? DOMAINS : NETWORK_ERROR),
      'links.create': () => LINK,
    });
    renderPage(<NewLinkDialog onClose={() => {}} onUpgrade={() => {}} />);
    expect((await screen.findByRole('alert')).textContent).toBe(CONNECTION);
    await userEvent.type(screen.getByLabelText('Target URL'), 'https://example.com/x');
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(screen.queryByText('Select a domain')).toBeNull();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([CONNECTION]);
    expect(calls.of('links.create')).toHaveLength(0);

    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Domain').value).toBe('kurz.localhost'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a create that cannot reach the server says so, and Create tries again', async () => {
    let online = false;
    const calls = mockTrpc({
      ...base,
      'domains.list': () => DOMAINS,
      'links.create': () => (online ? LINK : NETWORK_ERROR),
    });
    let closed = false;
    renderPage(<NewLinkDialog onClose={() => (closed = true)} onUpgrade={() => {}} />);
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Domain').value).toBe('kurz.localhost'));
    await userEvent.type(screen.getByLabelText('Target URL'), 'https://example.com/x');
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CONNECTION);
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(calls.of('links.create')).toHaveLength(2);
  });
});

describe('opening the dashboard offline', () => {
  it('says the connection failed and offers to try again', async () => {
    mockTrpc({ 'auth.me': () => NETWORK_ERROR });
    renderApp('/links');
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(CONNECTION);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
