import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ME, mockTrpc } from '../../../../test/msw';
import { renderPage } from '../../../../test/render';
import { PAID_LIMITS, PLANS } from '../../links/-components/fixtures';
import { DomainsPage, GUEST_DOMAINS } from './DomainsPage';

const LIMITS = {
  ...PAID_LIMITS,
  limits: {
    ...PAID_LIMITS.limits,
    custom_subdomains: { current: 1, limit: 3, unlimited: false, remaining: 2 },
    byod_domains: { current: 1, limit: 1, unlimited: false, remaining: 0 },
  },
};
const base = { id: '', status: 'active', meta: {}, links: 0, root_url: null, not_found_url: null };
const PENDING = {
  ...base,
  id: 'p1',
  hostname: 'go.brand.test',
  is_system: false,
  type: 'byod',
  status: 'pending',
  links: 0,
  meta: {
    ui_instructions: {
      errors: [],
      required: {
        cname: { name: 'go.brand.test', target: 'edge.kurz.test' },
        ownershipTXT: { name: '_kurz.go.brand.test', value: 'kurz-verify-abc' },
      },
      acme: {
        preferred: 'txt',
        txt: { name: '_acme-challenge.go.brand.test', value: 'acme-1' },
        cname: null,
        httpAlt: { url: 'http://go.brand.test/.well-known/x', body: 'body-1' },
      },
    },
    cf_status: { hostname: 'pending', ssl: 'pending_validation' },
  },
};
const DOMAINS = [
  { ...base, id: 's1', hostname: 'kurz.localhost', is_system: true, type: 'system' },
  { ...base, id: 's2', hostname: 'sho.rt', is_system: true, type: 'system' },
  { ...base, id: 'd1', hostname: 'brand.kurz.localhost', is_system: false, type: 'subdomain', links: 3 },
  PENDING,
];

afterEach(() => vi.restoreAllMocks());

const stubs = (extra: Record<string, (input: unknown) => unknown> = {}) =>
  mockTrpc({
    'auth.me': () => ME.verified,
    'domains.list': () => DOMAINS,
    'user.limits': () => LIMITS,
    'plans.list': () => PLANS,
    ...extra,
  });
const card = async (host: string) => (await screen.findByText(host, { selector: '.domain-host' })).closest('li')!;

