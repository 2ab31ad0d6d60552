/**
 * Issue 7: two members in two browsers against the real server, each step as the members do it.
 * Jonas subscribes to Premium (his read confirmations); both like each other in For You and the
 * second like shows the match; they chat live (texts, typing, read marks, a wink, a gift, a
 * picture); a message written without a connection goes out once when it is back; Milan buys
 * coins; Jonas blocks Milan, who can no longer write. The steps share the two members and run in
 * order.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceLink,
  balanceOnServer,
  chatLog,
  composer,
  type MemberVisit,
  navigation,
  openMember,
  ownMessage,
  partnerMessage,
  payOnSandbox,
  pngPicture,
  registerPublishedMember,
  sendGift,
  write,
} from './members';
import { launchChromium, onPath } from './support';

let browser: Browser;
/** Jonas: premium, writes first, blocks at the end. */
let jonas: MemberVisit;
/** Milan: likes first, buys coins, is blocked. */
let milan: MemberVisit;

beforeAll(async () => {
  browser = await launchChromium();
  // Two men seeking men in Berlin: the other flows register women seeking men, so each of the
  // two is the only card in the other's game.
  const look = { gender: 'male', searchGender: 'male' } as const;
  const [jonasAccount, milanAccount] = await Promise.all([
    registerPublishedMember('Jonas', look),
    registerPublishedMember('Milan', look),
  ]);
  [jonas, milan] = await Promise.all([
    openMember(browser, jonasAccount),
    openMember(browser, milanAccount),
  ]);
});
afterAll(async () => {
  await browser?.close();
});

/** The top card of For You is `name`'s; the member likes it. */
const likeInForYou = async ({ page }: MemberVisit, name: string) => {
  await navigation(page, 'For You').click();
  await onPath(page, '/foryou');
  const deck = page.getByRole('region', { name: /^Profiles to swipe/ });
  await deck.getByRole('heading', { name: new RegExp(`^${name}\\b`) }).waitFor();
  await page.getByRole('button', { name: 'Like', exact: true }).click();
};

