/**
 * Screenshots of the way to Settings, for people to look at: the account menu open over home and
 * Settings reached by clicking it, at 375 px dark and 1280 px light (English), and the own
 * profile with its Settings button. Written to AMORA_SHOTS_DIR (default /tmp/amora-shots); the
 * e2e project runs this file only when AMORA_E2E_SCREENSHOTS=1 (vitest.config.ts).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type NamedMember, navigation, registerPublishedMember } from './members';
import { launchChromium, logIn, onPath, visit } from './support';

const folder = process.env.AMORA_SHOTS_DIR ?? '/tmp/amora-shots';

let browser: Browser;
let member: NamedMember;

beforeAll(async () => {
  browser = await launchChromium();
  await mkdir(folder, { recursive: true });
  member = await registerPublishedMember('Lena', { gender: 'female', searchGender: 'male' });
}, 60_000);
afterAll(() => browser?.close());

describe('the way to Settings', () => {
  for (const [width, colorScheme] of [
    [375, 'dark'],
    [1280, 'light'],
  ] as const) {
    it(`is clicked at ${width} px, ${colorScheme}`, async () => {
      const { page, context } = await visit(browser, {
        locale: 'en-US',
        viewport: { width, height: width < 600 ? 812 : 900 },
        colorScheme,
      });
      const shot = (name: string, fullPage = false) =>
        page.screenshot({
          path: path.join(folder, `account-menu-${name}-${width}-${colorScheme}.png`),
          fullPage,
        });
      await page.goto('/login');
      await logIn(page, member, 'en');
      await onPath(page, '/');
      await navigation(page, 'Nearby').waitFor();
      await page.waitForLoadState('networkidle');

      await page.getByRole('button', { name: /^Your account\b/ }).click();
      await page.getByRole('menu').waitFor();
      await page.waitForTimeout(300);
      await shot('open');

      await page.getByRole('menuitem', { name: 'Settings' }).click();
      await onPath(page, '/settings');
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await shot('settings', true);

      await navigation(page, 'Profile').click();
      await onPath(page, '/profile');
      await page.getByRole('link', { name: 'Settings' }).waitFor();
      await page.waitForLoadState('networkidle');
      await shot('profile');
      await context.close();
    });
  }
});