describe('Domains page', () => {
  it('lists types and statuses; system domains have neither Verify nor Delete; the SSL note is shown', async () => {
    stubs();
    renderPage(<DomainsPage />);
    const system = await card('kurz.localhost');
    expect(within(system).queryAllByRole('button')).toHaveLength(0);
    expect(within(system).getByText('System')).toBeTruthy();
    expect(within(await card('brand.kurz.localhost')).getByText('Subdomain')).toBeTruthy();
    expect(within(await card('go.brand.test')).getByTestId('domain-status').textContent).toBe('Pending');
    // Said where it applies: an own domain waits for its certificate.
    expect(
      within(screen.getByRole('form', { name: 'Add your own domain' })).getByText('SSL issuance takes 5-10 minutes.'),
    ).toBeTruthy();
    expect(screen.getByTestId('subdomains-usage').textContent).toBe('Subdomains 1/3');
    // The default system host is preselected as the edge.
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Domain').value).toBe('kurz.localhost'));
  });

  it('shows every instruction value with a copy button, the provider status, and copies on click', async () => {
    stubs();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(<DomainsPage />);
    const pending = await card('go.brand.test');
    for (const value of [
      'go.brand.test',
      'edge.kurz.test',
      '_kurz.go.brand.test',
      'kurz-verify-abc',
      '_acme-challenge.go.brand.test',
      'acme-1',
      'http://go.brand.test/.well-known/x',
      'body-1',
    ]) {
      expect(within(pending).getByText(value, { selector: 'code' })).toBeTruthy();
    }
    expect(within(pending).getAllByRole('button', { name: /^Copy / })).toHaveLength(8);
    expect(within(pending).getByText(/hostname pending, SSL pending_validation/)).toBeTruthy();
    await userEvent.click(within(pending).getByRole('button', { name: 'Copy ownership TXT value' }));
    expect(writeText).toHaveBeenCalledWith('kurz-verify-abc');
  });

  it('Verify shows a spinner, then the errors in place', async () => {
    let release!: () => void;
    const failed = {
      ...PENDING,
      meta: {
        ...PENDING.meta,
        ui_instructions: { ...PENDING.meta.ui_instructions, errors: ['TXT _kurz.go.brand.test not found'] },
      },
    };
    let list = DOMAINS;
    const calls = stubs({
      'domains.list': () => list,
      'domains.verify': () =>
        new Promise((resolve) => {
          release = () => {
            list = [...DOMAINS.slice(0, 3), failed];
            resolve(failed);
          };
        }),
    });
    renderPage(<DomainsPage />);
    await userEvent.click(within(await card('go.brand.test')).getByRole('button', { name: 'Verify' }));
    expect(await within(await card('go.brand.test')).findByText('Verifying…')).toBeTruthy();
    release();
    const problems = await within(await card('go.brand.test')).findByRole('alert', { name: 'Verification problems' });
    expect(problems.textContent).toBe('TXT _kurz.go.brand.test not found');
    expect(calls.of('domains.verify')).toEqual([{ id: 'p1' }]);
  });

  it("'Delete domain?' says how many links stop working; cancelling calls nothing; once deleted the page says so", async () => {
    const calls = stubs({ 'domains.delete': () => ({ ok: true, links_deleted: 3 }) });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderPage(<DomainsPage />);
    const sub = await card('brand.kurz.localhost');
    await userEvent.click(within(sub).getByRole('button', { name: 'Delete' }));
    expect(confirm.mock.calls[0]![0]).toContain('Delete domain?');
    expect(confirm.mock.calls[0]![0]).toContain('3 links on brand.kurz.localhost will stop working');
    expect(calls.of('domains.delete')).toHaveLength(0);
    await userEvent.click(within(sub).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.of('domains.delete')).toEqual([{ id: 'd1' }]));
    expect((await screen.findByRole('status')).textContent).toBe(
      'brand.kurz.localhost was deleted; 3 links on it were deleted.',
    );
  });

  it('refuses empty input in both forms without calling the server', async () => {
    const calls = stubs();
    renderPage(<DomainsPage />);
    const subForm = await screen.findByRole('form', { name: 'Create a subdomain' });
    await userEvent.click(within(subForm).getByRole('button', { name: 'Create subdomain' }));
    expect((await within(subForm).findByRole('alert')).textContent).toBe('Please fill the subdomain label');
    const byodForm = screen.getByRole('form', { name: 'Add your own domain' });
    await userEvent.click(within(byodForm).getByRole('button', { name: 'Add domain' }));
    expect((await within(byodForm).findByRole('alert')).textContent).toBe('Please fill the domain name');
    expect(calls.of('domains.createSubdomain')).toHaveLength(0);
    expect(calls.of('domains.requestByod')).toHaveLength(0);
  });

  it('takes an own domain pasted as a URL by its host name', async () => {
    const calls = stubs({
      'domains.requestByod': () => DOMAINS[2],
      'user.limits': () => ({
        ...LIMITS,
        limits: { ...LIMITS.limits, byod_domains: { current: 0, limit: 1, unlimited: false, remaining: 1 } },
      }),
    });
    renderPage(<DomainsPage />);
    const byodForm = await screen.findByRole('form', { name: 'Add your own domain' });
    await userEvent.type(within(byodForm).getByLabelText('Domain name'), ' https://go.example.com/landing?x=1 ');
    await userEvent.click(within(byodForm).getByRole('button', { name: 'Add domain' }));
    await waitFor(() => expect(calls.of('domains.requestByod')).toEqual([{ hostname: 'go.example.com' }]));
  });

  it("a form's refusal clears once the other form has created a domain", async () => {
    const calls = stubs({ 'domains.createSubdomain': () => DOMAINS[2] });
    renderPage(<DomainsPage />);
    const byodForm = await screen.findByRole('form', { name: 'Add your own domain' });
    await userEvent.click(within(byodForm).getByRole('button', { name: 'Add domain' }));
    expect((await within(byodForm).findByRole('alert')).textContent).toBe('Please fill the domain name');
    const subForm = screen.getByRole('form', { name: 'Create a subdomain' });
    await userEvent.type(within(subForm).getByLabelText('Label'), 'fresh');
    await userEvent.click(within(subForm).getByRole('button', { name: 'Create subdomain' }));
    await waitFor(() => expect(calls.of('domains.createSubdomain')).toHaveLength(1));
    await waitFor(() => expect(within(byodForm).queryByRole('alert')).toBeNull());
  });

  it('a guest sees both forms disabled, and why', async () => {
    stubs({ 'auth.me': () => ME.guest });
    renderPage(<DomainsPage />);
    const subForm = await screen.findByRole('form', { name: 'Create a subdomain' });
    expect(screen.getByText(GUEST_DOMAINS)).toBeTruthy();
    expect(within(subForm).getByRole('button', { name: 'Create subdomain' }).matches(':disabled')).toBe(true);
    const byodForm = screen.getByRole('form', { name: 'Add your own domain' });
    expect(within(byodForm).getByLabelText('Domain name').matches(':disabled')).toBe(true);
  });

  it('a limit_reached answer opens the upgrade modal for the domain limit; other errors show in the form', async () => {
    const calls = stubs({ 'domains.createSubdomain': fail('subdomains_limit_reached', 403) });
    renderPage(<DomainsPage />);
    const subForm = await screen.findByRole('form', { name: 'Create a subdomain' });
    await userEvent.type(within(subForm).getByLabelText('Label'), 'more');
    await userEvent.click(within(subForm).getByRole('button', { name: 'Create subdomain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    expect(within(dialog).getByText('You have reached your custom subdomain limit')).toBeTruthy();
    expect(calls.of('domains.createSubdomain')).toEqual([{ sub: 'more', edge: 'kurz.localhost' }]);
  });

  it('says up front which kind of domain the plan has no room for, and its button opens the upgrade modal', async () => {
    stubs({
      'user.limits': () => ({
        ...LIMITS,
        limits: { ...LIMITS.limits, custom_subdomains: { current: 0, limit: 0, unlimited: false, remaining: 0 } },
      }),
    });
    renderPage(<DomainsPage />);
    const subForm = await screen.findByRole('form', { name: 'Create a subdomain' });
    const byodForm = screen.getByRole('form', { name: 'Add your own domain' });
    await waitFor(() =>
      expect(subForm.querySelector('.quota-note')?.textContent).toBe(
        'Your plan has no custom subdomains. Upgrade for more',
      ),
    );
    expect(byodForm.querySelector('.quota-note')?.textContent).toBe(
      "Your plan's 1 own domain is in use. Upgrade for more",
    );
    // An empty try's complaint goes once something is typed, even when the plan's limit answers instead.
    await userEvent.click(within(byodForm).getByRole('button', { name: 'Add domain' }));
    expect(within(byodForm).getByRole('alert').textContent).toBe('Please fill the domain name');
    await userEvent.type(within(byodForm).getByLabelText('Domain name'), 'go.other.test');
    await userEvent.click(within(byodForm).getByRole('button', { name: 'Add domain' }));
    await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    expect(within(byodForm).queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(within(byodForm).getByRole('button', { name: 'Upgrade for more' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Upgrade your plan' })).getByText(
        'You have reached your own domain limit',
      ),
    ).toBeTruthy();
  });

  it('says nothing of quotas while room is left, nor to a guest whose forms are closed', async () => {
    stubs({
      'user.limits': () => ({
        ...LIMITS,
        limits: { ...LIMITS.limits, byod_domains: { current: 0, limit: 1, unlimited: false, remaining: 1 } },
      }),
    });
    const { unmount } = renderPage(<DomainsPage />);
    await waitFor(() => expect(screen.getByTestId('byod-usage').textContent).toBe('Own domains 0/1'));
    expect(document.querySelector('.quota-note')).toBeNull();
    unmount();
    stubs({ 'auth.me': () => ME.guest });
    renderPage(<DomainsPage />);
    await screen.findByText(GUEST_DOMAINS);
    await waitFor(() => expect(screen.getByTestId('byod-usage').textContent).toBe('Own domains 1/1'));
    expect(document.querySelector('.quota-note')).toBeNull();
  });

  it('with no own-domain quota left the request goes straight to the upgrade modal', async () => {
    const calls = stubs();
    renderPage(<DomainsPage />);
    const byodForm = await screen.findByRole('form', { name: 'Add your own domain' });
    await waitFor(() => expect(screen.getByTestId('byod-usage').textContent).toBe('Own domains 1/1'));
    await userEvent.type(within(byodForm).getByLabelText('Domain name'), 'go.other.test');
    await userEvent.click(within(byodForm).getByRole('button', { name: 'Add domain' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Upgrade your plan' })).getByText(
        'You have reached your own domain limit',
      ),
    ).toBeTruthy();
    expect(calls.of('domains.requestByod')).toHaveLength(0);
  });

  it('an own host sets where its root and unknown slugs go; the saved (normalised) values are shown, errors in place', async () => {
    const saved = { ...DOMAINS[2], root_url: 'https://brand.example/', not_found_url: null };
    let answer: (input: unknown) => unknown = () => saved;
    const calls = stubs({ 'domains.updateSettings': (input) => answer(input) });
    renderPage(<DomainsPage />);
    expect(within(await card('kurz.localhost')).queryByText('Root and not-found redirects')).toBeNull();
    const sub = await card('brand.kurz.localhost');
    await userEvent.click(within(sub).getByText('Root and not-found redirects'));
    const form = within(sub).getByRole('form', { name: 'Redirects of brand.kurz.localhost' });
    await userEvent.type(within(form).getByLabelText('Root URL (visits to brand.kurz.localhost/)'), 'Brand.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Save redirects' }));
    expect((await within(form).findByRole('status')).textContent).toBe('Saved');
    expect(calls.of('domains.updateSettings')).toEqual([{ id: 'd1', root_url: 'Brand.example', not_found_url: null }]);
    expect(within(form).getByLabelText<HTMLInputElement>('Root URL (visits to brand.kurz.localhost/)').value).toBe(
      'https://brand.example/',
    );

    answer = fail('target_is_short_link', 400);
    await userEvent.type(
      within(form).getByLabelText('Not-found URL (slugs that do not exist)'),
      'https://kurz.localhost/x',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save redirects' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'That address is a short link or this dashboard: enter the final destination',
    );
  });
});
