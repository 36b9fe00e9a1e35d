import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ME, mockTrpc } from '../../../../test/msw';
import { renderPage } from '../../../../test/render';
import { DOMAINS, FREE_LIMITS, LINK } from './fixtures';
import { LinksPage } from './LinksPage';

const page = (results: unknown[]) => ({ results, next_cursor: null });
const TAGGED = { ...LINK, slug: 'tagged1', tags: ['launch'] };

describe('tags in the links list', () => {
  it('a tag created with a link shows in its colour and in the tag filter without a reload', async () => {
    let created = false;
    const calls = mockTrpc({
      'auth.me': () => ME.verified,
      'user.limits': () => FREE_LIMITS,
      'domains.list': () => DOMAINS,
      'links.list': () => page(created ? [TAGGED, LINK] : [LINK]),
      'links.tags': () => (created ? [{ name: 'launch', color: '#dc2626' }] : []),
      'links.create': () => {
        created = true;
        return TAGGED;
      },
    });
    renderPage(<LinksPage />);
    await screen.findByTestId('link-row');
    await userEvent.click(screen.getByRole('button', { name: /New Link/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New link' });
    await waitFor(() =>
      expect(within(dialog).getByLabelText<HTMLSelectElement>('Domain').value).toBe('kurz.localhost'),
    );
    await userEvent.type(within(dialog).getByLabelText('Target URL'), 'https://example.com/tagged');
    await userEvent.type(within(dialog).getByLabelText('Tags (comma separated)'), 'launch');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(calls.of('links.create')).toHaveLength(1));

    const chip = await screen.findByTestId('tag-chip');
    await waitFor(() => expect(chip.style.color).toBe('rgb(220, 38, 38)'));
    const filter = await screen.findByLabelText<HTMLSelectElement>('Tag');
    expect([...filter.options].map((o) => o.value)).toEqual(['', 'launch']);
  });

  it('a tag chip filters the list by its tag, and the chosen tag’s colour can be set', async () => {
    const calls = mockTrpc({
      'auth.me': () => ME.verified,
      'user.limits': () => FREE_LIMITS,
      'domains.list': () => DOMAINS,
      'links.list': () => page([TAGGED]),
      'links.tags': () => [{ name: 'launch', color: '#dc2626' }],
      'links.setTagColor': (input) => ({ name: 'launch', color: (input as { color: string }).color }),
    });
    renderPage(<LinksPage />);
    await userEvent.click(await screen.findByTestId('tag-chip'));
    await waitFor(() => expect(calls.of('links.list').at(-1)).toMatchObject({ tag: 'launch' }));
    expect((await screen.findByLabelText<HTMLSelectElement>('Tag')).value).toBe('launch');

    fireEvent.change(await screen.findByLabelText('Colour of the tag launch'), { target: { value: '#16a34a' } });
    await waitFor(() => expect(calls.of('links.setTagColor')).toEqual([{ tag: 'launch', color: '#16a34a' }]));
  });
});
