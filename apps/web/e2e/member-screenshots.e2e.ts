/**
 * Screenshots of every member screen at 375 and 1280 px, light and dark, in German, for people
 * to look at, with a member who has something to show: matches, a dialog with messages, likes,
 * visitors, coins and a support ticket. Written to AMORA_SHOTS_DIR (default /tmp/amora-shots),
 * outside the repository. Each screen is taken whole, and where the window scrolls, once more as
 * the window shows it scrolled to the end (the sticky bars over the content, as a member sees
 * them). The e2e project runs this file only when AMORA_E2E_SCREENSHOTS=1 (vitest.config.ts).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { hubDefaults } from '@amora/contract';
import { HttpTransportType } from '@microsoft/signalr';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { renderAvatar } from '../../server/src/services/demo';
import { connect } from '../../server/test/hub/support';
import { chooseOnSandbox, dataOf } from '../../server/test/routes/payment/support';
import { type Browser as ApiBrowser, openBrowser } from '../../server/test/support/browser';
import { baseUrl, launchChromium, logIn, onPath, registerMember, visit } from './support';

const folder = process.env.AMORA_SHOTS_DIR ?? '/tmp/amora-shots';

interface Account {
  id: string;
  name: string;
  email: string;
  password: string;
  /** Signed in through the API, from an address of its own. */
  client: ApiBrowser;
}

/** A member of Berlin registered and signed in through the API, with a drawn profile picture. */
const account = async (
  name: string,
  { gender, hue }: { gender: 'female' | 'male'; hue: number },
): Promise<Account> => {
  const registered = await registerMember(name, {
    gender,
    searchGender: gender === 'female' ? 'male' : 'female',
  });
  const client = openBrowser(baseUrl);
  const user = dataOf(
    await client.api.identity.login.request({
      body: { userName: registered.email, password: registered.password },
    }),
  );
  const picture = await renderAvatar(
    {
      avatar: {
        backgroundHue: hue,
        skinTone: '#e0ac8a',
        hairStyle: gender === 'female' ? 'long' : 'short',
        shirtHue: (hue + 180) % 360,
        glasses: hue % 2 === 0,
        beard: gender === 'male' && hue % 3 === 0,
      },
      hairColor: 'brown',
    },
    320,
  );
  // The wizard's last step: picture and interests, and the profile published for discovery.
  dataOf(
    await client.api.user.complete.request({
      body: {
        profileImage: `data:image/webp;base64,${picture.toString('base64')}`,
        interests: ['travel', 'cooking', 'music', 'photography'],
        publish: true,
      },
    }),
  );
  return { ...registered, id: user.id, name, client };
};

/** Coins bought through the sandbox's hosted checkout, as a member paying would. */
const buyCoins = async ({ client }: Account) => {
  const payment = dataOf(
    await client.api.payment.createMicroPayment.request({
      body: {
        productId: 'coins-250',
        methodId: 'credit-card',
        redirectUrl: `${baseUrl}/shop/success`,
      },
    }),
  );
  await chooseOnSandbox(client, payment.checkoutUrl ?? '', 'paid');
};

/** A like or a visit, as the profile's buttons trigger them. */
const relate = async (from: Account, to: Account, type: 'like' | 'visit' = 'like') =>
  dataOf(await from.client.api.relationship.trigger.request({ params: { id: to.id, type } }));

