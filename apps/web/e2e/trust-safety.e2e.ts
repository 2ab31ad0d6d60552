/**
 * Trust & safety as two members meet it (issue 17), clicked through in real Chromium against the
 * real server: "only verified members may write to me" refuses an unverified writer and tells her
 * why, the kindness nudge asks before an insult goes out (and the member may still send it), and a
 * picture from someone the member has not answered arrives blurred, with the report beside it.
 * Two women seeking women, so neither shows up in the other flows' games.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyCoins,
  chatLog,
  composer,
  type MemberVisit,
  navigation,
  openMember,
  ownMessage,
  partnerMessage,
  pngPicture,
  registerPublishedMember,
  write,
} from './members';
import { launchChromium, onPath } from './support';

let browser: Browser;
let cara: MemberVisit;
let dana: MemberVisit;
let caraName: string;
let danaName: string;
let danaId: string;

/** Opens Settings from the member menu and sets "Only verified members may write to me". */
const setVerifiedSendersOnly = async ({ page }: MemberVisit, on: boolean) => {
  await page.getByRole('button', { name: /^Your account\b/ }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await onPath(page, '/settings');
  const toggle = page.getByRole('switch', { name: 'Only verified members may write to me' });
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/v1/user') && response.request().method() === 'PATCH',
  );
  expect(await toggle.isChecked()).toBe(!on);
  // The switch's own input is visually hidden: a member presses its label.
  await page.getByText('Only verified members may write to me', { exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect.poll(() => toggle.isChecked()).toBe(on);
};

/** Opens the chat with `partner` from the partner's card in Messages, as a member clicks. */
const openChat = async ({ page }: MemberVisit, partner: string) => {
  await navigation(page, 'Messages').click();
  await onPath(page, '/messages');
  await page
    .getByRole('link', { name: new RegExp(partner) })
    .first()
    .click();
  await chatLog(page, partner).waitFor();
};

beforeAll(async () => {
  browser = await launchChromium();
  const look = { gender: 'female', searchGender: 'female' } as const;
  const [caraAccount, danaAccount] = await Promise.all([
    registerPublishedMember('Cara', look),
    registerPublishedMember('Dana', look),
  ]);
  caraName = caraAccount.name;
  danaName = danaAccount.name;
  [cara, dana] = await Promise.all([
    openMember(browser, caraAccount),
    openMember(browser, danaAccount),
  ]);
  await buyCoins(cara.page);
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

describe('trust & safety in the chat', () => {
  it('a member who takes messages from verified members only is not written to by an unverified one, and the writer is told why', async () => {
    await setVerifiedSendersOnly(dana, true);
    danaId = await dana.page.evaluate(async () => {
      const response = await fetch('/v1/user', { credentials: 'include' });
      return ((await response.json()) as { id: string }).id;
    });
    // Cara opens a new chat with Dana from her profile's address, as the game's "Message" does.
    await cara.page.goto(`/messages/${danaId}?new`);
    await write(cara.page, 'Hallo Dana, wie geht es dir?');
    await cara.page
      .getByText('This member only receives messages from verified members.', { exact: false })
      .first()
      .waitFor();
    // Nothing reached Dana.
    await navigation(dana.page, 'Messages').click();
    await onPath(dana.page, '/messages');
    expect(await dana.page.getByText('Hallo Dana, wie geht es dir?').count()).toBe(0);
  });

  it('asks "Are you sure?" before an insult goes out; editing keeps the text, sending anyway sends it', async () => {
    await setVerifiedSendersOnly(dana, false);
    await cara.page.goto(`/messages/${danaId}?new`);
    await chatLog(cara.page, danaName).waitFor();
    await write(cara.page, 'You are such an idiot');
    const nudge = cara.page.getByRole('alertdialog', { name: 'Are you sure?' });
    await nudge.waitFor();
    await nudge.getByRole('button', { name: 'Edit message' }).click();
    await nudge.waitFor({ state: 'detached' });
    expect(await composer(cara.page).inputValue()).toBe('You are such an idiot');

    await composer(cara.page).press('Enter');
    await nudge.getByRole('button', { name: 'Send anyway' }).click();
    const log = chatLog(cara.page, danaName);
    await ownMessage(log, 'You are such an idiot').getByTitle('Sent').waitFor();

    await openChat(dana, caraName);
    await partnerMessage(chatLog(dana.page, caraName), 'You are such an idiot').waitFor();
  });

  it('a picture from a member not yet answered arrives blurred with the report beside it, and shows when asked', async () => {
    const sent = cara.page.waitForResponse(
      (response) => /\/v1\/chat\/[^/]+\/image$/.test(response.url()) && response.ok(),
    );
    const chooser = cara.page.waitForEvent('filechooser');
    await cara.page.getByRole('button', { name: 'Picture' }).click();
    await (await chooser).setFiles(await pngPicture('beach.png'));
    await sent;

    const log = chatLog(dana.page, caraName);
    const show = log.getByRole('button', { name: 'Show picture' });
    await show.waitFor();
    await log.getByRole('button', { name: `Report ${caraName}` }).waitFor();
    await show.click();
    await show.waitFor({ state: 'detached' });
    await log.getByRole('img', { name: /^Picture/ }).waitFor();
    expect(cara.errors).toEqual([]);
    expect(dana.errors).toEqual([]);
  });
});
