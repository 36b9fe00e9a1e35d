import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, continueAsGuest, downloadOf, PERSON_UA } from './helpers';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const BITLY_EXPORT = [
  'id,link,custom_bitlinks,long_url,title,created_at,tags',
  'bit.ly/e2e1,https://bit.ly/e2e1,,https://example.com/import/one,First,2024-01-01T00:00:00+0000,',
  'bit.ly/e2e2,https://bit.ly/e2e2,,https://example.com/import/two,"Second, with a comma",2024-01-02T00:00:00+0000,',
  'bit.ly/e2e3,https://bit.ly/e2e3,,not a url,Broken,2024-01-03T00:00:00+0000,',
].join('\n');

describe('import and export in the browser', () => {
  it('imports a Bitly export through /links, sees it done, and downloads the links as CSV', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 1280, height: 800 },
      userAgent: PERSON_UA,
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await continueAsGuest(page);
    await page.getByText('No links yet').waitFor();

    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import links' });
    await expect.poll(() => dialog.getByLabel('Domain').inputValue()).toBe('kurz.localhost');
    await dialog
      .getByLabel('File')
      .setInputFiles({ name: 'bitly.csv', mimeType: 'text/csv', buffer: Buffer.from(BITLY_EXPORT) });
    const preview = dialog.getByTestId('import-preview');
    await preview.waitFor();
    expect(await preview.textContent()).toContain('Bitly export: 3 rows, 2 will be created, 1 will not.');
    expect(await preview.textContent()).toContain('Not a full http:// or https:// URL');
    // bit.ly is not the guest's domain: the links go to the dialog's domain, and the preview says so.
    const warnings = dialog.getByTestId('import-warnings');
    expect(await warnings.textContent()).toContain('2 warnings: imported, but not exactly as the source had it.');
    expect(await warnings.textContent()).toContain("not one of this account's domains");

    await dialog.getByRole('button', { name: 'Import 2 links' }).click();
    await expect
      .poll(() => dialog.getByTestId('import-status').textContent(), { timeout: 20_000, interval: 250 })
      .toBe('Done: 2 created, 0 already existed, 1 not imported.');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.getByTestId('link-row').count(), { timeout: 10_000 }).toBe(2);

    const download = await downloadOf(page, page.getByRole('link', { name: 'Export CSV' }));
    expect(download.file).toBe('links.csv');
    const csv = download.bytes.toString('utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'slug,host,target,title,created,clicks,rules,tags,expires_at,max_clicks,expired_url,password,targets,' +
        'ios_url,android_url,rules_json,preview,conversions,postback_url',
    );
    expect(lines).toHaveLength(3);
    expect(csv).toContain('https://example.com/import/one');
    expect(csv).toContain('"Second, with a comma"');
    await context.close();
  });
});
