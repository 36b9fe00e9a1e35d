import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ME, mockTrpc } from '../../../../test/msw';
import { renderPage } from '../../../../test/render';
import { BILLING_FREE, DOMAINS, FREE_LIMITS, FULL_LIMITS, LINK, PAID_LIMITS, PLANS } from './fixtures';
import { LinksPage } from './LinksPage';
import { NewLinkDialog } from './NewLinkDialog';

const page = (results: unknown[], next_cursor: string | null = null) => ({ results, next_cursor });
const alertText = async () => (await screen.findByRole('alert')).textContent;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('New Link dialog', () => {
  it("says 'Please fill target URL' without a target, and calls nothing", async () => {
    const calls = mockTrpc({ 'domains.list': () => DOMAINS, 'user.limits': () => FREE_LIMITS });
    renderPage(<NewLinkDialog onClose={() => {}} onUpgrade={() => {}} />);
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Domain').value).toBe('kurz.localhost'));
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await alertText()).toBe('Please fill target URL');
    expect(calls.of('links.create')).toHaveLength(0);
  });

  it("says 'Select a domain' when no domain can be chosen", async () => {
    const calls = mockTrpc({ 'domains.list': () => [], 'user.limits': () => FREE_LIMITS });
    renderPage(<NewLinkDialog onClose={() => {}} onUpgrade={() => {}} />);
    await screen.findByText('No domain available');
    await userEvent.type(screen.getByLabelText('Target URL'), 'https://example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await alertText()).toBe('Select a domain');
    expect(calls.of('links.create')).toHaveLength(0);
  });

  it('keeps the slug field disabled without the custom slugs feature and sends no slug', async () => {
    const calls = mockTrpc({
      'domains.list': () => DOMAINS,
      'user.limits': () => FREE_LIMITS,
      'links.create': () => LINK,
    });
    const onClose = vi.fn();
    renderPage(<NewLinkDialog onClose={onClose} onUpgrade={() => {}} />);
    await screen.findByText(/Custom URL slugs require a paid plan/);
    const slug = screen.getByLabelText<HTMLInputElement>('Custom slug (optional)');
    expect(slug.disabled).toBe(true);
    await userEvent.type(slug, 'mine');
    expect(slug.value).toBe('');
    await userEvent.type(screen.getByLabelText('Target URL'), 'https://example.com/x');
    await userEvent.selectOptions(screen.getByLabelText('Domain'), 'go.example.com');
    await userEvent.type(screen.getByLabelText('Title (optional)'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.of('links.create')).toEqual([
      { url: 'https://example.com/x', hostname: 'go.example.com', title: 'Hello' },
    ]);
  });

  it('sends a custom slug with the feature and shows slug errors in words', async () => {
    const calls = mockTrpc({
      'domains.list': () => DOMAINS,
      'user.limits': () => PAID_LIMITS,
      'links.create': fail('slug_taken', 409),
    });
    renderPage(<NewLinkDialog onClose={() => {}} onUpgrade={() => {}} />);
    const slug = await screen.findByLabelText<HTMLInputElement>('Custom slug (optional)');
    await waitFor(() => expect(slug.disabled).toBe(false));
    await userEvent.type(screen.getByLabelText('Target URL'), 'https://example.com/x');
    await userEvent.type(slug, 'spring');
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await alertText()).toBe('That slug is taken on this domain');
    expect(calls.of('links.create')).toEqual([
      { url: 'https://example.com/x', hostname: 'kurz.localhost', slug: 'spring' },
    ]);
  });

  it('limits the title to 200 characters', async () => {
    mockTrpc({ 'domains.list': () => DOMAINS, 'user.limits': () => FREE_LIMITS });
    renderPage(<NewLinkDialog onClose={() => {}} onUpgrade={() => {}} />);
    const title = await screen.findByLabelText<HTMLInputElement>('Title (optional)');
    expect(screen.getByTestId('title-counter').textContent).toBe('0/200');
    const user = userEvent.setup();
    await user.click(title);
    await user.paste('t'.repeat(210));
    expect(title.value).toHaveLength(200);
    expect(screen.getByTestId('title-counter').textContent).toBe('200/200');
  });
});

