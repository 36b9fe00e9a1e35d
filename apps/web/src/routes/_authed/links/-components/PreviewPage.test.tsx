import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { ME, mockTrpc, server } from '../../../../test/msw';
import { renderPage } from '../../../../test/render';
import { FREE_LIMITS, PAID_LIMITS, PLANS } from './fixtures';
import { PreviewEditor, PreviewPage } from './PreviewPage';

const REF = { hostname: 'kurz.localhost', slug: 'abc1234' };
const OG = { enabled: true, title: 'Hello', description: 'World', image_url: null };

afterEach(() => vi.restoreAllMocks());

function stubs(overrides: Record<string, (input: unknown) => unknown> = {}) {
  return mockTrpc({
    'auth.me': () => ME.verified,
    'user.limits': () => PAID_LIMITS,
    'plans.list': () => PLANS,
    'links.og': () => OG,
    'links.setOg': (input) => (input as { data: object }).data,
    'links.deleteOg': () => ({ ok: true }),
    ...overrides,
  });
}

describe('preview editor', () => {
  it('counts title and description against 160 and 300 and stops there', async () => {
    stubs();
    renderPage(<PreviewPage {...REF} />);
    const title = await screen.findByLabelText<HTMLInputElement>('Title');
    const description = screen.getByLabelText<HTMLTextAreaElement>('Description');
    expect(screen.getByTestId('og-title-counter').textContent).toBe('5/160');
    expect(screen.getByTestId('og-description-counter').textContent).toBe('5/300');
    // No maxLength: the fields count code points, as the server does (an emoji is one character).
    const user = userEvent.setup();
    await user.clear(title);
    await user.click(title);
    await user.paste('x'.repeat(170));
    expect(title.value).toHaveLength(160);
    expect(screen.getByTestId('og-title-counter').textContent).toBe('160/160');
    await user.clear(description);
    await user.click(description);
    await user.paste('y'.repeat(320));
    expect(description.value).toHaveLength(300);
    expect(screen.getByTestId('og-description-counter').textContent).toBe('300/300');
    // The live card follows the fields.
    expect(within(screen.getByTestId('share-card')).getByText('x'.repeat(160))).toBeTruthy();
  });

  it('saves the fields', async () => {
    const calls = stubs();
    const user = userEvent.setup();
    renderPage(<PreviewPage {...REF} />);
    await user.type(await screen.findByLabelText('Image URL'), 'https://cdn.example/og.png');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved');
    expect(calls.of('links.setOg')).toEqual([
      {
        ...REF,
        data: { enabled: true, title: 'Hello', description: 'World', image_url: 'https://cdn.example/og.png' },
      },
    ]);
  });

  it("asks 'Disable & remove preview?' before removing", async () => {
    const calls = stubs();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const user = userEvent.setup();
    renderPage(<PreviewPage {...REF} />);
    await user.click(await screen.findByRole('button', { name: 'Remove preview' }));
    expect(confirm).toHaveBeenCalledWith('Disable & remove preview?');
    expect(calls.of('links.deleteOg')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove preview' }));
    await screen.findByText('Preview removed');
    expect(calls.of('links.deleteOg')).toEqual([REF]);
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('');
    expect(screen.getByRole<HTMLInputElement>('switch').checked).toBe(false);
    // Nothing saved any more: nothing to remove, until a preview is saved again.
    const removeButton = screen.getByRole<HTMLButtonElement>('button', { name: 'Remove preview' });
    expect(removeButton.disabled).toBe(true);
    expect(removeButton.title).toBe('This link has no saved preview');
    await user.type(screen.getByLabelText('Title'), 'Again');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(removeButton.disabled).toBe(false);
  });

  it('accepts only images for upload and fills the image URL from the upload', async () => {
    stubs();
    const upload = vi.fn(async () => 'http://localhost/api/r2?key=og%2Fa.png');
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<PreviewEditor {...REF} initial={OG} allowed onUpgrade={() => {}} upload={upload} />);
    const file = await screen.findByLabelText<HTMLInputElement>('Upload image');
    expect(file.accept).toBe('image/*');
    await user.upload(file, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose an image file');
    expect(upload).not.toHaveBeenCalled();
    await user.upload(file, new File([new Uint8Array([137, 80, 78, 71])], 'og.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Image URL').value).toBe('http://localhost/api/r2?key=og%2Fa.png'),
    );
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('refuses an image over 5 MiB before uploading it, and takes one at the limit', async () => {
    stubs();
    const uploads: number[] = [];
    server.use(
      http.post('*/api/og/upload', async ({ request }) => {
        uploads.push(((await request.formData()).get('file') as File).size);
        return HttpResponse.json({ url: 'http://localhost/api/r2?key=og%2Fbig.png' });
      }),
    );
    const user = userEvent.setup();
    renderPage(<PreviewEditor {...REF} initial={OG} allowed onUpgrade={() => {}} />);
    const file = await screen.findByLabelText('Upload image');
    await user.upload(file, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That image is too large: images may be at most 5 MB.');
    expect(uploads).toEqual([]);
    await user.upload(file, new File([new Uint8Array(5 * 1024 * 1024)], 'ok.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Image URL').value).toBe(
        'http://localhost/api/r2?key=og%2Fbig.png',
      ),
    );
    expect(uploads).toEqual([5 * 1024 * 1024]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an upload failure', async () => {
    stubs();
    const user = userEvent.setup();
    renderPage(
      <PreviewEditor
        {...REF}
        initial={OG}
        allowed
        onUpgrade={() => {}}
        upload={async () => Promise.reject(new Error('upload_failed'))}
      />,
    );
    await user.upload(await screen.findByLabelText('Upload image'), new File(['x'], 'a.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('upload_failed');
  });

  it('is view-only without the custom preview feature', async () => {
    stubs({ 'user.limits': () => FREE_LIMITS });
    const user = userEvent.setup();
    renderPage(<PreviewPage {...REF} />);
    expect((await screen.findByLabelText('Title')).matches(':disabled')).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Remove preview' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(within(await screen.findByRole('dialog')).getByRole('alert').textContent).toBe(
      'Custom previews require a paid plan',
    );
  });
});
