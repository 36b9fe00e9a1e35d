import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ClicksExportLink } from '../../../../components/stats/ClicksExportLink';
import { setActiveWorkspace } from '../../../../lib/workspace';
import { ME, mockTrpc, server } from '../../../../test/msw';
import { renderPage } from '../../../../test/render';
import { DOMAINS, PAID_LIMITS } from './fixtures';
import { ImportDialog } from './ImportDialog';
import { LinksTransfer } from './LinksTransfer';

const PREVIEW = {
  format: 'bitly',
  total: 3,
  valid: 2,
  sample: [],
  problems: [{ line: 3, error: 'slug_taken', slug: 'taken' }],
  problem_count: 1,
  warnings: [
    {
      line: 2,
      code: 'archived_expired',
      detail: 'archived',
      message: 'Archived at the source: imported expired (it answers as an expired link until its expiry is cleared).',
    },
  ],
  warning_count: 1,
};
const job = (processed: number, status: 'running' | 'done') => ({
  id: '7',
  status,
  format: 'bitly',
  hostname: 'kurz.localhost',
  total: 3,
  processed,
  created: processed === 3 ? 2 : 0,
  existing: processed === 3 ? 1 : 0,
  failed: 0,
  problems: processed === 3 ? [{ line: 3, error: 'slug_taken', slug: 'taken' }] : [],
  warnings: PREVIEW.warnings,
  warning_count: 1,
  created_at: 1_700_000_000,
});
const FILE = 'id,link,long_url,title\nbit.ly/a,https://bit.ly/a,https://example.com/a,A\n';

describe('ImportDialog', () => {
  it('previews the chosen file without importing, then imports and shows progress until done', async () => {
    let polls = 0;
    const calls = mockTrpc({
      'domains.list': () => DOMAINS,
      'user.limits': () => PAID_LIMITS,
      'imports.get': () => job(++polls > 1 ? 3 : 1, polls > 1 ? 'done' : 'running'),
    });
    const sent: { path: string; body: unknown }[] = [];
    server.use(
      http.post('*/api/imports/preview', async ({ request }) => {
        sent.push({ path: 'preview', body: await request.json() });
        return HttpResponse.json(PREVIEW);
      }),
      http.post('*/api/imports', async ({ request }) => {
        sent.push({ path: 'start', body: await request.json() });
        return HttpResponse.json(job(0, 'running'));
      }),
    );
    const user = userEvent.setup();
    renderPage(<ImportDialog onClose={() => {}} />);
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Domain').value).toBe('kurz.localhost'));
    await user.upload(screen.getByLabelText('File'), new File([FILE], 'bitly.csv', { type: 'text/csv' }));
    const preview = await screen.findByTestId('import-preview');
    expect(preview.textContent).toContain('Bitly export: 3 rows, 2 will be created, 1 will not.');
    expect(preview.textContent).toContain('Slug already exists (kept as it is, not overwritten)');
    expect(screen.getByTestId('import-warnings').textContent).toContain(
      '1 warning: imported, but not exactly as the source had it.',
    );
    expect(screen.getByTestId('import-warnings').textContent).toContain('Archived at the source: imported expired');
    expect(sent).toEqual([{ path: 'preview', body: { csv: FILE, hostname: 'kurz.localhost', keep_slugs: true } }]);
    expect(calls.of('imports.get')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Import 2 links' }));
    await waitFor(
      () =>
        expect(screen.getByTestId('import-status').textContent).toBe(
          'Done: 2 created, 1 already existed, 0 not imported.',
        ),
      { timeout: 5000 },
    );
    expect(screen.getByTestId('import-warnings').textContent).toContain('(archived)');
    expect(sent.map((s) => s.path)).toEqual(['preview', 'start']);
    expect(calls.of('imports.get')[0]).toEqual({ id: '7' });
  });

  it('says why a file cannot be read and offers no import', async () => {
    mockTrpc({ 'domains.list': () => DOMAINS, 'user.limits': () => PAID_LIMITS });
    server.use(http.post('*/api/imports/preview', () => HttpResponse.json({ error: 'invalid_csv' }, { status: 400 })));
    const user = userEvent.setup();
    renderPage(<ImportDialog onClose={() => {}} />);
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Domain').value).toBe('kurz.localhost'));
    await user.upload(screen.getByLabelText('File'), new File(['name\nx\n'], 'x.csv', { type: 'text/csv' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "The file could not be read: it needs a url column, or must be kurz's export or a Bitly, Shlink or Kutt export (CSV, or the JSON of their API).",
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Import' }).disabled).toBe(true);
  });
});

describe('export links', () => {
  it('the links page offers the CSV of every link as a download', async () => {
    mockTrpc({ 'auth.me': () => ME.verified });
    renderPage(<LinksTransfer />);
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    expect(link.getAttribute('href')).toBe('/api/links/export');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it("downloads the current workspace's links: the export asks with its header", async () => {
    setActiveWorkspace('11111111-1111-4111-8111-111111111111');
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/links/export', ({ request }) => {
        asked.push(request.headers.get('x-kurz-workspace'));
        return new HttpResponse('slug,host\r\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="links.csv"' },
        });
      }),
    );
    URL.createObjectURL = () => 'blob:links';
    URL.revokeObjectURL = () => {};
    mockTrpc({ 'auth.me': () => ME.verified });
    renderPage(<LinksTransfer />);
    await userEvent.click(await screen.findByRole('link', { name: 'Export CSV' }));
    await waitFor(() => expect(asked).toEqual(['11111111-1111-4111-8111-111111111111']));
  });

  it('a viewer cannot import: the button says why', async () => {
    mockTrpc({
      'auth.me': () => ({ ...ME.verified, workspace: { id: 'w1', name: 'Acme', role: 'viewer', owner_email: null } }),
    });
    renderPage(<LinksTransfer />);
    const importButton = await screen.findByRole<HTMLButtonElement>('button', { name: 'Import' });
    expect(importButton.disabled).toBe(true);
    expect(importButton.title).toBe('Viewers can only read links and statistics');
  });

  it('the stats page exports the clicks of the selected range', () => {
    render(<ClicksExportLink host="kurz.localhost" slug="abc" from="2026-11-01" to="2026-11-07" />);
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/stats/export?hostname=kurz.localhost&slug=abc&from=2026-11-01&to=2026-11-07',
    );
  });
});
