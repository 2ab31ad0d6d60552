/**
 * Issue 17 in Chromium against the real server, through the console's screens: an operator signs
 * in with the password and the six digits of the second factor and sees what their role may; a
 * member's report of a chat reaches a moderator with the chat's messages as the member saw them;
 * banning the reported member signs out their open page within seconds, their next login is
 * refused with the reason, and the audit log keeps the action; a rejected picture's reason reaches
 * its member, and a verified selfie gives the badge others see.
 */
import type { Browser, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from '../../server/test/support/browser';
import {
  chatLog,
  navigation,
  openMember,
  partnerMessage,
  pngPicture,
  registerPublishedMember,
  write,
} from './members';
import { baseUrl, launchChromium, logIn, mailLinkTo, onPath, visit } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const password = 'amora-console-demo';
/** Each test signs in as another demo operator: a code is accepted once per operator. */
const moderator = 'jonas@console.amora.example';
const support = 'lea@console.amora.example';
const admin = 'mara@console.amora.example';

/** The code of the moment for the demo operators (/dev/console-codes, demo only). */
const currentCode = async () => {
  const page = await (await fetch(`${baseUrl}/dev/console-codes`)).text();
  return /class="code">(\d{6})</.exec(page)?.[1] as string;
};

/** Signs in at /console as an operator, through the form. */
const signInToConsole = async (page: Page, email: string) => {
  await page.goto('/console');
  await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page
    .getByRole('textbox', { name: /Code from your authenticator app/ })
    .fill(await currentCode());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
};

/** An entry of the console's navigation (its name may go on with a count: "Pictures 3 waiting"). */
const consoleNav = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: new RegExp(`^${name}`) });

/**
 * Opens a console queue from the navigation and pages through it (oldest first: a new entry may be
 * pages on) until `target` shows. The router renders a navigation in a React transition: right
 * after the click the address is already the queue's while the page left (with a pagination of
 * its own) still shows, so the queue's heading is waited for before its pages are read.
 */
const openQueue = async (page: Page, name: string, target: Locator) => {
  await consoleNav(page, name).click();
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  const pagination = page.getByRole('navigation', { name: 'Pages of the queue' });
  await pagination.waitFor();
  while ((await target.count()) === 0) {
    const range = await pagination.textContent();
    const next = pagination.getByRole('button', { name: 'Next page' });
    if (await next.isDisabled()) throw new Error(`${target} is not in the queue`);
    await next.click();
    await expect.poll(() => pagination.textContent()).not.toBe(range);
  }
};

