import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ME, mockTrpc } from '../test/msw';
import { renderApp } from '../test/render';

// The pages' own calls are left unanswered (404): the title comes from the route alone.
const stubs = {
  'auth.me': () => ME.admin,
  'meta.config': () => ({ login_url: null, system_domains: ['kurz.localhost'] }),
};

describe('document titles', () => {
  it.each([
    ['/links', 'Links - kurz'],
    ['/links/kurz.localhost/summer-sale/stats', 'Stats: kurz.localhost/summer-sale - kurz'],
    ['/links/kurz.localhost/summer-sale/rules', 'Rules: kurz.localhost/summer-sale - kurz'],
    ['/links/summer-sale/preview?hostname=kurz.localhost', 'Preview: kurz.localhost/summer-sale - kurz'],
    ['/links/summer-sale/qr?hostname=kurz.localhost', 'QR code: kurz.localhost/summer-sale - kurz'],
    ['/domains', 'Domains - kurz'],
    ['/billing', 'Billing - kurz'],
    ['/reports', 'Reports - kurz'],
    ['/profile', 'Profile - kurz'],
    ['/email-templates', 'Email templates - kurz'],
    ['/login', 'Sign in - kurz'],
    ['/register', 'Create account - kurz'],
    ['/verify-email?token=x', 'Verify email - kurz'],
    ['/reset-password?token=x', 'Reset password - kurz'],
    ['/no/such/page', 'Page not found - kurz'],
  ])('%s is titled %s', async (path, title) => {
    // A registered account is sent on from the sign-in pages: those are seen by guests.
    mockTrpc(path === '/login' || path === '/register' ? { ...stubs, 'auth.me': () => ME.guest } : stubs);
    document.title = 'kurz';
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title), { timeout: 5000 });
  });

  it('follows a navigation', async () => {
    mockTrpc(stubs);
    const { router } = renderApp('/links');
    await waitFor(() => expect(document.title).toBe('Links - kurz'), { timeout: 5000 });
    await router.navigate({ to: '/reports' });
    await waitFor(() => expect(document.title).toBe('Reports - kurz'));
  });
});