describe('links page upgrade modals', () => {
  const base = {
    'auth.me': () => ME.verified,
    'links.list': () => page([LINK]),
    'domains.list': () => DOMAINS,
    'plans.list': () => PLANS,
    'billing.me': () => BILLING_FREE,
  };

  it.each([
    ['links_limit_reached', 'You have reached your link creation limit'],
    ['custom_slugs_not_allowed', 'Custom URL slugs require a paid plan'],
  ])('opens the upgrade modal with the plan picker on %s', async (code, reason) => {
    mockTrpc({ ...base, 'user.limits': () => PAID_LIMITS, 'links.create': fail(code, 403) });
    renderPage(<LinksPage />);
    await userEvent.click(await screen.findByRole('button', { name: /New Link/ }));
    await userEvent.type(await screen.findByLabelText('Target URL'), 'https://example.com/x');
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    expect(within(dialog).getByRole('alert').textContent).toBe(reason);
    const hobby = await within(dialog).findByRole('article', { name: 'Hobby' });
    expect(hobby.textContent).toContain('€7.50 per month, billed yearly');
    expect(hobby.textContent).toContain('€90.00');
    expect(hobby.textContent).toContain('Custom slugs');
    expect(within(dialog).getAllByRole('button', { name: /Upgrade Plan/ })).toHaveLength(2);
    expect(screen.queryByRole('dialog', { name: 'New link' })).toBeNull();
  });

  it('goes straight to the upgrade modal when no links are left', async () => {
    const calls = mockTrpc({ ...base, 'user.limits': () => FULL_LIMITS });
    renderPage(<LinksPage />);
    expect((await screen.findByTestId('links-usage')).textContent).toBe('Links 25/25');
    expect(document.querySelector('.quota-note')?.textContent).toBe(
      "Your plan's 25 links are in use. Upgrade for more",
    );
    await userEvent.click(screen.getByRole('button', { name: /New Link/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    expect(within(dialog).getByRole('alert').textContent).toBe('You have reached your link creation limit');
    // The New link dialog never opened (the toolbar's domain filter reads the domains, the dialog does not).
    expect(screen.queryByRole('dialog', { name: 'New link' })).toBeNull();
    expect(calls.of('links.create')).toHaveLength(0);
  });
});

describe('links table', () => {
  const stubs = { 'auth.me': () => ME.guest, 'user.limits': () => FREE_LIMITS };

  it('shows the link, counts, date and actions, and an empty state otherwise', async () => {
    mockTrpc({
      ...stubs,
      'links.list': () => page([{ ...LINK, expires_at: Math.floor(Date.now() / 1000) + 3 * 86400 + 60 }]),
    });
    renderPage(<LinksPage />);
    const row = await screen.findByTestId('link-row');
    expect(within(row).getByTestId('short-url').textContent).toBe('kurz.localhost/abc1234');
    expect(within(row).getByTestId('short-url').getAttribute('href')).toMatch(
      /^http:\/\/kurz\.localhost(:\d+)?\/abc1234$/,
    );
    expect(row.textContent).toContain('Spring campaign');
    expect(row.textContent).toContain('https://example.com/landing');
    expect(row.textContent).toContain('Expires in 3 days');
    expect(within(row).getByTestId('clicks-today').textContent).toBe('3');
    expect(within(row).getByTestId('clicks-total').textContent).toBe('42');
    expect(within(row).getByRole('link', { name: 'Stats' }).getAttribute('href')).toBe(
      '/links/kurz.localhost/abc1234/stats',
    );
    expect(within(row).getByRole('link', { name: 'Rules' }).getAttribute('href')).toBe(
      '/links/kurz.localhost/abc1234/rules',
    );
    expect(within(row).getByRole('link', { name: 'Preview' }).getAttribute('href')).toBe(
      '/links/abc1234/preview?hostname=kurz.localhost',
    );
    expect(within(row).getByRole('link', { name: 'QR code for kurz.localhost/abc1234' }).getAttribute('href')).toBe(
      '/links/abc1234/qr?hostname=kurz.localhost',
    );
    expect(within(row).getByRole('button', { name: 'Copy kurz.localhost/abc1234' })).toBeTruthy();
    expect(screen.getByTestId('links-usage').textContent).toBe('Links 2/25');
  });

  it("shows an A/B link's split, not its target URL (no visitor is sent there)", async () => {
    const targets = [
      { url: 'https://example.com/a', weight: 70 },
      { url: 'https://example.com/b', weight: 30 },
    ];
    mockTrpc({ ...stubs, 'links.list': () => page([{ ...LINK, targets }]) });
    renderPage(<LinksPage />);
    const split = await screen.findByTestId('link-split');
    expect(
      within(split)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['→ 70% https://example.com/a', '→ 30% https://example.com/b']);
    expect(screen.getByTestId('link-row').textContent).not.toContain('https://example.com/landing');
  });

  it('shows an empty state', async () => {
    mockTrpc({ ...stubs, 'links.list': () => page([]) });
    renderPage(<LinksPage />);
    expect(await screen.findByText('No links yet')).toBeTruthy();
  });

  it("copies the short URL and says 'Copied'", async () => {
    mockTrpc({ ...stubs, 'links.list': () => page([LINK]) });
    const user = userEvent.setup();
    renderPage(<LinksPage />);
    await user.click(await screen.findByRole('button', { name: 'Copy kurz.localhost/abc1234' }));
    expect((await screen.findByRole('status')).textContent).toBe('Copied');
    expect(await navigator.clipboard.readText()).toMatch(/^http:\/\/kurz\.localhost(:\d+)?\/abc1234$/);
  });

  it("asks 'Delete this link?' and deletes only on yes", async () => {
    let list = [LINK];
    const calls = mockTrpc({
      ...stubs,
      'links.list': () => page(list),
      'links.delete': () => ((list = []), { ok: true }),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderPage(<LinksPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenLastCalledWith('Delete this link?');
    expect(calls.of('links.delete')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText('No links yet');
    expect(calls.of('links.delete')).toEqual([{ slug: 'abc1234', hostname: 'kurz.localhost' }]);
    // The list and the limits are fetched again after the delete.
    expect(calls.of('links.list').length).toBeGreaterThanOrEqual(2);
    expect(calls.of('user.limits').length).toBeGreaterThanOrEqual(2);
  });

  it('toggles the action overlay with a tap on touch screens', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({
      matches: q === '(hover: none)',
      media: q,
      addEventListener() {},
      removeEventListener() {},
    }));
    mockTrpc({ ...stubs, 'links.list': () => page([LINK]) });
    renderPage(<LinksPage />);
    const row = await screen.findByTestId('link-row');
    expect(row.className).not.toContain('is-open');
    await userEvent.click(within(row).getByTestId('clicks-total'));
    expect(row.className).toContain('is-open');
    await userEvent.click(within(row).getByTestId('clicks-total'));
    expect(row.className).not.toContain('is-open');
  });
});

describe('links list at scale', () => {
  const stubs = { 'auth.me': () => ME.verified, 'user.limits': () => PAID_LIMITS, 'domains.list': () => DOMAINS };
  const second = { ...LINK, slug: 'second', title: null };

  it('loads the next page with the cursor on Load more, and hides the button on the last page', async () => {
    const calls = mockTrpc({
      ...stubs,
      'links.list': (input) => ((input as { cursor?: string }).cursor === 'c1' ? page([second]) : page([LINK], 'c1')),
    });
    const user = userEvent.setup();
    renderPage(<LinksPage />);
    await screen.findByTestId('link-row');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('link-row')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.of('links.list').map((i) => (i as { cursor?: string }).cursor)).toEqual([undefined, 'c1']);
  });

  it('searches, sorts and filters by domain through the server, keeping the query for the URL', async () => {
    const calls = mockTrpc({ ...stubs, 'links.list': () => page([LINK]) });
    const onSearch = vi.fn();
    const user = userEvent.setup();
    renderPage(<LinksPage search={{}} onSearch={onSearch} />);
    await screen.findByTestId('link-row');
    await user.type(screen.getByRole('searchbox', { name: 'Search links' }), '50%_off');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ q: '50%_off' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'clicks');
    expect(onSearch).toHaveBeenLastCalledWith({ sort: 'clicks' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Domain' }), 'go.example.com');
    expect(onSearch).toHaveBeenLastCalledWith({ domain: 'go.example.com' });
    expect(calls.of('links.list')[0]).toEqual({ direction: 'forward' });
  });

  it('asks the server for what the URL says', async () => {
    const calls = mockTrpc({ ...stubs, 'links.list': () => page([]) });
    renderPage(<LinksPage search={{ q: 'sale', sort: 'clicks', domain: 'go.example.com' }} onSearch={() => {}} />);
    expect(await screen.findByText('No links match.')).toBeTruthy();
    expect(calls.of('links.list')[0]).toMatchObject({ q: 'sale', sort: 'clicks', hostname: 'go.example.com' });
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search links' }).value).toBe('sale');
  });

  it('edits target and title from the row, on the free plan too', async () => {
    let current = LINK;
    const calls = mockTrpc({
      ...stubs,
      'user.limits': () => FREE_LIMITS,
      'links.list': () => page([current]),
      'links.update': (input) => {
        const { url, title } = input as { url: string; title: string | null };
        current = { ...current, target_url: url, title: title as string };
        return current;
      },
    });
    const user = userEvent.setup();
    renderPage(<LinksPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit kurz.localhost/abc1234' });
    const target = within(dialog).getByLabelText<HTMLInputElement>('Target URL');
    expect(target.value).toBe('https://example.com/landing');
    await user.clear(target);
    await user.type(target, 'https://example.com/fixed');
    await user.clear(within(dialog).getByLabelText('Title (optional)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Only what changed: an untouched setting changed meanwhile elsewhere (an API client) stays as it is.
    expect(calls.of('links.update')).toEqual([
      { hostname: 'kurz.localhost', slug: 'abc1234', url: 'https://example.com/fixed', title: null },
    ]);
    expect(await screen.findByText('https://example.com/fixed')).toBeTruthy();
  });

  it('an edit sends only the fields changed, and saving an untouched dialog sends nothing', async () => {
    const calls = mockTrpc({ ...stubs, 'links.list': () => page([LINK]), 'links.update': () => LINK });
    const user = userEvent.setup();
    renderPage(<LinksPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.of('links.update')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Max clicks'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.of('links.update')).toHaveLength(1));
    expect(calls.of('links.update')[0]).toEqual({ hostname: 'kurz.localhost', slug: 'abc1234', max_clicks: 50 });
  });

  it('shows why an edit was refused and keeps the dialog open', async () => {
    mockTrpc({ ...stubs, 'links.list': () => page([LINK]), 'links.update': fail('invalid_url', 400) });
    const user = userEvent.setup();
    renderPage(<LinksPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit kurz.localhost/abc1234' });
    await user.type(within(dialog).getByLabelText('Target URL'), '/moved');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Enter a full http:// or https:// URL');
  });

  it('an edit takes a target typed without a scheme, as the New Link dialog does', async () => {
    const calls = mockTrpc({ ...stubs, 'links.list': () => page([LINK]), 'links.update': () => LINK });
    const user = userEvent.setup();
    renderPage(<LinksPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit kurz.localhost/abc1234' });
    const target = within(dialog).getByLabelText('Target URL');
    await user.clear(target);
    await user.type(target, 'example.com/typed');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.of('links.update')).toHaveLength(1));
    expect(calls.of('links.update')[0]).toMatchObject({ url: 'https://example.com/typed' });
  });

  it('confirms a new link in a toast and puts its short URL on the clipboard', async () => {
    const created = { ...LINK, slug: 'new1234' };
    mockTrpc({ ...stubs, 'links.list': () => page([LINK]), 'links.create': () => created });
    const user = userEvent.setup();
    renderPage(<LinksPage />);
    await user.click(await screen.findByRole('button', { name: /New Link/ }));
    await user.type(await screen.findByLabelText('Target URL'), 'https://example.com/new');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    const toast = await screen.findByText(/Link created/);
    expect(toast.textContent).toContain('kurz.localhost/new1234');
    await waitFor(() => expect(toast.textContent).toContain('copied to the clipboard'));
    expect(await navigator.clipboard.readText()).toMatch(/^http:\/\/kurz\.localhost(:\d+)?\/new1234$/);
  });
});
