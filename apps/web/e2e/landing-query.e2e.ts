/**
 * The landing URL's query as spec 01 section 2 lists it, in Chromium against the built app: a
 * campaign link's strangerId opens that member's profile after the login, once; `frame` is
 * dropped from the address of a page that is not framed and takes a framed page to the whole
 * window.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from '../../server/test/support/browser';
import { baseUrl, launchChromium, logIn, onPath, registerMember, visit } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const idOf = async (member: { email: string; password: string }) => {
  const { api } = openBrowser(baseUrl);
  const user = await api.identity.login({
    body: { userName: member.email, password: member.password },
  });
  if (!user) throw new Error('login failed');
  return user.id;
};

describe('the landing query', () => {
  it('opens the stranger of a campaign link after the login, once', async () => {
    const stranger = await registerMember('Stella');
    const strangerId = await idOf(stranger);
    const member = await registerMember('Mats', { gender: 'male', searchGender: 'female' });
    const { page, errors, context } = await visit(browser);

    const hasStrangerCookie = async () =>
      (await context.cookies()).some((cookie) => cookie.name === 'strangerId');
    await page.goto(`/?pid=spring&strangerId=${strangerId}`);
    // The app keeps the campaign once it has started, which takes a moment on a loaded machine;
    // a visitor reads the landing page at least that long before going to the login.
    await expect.poll(hasStrangerCookie).toBe(true);
    await page.goto('/login');
    await logIn(page, member);
    await onPath(page, `/stranger-profile/${strangerId}`);
    await expect.poll(hasStrangerCookie).toBe(false);

    // Cleared: the next start stays home.
    await page.goto('/');
    await page.waitForTimeout(1500);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('drops frame outside a frame, and leaves a frame for the whole window', async () => {
    const { page, errors, context } = await visit(browser);
    await page.goto('/impressum?frame=1&x=2');
    await page.waitForURL((url) => !url.searchParams.has('frame'));
    expect(new URL(page.url()).search).toBe('?x=2');

    await page.goto('/agb');
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = '/impressum?frame=1';
      document.body.append(frame);
    });
    await page.waitForURL((url) => url.pathname === '/impressum' && !url.searchParams.has('frame'));
    expect(errors).toEqual([]);
    await context.close();
  });
});
