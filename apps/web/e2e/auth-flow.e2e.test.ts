import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMe, baseUrl, createAccount, launchBrowser, mailCount, mailedLink, onPath } from './helpers';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('accounts in the browser', () => {
  it('guest registers, verifies, logs out, resets the password and logs in again', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const email = `user-${Date.now()}@example.com`;

    // Signed out: the guard sends us to the login page with the URL we wanted.
    await page.goto('/profile');
    await page.waitForURL(onPath('/login'));
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`${baseUrl()}/profile`);

    await page.goto('/links');
    await page.waitForURL(onPath('/login'));
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.waitForURL(onPath('/links'));
    await page.getByText("You're using a guest account.").waitFor();
    const guest = await apiMe(page);
    expect(guest.body.status).toBe('guest');

    // Register from the guest banner; the page reloads as the same account.
    await page.getByRole('button', { name: 'Register now' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await dialog.getByLabel('Confirm password').fill('short');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByRole('alert').textContent()).resolves.toBe('Password must be at least 8 characters');
    await dialog.getByLabel('Password', { exact: true }).fill('first-password-1');
    await dialog.getByLabel('Confirm password').fill('first-password-1');
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Register' }).click()]);
    const badge = page.getByTestId('status-badge');
    await expect.poll(() => badge.getAttribute('data-status')).toBe('unverified');
    const registered = await apiMe(page);
    expect(registered.body).toMatchObject({ id: guest.body.id, email, status: 'unverified' });
    await page.screenshot({ path: '/tmp/kurz-e2e-unverified.png' });

    // The unverified badge opens the resend dialog.
    await badge.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send verification email' }).click();
    await page.getByText('A new verification email has been sent to your inbox.').waitFor();
    await page.keyboard.press('Escape');

    const verify = await mailedLink('verify_email', email, '/verify-email?token=');
    await page.goto(verify.url);
    await page.getByRole('heading', { name: 'Email Verified!' }).waitFor();
    await page.getByText('Your email has been successfully verified!').waitFor();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(onPath('/links'));
    await expect.poll(() => page.getByTestId('status-badge').getAttribute('data-status')).toBe('verified');

    // The same link again has been used.
    await page.goto(verify.url);
    await page.getByText('This verification link has already been used.').waitFor();

    // Log out: home, then the guard sends us to login.
    await page.goto('/links');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(onPath('/login'));
    expect((await apiMe(page)).status).toBe(401);

    // Forgot password from the login page.
    const resetsBefore = mailCount('reset_password', email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for that email, a reset link is on its way.').waitFor();
    const reset = await mailedLink('reset_password', email, '/reset-password?token=', resetsBefore);

    await page.goto(reset.url);
    expect(await page.locator('header.topbar').count()).toBe(0);
    await page.getByLabel('New password', { exact: true }).fill('second-password-2');
    await page.getByLabel('Confirm new password').fill('second-password-X');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Passwords do not match.').waitFor();
    await page.getByLabel('Confirm new password').fill('second-password-2');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.waitForURL(onPath('/login'));

    // The old password no longer works; the new one does.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('first-password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Invalid email or password').waitFor();
    await page.getByLabel('Password').fill('second-password-2');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(onPath('/links'));
    await expect.poll(() => page.getByTestId('user-email').textContent()).toBe(email);
    expect((await apiMe(page)).body).toMatchObject({ id: guest.body.id, status: 'verified' });
    await context.close();
  });

  it('an admin edits a template subject and it stays after a reload', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const email = 'admin@example.com';

    await createAccount(page, email, 'admin-password-1');

    // Unverified, the address is not an admin yet.
    await page.goto('/email-templates');
    await page.getByText('Admin access required to manage email templates.').waitFor();

    const verify = await mailedLink('verify_email', email, '/verify-email?token=');
    await page.goto(verify.url);
    await page.getByRole('heading', { name: 'Email Verified!' }).waitFor();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(onPath('/links'));
    await page.getByRole('link', { name: 'Email Templates' }).click();
    await page.waitForURL(onPath('/email-templates'));

    const row = page.getByRole('row').filter({ hasText: 'verify_email' });
    await row.getByRole('button', { name: /^Edit/ }).click();
    const subject = `Confirm your kurz address ${Date.now()}`;
    await page.getByLabel('Subject').fill(subject);
    await page.screenshot({ path: '/tmp/kurz-e2e-template-editor.png', fullPage: true });
    await page.getByRole('button', { name: 'Save template' }).click();
    await page.getByText('Template saved').waitFor();

    await page.reload();
    await expect.poll(() => page.getByLabel('Subject').inputValue()).toBe(subject);
    await page.getByRole('button', { name: 'Back to list' }).click();
    await page.getByRole('cell', { name: subject }).waitFor();
    await page.screenshot({ path: '/tmp/kurz-e2e-templates.png', fullPage: true });
    await context.close();
  });

  it('the profile shows the account, changes the password and sends a reset link', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const email = `profile-${Date.now()}@example.com`;

    await createAccount(page, email, 'profile-password-1');

    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    const account = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'Account' }) });
    await account.getByText(email).waitFor();
    await account.getByRole('button', { name: 'Resend verification email' }).waitFor();
    await page.getByText('No payments yet').waitFor();

    const password = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'Password' }) });
    await password.getByLabel('Current password').fill('not-my-password');
    await password.getByLabel('New password', { exact: true }).fill('profile-password-2');
    await password.getByLabel('Confirm new password').fill('profile-password-2');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('alert').textContent()).resolves.toBe('Current password is incorrect');
    await password.getByLabel('Current password').fill('profile-password-1');
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByText('Password updated').waitFor();
    expect(await password.getByLabel('Current password').inputValue()).toBe('');

    const resetsBefore = mailCount('reset_password', email);
    await password.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByText(`A password reset link has been sent to ${email}.`).waitFor();
    await mailedLink('reset_password', email, '/reset-password?token=', resetsBefore);
    await page.screenshot({ path: '/tmp/kurz-e2e-profile.png', fullPage: true });

    // The new password is the one that signs in.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(onPath('/login'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('profile-password-2');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(onPath('/links'));
    await context.close();
  });

  it('with LOGIN_URL set, a signed-out visitor is sent to that page with the URL they wanted', async () => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    const page = await context.newPage();
    // The deployment's config as the server answers it with LOGIN_URL set, and the external page itself.
    const config = { login_url: 'https://login.example/signin?app=kurz', system_domains: ['kurz.localhost'] };
    await page.route('**/trpc/meta.config**', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify([{ result: { data: config } }]) }),
    );
    await page.route('https://login.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Sign in</h1>' }),
    );
    await page.goto('/profile');
    await page.waitForURL((url) => url.hostname === 'login.example');
    const landed = new URL(page.url());
    expect(landed.pathname).toBe('/signin');
    expect(landed.searchParams.get('app')).toBe('kurz');
    expect(landed.searchParams.get('redirect')).toBe(`${baseUrl()}/profile`);
    await context.close();
  });
});
