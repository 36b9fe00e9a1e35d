import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockTrpc } from '../../test/msw';
import { renderPage } from '../../test/render';
import { ReportPage } from './ReportPage';

describe('report a link page', () => {
  it('sends the link from ?url=, the reason and the details, then thanks', async () => {
    const calls = mockTrpc({ 'abuse.report': () => ({ ok: true }) });
    renderPage(<ReportPage url="https://kurz.localhost/abc123" />, { path: '/report' });
    const user = userEvent.setup();
    expect((await screen.findByLabelText<HTMLInputElement>('Short link')).value).toBe('https://kurz.localhost/abc123');
    await user.selectOptions(screen.getByLabelText('Reason'), 'malware');
    await user.type(screen.getByLabelText('Details (optional)'), 'downloads an exe');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('status')).textContent).toContain('Your report was received.');
    expect(calls.of('abuse.report')).toEqual([
      { url: 'https://kurz.localhost/abc123', reason: 'malware', details: 'downloads an exe' },
    ]);
  });

  it('says so when the address sent too many reports', async () => {
    mockTrpc({ 'abuse.report': fail('rate_limited', 429) });
    renderPage(<ReportPage url="kurz.localhost/abc" />, { path: '/report' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many reports from your address. Try again later.');
  });
});
