/**
 * Issue "Safe by default", web part, in Chromium: the remembered login keeps the member's e-mail
 * and never the password, and a logout forgets it; the login fields are marked for the browser's
 * password manager; and a crafted `redirect` of the login (`/\evil.example`, which browsers read
 * as `//evil.example`) leads to the app's own home instead of another site.
 */
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchChromium, logIn, onPath, registerMember, visit } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Every key and value of the page's local storage, as stored and, where it is, base64-decoded. */
const storedTexts = (page: Page) =>
  page.evaluate(() => {
    const decoded = (value: string) => {
      try {
        return new TextDecoder().decode(Uint8Array.from(atob(value), (char) => char.charCodeAt(0)));
      } catch {
        return value;
      }
    };
    return Object.entries(localStorage).flatMap(([key, value]) => [key, value, decoded(value)]);
  });

/** The member's home: the main navigation is there. */
const homeReady = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').first().waitFor();

/** Requests to the crafted redirects' host never leave the browser, and are counted. */
const watchEvilHost = async (context: BrowserContext) => {
  const requested: string[] = [];
  await context.route(
    (url) => url.hostname.endsWith('evil.example'),
    (route) => {
      requested.push(route.request().url());
      return route.abort();
    },
  );
  return requested;
};

describe('the remembered login', () => {
  it('keeps the e-mail and no password, and a logout forgets it', async () => {
    const member = await registerMember('Lotte');
    const { page, errors, context } = await visit(browser, { locale: 'en-US' });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    // The fields as password managers expect them.
    const emailField = page.getByRole('textbox', { name: 'E-mail' });
    const passwordField = page.getByLabel('Password', { exact: true });
    expect(await emailField.getAttribute('autocomplete')).toBe('username');
    expect(await passwordField.getAttribute('autocomplete')).toBe('current-password');

    // The login remembers (always on, spec 01 section 2).
    await logIn(page, member, 'en');
    await onPath(page, '/');
    await homeReady(page);
    await expect
      .poll(async () => (await storedTexts(page)).some((text) => text.includes(member.email)))
      .toBe(true);
    expect((await storedTexts(page)).filter((text) => text.includes(member.password))).toEqual([]);

    // A reload keeps it so, and a logout forgets the address.
    await page.reload();
    await homeReady(page);
    expect((await storedTexts(page)).filter((text) => text.includes(member.password))).toEqual([]);
    await page.getByRole('button', { name: /^Your account\b/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
    await expect
      .poll(async () => (await storedTexts(page)).filter((text) => text.includes(member.email)))
      .toEqual([]);
    expect((await storedTexts(page)).filter((text) => text.includes(member.password))).toEqual([]);

    // The next login form is empty.
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the login's redirect", () => {
  it('leads a crafted /\\evil.example to the own home, at the login and once logged in', {
    // Six page loads of the whole app: slower than one flow when the run is busy.
    timeout: 120_000,
  }, async () => {
    const member = await registerMember('Ronja');
    const { page, errors, context } = await visit(browser, { locale: 'en-US' });
    const requested = await watchEvilHost(context);
    const own = new URL(baseUrl).origin;

    await page.goto('/login?redirect=/\\evil.example');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/\\evil.example');
    await logIn(page, member, 'en');
    await onPath(page, '/');
    await homeReady(page);
    expect(new URL(page.url()).origin).toBe(own);

    // A member opening such a login link is sent on at once: home, every time.
    for (const redirect of [
      '/\\evil.example',
      '/%5Cevil.example',
      '//evil.example',
      '/%2F%2Fevil.example',
    ]) {
      await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
      await onPath(page, '/');
      await homeReady(page);
      expect(new URL(page.url()).origin).toBe(own);
      expect(new URL(page.url()).search).toBe('');
    }
    // A path of the app itself is still where the login leads.
    await page.goto(`/login?redirect=${encodeURIComponent('/settings')}`);
    await onPath(page, '/settings');

    expect(requested).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
