/** The list as people read and use it: decoded names, row buttons and badges, the filter bar, a selection. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME, mockTrpc } from '../../../../test/msw';
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
});
