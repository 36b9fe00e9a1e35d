import { MSG } from '@kurz/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ME, mockTrpc, server } from '../../../../test/msw';
import { renderPage } from '../../../../test/render';
import { FREE_LIMITS, PAID_LIMITS, PLANS } from './fixtures';
import { QrPage } from './QrPage';

const REF = { hostname: 'kurz.localhost', slug: 'abc1234' };
const SHORT = 'http://kurz.localhost:3000/abc1234';
const QR_DEFAULTS = {
  ecc: 'H',
  margin: 2,
  color_dark: '#000000',
  color_light: '#FFFFFF',
  logo_url: null,
  size: 512,
  image_size: 0.2,
  image_url: null,
  image_format: null,
};
const info = (qr: Partial<typeof QR_DEFAULTS> | Record<string, unknown> = {}) => ({
  short_url: SHORT,
  qr_text: `${SHORT}?qr=1`,
  qr: { ...QR_DEFAULTS, ...qr },
});
/** A 1x1 PNG, as the object store would serve a logo. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

afterEach(() => {
  vi.restoreAllMocks();
});

function stubs(overrides: Record<string, (input: unknown) => unknown> = {}) {
  return mockTrpc({
    'auth.me': () => ME.verified,
    'user.limits': () => PAID_LIMITS,
    'plans.list': () => PLANS,
    'qr.info': () => info(),
    'qr.setConfig': () => info(),
    ...overrides,
  });
}

/** The preview's SVG, as the <img> shows it. */
const previewSvg = () =>
  decodeURIComponent(
    screen
      .getByTestId('qr-preview')
      .getAttribute('src')!
      .replace(/^data:image\/svg\+xml;charset=utf-8,/, ''),
  );