/** Texts from one member to another through the hub, as the chat sends them. */
const write = async (from: Account, to: Account, texts: string[]) => {
  const cookie = [...from.client.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
  const hub = await connect(
    `${baseUrl}/v1${hubDefaults.path}`,
    cookie,
    HttpTransportType.WebSockets,
  );
  try {
    for (const message of texts) await hub.invoke('sendMessage', { recipientId: to.id, message });
  } finally {
    await hub.stop();
  }
};

interface Screen {
  name: string;
  path: string;
  /** Brings the screen into the state worth looking at, once its route has loaded. */
  ready?: (page: Page) => Promise<unknown>;
}

let browser: Browser;
let member: Account;
let screens: Screen[];

beforeAll(async () => {
  browser = await launchChromium();
  await mkdir(folder, { recursive: true });
  member = await account('Lena', { gender: 'female', hue: 330 });
  const [jonas, ben, felix, max, paul, tim] = await Promise.all([
    account('Jonas', { gender: 'male', hue: 200 }),
    account('Ben', { gender: 'male', hue: 40 }),
    account('Felix', { gender: 'male', hue: 120 }),
    account('Maximilian', { gender: 'male', hue: 260 }),
    account('Paul', { gender: 'male', hue: 15 }),
    account('Tim', { gender: 'male', hue: 170 }),
  ]);
  if (!jonas || !ben || !felix || !max || !paul || !tim) throw new Error('a member is missing');
  await Promise.all([buyCoins(member), buyCoins(jonas)]);
  // Two matches, two likes, two visitors.
  await relate(member, jonas);
  await relate(jonas, member);
  await relate(ben, member);
  await relate(member, ben);
  await relate(felix, member);
  await relate(max, member);
  await relate(paul, member, 'visit');
  await relate(tim, member, 'visit');
  await write(jonas, member, [
    'Hallo Lena! Schön, dass wir ein Match sind 😊',
    'Was machst du so am Wochenende? Ich war gestern am Wannsee, das Wetter war herrlich und das Wasser noch erstaunlich warm für die Jahreszeit.',
  ]);
  await write(member, jonas, ['Hi Jonas! Am Wochenende gehe ich meistens laufen, und du?']);
  await write(jonas, member, ['Klingt gut, vielleicht laufen wir mal zusammen?']);
  dataOf(
    await member.client.api.support.create.request({
      body: { topic: 'technicalQuestions', message: 'Mein Profilbild wird nicht angezeigt.' },
    }),
  );
  const dialogs = dataOf(await member.client.api.chat.dialogs.request());
  const dialog = dialogs.items.find((entry) => entry.partner?.id === jonas.id) ?? dialogs.items[0];
  if (!dialog) throw new Error('the dialog with Jonas is missing');

  const tab = (name: string) => (page: Page) => page.getByRole('tab', { name }).first().click();
  screens = [
    { name: 'nearby', path: '/' },
    { name: 'foryou', path: '/foryou' },
    { name: 'likes', path: '/likes' },
    { name: 'visitors', path: '/visitors' },
    { name: 'matches', path: '/likes', ready: tab('Matches') },
    { name: 'messages', path: '/messages' },
    { name: 'chat', path: `/messages/${dialog.id}` },
    { name: 'stranger-profile', path: `/stranger-profile/${felix.id}` },
    { name: 'own-profile', path: '/profile' },
    { name: 'search-settings', path: '/search/settings' },
    { name: 'user-search', path: '/search/Jonas' },
    { name: 'shop', path: '/shop' },
    { name: 'shop-method', path: '/shop/coins-250/method' },
    { name: 'premium', path: '/shop-premium' },
    { name: 'turbo-rocket', path: '/shop/turbo-rocket' },
    { name: 'event', path: '/event/welcome-week' },
    { name: 'news', path: '/news' },
    { name: 'settings', path: '/settings' },
    { name: 'tickets', path: '/tickets' },
    { name: 'tickets-list', path: '/tickets', ready: tab('Meine Tickets') },
    { name: 'appshop', path: '/appshop' },
  ];
}, 180_000);
afterAll(() => browser?.close());

/** Waits until the screen has loaded what it shows: no request running, no spinner left. */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page
    .locator('[aria-busy="true"], [role="progressbar"]:not([aria-valuenow])')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
};

describe('member screenshots', () => {
  for (const width of [375, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`takes every member screen at ${width} px, ${colorScheme}`, {
        timeout: 300_000,
      }, async () => {
        const height = width < 600 ? 812 : 900;
        const { page, context } = await visit(browser, {
          colorScheme,
          viewport: { width, height },
        });
        await page.goto('/login');
        await logIn(page, member);
        await onPath(page, '/');
        for (const screen of screens) {
          await page.goto(screen.path);
          await page.getByRole('main').first().waitFor();
          await settle(page);
          if (screen.ready) {
            await screen.ready(page);
            // The pointer leaves what it clicked, so no hover state is in the picture.
            await page.mouse.move(1, height / 2);
            await settle(page);
          }
          const file = path.join(folder, `${screen.name}-${width}-${colorScheme}`);
          const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
          if (pageHeight > height + 40) {
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            await page.waitForTimeout(200);
            await page.screenshot({ path: `${file}-scrolled.png` });
            // The whole page in a window as tall as it: the fixed bars at its top and end, where
            // a member sees them (a full-page capture would paint them mid-page).
            await page.setViewportSize({ width, height: pageHeight });
            await page.waitForTimeout(200);
            await page.screenshot({ path: `${file}.png` });
            await page.setViewportSize({ width, height });
          } else {
            await page.screenshot({ path: `${file}.png` });
          }
        }
        await context.close();
      });
    }
  }
});
