/**
 * Screenshots for people to look at, of the store badges a phone is offered (the landing page on
 * an Android phone and on a desktop) and of the news feed's relative dates in an English and a
 * German browser, at 375 px dark and 1280 px light. Written to AMORA_SHOTS_DIR (default
 * /tmp/amora-shots); the e2e project runs this file only when AMORA_E2E_SCREENSHOTS=1.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsItems } from '../../server/src/db/schema';
import type { TestApp } from '../../server/test/helpers';
import { insertMember } from '../../server/test/routes/identity/support';
import { startSecondServer } from './servers';
import { launchChromium, logIn, onPath, visit } from './support';

const folder = process.env.AMORA_SHOTS_DIR ?? '/tmp/amora-shots';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

let browser: Browser;
let server: TestApp;
let url: string;
const day = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  browser = await launchChromium();
  await mkdir(folder, { recursive: true });
  ({ server, url } = await startSecondServer({ LANDING_FEATURES: 'appStoreBadges' }));
  const now = Date.now();
  await server.app.db.insert(newsItems).values(
    [
      ['Neue Geschenke im Shop', 10 * 60 * 1000],
      ['Das Herbst-Event beginnt', 3 * day],
      ['Mehr Profile in deiner Nähe', 20 * day],
      ['Willkommen bei Amora', 40 * day],
    ].map(([title, age]) => ({
      title: title as string,
      body: 'Schau vorbei.',
      createdAt: new Date(now - (age as number)),
    })),
  );
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('store badges', () => {
  it('offer an Android phone Google Play only, at 375 px dark', async () => {
    const { page, context } = await visit(browser, {
      baseURL: url,
      userAgent: android,
      viewport: { width: 375, height: 812 },
      colorScheme: 'dark',
    });
    await page.goto('/');
    // The server's page knows no device; the app takes it over at the visitor's first intent.
    await page.mouse.move(100, 400);
    await expect.poll(() => page.getByRole('link', { name: /App Store/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /Google Play/ }).count()).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(folder, 'h6-landing-android-375-dark.png') });
    await context.close();
  });

  it('offer a desktop both stores, at 1280 px light', async () => {
    const { page, context } = await visit(browser, { baseURL: url, colorScheme: 'light' });
    await page.goto('/');
    await page
      .getByRole('link', { name: /App Store/ })
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: /Google Play/ }).count()).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(folder, 'h6-landing-desktop-1280-light.png') });
    await context.close();
  });
});

describe('news dates', () => {
  for (const [width, colorScheme, locale, expected] of [
    [375, 'dark', 'en-US', ['10 minutes ago', '3 days ago', '2 weeks ago', 'last month']],
    [1280, 'light', 'de-DE', ['vor 10 Minuten', 'vor 3 Tagen', 'vor 2 Wochen', 'letzten Monat']],
  ] as const) {
    it(`read ${expected.join(', ')} in ${locale}, at ${width} px ${colorScheme}`, async () => {
      const password = 'sommer2026';
      const member = await insertMember(server.app, { password, hasCompletedRegistration: true });
      const { page, context } = await visit(browser, {
        baseURL: url,
        locale,
        colorScheme,
        viewport: { width, height: width === 375 ? 812 : 900 },
      });
      await page.goto('/login');
      await logIn(page, { email: member.email ?? '', password }, locale === 'de-DE' ? 'de' : 'en');
      await onPath(page, '/');
      await page.goto('/news');
      for (const text of expected) await page.getByText(text, { exact: true }).first().waitFor();
      await page.screenshot({
        path: path.join(folder, `h6-news-${locale}-${width}-${colorScheme}.png`),
      });
      await context.close();
    });
  }
});
