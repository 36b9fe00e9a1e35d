/** The list as people read and use it: decoded names, row buttons and badges, the filter bar, a selection. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ME, mockTrpc } from '../../../../test/msw';
import { renderPage } from '../../../../test/render';
import { DOMAINS, LINK, PAID_LIMITS } from './fixtures';
import { LinksPage } from './LinksPage';

const page = (results: unknown[], next_cursor: string | null = null) => ({ results, next_cursor });
const stubs = { 'auth.me': () => ME.verified, 'user.limits': () => PAID_LIMITS, 'domains.list': () => DOMAINS };
const IDN = {
  ...LINK,
  hostname: 'xn--mnchen-3ya.de',
  slug: 'sommer',
  target_url: 'https://xn--strae-oqa.de/%C3%BCber-uns?q=gr%C3%BC%C3%9Fe&x=a%2Fb',
};

const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('links list', () => {
  it('shows IDN hosts and encoded paths decoded, and links to the stored address', async () => {
    mockTrpc({ ...stubs, 'links.list': () => page([IDN]) });
    renderPage(<LinksPage />);
    const row = await screen.findByTestId('link-row');
    const short = within(row).getByTestId('short-url');
    expect(short.textContent).toBe('münchen.de/sommer');
    expect(short.getAttribute('href')).toMatch(/^http:\/\/xn--mnchen-3ya\.de(:\d+)?\/sommer$/);
    expect(row.textContent).toContain('→ https://straße.de/über-uns?q=grüße&x=a%2Fb');
    expect(row.textContent).not.toContain('xn--');
    expect(within(row).getByRole('button', { name: 'Copy münchen.de/sommer' })).toBeTruthy();
  });

  it('sends the search as typed: the server matches it against the stored spelling', async () => {
    const calls = mockTrpc({ ...stubs, 'links.list': () => page([IDN]) });
    const user = userEvent.setup();
    renderPage(<LinksPage />);
    await screen.findByTestId('link-row');
    await user.type(screen.getByRole('searchbox', { name: 'Search links' }), 'straße');
    await waitFor(() => expect(calls.of('links.list').some((i) => (i as { q?: string }).q === 'straße')).toBe(true));
  });

  it('puts copy and QR beside the short URL, outside the actions menu, with names saying for which link', async () => {
    mockTrpc({ ...stubs, 'links.list': () => page([LINK]) });
    renderPage(<LinksPage />);
    const row = await screen.findByTestId('link-row');
    const menu = within(row).getByRole('group', { name: 'Actions for kurz.localhost/abc1234' });
    const copy = within(row).getByRole('button', { name: 'Copy kurz.localhost/abc1234' });
    const qr = within(row).getByRole('link', { name: 'QR code for kurz.localhost/abc1234' });
    expect(menu.contains(copy) || menu.contains(qr)).toBe(false);
    expect(copy.closest('.short-line')).toBe(qr.closest('.short-line'));
  });

  it('badges rules, preview and conversions, each leading to its page', async () => {
    mockTrpc({
      ...stubs,
      'links.list': () =>
        page([
          { ...LINK, rules_count: 2, preview_enabled: true, conversions_enabled: true },
          { ...LINK, slug: 'plain', rules_count: 1 },
        ]),
    });
    renderPage(<LinksPage />);
    const [rich, plain] = await screen.findAllByTestId('link-row');
    const badges = within(rich!).getByTestId('link-badges');
    expect(within(badges).getByRole('link', { name: '2 rules' }).getAttribute('href')).toBe(
      '/links/kurz.localhost/abc1234/rules',
    );
    expect(within(badges).getByRole('link', { name: 'OG preview' }).getAttribute('href')).toBe(
      '/links/abc1234/preview?hostname=kurz.localhost',
    );
    expect(within(badges).getByRole('link', { name: 'Conversions' }).getAttribute('href')).toBe(
      '/links/kurz.localhost/abc1234/stats',
    );
    expect(within(plain!).getByTestId('link-badges').textContent).toBe('1 rule');
  });

  it('keeps search, sort, domain and tag in one bar and clears the filters at once', async () => {
    mockTrpc({
      ...stubs,
      'links.list': () => page([LINK]),
      'links.tags': () => [{ name: 'promo', color: '#ff0000' }],
    });
    const onSearch = vi.fn();
    renderPage(<LinksPage search={{ q: 'x', sort: 'clicks', tag: 'promo' }} onSearch={onSearch} />);
    const bar = await screen.findByRole('search');
    await within(bar).findByRole('combobox', { name: 'Tag' });
    expect(within(bar).getByRole('searchbox', { name: 'Search links' })).toBeTruthy();
    expect(within(bar).getByRole('combobox', { name: 'Sort' })).toBeTruthy();
    expect(await within(bar).findByRole('combobox', { name: 'Domain' })).toBeTruthy();
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear filters' }));
    expect(onSearch).toHaveBeenLastCalledWith({ sort: 'clicks' });
  });

  it('selects links one by one or all on the page, and exports the selected as CSV', async () => {
    const links = [
      { ...LINK, title: '=cmd', rules_count: 1 },
      { ...LINK, slug: 'two', title: 'Two, "quoted"' },
      { ...LINK, slug: 'three' },
    ];
    mockTrpc({ ...stubs, 'links.list': () => page(links) });
    const saved: { name: string; text: Promise<string> }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push({ name: '', text: readText(blob as Blob) });
      return 'blob:selected';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.at(-1)!.name = this.download;
    });
    const user = userEvent.setup();
    renderPage(<LinksPage />);
    await screen.findAllByTestId('link-row');
    expect(screen.queryByRole('region', { name: 'Selected links' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select kurz.localhost/abc1234' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select kurz.localhost/two' }));
    const bar = screen.getByRole('region', { name: 'Selected links' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    const all = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all links on this page' });
    expect(all.indeterminate).toBe(true);
    await user.click(within(bar).getByRole('button', { name: 'Export selected' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(saved[0]!.name).toBe('links-selected.csv');
    expect(await saved[0]!.text).toBe(
      'slug,host,target,title,created,clicks,rules\r\n' +
        "abc1234,kurz.localhost,https://example.com/landing,'=cmd,2026-01-01T00:00:00.000Z,42,yes\r\n" +
        'two,kurz.localhost,https://example.com/landing,"Two, ""quoted""",2026-01-01T00:00:00.000Z,42,no\r\n',
    );
    await user.click(all);
    expect(within(bar).getByText('3 selected')).toBeTruthy();
    await user.click(all);
    expect(screen.queryByRole('region', { name: 'Selected links' })).toBeNull();
  });

  it("renames a link from the Edit dialog (slug and domain), showing the server's refusal", async () => {
    let current = { ...LINK };
    let refuse = true;
    const calls = mockTrpc({
      ...stubs,
      'links.list': () => page([current]),
      'links.rename': (input) => {
        if (refuse) {
          refuse = false;
          fail('slug_taken', 409)();
        }
        const { new_slug, new_hostname } = input as { new_slug: string; new_hostname?: string };
        current = { ...current, slug: new_slug, hostname: new_hostname ?? current.hostname };
        return current;
      },
      'links.update': (input) => ((current = { ...current, title: (input as { title: string }).title }), current),
    });
    const user = userEvent.setup();
    renderPage(<LinksPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit kurz.localhost/abc1234' });
    const slug = within(dialog).getByLabelText<HTMLInputElement>('Slug');
    expect(slug.value).toBe('abc1234');
    await user.clear(slug);
    await user.type(slug, 'summer');
    await within(dialog).findByRole('option', { name: 'go.example.com' });
    await user.selectOptions(within(dialog).getByLabelText('Domain'), 'go.example.com');
    expect(within(dialog).getByRole('note').textContent).toContain('kurz.localhost/abc1234 stops working');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('That slug is taken on this domain');
    await user.clear(within(dialog).getByLabelText('Title (optional)'));
    await user.type(within(dialog).getByLabelText('Title (optional)'), 'Summer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const rename = { hostname: 'kurz.localhost', slug: 'abc1234', new_slug: 'summer', new_hostname: 'go.example.com' };
    expect(calls.of('links.rename')).toEqual([rename, rename]);
    // The other changes go to the link under its new name.
    expect(calls.of('links.update')).toEqual([{ hostname: 'go.example.com', slug: 'summer', title: 'Summer' }]);
    expect((await screen.findByTestId('short-url')).textContent).toBe('go.example.com/summer');
  });

  it('tags the selected links at once and names the rows the server refused', async () => {
    const links = [
      { ...LINK, tags: ['old'] },
      { ...LINK, slug: 'two' },
    ];
    const calls = mockTrpc({
      ...stubs,
      'links.list': () => page(links),
      'links.tags': () => [],
      'links.bulkUpdate': () => ({
        results: [
          { ok: true, hostname: 'kurz.localhost', slug: 'abc1234' },
          { ok: false, hostname: 'kurz.localhost', slug: 'two', error: 'not_found' },
        ],
      }),
    });
    const user = userEvent.setup();
    renderPage(<LinksPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all links on this page' }));
    const bar = screen.getByRole('region', { name: 'Selected links' });
    await user.type(within(bar).getByRole('textbox', { name: 'Tag to add' }), 'promo');
    await user.click(within(bar).getByRole('button', { name: 'Add tag' }));
    expect((await within(bar).findByRole('alert')).textContent).toBe(
      '1 of 2 links was not tagged: kurz.localhost/two (This link no longer exists)',
    );
    expect(calls.of('links.bulkUpdate')).toEqual([
      {
        links: [
          { hostname: 'kurz.localhost', slug: 'abc1234', tags: ['old', 'promo'] },
          { hostname: 'kurz.localhost', slug: 'two', tags: ['promo'] },
        ],
      },
    ]);
  });

  it('deletes the selected links after a confirm dialog naming their count', async () => {
    let links = [LINK, { ...LINK, slug: 'two' }, { ...LINK, slug: 'three' }];
    const calls = mockTrpc({
      ...stubs,
      'links.list': () => page(links),
      'links.bulkDelete': (input) => {
        const gone = (input as { links: { slug: string }[] }).links.map((l) => l.slug);
        links = links.filter((l) => !gone.includes(l.slug));
        return { results: gone.map((slug) => ({ ok: true, hostname: 'kurz.localhost', slug })) };
      },
    });
    const user = userEvent.setup();
    renderPage(<LinksPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select kurz.localhost/abc1234' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select kurz.localhost/three' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete 2 links?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.of('links.bulkDelete')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete 2 links?' })).getByRole('button', {
        name: 'Delete 2 links',
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('link-row')).toHaveLength(1));
    expect(calls.of('links.bulkDelete')).toEqual([
      {
        links: [
          { hostname: 'kurz.localhost', slug: 'abc1234' },
          { hostname: 'kurz.localhost', slug: 'three' },
        ],
      },
    ]);
    expect(screen.queryByRole('region', { name: 'Selected links' })).toBeNull();
  });

  it("names who made a link under its date, except the caller's own and links of no known maker", async () => {
    const ann = { id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', email: 'ann@acme.test' };
    mockTrpc({
      ...stubs,
      'links.list': () =>
        page([
          { ...LINK, slug: 'anns', created_by: ann },
          { ...LINK, slug: 'mine', created_by: { id: ME.verified.id, email: ME.verified.email } },
          { ...LINK, slug: 'old', created_by: null },
        ]),
    });
    renderPage(<LinksPage />);
    const [anns, mine, old] = await screen.findAllByTestId('link-row');
    const creator = within(anns!).getByTestId('link-creator');
    expect(creator.textContent).toBe('by ann@acme.test');
    expect(creator.closest('td')!.getAttribute('data-label')).toBe('Created');
    expect(within(mine!).queryByTestId('link-creator')).toBeNull();
    expect(within(old!).queryByTestId('link-creator')).toBeNull();
  });
});