describe('QR page', () => {
  it('shows the title, the link, the short URL, a live preview with the saved settings and the controls', async () => {
    stubs({ 'qr.info': () => info({ margin: 4, size: 256, color_dark: '#1A3D7C' }) });
    renderPage(<QrPage {...REF} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('QR code');
    await screen.findByTestId('qr-preview');
    expect(screen.getByRole('link', { name: /Back/ }).getAttribute('href')).toBe('/links');
    expect(screen.getByText('kurz.localhost/abc1234')).toBeTruthy();
    expect(screen.getByTestId('qr-short-url').getAttribute('href')).toBe(SHORT);
    expect(screen.getByTestId('qr-preview').getAttribute('width')).toBe('256');
    expect(previewSvg()).toContain('fill="#1A3D7C"');
    const size = screen.getByLabelText<HTMLSelectElement>('Size');
    expect([...size.options].map((o) => o.text)).toEqual(['64 px', '128 px', '256 px', '512 px', 'Custom']);
    expect(size.value).toBe('256');
    expect(screen.getByLabelText<HTMLInputElement>('Margin').value).toBe('4');
    expect(screen.getByLabelText<HTMLInputElement>('Margin').max).toBe('10');
    expect(screen.getByLabelText<HTMLInputElement>('Dark colour').value).toBe('#1a3d7c');
    expect(screen.getByLabelText<HTMLInputElement>('Light colour').value).toBe('#ffffff');
    expect(screen.getByLabelText<HTMLInputElement>('Logo size').min).toBe('10');
    expect(screen.getByLabelText<HTMLInputElement>('Logo size').max).toBe('30');
    expect([...screen.getByLabelText<HTMLSelectElement>('Format').options].map((o) => o.text)).toEqual(['PNG', 'SVG']);
    expect(screen.getByText(/SVG is recommended for print/)).toBeTruthy();
    expect(screen.queryByTestId('qr-download')).toBeNull();
  });

  it('caps the preview at 512 px and clamps a custom size to 64-4096', async () => {
    stubs();
    const user = userEvent.setup();
    renderPage(<QrPage {...REF} />);
    await user.selectOptions(await screen.findByLabelText('Size'), 'custom');
    const custom = screen.getByLabelText<HTMLInputElement>('Custom size (px)');
    await user.clear(custom);
    await user.type(custom, '9999');
    await user.tab();
    expect(custom.value).toBe('4096');
    expect(screen.getByTestId('qr-preview').getAttribute('width')).toBe('512');
    await user.clear(custom);
    await user.type(custom, '10');
    await user.tab();
    expect(custom.value).toBe('64');
    expect(screen.getByTestId('qr-preview').getAttribute('width')).toBe('64');
  });

  it('warns about a colour pair that is hard to scan, and not about a good one', async () => {
    stubs();
    renderPage(<QrPage {...REF} />);
    const dark = await screen.findByLabelText<HTMLInputElement>('Dark colour');
    expect(screen.queryByTestId('contrast-warning')).toBeNull();
    fireEvent.change(dark, { target: { value: '#bbbbbb' } });
    expect(screen.getByTestId('contrast-warning').textContent).toBe(MSG.qr.lowContrast);
    fireEvent.change(dark, { target: { value: '#1a3d7c' } });
    expect(screen.queryByTestId('contrast-warning')).toBeNull();
    // Light modules on a dark background: most scanners fail.
    fireEvent.change(dark, { target: { value: '#ffffff' } });
    fireEvent.change(screen.getByLabelText('Light colour'), { target: { value: '#000000' } });
    expect(screen.getByTestId('contrast-warning')).toBeTruthy();
  });

  it('saves as SVG through the server, says QR saved, refetches the info and offers the download', async () => {
    let saved = info();
    const calls = stubs({
      'qr.info': () => saved,
      'qr.setConfig': () =>
        (saved = info({ margin: 3, image_url: 'http://localhost:3000/api/r2?key=qr%2Fabc.svg', image_format: 'svg' })),
    });
    const user = userEvent.setup();
    renderPage(<QrPage {...REF} />);
    fireEvent.change(await screen.findByLabelText('Margin'), { target: { value: '3' } });
    await user.selectOptions(screen.getByLabelText('Format'), 'svg');
    await user.click(screen.getByRole('button', { name: 'Generate & Save' }));
    expect((await screen.findByText('QR saved')).getAttribute('role')).toBe('status');
    expect(calls.of('qr.setConfig')).toEqual([
      {
        ...REF,
        data: {
          margin: 3,
          size: 512,
          color_dark: '#000000',
          color_light: '#ffffff',
          logo_url: null,
          image_size: 0.2,
          format: 'svg',
        },
      },
    ]);
    await waitFor(() => expect(calls.of('qr.info').length).toBeGreaterThanOrEqual(2));
    expect((await screen.findByTestId('qr-download')).getAttribute('href')).toBe(
      'http://localhost:3000/api/r2?key=qr%2Fabc.svg',
    );
  });

  it('downloads the current design as SVG without saving, and the saved code stays as it was', async () => {
    const calls = stubs({ 'qr.info': () => info({ image_url: 'https://cdn.example/saved.png', image_format: 'png' }) });
    const files: { name: string; blob: Blob }[] = [];
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => (blobs.push(b as Blob), 'blob:qr'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, blob: blobs.at(-1)! });
    });
    renderPage(<QrPage {...REF} />);
    await screen.findByTestId('qr-preview');
    fireEvent.change(screen.getByLabelText('Dark colour'), { target: { value: '#1a3d7c' } });
    await userEvent.selectOptions(screen.getByLabelText('Size', { selector: 'select' }), '256');
    const group = screen.getByRole('group', { name: 'Download this design' });
    await userEvent.click(within(group).getByRole('button', { name: 'Download SVG' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('abc1234-qr-256.svg');
    expect(files[0]!.blob.type).toBe('image/svg+xml');
    const svg = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(files[0]!.blob);
    });
    expect(svg).toMatch(/^<svg [^>]*width="256"/);
    expect(svg.toLowerCase()).toContain('#1a3d7c');
    // Nothing was saved or uploaded; the saved image is still the one offered.
    expect(calls.of('qr.setConfig')).toEqual([]);
    expect(screen.getByTestId('qr-download').getAttribute('href')).toBe('https://cdn.example/saved.png');
    expect(screen.queryByText('QR saved')).toBeNull();
  });

  it("shows the server's message, or 'Save failed', when saving fails", async () => {
    stubs({ 'qr.setConfig': fail('rate_limited', 429) });
    const user = userEvent.setup();
    renderPage(<QrPage {...REF} />);
    await user.selectOptions(await screen.findByLabelText('Format'), 'svg');
    await user.click(screen.getByRole('button', { name: 'Generate & Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many saves in an hour. Try again later.');
  });

  it("gives free users a disabled 'Upgrade to add logo' and the upgrade dialog", async () => {
    stubs({ 'user.limits': () => FREE_LIMITS });
    const user = userEvent.setup();
    renderPage(<QrPage {...REF} />);
    const gated = await screen.findByRole('button', { name: 'Upgrade to add logo' });
    expect((gated as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByLabelText('Upload logo')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(within(await screen.findByRole('dialog')).getByRole('alert').textContent).toBe(
      'Logos in QR codes require a paid plan',
    );
  });

  it('opens the upgrade dialog when the server refuses a logo upload', async () => {
    stubs();
    server.use(http.post('*/api/qr/logo', () => HttpResponse.json({ error: 'qr_logo_not_allowed' }, { status: 403 })));
    const user = userEvent.setup();
    renderPage(<QrPage {...REF} />);
    await user.upload(await screen.findByLabelText('Upload logo'), new File([PNG], 'logo.png', { type: 'image/png' }));
    expect(within(await screen.findByRole('dialog')).getByRole('alert').textContent).toBe(
      'Logos in QR codes require a paid plan',
    );
  });

  it('opens the upgrade dialog on any failed logo upload, and says why beside the button', async () => {
    stubs();
    server.use(
      http.post('*/api/qr/logo', () => HttpResponse.json({ error: 'unsupported_media_type' }, { status: 415 })),
    );
    const user = userEvent.setup();
    renderPage(<QrPage {...REF} />);
    await user.upload(await screen.findByLabelText('Upload logo'), new File([PNG], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByText('That file is not a supported logo (PNG, JPEG or GIF).')).toBeTruthy();
  });

  it('after a downgrade, a saved logo can still be removed, and a refused save publishes no image', async () => {
    let uploads = 0;
    server.use(
      http.post('*/api/qr/upload', () => (uploads++, HttpResponse.json({ error: 'unexpected' }, { status: 500 }))),
      http.get('*/api/r2', () => new HttpResponse(PNG, { headers: { 'content-type': 'image/png' } })),
    );
    const calls = stubs({
      'user.limits': () => FREE_LIMITS,
      'qr.info': () => info({ logo_url: 'http://localhost:3000/api/r2?key=qrlogo%2Flogo1234.png' }),
      'qr.setConfig': fail('qr_logo_not_allowed', 403),
    });
    const user = userEvent.setup();
    renderPage(<QrPage {...REF} />);
    await waitFor(() => expect(previewSvg()).toContain('href="data:image/png;base64,'));
    await user.click(screen.getByRole('button', { name: 'Generate & Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Logos in QR codes require a paid plan');
    expect(uploads).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    await user.click(screen.getByRole('button', { name: 'Generate & Save' }));
    await waitFor(() => expect(calls.of('qr.setConfig')).toHaveLength(2));
    expect(calls.of('qr.setConfig')[1]).toMatchObject({ data: { logo_url: null } });
  });

  it('puts an uploaded logo in the preview after the logo size settles', async () => {
    stubs();
    server.use(
      http.post('*/api/qr/logo', () =>
        HttpResponse.json({ url: 'http://localhost:3000/api/r2?key=qrlogo%2Flogo1234.png' }),
      ),
      http.get('*/api/r2', () => new HttpResponse(PNG, { headers: { 'content-type': 'image/png' } })),
    );
    const user = userEvent.setup();
    renderPage(<QrPage {...REF} />);
    await user.upload(await screen.findByLabelText('Upload logo'), new File([PNG], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(previewSvg()).toContain('href="data:image/png;base64,'));
    const side = () => Number(/<image x="[^"]+" y="[^"]+" width="([^"]+)"/.exec(previewSvg())![1]);
    const before = side();
    fireEvent.change(screen.getByLabelText('Logo size'), { target: { value: '30' } });
    expect(side()).toBe(before);
    await waitFor(() => expect(side()).toBeCloseTo(before * 1.5, 5));
  });

  it('removes a logo that fails to load from the preview', async () => {
    stubs({ 'qr.info': () => info({ logo_url: 'http://localhost:3000/api/r2?key=qrlogo%2Fgone1234.png' }) });
    server.use(http.get('*/api/r2', () => HttpResponse.json({ error: 'not_found' }, { status: 404 })));
    renderPage(<QrPage {...REF} />);
    expect((await screen.findByRole('alert')).textContent).toBe('The logo could not be loaded and was removed.');
    expect(previewSvg()).not.toContain('<image');
    expect(screen.getByLabelText<HTMLInputElement>('Logo size').disabled).toBe(true);
  });
});