describe('the operator console', () => {
  it('refuses a wrong code, then signs support in with password and code', async () => {
    const { page, errors, context } = await visit(browser, { locale: 'en-US' });
    await page.goto('/console/tickets');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(support);
    await page.locator('input[type="password"]').fill(password);
    const code = await currentCode();
    const wrong = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    await page.getByRole('textbox', { name: /Code from your authenticator app/ }).fill(wrong);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'E-mail, password or code incorrect.' })
      .waitFor();

    await page.getByRole('textbox', { name: /Code from your authenticator app/ }).fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The address asked for opens once signed in; the navigation is support's: no moderation.
    await page.getByRole('heading', { level: 1, name: 'Tickets' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/console/tickets');
    await page.getByRole('link', { name: /^Members/ }).waitFor();
    expect(
      await page.getByRole('link', { name: /^(Pictures|Verifications|Reports)/ }).count(),
    ).toBe(0);
    // The console's cookie never travels with the member app's calls.
    const cookies = await context.cookies(`${baseUrl}/v1/user`);
    expect(cookies.map((cookie) => cookie.name)).not.toContain('amora_console');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a reported chat reaches a moderator, whose ban signs the member out at once and refuses the login', async () => {
    const look = { gender: 'female', searchGender: 'female' } as const;
    const [anna, bea] = await Promise.all([
      registerPublishedMember('Anna', look),
      registerPublishedMember('Bea', look),
    ]);
    // Bea confirms her address (20 coins to write with) and writes to Anna.
    const confirmation = await mailLinkTo(bea.email, '/confirmemail');
    await openBrowser(baseUrl).api.identity.confirmEmail({
      params: { id: confirmation.searchParams.get('uid') ?? '' },
      query: { token: confirmation.searchParams.get('t') ?? '' },
    });
    const [beaVisit, annaVisit] = await Promise.all([
      openMember(browser, bea),
      openMember(browser, anna),
    ]);
    const annaClient = openBrowser(baseUrl);
    await annaClient.api.identity.login({
      body: { userName: anna.email, password: anna.password },
    });
    const annaId = (await annaClient.api.user.get())?.id;
    await beaVisit.page.goto(`/messages/${annaId}?new`);
    await chatLog(beaVisit.page, 'Anna').waitFor();
    const money = 'Schick mir Geld über PayPal';
    await write(beaVisit.page, money);

    // Anna opens the chat from her messages and reports Bea from its menu.
    await navigation(annaVisit.page, 'Messages').click();
    await onPath(annaVisit.page, '/messages');
    await annaVisit.page.getByRole('link', { name: /Bea/ }).first().click();
    await partnerMessage(chatLog(annaVisit.page, 'Bea'), money).waitFor();
    await annaVisit.page.getByRole('button', { name: 'More options' }).click();
    await annaVisit.page.getByRole('menuitem', { name: 'Report Bea' }).click();
    const reportDialog = annaVisit.page.getByRole('dialog', { name: 'Report Bea' });
    await reportDialog.getByRole('radio', { name: 'Scam' }).check({ force: true });
    const complaint = `She asks me for money (${anna.email})`;
    await reportDialog.getByRole('textbox', { name: 'Tell us more (optional)' }).fill(complaint);
    await reportDialog.getByRole('button', { name: 'Send report' }).click();
    await annaVisit.page.getByText('Thank you! We received your report').waitFor();
    await navigation(beaVisit.page, 'Nearby').click();

    // A moderator opens the report from the queue: the chat as Anna saw it, and bans Bea.
    const { page, context, errors } = await visit(browser, { locale: 'en-US' });
    await signInToConsole(page, moderator);
    await consoleNav(page, 'Reports').click();
    await page.getByRole('row').filter({ hasText: complaint }).getByRole('rowheader').click();
    await page.getByRole('heading', { level: 1, name: 'Reported chat' }).waitFor();
    const chat = page.getByRole('list').filter({ hasText: money });
    expect(await chat.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining(money),
    ]);
    await page.getByRole('button', { name: 'Ban', exact: true }).click();
    const ban = page.getByRole('alertdialog', { name: 'Ban Bea?' });
    await ban.getByRole('textbox', { name: /Reason/ }).fill('Asked a member for money');
    await ban.getByRole('button', { name: 'Ban Bea' }).click();
    await ban.waitFor({ state: 'detached' });

    // Bea's open page notices within seconds: she is signed out, a visitor on the landing page.
    const logInLink = beaVisit.page.getByRole('link', { name: 'Log in', exact: true });
    await logInLink.waitFor({ timeout: 10_000 });
    await logInLink.click();
    await onPath(beaVisit.page, '/login');
    await logIn(beaVisit.page, bea, 'en');
    await beaVisit.page
      .getByText('Your account was closed for breaking our rules.', { exact: false })
      .waitFor();

    // The audit log keeps who banned whom, and why.
    await consoleNav(page, 'Audit log').click();
    await page
      .getByRole('grid', { name: 'Audit log' })
      .getByRole('row')
      .filter({ hasText: 'Asked a member for money' })
      .filter({ hasText: 'Jonas' })
      .filter({ hasText: 'Banned' })
      .filter({ hasText: 'Bea' })
      .waitFor();
    expect(beaVisit.errors).toEqual([]);
    expect(annaVisit.errors).toEqual([]);
    expect(errors).toEqual([]);
    await Promise.all([context.close(), beaVisit.context.close(), annaVisit.context.close()]);
  });

  it("a moderator's decisions reach the member: a picture's rejection with its reason, a selfie's verified badge", async () => {
    const look = { gender: 'female', searchGender: 'female' } as const;
    const [ottilie, vera] = await Promise.all([
      registerPublishedMember('Ottilie', look),
      registerPublishedMember('Vera', look),
    ]);
    // Ottilie's profile picture waits for review; she sends a selfie to be verified.
    const ottilieVisit = await openMember(browser, ottilie);
    await navigation(ottilieVisit.page, 'Profile').click();
    await onPath(ottilieVisit.page, '/profile');
    const chooser = ottilieVisit.page.waitForEvent('filechooser');
    const selfieSent = ottilieVisit.page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/v1/user/verification',
    );
    await ottilieVisit.page.getByRole('button', { name: 'Send a selfie' }).click();
    await (await chooser).setFiles(await pngPicture('selfie.png'));
    expect((await selfieSent).ok()).toBe(true);

    // A moderator rejects the picture with a reason and verifies the selfie.
    const { page, context, errors } = await visit(browser, { locale: 'en-US' });
    await signInToConsole(page, admin);
    const reject = page.getByRole('button', { name: 'Reject the picture of Ottilie' });
    await openQueue(page, 'Pictures', reject);
    await reject.click();
    const rejection = page.getByRole('dialog', { name: 'Reject the picture of Ottilie' });
    await rejection.getByRole('radio', { name: 'Text or contact data' }).check({ force: true });
    await rejection.getByRole('button', { name: 'Reject' }).click();
    await rejection.waitFor({ state: 'detached' });
    const verify = page.getByRole('button', { name: 'Verify Ottilie' });
    await openQueue(page, 'Verifications', verify);
    await verify.click();
    await verify.waitFor({ state: 'detached' });

    // Ottilie reads why her picture was refused; others see her verified badge.
    await ottilieVisit.page.reload();
    await ottilieVisit.page.getByRole('button', { name: /^Picture 1 of Ottilie/ }).click();
    await ottilieVisit.page
      .getByText('Reason: text or contact details in the picture.', { exact: false })
      .waitFor();
    const ottilieId = await (async () => {
      const { api } = openBrowser(baseUrl);
      await api.identity.login({ body: { userName: ottilie.email, password: ottilie.password } });
      return (await api.user.get())?.id as string;
    })();
    const veraVisit = await openMember(browser, vera);
    await veraVisit.page.goto(`/stranger-profile/${ottilieId}`);
    await veraVisit.page.getByRole('heading', { name: /Ottilie/ }).waitFor();
    await veraVisit.page.getByRole('img', { name: 'Verified' }).first().waitFor();
    expect(ottilieVisit.errors).toEqual([]);
    expect(veraVisit.errors).toEqual([]);
    expect(errors).toEqual([]);
    await Promise.all([context.close(), ottilieVisit.context.close(), veraVisit.context.close()]);
  });
});
