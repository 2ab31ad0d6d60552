/**
 * Screenshots of the completion of the registration at 375 and 1280 px, light and dark, in
 * German: the card on Nearby and the four steps of the flow, written to apps/web/e2e/screenshots/
 * (git-ignored). The e2e project runs this file only when AMORA_E2E_SCREENSHOTS=1.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { pngPicture } from './members';
import { launchChromium, logIn, onPath, registerMember, visit } from './support';

const folder = fileURLToPath(new URL('screenshots/', import.meta.url));

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  await mkdir(folder, { recursive: true });
});
afterAll(() => browser?.close());

const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
};

describe('completion screenshots', () => {
  for (const width of [375, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`takes the completion at ${width} px, ${colorScheme}`, { timeout: 180_000 }, async () => {
        const member = await registerMember('Lena');
        const { page, context } = await visit(browser, {
          colorScheme,
          viewport: { width, height: width < 600 ? 812 : 900 },
        });
        const shot = (name: string) =>
          page.screenshot({ path: `${folder}completion-${name}-${width}-${colorScheme}.png` });
        await page.goto('/login');
        await logIn(page, member);
        await onPath(page, '/');
        const open = page.getByRole('button', { name: 'Profil vervollständigen' });
        await open.waitFor();
        await settle(page);
        await page.screenshot({
          path: `${folder}completion-banner-${width}-${colorScheme}.png`,
          fullPage: true,
        });

        await open.click();
        const dialog = page.getByRole('dialog', { name: 'Profil vervollständigen' });
        const next = dialog.getByRole('button', { name: 'Weiter' });
        await dialog.getByRole('row', { name: 'Musik' }).click();
        await dialog.getByText('Bitte wähle mindestens zwei Interessen.').waitFor();
        await shot('interests');
        await dialog.getByRole('row', { name: 'Kochen' }).click();
        await next.click();

        await dialog.getByRole('heading', { name: 'Dein Profilbild' }).waitFor();
        await shot('picture-empty');
        const chooser = page.waitForEvent('filechooser');
        await dialog.getByRole('button', { name: 'Bild auswählen' }).click();
        await (await chooser).setFiles(await pngPicture('lena.png'));
        await dialog.getByRole('application').waitFor();
        await shot('picture');
        await next.click();

        await dialog.getByRole('heading', { name: 'Nichts verpassen' }).waitFor();
        await shot('notifications');
        await next.click();
        await dialog.getByRole('heading', { name: 'Bereit, gesehen zu werden' }).waitFor();
        await shot('publish');
        await context.close();
      });
    }
  }
});
