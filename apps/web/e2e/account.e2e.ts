/**
 * Issue 6, flows 2, 3 and 5: logging out and in (Enter submits, a wrong password is refused with
 * the spec's text), the forgotten password from the mail's link to the next login, and a session
 * that ended on the server. Each test registers a member of its own through the API.
 */
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from '../../server/test/support/browser';
import {
  baseUrl,
  launchChromium,
  logIn,
  mailLinkTo,
  onPath,
  registerMember,
  visit,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Settings as a member opens them: the picture in the top bar, then Settings in its menu. */
const openSettings = async (page: Page) => {
  await page.getByRole('button', { name: /^Your account\b/ }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await onPath(page, '/settings');
};

/** The login's refusal, as spec 01 section 5 words it in English. */
const wrongCredentials = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'E-Mail or password incorrect!' });

describe('login and logout', () => {
  it('logs in with Enter, logs out, refuses a wrong password and logs in again', async () => {
    const member = await registerMember('Mara');
    const { page, errors, context } = await visit(browser, { locale: 'en-US' });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await logIn(page, member, 'en');
    await onPath(page, '/');
    await page.getByRole('link', { name: 'Nearby' }).first().waitFor();
    // The way out is in the settings, which the account menu of the top bar opens.
    await openSettings(page);
    await page.getByRole('button', { name: 'Log out' }).click();

    // Logged out: the settings are for members, so the login asks to come back to them.
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.goto('/login');
    await logIn(page, { ...member, password: 'not-my-password' }, 'en');
    await wrongCredentials(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await logIn(page, member, 'en');
    await onPath(page, '/');
    await page.getByRole('link', { name: 'Nearby' }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('forgotten password', () => {
  it('sends the reset link, sets the new password from it and logs in with it only', async () => {
    const member = await registerMember('Nora');
    const newPassword = 'fresh-secret-42';
    const { page, errors, context } = await visit(browser, { locale: 'en-US' });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await onPath(page, '/forgot-password');
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(member.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Check your inbox', { exact: true }).waitFor();
    await page.getByText(member.email).waitFor();

    const link = await mailLinkTo(member.email, '/reset-password');
    expect([...link.searchParams.keys()].sort()).toEqual(['t', 'uid']);
    await page.goto(link.href);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Password changed', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Go to login' }).click();
    await onPath(page, '/login');

    await logIn(page, member, 'en');
    await wrongCredentials(page).waitFor();
    await logIn(page, { ...member, password: newPassword }, 'en');
    await onPath(page, '/');
    await page.getByRole('link', { name: 'Nearby' }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('session expiry', () => {
  it('sends a member whose session ended on the server to the login, saying so', async () => {
    const member = await registerMember('Ida');
    const { page: first, errors, context } = await visit(browser, { locale: 'en-US' });
    await first.goto('/login');
    await logIn(first, member, 'en');
    await onPath(first, '/');
    await openSettings(first);
    await first.getByRole('button', { name: 'Log out' }).waitFor();

    // The member leaves; meanwhile the session ends on the server (a logout with this browser's
    // cookie). An open page would notice at once (its hub connection is closed); here the
    // browser keeps the cookie and the persisted member until the next visit.
    await first.close();
    const cookies = await context.cookies(baseUrl);
    const session = new Map(cookies.map(({ name, value }) => [name, value]));
    expect(session.has('amora_session')).toBe(true);
    await openBrowser(baseUrl, { cookies: session }).api.identity.logout();

    // The next visit restores the persisted member; its first member call answers 401.
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/settings');
    await onPath(page, '/login');
    const expired = 'session timed out. Please sign in again.';
    await page.getByRole('status').filter({ hasText: expired }).waitFor();
    await page.getByRole('alertdialog', { name: expired }).waitFor();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/settings');

    // Signing in again returns to where the member was.
    await logIn(page, member, 'en');
    await onPath(page, '/settings');
    expect(errors).toEqual([]);
    await context.close();
  });
});
