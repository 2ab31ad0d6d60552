/**
 * Issue 6, the visitor pages as the server sends them (the landing, the login, the registration):
 * whole and in the visitor's language and theme before the app's script loads, links that work
 * without it, and the app taking the page over at the visitor's first intent without drawing it
 * again (a mismatch is a page error), with what the visitor did in the meantime, even where the
 * app's own first state differs (a remembered login).
 */
import { localStorageKeys } from '@amora/contract';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, logIn, onPath, registerMember, visit } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The scripts the page has loaded so far, by file name. */
const scriptsOf = (page: Page) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname);
  });
  return scripts;
};

/** The lightness (0 to 1) of the page's background, as drawn. */
const backgroundLightness = (page: Page) =>
  page.evaluate(() => {
    const page = document.querySelector('[data-theme] > *');
    const [red = 0, green = 0, blue = 0] = (page ? getComputedStyle(page).backgroundColor : '')
      .match(/[\d.]+/g)
      ?.map(Number) ?? [255, 255, 255];
    return (Math.max(red, green, blue) + Math.min(red, green, blue)) / 2 / 255;
  });

const appliedTheme = (page: Page) => page.locator('[data-theme]').getAttribute('data-theme');

describe('the landing page', () => {
  it('is complete before the app loads, and its links work without it', async () => {
    const { page, errors, context } = await visit(browser, { locale: 'en-GB' });
    const scripts = scriptsOf(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('heading', { level: 1, name: 'Find someone who makes your heart beat faster' })
      .waitFor();
    // The server's configuration is in the page: the sign-in it offers is drawn already.
    await page.getByRole('button', { name: 'Sign up with Google' }).waitFor();
    const startScripts = [...scripts];
    expect(startScripts.length).toBeLessThanOrEqual(2);

    // The visitor has not moved yet: a link followed now is an ordinary page load.
    await page.getByRole('link', { name: 'Sign up with e-mail' }).focus({ timeout: 1000 });
    await page.keyboard.press('Enter');
    await onPath(page, '/register');
    await page.getByRole('button', { name: 'Next' }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is taken over by the app at the first intent, with a press made before that', async () => {
    const { page, errors, context } = await visit(browser, {
      locale: 'en-US',
      colorScheme: 'light',
    });
    const scripts = scriptsOf(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    // The first touch of the page is a press on the theme switch: it loads the app, which takes
    // the page over and then flips the switch.
    await page.getByRole('switch', { name: 'Dark mode' }).click({ force: true });
    await expect.poll(() => appliedTheme(page)).toBe('dark');
    expect(await page.getByRole('switch', { name: 'Dark mode' }).isChecked()).toBe(true);
    expect(scripts.length).toBeGreaterThan(before);
    // The page is the app's now: a navigation happens without loading the page again.
    await page.getByRole('link', { name: 'Log in' }).click();
    await onPath(page, '/login');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('comes dark to a browser that prefers dark, and in its language', async () => {
    const { page, errors, context } = await visit(browser, {
      locale: 'fr-FR',
      colorScheme: 'dark',
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    // Dark before the app is there: the server's render or boot.ts's theme over it.
    expect(await backgroundLightness(page)).toBeLessThan(0.3);
    await page.mouse.move(200, 200);
    await expect.poll(() => appliedTheme(page)).toBe('dark');
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await onPath(page, '/login');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logs in a visitor who typed and sent the login before the app was there', async () => {
    const member = await registerMember('Ida');
    const { page, errors, context } = await visit(browser, { locale: 'de-DE' });
    // The app's start-up module arrives late, as on a slow line.
    let appRequested = false;
    await context.route('**/assets/main-*.js', async (route) => {
      appRequested = true;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Willkommen zurück' }).waitFor();
    await logIn(page, member);
    expect(appRequested).toBe(true);
    await page.getByRole('link', { name: 'In der Nähe' }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends what the visitor typed, not the login the app remembered', async () => {
    const member = await registerMember('Ines');
    const { page, errors, context } = await visit(browser, { locale: 'en-US' });
    // This browser logged in before: the app's first render fills in the remembered login,
    // while the page the server sent holds what the visitor typed since.
    await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
      key: localStorageKeys.rememberedLogin,
      value: btoa(JSON.stringify({ userName: member.email, password: member.password })),
    });
    await context.route('**/assets/main-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await logIn(page, { ...member, password: 'not-my-password' }, 'en');
    await page.getByRole('alert').filter({ hasText: 'E-Mail or password incorrect!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(errors).toEqual([]);
    await context.close();
  });
});
