import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

/**
 * A link target that is a page of the test server itself, under a name other than the dashboard's
 * (a target on the dashboard's own host is refused as a redirect loop).
 */
export const selfTarget = () => `http://127.0.0.1:${new URL(baseUrl()).port}/healthz`;

/**
 * A Chromium of this file's own. One browser for the whole suite, reached over launchServer's socket, was
 * measured slower (117 s against 104 s for three files): every protocol message then crosses vitest's
 * main process.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** What a click on `trigger` makes the browser download, read through the connection (the file stays with the browser). */
export async function downloadOf(page: Page, trigger: Locator): Promise<{ bytes: Buffer; file: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), file: download.suggestedFilename() };
}

interface MailLine {
  mail: string;
  to: string;
  links: string[];
}

function mails(): MailLine[] {
  const text = readFileSync(inject('serverLog'), 'utf8');
  const out: MailLine[] = [];
  for (const line of text.split('\n')) {
    if (!line.includes('"mail"')) continue;
    try {
      const row = JSON.parse(line) as Partial<MailLine>;
      if (typeof row.mail === 'string' && Array.isArray(row.links)) out.push(row as MailLine);
    } catch {
      // a partial line still being written
    }
  }
  return out;
}

/** The newest link of a mail kind to an address, from the server log (there is no SMTP in tests). */
export async function mailedLink(
  kind: string,
  to: string,
  pathPart: string,
  after = 0,
): Promise<{ url: string; count: number }> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const matching = mails().filter((m) => m.mail === kind && m.to === to);
    if (matching.length > after) {
      const url = matching.at(-1)!.links.find((l) => l.includes(pathPart));
      if (url) return { url, count: matching.length };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${kind} mail to ${to} in the server log`);
}

export function mailCount(kind: string, to: string): number {
  return mails().filter((m) => m.mail === kind && m.to === to).length;
}

export async function apiMe(
  page: Page,
): Promise<{ status: number; body: { id?: string; status?: string; email?: string | null } }> {
  return page.evaluate(async () => {
    const res = await fetch('/api/me', { credentials: 'same-origin' });
    return { status: res.status, body: await res.json() };
  });
}

export const onPath = (path: string) => (url: URL) => url.pathname === path;

/** Signs up on the login page's "Create account" tab and waits for the links page. */
export async function createAccount(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account', exact: true }).last().click();
  await page.waitForURL(onPath('/links'));
}

/** Headless Chromium says "HeadlessChrome", which is (rightly) counted as a bot and left out of stats. */
export const PERSON_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** Signs in on our login page with an existing account and waits for the links page. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
  await page.waitForURL(onPath('/links'));
}

/** A visitor sent to sign in continues as a guest and lands on the links page. */
export async function continueAsGuest(page: Page): Promise<void> {
  await page.goto('/links');
  await page.waitForURL(onPath('/login'));
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await page.waitForURL(onPath('/links'));
}

/** A link made with the page's session through the REST API, as an API client would. */
export async function createLinkFrom(
  page: Page,
  body: { url: string; hostname?: string; title?: string },
): Promise<{ hostname: string; slug: string }> {
  const res = await page.evaluate(
    async (input) => {
      const r = await fetch('/api/links/create', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      return { status: r.status, body: await r.json() };
    },
    { hostname: 'kurz.localhost', ...body },
  );
  if (res.status !== 200) throw new Error(`creating a link answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { hostname: string; slug: string };
}

/** The short URL as the test server answers it from this machine. */
export const shortUrl = (slug: string, host = 'kurz.localhost') => `http://${host}:${new URL(baseUrl()).port}/${slug}`;

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Records the Content-Security-Policy violations every page of the context reports (read with cspViolations). */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
}

/** The violations the page reported so far (see recordCspViolations). */
export const cspViolations = (page: Page): Promise<string[]> => page.evaluate(() => window.cspViolations);
