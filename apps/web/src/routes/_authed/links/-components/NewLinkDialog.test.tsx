import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockTrpc } from '../../../../test/msw';
import { renderPage } from '../../../../test/render';
import { DOMAINS, LINK, PAID_LIMITS } from './fixtures';
import { NewLinkDialog } from './NewLinkDialog';

async function openDialog() {
  const calls = mockTrpc({
    'domains.list': () => DOMAINS,
    'user.limits': () => PAID_LIMITS,
    'links.create': () => LINK,
  });
  renderPage(<NewLinkDialog onClose={() => {}} onUpgrade={() => {}} />);
  await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Custom slug (optional)').disabled).toBe(false));
  return calls;
}

describe('New Link inputs', () => {
  it('adds https:// to a bare host when the field is left, where the user sees it', async () => {
    await openDialog();
    const url = screen.getByLabelText<HTMLInputElement>('Target URL');
    await userEvent.type(url, 'example.com/foo');
    await userEvent.tab();
    expect(url.value).toBe('https://example.com/foo');
  });

  it('adds it on submit too, and leaves a typed scheme alone', async () => {
    const calls = await openDialog();
    const url = screen.getByLabelText<HTMLInputElement>('Target URL');
    await userEvent.type(url, 'example.com:8080/a{enter}');
    await waitFor(() => expect(calls.of('links.create')).toHaveLength(1));
    expect(url.value).toBe('https://example.com:8080/a');
    expect(calls.of('links.create')[0]).toMatchObject({ url: 'https://example.com:8080/a' });

    await userEvent.clear(url);
    await userEvent.type(url, 'http://example.com/plain');
    await userEvent.tab();
    expect(url.value).toBe('http://example.com/plain');
  });

  it('names the field and its limit for a too-long slug or URL, and sends nothing', async () => {
    const calls = await openDialog();
    const url = screen.getByLabelText<HTMLInputElement>('Target URL');
    await userEvent.type(url, 'https://example.com/x');
    await userEvent.type(screen.getByLabelText('Custom slug (optional)'), 's'.repeat(65));
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Custom slug is too long: at most 64 characters');

    await userEvent.clear(screen.getByLabelText('Custom slug (optional)'));
    await userEvent.clear(url);
    // Typing 2,050 characters through user-event is slow: paste them.
    await userEvent.click(url);
    await userEvent.paste(`https://example.com/${'a'.repeat(2030)}`);
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Target URL is too long: at most 2048 characters'),
    );
    expect(calls.of('links.create')).toHaveLength(0);
  });
});
