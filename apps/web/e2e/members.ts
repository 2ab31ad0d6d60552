/**
 * What the member-area flow needs beyond the visitor flows' support: a member logged in through
 * the login form in a browser context of their own (English texts), the chat's parts as a member
 * finds them, the sandbox's hosted checkout, the balance the server holds, a connection that can
 * be cut like a lost network, and a real picture to send.
 */
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Locator, Page, WebSocketRoute } from 'playwright';
import { openBrowser } from '../../server/test/support/browser';
import {
  baseUrl,
  logIn,
  type Member,
  type MemberLook,
  onPath,
  registerMember,
  type Visit,
  visit,
} from './support';

export interface NamedMember extends Member {
  name: string;
}

/**
 * A member registered through the API who also finished the fuller registration (two interests,
 * a profile picture, published): the game shows finished profiles only.
 */
export const registerPublishedMember = async (
  name: string,
  look: MemberLook,
): Promise<NamedMember> => {
  const member = await registerMember(name, look);
  const { api } = openBrowser(baseUrl);
  await api.identity.login({ body: { userName: member.email, password: member.password } });
  const picture = await pngPicture(`${name}.png`);
  const published = await api.user.complete({
    body: {
      interests: ['music', 'cooking'],
      profileImage: `data:${picture.mimeType};base64,${picture.buffer.toString('base64')}`,
      publish: true,
    },
  });
  if (!published?.hasCompletedRegistration) throw new Error(`publishing ${name} failed`);
  return { ...member, name };
};

export interface MemberVisit extends Visit {
  /** Drops the chat hub's connection as a lost network would (see `openMember`). */
  cutConnection: () => Promise<void>;
}

/** The hub's WebSocket path; every other request goes to the server untouched. */
const hubSocket = (url: URL) => url.pathname.startsWith('/v1/chat/hub');

/**
 * A member logged in through the login form in a context of their own, on Nearby. The context's
 * hub WebSockets pass through a route, because Chromium's offline emulation leaves open
 * WebSockets working (microsoft/playwright#4910): `cutConnection` closes them as a network that
 * goes away does, and reconnecting stays impossible while the context is offline.
 */
export const openMember = async (browser: Browser, member: NamedMember): Promise<MemberVisit> => {
  const opened = await visit(browser, { locale: 'en-US' });
  const sockets = new Set<{ page: WebSocketRoute; server: WebSocketRoute }>();
  await opened.context.routeWebSocket(hubSocket, (page) => {
    const pair = { page, server: page.connectToServer() };
    sockets.add(pair);
    // Handling the page's close takes over passing it on to the server.
    page.onClose((code, reason) => {
      sockets.delete(pair);
      void pair.server.close({ code, reason });
    });
  });
  await opened.page.goto('/login');
  await logIn(opened.page, member, 'en');
  await onPath(opened.page, '/');
  await navigation(opened.page, 'Nearby').waitFor();
  return {
    ...opened,
    cutConnection: async () => {
      for (const pair of [...sockets]) {
        const { page, server } = pair;
        sockets.delete(pair);
        await server.close({ code: 1001, reason: 'network lost' });
        await page.close({ code: 1006, reason: 'network lost' });
      }
    },
  };
};

/** An entry of the member navigation (its name may go on with a count: "Messages, 1 unread"). */
export const navigation = (page: Page, name: string) =>
  page.getByRole('link', { name: new RegExp(`^${name}\\b`) }).first();

/** The messages of the open chat with `partner`. */
export const chatLog = (page: Page, partner: string) =>
  page.getByRole('log', { name: `Chat with ${partner}` });

/** The chat's text field. */
export const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

/** Writes a text in the open chat and sends it with Enter. */
export const write = async (page: Page, text: string) => {
  const field = composer(page);
  await field.fill(text);
  await field.press('Enter');
};

/**
 * Sends the present `name` from the open chat's gift dialog: one button per present, or a tile
 * to choose and the button that sends the chosen one.
 */
export const sendGift = async (page: Page, name: string) => {
  await page.getByRole('button', { name: 'Gift', exact: true }).click();
  const gifts = page.getByRole('dialog', { name: 'Send a gift' });
  const tile = gifts.getByRole('option', { name: new RegExp(`^${name}`) });
  await tile.or(gifts.getByRole('button', { name: new RegExp(`^${name}`) })).click();
  if ((await tile.count()) > 0) {
    await gifts.getByRole('button', { name: new RegExp(`^Send ${name}`) }).click();
  }
};

/** The member's own message bubble holding `text`. */
export const ownMessage = (log: Locator, text: string) =>
  log.locator('[data-own]', { has: log.page().getByText(text, { exact: true }) });

/** The partner's message bubble holding `text`. */
export const partnerMessage = (log: Locator, text: string) =>
  log.locator('[data-type]:not([data-own])', { has: log.page().getByText(text, { exact: true }) });

/** The top bar's balance link ("Balance: 275 coins. Open the shop"). */
export const balanceLink = (page: Page, total: number) =>
  page.getByRole('link', { name: new RegExp(`^Balance: ${total} coins?\\b`) });

/** The sandbox provider's hosted checkout: the member pays there and comes back to the app. */
export const payOnSandbox = async (page: Page) => {
  await page.getByRole('heading', { name: 'Sandbox checkout' }).waitFor();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
};

/** Buys the first coin package in the shop, paying on the sandbox's hosted checkout. */
export const buyCoins = async (page: Page) => {
  await navigation(page, 'Shop').click();
  await onPath(page, '/shop');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL((url) => /^\/shop\/[^/]+\/method$/.test(url.pathname));
  await page.getByRole('button', { name: 'Pay now' }).click();
  await payOnSandbox(page);
  await onPath(page, '/shop/success');
};

/** coins + freeCoins as the server holds them for the member logged in in `context`. */
export const balanceOnServer = async (context: BrowserContext) => {
  const cookies = await context.cookies(baseUrl);
  const { api } = openBrowser(baseUrl, {
    cookies: new Map(cookies.map(({ name, value }) => [name, value])),
  });
  const user = await api.user.get();
  if (!user) throw new Error('the server did not answer the member');
  return user.coins + user.freeCoins;
};

type Sharp = (options: {
  create: {
    width: number;
    height: number;
    channels: 3;
    background: { r: number; g: number; b: number };
  };
}) => { png: () => { toBuffer: () => Promise<Buffer> } };
// The server's image library, from the server package (the web app does not depend on it).
const sharp = createRequire(new URL('../../server/package.json', import.meta.url))(
  'sharp',
) as Sharp;

/** A small real PNG, as the system's file picker hands it over. */
export const pngPicture = async (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({
    create: { width: 96, height: 64, channels: 3, background: { r: 46, g: 139, b: 87 } },
  })
    .png()
    .toBuffer(),
});
