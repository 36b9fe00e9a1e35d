import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, ME, mockTrpc } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { EmailTemplatesPage } from './EmailTemplatesPage';

const TEXT = 'Admin access required to manage email templates.';
const TEMPLATE = {
  id: 'verify_email',
  name: 'Verify email',
  subject: 'Confirm your address',
  body_html: '<p>{{verify_url}}</p>',
  body_text: '{{verify_url}}',
  updated_at: 1_700_000_000,
};

describe('email templates page', () => {
  it('tells a non-admin that admin access is required, without listing', async () => {
    const calls = mockTrpc({ 'auth.me': () => ME.verified, 'templates.list': () => [TEMPLATE] });
    renderPage(<EmailTemplatesPage edit={undefined} onEdit={() => {}} />);
    expect((await screen.findByRole('alert')).textContent).toBe(TEXT);
    expect(calls.of('templates.list')).toHaveLength(0);
  });

  it('treats a 403 on listing as no access', async () => {
    mockTrpc({ 'auth.me': () => ME.admin, 'templates.list': fail('forbidden', 403) });
    renderPage(<EmailTemplatesPage edit={undefined} onEdit={() => {}} />);
    expect((await screen.findByRole('alert')).textContent).toBe(TEXT);
  });

  it('lists templates for an admin with name, subject, id and Edit', async () => {
    mockTrpc({ 'auth.me': () => ME.admin, 'templates.list': () => [TEMPLATE] });
    renderPage(<EmailTemplatesPage edit={undefined} onEdit={() => {}} />);
    expect(await screen.findByText('Confirm your address')).toBeTruthy();
    expect(screen.getByText('Verify email')).toBeTruthy();
    expect(screen.getByText('verify_email')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Verify email' })).toBeTruthy();
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it('shows every template variable in the editor help box', async () => {
    mockTrpc({ 'auth.me': () => ME.admin, 'templates.list': () => [TEMPLATE] });
    renderPage(<EmailTemplatesPage edit="verify_email" onEdit={() => {}} />);
    const help = await screen.findByRole('complementary', { name: 'Template variables' });
    for (const v of ['user_name', 'verify_url', 'reset_url', 'dashboard_url', 'plan_name']) {
      expect(help.textContent).toContain(`{{${v}}}`);
    }
    expect(screen.getByLabelText<HTMLInputElement>('Subject').value).toBe('Confirm your address');
  });

  it("lists the invitation's own variables when editing the workspace invitation", async () => {
    const invitation = { ...TEMPLATE, id: 'workspace_invitation', name: 'Workspace invitation', subject: 'Join' };
    mockTrpc({ 'auth.me': () => ME.admin, 'templates.list': () => [TEMPLATE, invitation] });
    renderPage(<EmailTemplatesPage edit="workspace_invitation" onEdit={() => {}} />);
    const help = await screen.findByRole('complementary', { name: 'Template variables' });
    const listed = [...help.querySelectorAll('code')].map((c) => c.textContent);
    expect(listed).toEqual(['{{workspace_name}}', '{{inviter}}', '{{role}}', '{{invite_url}}', '{{expires_at}}']);
    expect(help.textContent).toContain('Link that accepts the invitation');
  });

  it('saves with the updated_at it read, then the one saved; a save over a newer one alerts the conflict', async () => {
    let stored = TEMPLATE.updated_at;
    const calls = mockTrpc({
      'auth.me': () => ME.admin,
      'templates.list': () => [TEMPLATE],
      'templates.update': (input) => {
        const sent = input as typeof TEMPLATE;
        if (sent.updated_at !== stored) return fail('edit_conflict', 409)();
        return { ...sent, updated_at: (stored += 60) };
      },
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage(<EmailTemplatesPage edit="verify_email" onEdit={() => {}} />);
    const subject = await screen.findByLabelText('Subject');
    await user.type(subject, ' now');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(calls.of('templates.update')).toHaveLength(1));
    expect(calls.of('templates.update')[0]).toMatchObject({
      subject: 'Confirm your address now',
      updated_at: 1_700_000_000,
    });
    await user.type(subject, '!');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(calls.of('templates.update')).toHaveLength(2));
    expect(calls.of('templates.update')[1]).toMatchObject({ updated_at: 1_700_000_060 });
    expect(alert).not.toHaveBeenCalled();
    // Someone else saved meanwhile.
    stored += 1;
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to save template: edit_conflict'));
  });
});
