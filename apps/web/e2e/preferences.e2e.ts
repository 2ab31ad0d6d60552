/**
 * Issue 6, flows 4 and 6: the language and the theme a visitor picks at the foot of the landing
 * page (both kept after a reload), and the browser's language choosing the first one.
 */
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, visit } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const landingTitle = {
  de: 'Finde jemanden, der dein Herz schneller schlagen lässt',
  en: 'Find someone who makes your heart beat faster',
  fr: 'Trouve quelqu’un qui fait battre ton cœur plus vite',
};

/** The theme the app applies: the library's ThemeProvider marks its root with data-theme. */
const appliedTheme = (page: Page) => page.locator('[data-theme]').getAttribute('data-theme');

describe('preferences', () => {
  it('changes the language and the theme, and keeps both after a reload', async () => {
    const { page, errors, context } = await visit(browser, { colorScheme: 'light' });
    await page.goto('/');
    await page.getByRole('heading', { name: landingTitle.de }).waitFor();
    expect(await appliedTheme(page)).toBe('light');

    await page.getByRole('button', { name: /Sprache/ }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByRole('heading', { name: landingTitle.en }).waitFor();
    await page.getByRole('link', { name: 'Log in' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    await page.getByRole('switch', { name: 'Dark mode' }).check({ force: true });
    await expect.poll(() => appliedTheme(page)).toBe('dark');

    await page.reload();
    await page.getByRole('heading', { name: landingTitle.en }).waitFor();
    expect(await appliedTheme(page)).toBe('dark');
    expect(await page.getByRole('switch', { name: 'Dark mode' }).isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('starts in the browser’s language', async () => {
    const { page, errors, context } = await visit(browser, { locale: 'fr-FR' });
    await page.goto('/');
    await page.getByRole('heading', { name: landingTitle.fr }).waitFor();
    await page.getByRole('link', { name: 'Se connecter' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(errors).toEqual([]);
    await context.close();
  });
});
