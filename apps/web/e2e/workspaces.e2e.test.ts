import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, createAccount, createLinkFrom, launchBrowser, mailedLink, onPath, selfTarget } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = 'correct horse battery';
const newPage = async () =>
  (await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 } })).newPage();
const onCheckout = (url: URL) => url.origin === inject('stripeUrl') && url.pathname.startsWith('/c/pay/cs_test_');
const linkTitles = (page: Page) => page.getByTestId('link-row').locator('.link-title').allTextContents();
const switcher = (page: Page) => page.getByRole('combobox', { name: 'Workspace' });

async function newLink(page: Page, title: string) {
  await page.getByRole('button', { name: 'New Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'New link' });
  await dialog.getByLabel('Target URL').fill(`${selfTarget()}?${encodeURIComponent(title)}`);
  await dialog.getByLabel('Title (optional)').fill(title);
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 15_000 }).catch(async (error: unknown) => {
    // Say what the dialog said rather than only that it stayed open.
    const alert = dialog.getByRole('alert');
    throw new Error(
      `New link failed: ${(await alert.count()) > 0 ? await alert.first().textContent() : String(error)}`,
    );
  });
}

describe('workspaces in the browser', () => {
  it('an owner makes a workspace and invites; the invitee joins from the mail and sees its links; switching shows each its own', async () => {
    const stamp = Date.now();
    const ownerEmail = `ws-owner-${stamp}@example.com`;
    const inviteeEmail = `ws-invitee-${stamp}@example.com`;

    // The owner: a verified account with a link of their own in the personal workspace.
    const owner = await newPage();
    await createAccount(owner, ownerEmail, PASSWORD);
    await owner.goto((await mailedLink('verify_email', ownerEmail, '/verify-email?token=')).url);
    await owner.getByRole('heading', { name: 'Email Verified!' }).waitFor();
    await owner.goto('/links');
    await createLinkFrom(owner, { url: `${selfTarget()}?personal`, title: 'Personal link' });
    await owner.reload();
    await expect.poll(() => linkTitles(owner)).toEqual(['Personal link']);

    // A new workspace from the header: the page moves into it, empty.
    await owner.getByRole('button', { name: 'Create workspace' }).click();
    const create = owner.getByRole('dialog', { name: 'Create workspace' });
    await create.getByLabel('Name').fill('Team Rocket');
    await create.getByRole('button', { name: 'Create workspace' }).click();
    await owner.waitForURL((url) => url.pathname === '/links' && url.searchParams.has('workspace'));
    const workspaceId = new URL(owner.url()).searchParams.get('workspace')!;
    await owner.getByRole('heading', { name: 'No links yet' }).waitFor();
    expect(await switcher(owner).locator('option:checked').textContent()).toBe('Team Rocket (owner)');
    await newLink(owner, 'Team link');
    await expect.poll(() => linkTitles(owner)).toEqual(['Team link']);

    // A free workspace has one seat: the page says so, and inviting opens the upgrade dialog; the owner
    // buys Hobby for it.
    await owner.getByRole('navigation').getByRole('link', { name: 'Members' }).click();
    await owner.getByText("Your plan's 1 seat is in use.", { exact: false }).waitFor();
    await owner.getByRole('button', { name: 'Invite member' }).click();
    const upgrade = owner.getByRole('dialog', { name: 'Upgrade your plan' });
    expect(await upgrade.getByRole('alert').textContent()).toBe("You have reached your plan's seat limit");
    await upgrade
      .getByRole('article', { name: 'Hobby' })
      .getByRole('button', { name: /Upgrade Plan/ })
      .click();
    await owner.waitForURL(onPath('/billing'));
    expect(new URL(owner.url()).searchParams.get('workspace')).toBe(workspaceId);
    await owner
      .getByRole('article', { name: 'Hobby' })
      .getByRole('button', { name: /Upgrade Plan/ })
      .click();
    await owner.waitForURL(onCheckout, { timeout: 20_000 });
    await owner.getByRole('button', { name: 'Pay' }).click();
    await owner.waitForURL((url) => url.origin === baseUrl() && url.pathname === '/billing');
    await owner.getByText('Payment received: you are on the Hobby plan.').waitFor({ timeout: 20_000 });
    // Back from Stripe, the tab is still in the workspace that paid.
    expect(new URL(owner.url()).searchParams.get('workspace')).toBe(workspaceId);

    await owner.getByRole('navigation').getByRole('link', { name: 'Members' }).click();
    await owner.getByTestId('seats-usage').filter({ hasText: 'Seats 1/3' }).waitFor();
    await owner.getByRole('button', { name: 'Invite member' }).click();
    const invite = owner.getByRole('dialog', { name: 'Invite to Team Rocket' });
    await invite.getByLabel('Email').fill(inviteeEmail);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await invite.waitFor({ state: 'detached' });
    await expect.poll(() => owner.getByTestId('invitation-row').textContent()).toContain(inviteeEmail);
    expect(await owner.getByTestId('seats-usage').textContent()).toBe('Seats 2/3');

    // The invitee opens the mailed link signed out, creates an account through it, and joins.
    const invitee = await newPage();
    const { url: inviteUrl } = await mailedLink('workspace_invitation', inviteeEmail, '/invite/');
    await invitee.goto(inviteUrl);
    await invitee.getByRole('heading', { name: 'Join Team Rocket' }).waitFor();
    expect(await invitee.getByRole('main').textContent()).toContain(
      `${ownerEmail} invited ${inviteeEmail} to the workspace Team Rocket as member.`,
    );
    await invitee.getByRole('link', { name: 'Create an account' }).click();
    await invitee.waitForURL(onPath('/register'));
    await invitee.getByLabel('Email').fill(inviteeEmail);
    await invitee.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await invitee.getByLabel('Confirm password').fill(PASSWORD);
    await invitee
      .getByRole('button', { name: /Create account|Register/ })
      .last()
      .click();
    await invitee.waitForURL((url) => url.pathname === new URL(inviteUrl).pathname);
    await invitee.getByRole('button', { name: 'Join Team Rocket' }).click();
    await invitee.waitForURL((url) => url.pathname === '/links' && url.searchParams.get('workspace') === workspaceId);
    await expect.poll(() => linkTitles(invitee)).toEqual(['Team link']);
    expect(await switcher(invitee).locator('option:checked').textContent()).toBe('Team Rocket (member)');

    // The owner sees the new member; switching to the personal workspace shows only its links, and back.
    await owner.reload();
    await expect.poll(() => owner.getByTestId('members-table').textContent()).toContain(inviteeEmail);
    await switcher(owner).selectOption({ label: 'Personal (owner)' });
    await owner.waitForURL((url) => !url.searchParams.has('workspace'));
    await owner.getByRole('navigation').getByRole('link', { name: 'Links' }).click();
    await expect.poll(() => linkTitles(owner)).toEqual(['Personal link']);
    await switcher(owner).selectOption({ label: 'Team Rocket (owner)' });
    await owner.waitForURL((url) => url.searchParams.get('workspace') === workspaceId);
    await expect.poll(() => linkTitles(owner)).toEqual(['Team link']);
    // The choice is kept for the browser: a fresh tab opens in the same workspace.
    const again = await owner.context().newPage();
    await again.goto('/links');
    await again.waitForURL((url) => url.searchParams.get('workspace') === workspaceId);
    await expect.poll(() => linkTitles(again)).toEqual(['Team link']);

    // On a small screen the switcher is in the menu.
    await again.setViewportSize({ width: 390, height: 800 });
    await again.getByRole('button', { name: 'Menu' }).click();
    await switcher(again).selectOption({ label: 'Personal (owner)' });
    await again.waitForURL((url) => url.pathname === '/links' && !url.searchParams.has('workspace'));
    await expect.poll(() => linkTitles(again)).toEqual(['Personal link']);

    await owner.context().close();
    await invitee.context().close();
  });
});
