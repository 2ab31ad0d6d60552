/**
 * The operator's minimum app version (MINIMUM_APP_VERSION, GET /configuration) against the built
 * web app in Chromium: a server that needs a newer app than this build shows "Update available"
 * instead of the landing page and instead of the login; the e2e server, without the variable,
 * shows the landing page as always.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../server/test/helpers';
import { startSecondServer } from './servers';
import { launchChromium, visit } from './support';

let browser: Browser;
let server: TestApp;
let updateUrl: string;
beforeAll(async () => {
  browser = await launchChromium();
  ({ server, url: updateUrl } = await startSecondServer({ MINIMUM_APP_VERSION: '999.0.0' }));
  // A second server with its own database starts slowly on a machine shared by many runs.
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('update required', () => {
  it('shows "Update available" while the server needs a newer app', async () => {
    const { page, errors, context } = await visit(browser, { baseURL: updateUrl });
    await page.goto('/');
    await page.getByText('Update verfügbar', { exact: true }).waitFor();
    // The login is not reachable either: the app would talk to a server that no longer serves it.
    await page.goto('/login');
    await page.getByText('Update verfügbar', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Anmelden' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the landing page where no newer app is needed', async () => {
    const { page, errors, context } = await visit(browser);
    await page.goto('/');
    await page.getByRole('link', { name: 'Anmelden' }).first().waitFor();
    expect(await page.getByText('Update verfügbar', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
