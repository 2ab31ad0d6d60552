/**
 * Usage statistics in Chromium: the app, once started, sends the visitor's page views (as route
 * patterns, with the landing's campaign) to our own server and nowhere else; a visitor who
 * declined on this device sends nothing.
 */
import { type AnalyticsEvent, analytics } from '@amora/contract';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchChromium, onPath, visit } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

interface Sent {
  status: number;
  events: AnalyticsEvent[];
}

/** Every batch the page sends, with the server's answer, and every request to another host. */
const watch = (page: Page) => {
  const batches: Sent[] = [];
  const foreign: string[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (new URL(request.url()).pathname === '/v1/events') {
      batches.push({ status: response.status(), events: request.postDataJSON().events });
    }
  });
  page.on('request', (request) => {
    if (!request.url().startsWith(baseUrl) && !request.url().startsWith('data:')) {
      foreign.push(request.url());
    }
  });
  return { batches, foreign };
};

/** The landing with a campaign, the app started by a first intent, then the registration. */
const landAndRegister = async (page: Page) => {
  await page.goto('/?pid=autumn-e2e&sid=newsletter');
  await page.waitForLoadState('networkidle');
  // The first intent: the app takes the page over (and reads the campaign).
  await page.mouse.move(20, 20);
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: 'Sign up with e-mail' }).click();
  await onPath(page, '/register');
  await page.mouse.move(40, 40);
  await page.getByRole('button', { name: 'Next' }).first().waitFor();
};

describe('usage statistics', () => {
  it("sends the visitor's page views to our server with the campaign, and nothing elsewhere", async () => {
    const { page, errors, context } = await visit(browser, { locale: 'en-GB' });
    const { batches, foreign } = watch(page);
    await landAndRegister(page);
    await expect
      .poll(() => batches.flatMap((batch) => batch.events), {
        timeout: analytics.flushIntervalMs * 3,
      })
      .toContainEqual(
        expect.objectContaining({
          name: 'page_view',
          params: { path: '/register', campaignId: 'autumn-e2e', sourceId: 'newsletter' },
        }),
      );
    expect(batches.every((batch) => batch.status === 204)).toBe(true);
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends nothing for a visitor who declined on this device', async () => {
    const { page, errors, context } = await visit(browser, { locale: 'en-GB' });
    await context.addInitScript(
      (key) => window.localStorage.setItem(key, 'off'),
      analytics.storageKey,
    );
    const { batches } = watch(page);
    await landAndRegister(page);
    await page.waitForTimeout(analytics.flushIntervalMs * 2);
    expect(batches).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is declined by a visitor with the switch on the privacy page, and stays off', async () => {
    const { page, errors, context } = await visit(browser, { locale: 'en-GB' });
    const { batches } = watch(page);
    await page.goto('/datenschutz');
    await page.mouse.move(20, 20);
    const choice = page.getByRole('switch', { name: 'Anonymous usage statistics' });
    await expect.poll(() => choice.isChecked()).toBe(true);
    await choice.click({ force: true });
    await expect.poll(() => choice.isChecked()).toBe(false);
    expect(await page.evaluate((key) => localStorage.getItem(key), analytics.storageKey)).toBe(
      'off',
    );
    const sent = batches.length;
    await page.reload();
    await page.mouse.move(30, 30);
    await expect.poll(() => choice.isChecked()).toBe(false);
    await page.waitForTimeout(analytics.flushIntervalMs * 2);
    expect(batches).toHaveLength(sent);
    expect(errors).toEqual([]);
    await context.close();
  });
});
