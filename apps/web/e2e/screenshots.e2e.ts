/**
 * Screenshots of every visitor screen at 375 and 1280 px, light and dark, in German, for people
 * to look at: written to apps/web/e2e/screenshots/ (git-ignored). The e2e project runs this file
 * only when AMORA_E2E_SCREENSHOTS=1 (vitest.config.ts), so CI spends no time on it.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchChromium, visit } from './support';
import { answerFirstSteps, searchPlace } from './wizard';

const folder = fileURLToPath(new URL('screenshots/', import.meta.url));

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  await mkdir(folder, { recursive: true });
});
afterAll(() => browser?.close());

interface Screen {
  name: string;
  path: string;
  /** Shows the screen in the state worth looking at, once its route has loaded. */
  ready: (page: Page) => Promise<unknown>;
}

const text = (value: string) => (page: Page) => page.getByText(value).first().waitFor();

const screens: Screen[] = [
  { name: 'landing', path: '/', ready: text('Kostenlos registrieren') },
  { name: 'login', path: '/login', ready: text('Willkommen zurück') },
  { name: 'register-step1', path: '/register', ready: text('Wie ist dein Vorname?') },
  {
    name: 'register-step5',
    path: '/register',
    ready: async (page) => {
      await answerFirstSteps(page);
      await searchPlace(page, 'Berl');
      await page.getByRole('option', { name: 'Berlin', exact: true }).click();
      await page.getByRole('textbox', { name: 'Postleitzahl' }).waitFor();
    },
  },
  { name: 'forgot-password', path: '/forgot-password', ready: text('Passwort vergessen?') },
  {
    name: 'reset-password',
    path: '/reset-password?uid=00000000-0000-0000-0000-000000000000&t=token',
    ready: text('Neues Passwort wählen'),
  },
  { name: 'confirm-email', path: '/confirmemail', ready: text('Bitte bestätige deine E-Mail') },
  { name: 'impressum', path: '/impressum', ready: (page) => page.getByRole('main').waitFor() },
  { name: 'support', path: '/support', ready: (page) => page.getByRole('main').waitFor() },
  { name: 'mobile', path: '/mobile', ready: (page) => page.getByRole('main').waitFor() },
];

describe('screenshots', () => {
  for (const width of [375, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`takes every visitor screen at ${width} px, ${colorScheme}`, {
        timeout: 180_000,
      }, async () => {
        const { page, context } = await visit(browser, {
          colorScheme,
          viewport: { width, height: width < 600 ? 812 : 900 },
        });
        for (const screen of screens) {
          await page.goto(screen.path);
          await screen.ready(page);
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => document.fonts.ready);
          await page.screenshot({
            path: `${folder}${screen.name}-${width}-${colorScheme}.png`,
            fullPage: true,
          });
        }
        await context.close();
      });
    }
  }
});
