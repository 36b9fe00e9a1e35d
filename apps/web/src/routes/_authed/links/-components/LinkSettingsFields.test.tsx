import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockTrpc } from '../../../../test/msw';
import { renderPage } from '../../../../test/render';
import { EditLinkDialog } from './EditLinkDialog';
import { DOMAINS, FREE_LIMITS, LINK, PAID_LIMITS } from './fixtures';
import { NewLinkDialog } from './NewLinkDialog';

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('New Link: settings and UTM builder', () => {
  it('keeps "More settings" and the UTM builder open while their last value is deleted', async () => {
    mockTrpc({ 'domains.list': () => DOMAINS, 'user.limits': () => PAID_LIMITS });
    renderPage(<NewLinkDialog onClose={() => {}} onUpgrade={() => {}} />);
    await waitFor(() => expect(field('Custom slug (optional)').disabled).toBe(false));
    const fold = (summary: string) => screen.getByText(summary).closest('details')!;
    expect(fold('More settings').open).toBe(false);
    await userEvent.click(screen.getByText('More settings'));
    await userEvent.type(field('Tags (comma separated)'), 'x');
    await userEvent.type(field('Tags (comma separated)'), '{Backspace}');
    expect(fold('More settings').open).toBe(true);
    await userEvent.type(field('Target URL'), 'https://example.com/');
    await userEvent.click(screen.getByText('UTM builder'));
    await userEvent.type(field('Source'), 'n');
    await userEvent.type(field('Source'), '{Backspace}');
    expect(field('Target URL').value).toBe('https://example.com/');
    expect(fold('UTM builder').open).toBe(true);
    // Folded by the person, it stays folded.
    await userEvent.click(screen.getByText('More settings'));
    expect(fold('More settings').open).toBe(false);
  });

  it('sends tags, expiry, max clicks, a password and an A/B split, and writes UTM values into the target', async () => {
    const calls = mockTrpc({
      'domains.list': () => DOMAINS,
      'user.limits': () => PAID_LIMITS,
      'links.create': () => LINK,
    });
    renderPage(<NewLinkDialog onClose={() => {}} onUpgrade={() => {}} />);
    await waitFor(() => expect(field('Custom slug (optional)').disabled).toBe(false));
    await userEvent.type(field('Target URL'), 'https://example.com/p?x=1');
    await userEvent.type(field('Source'), 'news');
    await userEvent.type(field('Campaign'), 'spring');
    expect(field('Target URL').value).toBe('https://example.com/p?x=1&utm_source=news&utm_campaign=spring');
    await userEvent.type(field('Tags (comma separated)'), 'Launch, mail, launch');
    await userEvent.type(field('Max clicks'), '100');
    await userEvent.type(field('Password (optional)'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Add A/B target' }));
    await userEvent.type(field('Target 1 URL'), 'example.com/a');
    await userEvent.type(field('Target 2 URL'), 'https://example.com/b');
    await userEvent.clear(field('Target 1 weight'));
    await userEvent.type(field('Target 1 weight'), '70');
    await userEvent.clear(field('Target 2 weight'));
    await userEvent.type(field('Target 2 weight'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(calls.of('links.create')).toHaveLength(1));
    expect(calls.of('links.create')[0]).toEqual({
      url: 'https://example.com/p?x=1&utm_source=news&utm_campaign=spring',
      hostname: 'kurz.localhost',
      tags: ['Launch', 'mail'],
      max_clicks: 100,
      password: 'secret',
      targets: [
        { url: 'https://example.com/a', weight: 70 },
        { url: 'https://example.com/b', weight: 30 },
      ],
    });
  });

  it('refuses weights that do not add up to 100 and sends nothing', async () => {
    const calls = mockTrpc({
      'domains.list': () => DOMAINS,
      'user.limits': () => PAID_LIMITS,
      'links.create': () => LINK,
    });
    renderPage(<NewLinkDialog onClose={() => {}} onUpgrade={() => {}} />);
    await waitFor(() => expect(field('Custom slug (optional)').disabled).toBe(false));
    await userEvent.type(field('Target URL'), 'https://example.com/');
    await userEvent.click(screen.getByRole('button', { name: 'Add A/B target' }));
    await userEvent.type(field('Target 1 URL'), 'https://example.com/a');
    await userEvent.type(field('Target 2 URL'), 'https://example.com/b');
    await userEvent.clear(field('Target 2 weight'));
    await userEvent.type(field('Target 2 weight'), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A/B weights must add up to 100.');
    expect(calls.of('links.create')).toHaveLength(0);
  });

  it('refuses an expiry in the past and sends nothing', async () => {
    const calls = mockTrpc({
      'domains.list': () => DOMAINS,
      'user.limits': () => PAID_LIMITS,
      'links.create': () => LINK,
    });
    renderPage(<NewLinkDialog onClose={() => {}} onUpgrade={() => {}} />);
    await waitFor(() => expect(field('Custom slug (optional)').disabled).toBe(false));
    await userEvent.type(field('Target URL'), 'https://example.com/');
    fireEvent.change(field('Expires at'), { target: { value: '2020-01-01T10:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The expiry is in the past: choose a later date and time.',
    );
    expect(calls.of('links.create')).toHaveLength(0);
  });

  it('keeps the spaces typed into a UTM field', async () => {
    mockTrpc({ 'domains.list': () => DOMAINS, 'user.limits': () => PAID_LIMITS });
    renderPage(<NewLinkDialog onClose={() => {}} onUpgrade={() => {}} />);
    await userEvent.type(await screen.findByLabelText('Target URL'), 'https://example.com/');
    await userEvent.type(field('Campaign'), 'summer sale');
    expect(field('Campaign').value).toBe('summer sale');
    expect(field('Target URL').value).toBe('https://example.com/?utm_campaign=summer+sale');
  });

  it('on the free plan the A/B split and app links are disabled', async () => {
    mockTrpc({ 'domains.list': () => DOMAINS, 'user.limits': () => FREE_LIMITS });
    renderPage(<NewLinkDialog onClose={() => {}} onUpgrade={() => {}} />);
    await waitFor(() => expect(screen.getByRole('group', { name: 'A/B split (paid plans)' })).toBeTruthy());
    expect(screen.getByRole<HTMLFieldSetElement>('group', { name: 'A/B split (paid plans)' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLFieldSetElement>('group', { name: 'App deep links (paid plans)' }).disabled).toBe(true);
  });
});

describe('Edit link: settings and UTM builder', () => {
  const link = {
    ...LINK,
    target_url: 'https://example.com/landing?utm_source=old&utm_medium=email',
    tags: ['Launch'],
    max_clicks: 5,
    has_password: true,
    targets: [
      { url: 'https://example.com/a', weight: 60 },
      { url: 'https://example.com/b', weight: 40 },
    ],
  };

  it("shows the link's UTM values and settings, and saves changes (the password kept unless removed)", async () => {
    const calls = mockTrpc({ 'user.limits': () => PAID_LIMITS, 'links.update': () => link });
    renderPage(<EditLinkDialog link={link} onClose={() => {}} />);
    expect((await screen.findByLabelText<HTMLInputElement>('Source')).value).toBe('old');
    expect(field('Medium').value).toBe('email');
    expect(field('Tags (comma separated)').value).toBe('Launch');
    expect(field('Max clicks').value).toBe('5');
    expect(field('Target 1 weight').value).toBe('60');
    await userEvent.clear(field('Source'));
    await userEvent.type(field('Content'), 'hero');
    await userEvent.type(field('Tags (comma separated)'), ', Q4');
    await userEvent.clear(field('Max clicks'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.of('links.update')).toHaveLength(1));
    const sent = calls.of('links.update')[0] as Record<string, unknown>;
    expect(sent).toMatchObject({
      url: 'https://example.com/landing?utm_medium=email&utm_content=hero',
      tags: ['Launch', 'Q4'],
      max_clicks: null,
    });
    // Unchanged: neither the split nor the password is sent.
    expect(sent).not.toHaveProperty('targets');
    expect(sent).not.toHaveProperty('password');
  });

  it('on the free plan keeps the slug as it is and says why, as New Link does', async () => {
    mockTrpc({ 'user.limits': () => FREE_LIMITS });
    renderPage(<EditLinkDialog link={link} onClose={() => {}} />);
    expect(await screen.findByText('Changing a slug to one of your own requires a paid plan.')).toBeTruthy();
    expect(field('Slug').disabled).toBe(true);
    expect(field('Slug').value).toBe(link.slug);
  });

  it('labels each A/B row: the target, its weight with a % sign, and its remove button', async () => {
    mockTrpc({ 'user.limits': () => PAID_LIMITS });
    renderPage(<EditLinkDialog link={link} onClose={() => {}} />);
    const rows = await screen.findAllByTestId('ab-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Target 1')).toBeTruthy();
    expect(within(rows[0]!).getByText('Weight')).toBeTruthy();
    expect(within(rows[0]!).getByText('%')).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Remove target 2' })).toBeTruthy();
  });

  it('counts an emoji in the title as one character, as the server does, and stops at 200 of them', async () => {
    mockTrpc({ 'user.limits': () => PAID_LIMITS });
    renderPage(<EditLinkDialog link={{ ...link, title: '😀'.repeat(101) }} onClose={() => {}} />);
    expect((await screen.findByTestId('title-counter')).textContent).toBe('101/200');
    fireEvent.change(field('Title (optional)'), { target: { value: '😀'.repeat(205) } });
    expect(screen.getByTestId('title-counter').textContent).toBe('200/200');
    expect(field('Title (optional)').value).toBe('😀'.repeat(200));
  });

  it('removes the password when asked', async () => {
    const calls = mockTrpc({ 'user.limits': () => PAID_LIMITS, 'links.update': () => link });
    renderPage(<EditLinkDialog link={link} onClose={() => {}} />);
    await userEvent.click(await screen.findByLabelText('Remove the password'));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.of('links.update')).toHaveLength(1));
    expect(calls.of('links.update')[0]).toMatchObject({ password: null });
  });
});