describe('two members', () => {
  it('Jonas subscribes to Premium through the sandbox checkout', async () => {
    const { page } = jonas;
    await navigation(page, 'Shop').click();
    await page.getByRole('link', { name: 'Premium' }).click();
    await onPath(page, '/shop-premium');
    await page.getByRole('button', { name: 'Get Premium' }).click();
    await payOnSandbox(page);
    await onPath(page, '/shop-premium/success');
    await page.getByText('Welcome to Premium!').waitFor();
    const total = await balanceOnServer(jonas.context);
    expect(total).toBeGreaterThan(0);
    await balanceLink(page, total).waitFor();
  });

  it('both like each other in For You; the second like shows the match', async () => {
    await likeInForYou(milan, 'Jonas');
    // Milan's like is counted (a free swipe less) and is no match yet.
    await milan.page.getByText('9 free swipes left').waitFor();
    expect(await milan.page.getByRole('dialog', { name: "It's a match!" }).count()).toBe(0);
    await likeInForYou(jonas, 'Milan');
    const match = jonas.page.getByRole('dialog', { name: "It's a match!" });
    await match.getByText('You and Milan like each other.').waitFor();
    await match.getByRole('button', { name: 'Send a message' }).click();
    await jonas.page.waitForURL((url) => url.pathname.startsWith('/messages/'));
    await chatLog(jonas.page, 'Milan').waitFor();
  });

  it('chat live: texts, typing, read marks, a wink, a gift and a picture', async () => {
    const hello = 'Hallo Milan, schön dich zu sehen!';
    await write(jonas.page, hello);
    const jonasLog = chatLog(jonas.page, 'Milan');
    await ownMessage(jonasLog, hello).getByTitle('Sent').waitFor();

    // Milan opens the chat from his messages.
    await navigation(milan.page, 'Messages').click();
    await milan.page.getByRole('link', { name: /Jonas/ }).first().click();
    const milanLog = chatLog(milan.page, 'Jonas');
    await partnerMessage(milanLog, hello).waitFor();
    // Reading it marks it read for Jonas, whose Premium includes read confirmations.
    await ownMessage(jonasLog, hello).getByTitle('Read').waitFor();

    // Milan types: Jonas sees it.
    await composer(milan.page).pressSequentially('Hey', { delay: 50 });
    await jonasLog.getByRole('status').filter({ hasText: 'Milan is typing' }).waitFor();

    // A second text arrives live in the open chat, and is read there at once.
    const second = 'Hast du am Wochenende Zeit?';
    await write(jonas.page, second);
    await partnerMessage(milanLog, second).waitFor();
    await ownMessage(jonasLog, second).getByTitle('Read').waitFor();

    // A wink, a gift and a picture.
    await jonas.page.getByRole('button', { name: 'Wink' }).click();
    await milanLog.getByText('Jonas sent you a wink').waitFor();

    await sendGift(jonas.page, 'Rose');
    await milanLog.getByText('Jonas sent you a gift').waitFor();
    await milanLog.getByText('Rose', { exact: true }).waitFor();

    const chooser = jonas.page.waitForEvent('filechooser');
    await jonas.page.getByRole('button', { name: 'Picture' }).click();
    await (await chooser).setFiles(await pngPicture('sunset.png'));
    const picture = milanLog.getByRole('img', { name: 'Picture from Jonas' });
    await picture.waitFor();
    await expect
      .poll(() =>
        picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(jonas.errors).toEqual([]);
    expect(milan.errors).toEqual([]);
  });

  it('a message written without a connection goes out once when it is back', async () => {
    const { page, context } = jonas;
    const jonasLog = chatLog(page, 'Milan');
    const milanLog = chatLog(milan.page, 'Jonas');
    await context.setOffline(true);
    await jonas.cutConnection();
    const connectionNote = page
      .getByRole('status')
      .filter({ hasText: 'Please check your internet connection.' });
    await connectionNote.waitFor();

    const offline = 'Bist du noch da? Mein Netz war kurz weg.';
    await write(page, offline);
    await ownMessage(jonasLog, offline).getByTitle('Sending').waitFor();

    await context.setOffline(false);
    await connectionNote.waitFor({ state: 'hidden' });
    await ownMessage(jonasLog, offline)
      .getByTitle(/^(Sent|Read)$/)
      .waitFor();
    await partnerMessage(milanLog, offline).waitFor();
    expect(await milanLog.getByText(offline, { exact: true }).count()).toBe(1);
    expect(await jonasLog.getByText(offline, { exact: true }).count()).toBe(1);

    // Stored once: the same after reading both chats again from the server.
    await Promise.all([milan.page.reload(), page.reload()]);
    await partnerMessage(milanLog, offline).waitFor();
    await ownMessage(jonasLog, offline).waitFor();
    expect(await milanLog.getByText(offline, { exact: true }).count()).toBe(1);
    expect(await jonasLog.getByText(offline, { exact: true }).count()).toBe(1);
  });

  it('Milan buys coins through the sandbox checkout; the top bar shows the new balance', async () => {
    const { page, context } = milan;
    const before = await balanceOnServer(context);
    await balanceLink(page, before).waitFor();
    await navigation(page, 'Shop').click();
    await onPath(page, '/shop');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL((url) => /^\/shop\/[^/]+\/method$/.test(url.pathname));
    await page.getByRole('button', { name: 'Pay now' }).click();
    await payOnSandbox(page);
    await onPath(page, '/shop/success');
    await page.getByText('Thank you for your purchase!').waitFor();
    const after = await balanceOnServer(context);
    expect(after).toBeGreaterThan(before);
    await balanceLink(page, after).waitFor();
  });

  it('Jonas blocks Milan, who can no longer write to him', async () => {
    // Milan is in the chat again.
    await navigation(milan.page, 'Messages').click();
    await milan.page.getByRole('link', { name: /Jonas/ }).first().click();
    const milanLog = chatLog(milan.page, 'Jonas');
    await milanLog.waitFor();

    // Jonas opens Milan's profile from the chat and blocks him.
    const { page } = jonas;
    await page.getByRole('heading', { level: 1 }).getByRole('link', { name: /Milan/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/stranger-profile/'));
    await page.getByRole('button', { name: 'More options' }).click();
    await page.getByRole('menuitem', { name: 'Block Milan' }).click();
    await page.getByRole('heading', { name: 'Block Milan?' }).waitFor();
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    // The profile closes: Jonas is back in the chat, which takes no more messages.
    await page.waitForURL((url) => url.pathname.startsWith('/messages'));

    // Milan's next message is refused.
    const refused = 'Warum antwortest du nicht?';
    await write(milan.page, refused);
    await ownMessage(milanLog, refused).getByText('Not sent').waitFor();

    // Back in the chat later, writing is closed.
    await milan.page.reload();
    await milanLog.waitFor();
    await expect.poll(() => composer(milan.page).isDisabled()).toBe(true);
    await milan.page.getByText('You can no longer write to Jonas in this chat.').waitFor();
    expect(jonas.errors).toEqual([]);
    expect(milan.errors).toEqual([]);
  });
});
