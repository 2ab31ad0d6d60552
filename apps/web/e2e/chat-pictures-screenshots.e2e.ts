/**
 * Screenshots of issue 14's chat additions (only under AMORA_E2E_SCREENSHOTS=1): the stars dialog
 * a member without stars gets from the favourite star, the picture upload's progress bar, and a
 * HEIC explained, at 375 and 1280 px, light and dark, into AMORA_SHOTS_DIR (default /tmp/amora-shots).
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, it } from 'vitest';
import { openBrowser } from '../../server/test/support/browser';
import {
  chatLog,
  navigation,
  openMember,
  ownMessage,
  payOnSandbox,
  registerPublishedMember,
  write,
} from './members';
import { baseUrl, launchChromium, logIn, onPath } from './support';

/** A photo the browser keeps large after scaling: noise compresses badly. */
const noisePhoto = async () => ({
  name: 'IMG_3001.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({
    create: {
      width: 2400,
      height: 1800,
      channels: 3,
      background: { r: 120, g: 90, b: 60 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer(),
});

const sharp = createRequire(new URL('../../server/package.json', import.meta.url))('sharp') as (
  options: object,
) => { jpeg: (options: object) => { toBuffer: () => Promise<Buffer> } };

const dir = process.env.AMORA_SHOTS_DIR ?? '/tmp/amora-shots';
let browser: Browser;

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

it('takes the chat additions', async () => {
  const look = { gender: 'female', searchGender: 'female' } as const;
  const [annaAccount, beaAccount] = await Promise.all([
    registerPublishedMember('Anna', look),
    registerPublishedMember('Bea', look),
  ]);
  const { api } = openBrowser(baseUrl);
  await api.identity.login({ body: { userName: beaAccount.email, password: beaAccount.password } });
  const beaUser = await api.user.get();
  if (!beaUser) throw new Error('no Bea');
  const anna = await openMember(browser, annaAccount);
  await navigation(anna.page, 'Shop').click();
  await anna.page.getByRole('button', { name: 'Continue to payment' }).click();
  await anna.page.getByRole('button', { name: 'Pay now' }).click();
  await payOnSandbox(anna.page);
  await onPath(anna.page, '/shop/success');
  await anna.page.goto(`/messages/${beaUser.id}?new`);
  await write(anna.page, 'Hallo Bea!');
  await ownMessage(chatLog(anna.page, 'Bea'), 'Hallo Bea!').getByTitle('Sent').waitFor();
  const chatUrl = anna.page.url();
  await anna.context.close();

  for (const width of [375, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        locale: 'en-US',
        viewport: { width, height: width === 375 ? 760 : 900 },
        colorScheme,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto('/login');
      await logIn(page, annaAccount, 'en');
      await onPath(page, '/');
      await page.goto(chatUrl);
      await chatLog(page, 'Bea').waitFor();
      const name = `${width}-${colorScheme}`;
      await page
        .getByRole('button', { name: /favou?rite/i })
        .first()
        .click();
      await page.getByRole('dialog', { name: 'Favourites cost stars' }).waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${dir}/chat-stars-${name}.png` });
      await page.keyboard.press('Escape');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 32 * 1024,
      });
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Picture' }).click();
      await (await chooser).setFiles(await noisePhoto());
      await page.getByRole('progressbar', { name: 'Sending picture' }).waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${dir}/chat-progress-${name}.png` });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      // A picture of Bea's, opened from her profile, and its report.
      await page.goto(`/stranger-profile/${beaUser.id}`);
      await page.getByRole('heading', { name: /^Bea/ }).first().waitFor();
      await page
        .getByRole('button', { name: /picture|photo/i })
        .first()
        .click();
      const picture = page.getByRole('dialog', { name: 'Picture of Bea' });
      await picture.waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${dir}/picture-${name}.png` });
      await picture.getByRole('button', { name: 'Report this picture' }).click();
      await page.getByRole('dialog', { name: 'Report Bea' }).waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${dir}/picture-report-${name}.png` });
      await context.close();
    }
  }
}, 240_000);
