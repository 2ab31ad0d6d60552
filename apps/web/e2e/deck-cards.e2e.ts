/**
 * Issue 14: the For You deck deals its promotion cards in Chromium against the real server. A
 * premium member (unlimited swipes, so no premium card) whose e-mail is unconfirmed swipes: after
 * the 13th member the turbo card lies on top, and a swipe dismisses it without costing a swipe
 * request; after the 20th the e-mail card, whose button sends the confirmation link again. The
 * members all live in Berlin 10115, one grid cell: every card says "< 1 km". Screenshots of the
 * cards at 1280 px light and 375 px dark go to AMORA_SHOTS_DIR (default /tmp/amora-shots).
 *
 * Robin is a man who seeks "Both", so the deck holds the women registered here (and any member
 * of the other flows he meets): at least as many as the cards need.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MemberVisit,
  type NamedMember,
  navigation,
  openMember,
  payOnSandbox,
  registerPublishedMember,
} from './members';
import { baseUrl, launchChromium, logIn, mailLinkTo, onPath, visit } from './support';

const folder = process.env.AMORA_SHOTS_DIR ?? '/tmp/amora-shots';
/** 20 for the light visit, 13 more for the dark one (a new visit counts from 0 again). */
const cardsNeeded = 34;

/** Decka, Deckb, … Deckz, Deckza, …: a name may carry one capital letter only. */
const deckName = (n: number) => `Deck${n >= 26 ? 'z' : ''}${String.fromCharCode(97 + (n % 26))}`;

let browser: Browser;
let robin: MemberVisit;
let robinEmail: string;
let robinAccount: NamedMember;

beforeAll(async () => {
  browser = await launchChromium();
  for (let batch = 0; batch < cardsNeeded; batch += 7) {
    await Promise.all(
      Array.from({ length: Math.min(7, cardsNeeded - batch) }, (_, index) =>
        registerPublishedMember(deckName(batch + index), {
          gender: 'female',
          searchGender: 'male',
        }),
      ),
    );
  }
  const account = await registerPublishedMember('Robin', {
    gender: 'male',
    searchGender: 'other',
  });
  robinEmail = account.email;
  robinAccount = account;
  robin = await openMember(browser, account);
  await mkdir(folder, { recursive: true });
}, 240_000);
afterAll(async () => {
  await browser?.close();
});

/** How many mails with a confirmation link Robin got. */
const confirmationMails = async () => {
  const response = await fetch(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(robinEmail)}`);
  const { mails } = (await response.json()) as { mails: { links: string[] }[] };
  return mails.filter((mail) =>
    mail.links.some((link) => new URL(link).pathname === '/confirmemail'),
  ).length;
};

const deck = (page: Page) => page.getByRole('region', { name: /^Profiles to swipe/ });
const nope = (page: Page) => page.getByRole('button', { name: 'Nope', exact: true });

/** Passes the member on top; resolves once the server counted the swipe. */
const passMember = async (page: Page) => {
  const counted = page.waitForResponse(
    (response) => response.url().includes('/v1/relationship/swipe') && response.ok(),
  );
  await nope(page).click();
  await counted;
};

const shoot = async (page: Page, name: string) => {
  await page.mouse.move(1, 300);
  await page.screenshot({ path: path.join(folder, `${name}.png`) });
};

describe('the For You deck cards', () => {
  it('Robin gets Premium, so no premium card and swipes without limit', async () => {
    const { page } = robin;
    await navigation(page, 'Shop').click();
    await page.getByRole('link', { name: 'Premium' }).click();
    await onPath(page, '/shop-premium');
    await page.getByRole('button', { name: 'Get Premium' }).click();
    await payOnSandbox(page);
    await page.getByText('Welcome to Premium!').waitFor();
  });

  it('shows "< 1 km" on the cards, the turbo card after 13 members, swiped away for free', async () => {
    const { page } = robin;
    await navigation(page, 'For You').click();
    await onPath(page, '/foryou');
    await deck(page).getByRole('heading').first().waitFor();
    await expect(
      deck(page)
        .getByText(/<\u00a01\u00a0km away/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    for (let swiped = 0; swiped < 13; swiped += 1) await passMember(page);
    await deck(page).getByRole('heading', { name: 'Launch the Turbo Rocket' }).waitFor();
    await expect(
      deck(page).getByRole('button', { name: 'Go to the Turbo Rocket' }).isVisible(),
    ).resolves.toBe(true);
    await shoot(page, 'foryou-turbo-card-1280-light');

    const swipes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/relationship/swipe')) swipes.push(request.url());
    });
    await nope(page).click();
    await deck(page).getByRole('heading', { name: 'Launch the Turbo Rocket' }).waitFor({
      state: 'detached',
    });
    await deck(page).getByRole('heading').first().waitFor();
    expect(swipes).toEqual([]);
  });

  it('shows the e-mail card after 20 members; its button sends the link again', async () => {
    const { page } = robin;
    for (let swiped = 13; swiped < 20; swiped += 1) await passMember(page);
    await deck(page).getByRole('heading', { name: 'Confirm your e-mail' }).waitFor();
    await shoot(page, 'foryou-email-card-1280-light');
    await mailLinkTo(robinEmail, '/confirmemail');
    const before = await confirmationMails();
    await deck(page).getByRole('button', { name: 'Send the link again' }).click();
    await page.getByText('We sent you the confirmation link again.').waitFor();
    await deck(page).getByRole('heading', { name: 'Confirm your e-mail' }).waitFor({
      state: 'detached',
    });
    await expect.poll(confirmationMails).toBe(before + 1);
    expect(robin.errors).toEqual([]);
  });

  it('looks the same at 375 px in the dark', async () => {
    const { page } = await visit(browser, {
      locale: 'en-US',
      colorScheme: 'dark',
      viewport: { width: 375, height: 812 },
    });
    await page.goto('/login');
    await logIn(page, robinAccount, 'en');
    await onPath(page, '/');
    await page.goto('/foryou');
    await deck(page).getByRole('heading').first().waitFor();
    for (let swiped = 0; swiped < 13; swiped += 1) await passMember(page);
    await deck(page).getByRole('heading', { name: 'Launch the Turbo Rocket' }).waitFor();
    await shoot(page, 'foryou-turbo-card-375-dark');
  });
});
