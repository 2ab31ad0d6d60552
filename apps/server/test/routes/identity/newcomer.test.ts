/**
 * The newcomer of the "done when": register, follow the confirmation link from the
 * development mailbox, get the bonus once, log out, log in and read the own account.
 */
import { prices } from '@amora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../../src/identity/sessions';
import { pictureBase64 } from '../../helpers';
import { type IdentityServer, linkOf, registrationPayload, startIdentityServer } from './support';

describe('a newcomer', () => {
  let server: IdentityServer;
  beforeAll(async () => {
    server = await startIdentityServer();
  });
  afterAll(() => server.close());

  it('registers, confirms the address, logs out, logs in and reads the account', async () => {
    const browser = server.browser();
    const payload = registrationPayload({
      name: 'Clara',
      profileImage: await pictureBase64(),
      campaignId: 'landing-1',
    });
    const registered = await browser.api.identity.register({ body: payload });
    expect(registered?.registerCreationState).toBe('succeeded');
    const userId = registered?.user?.id as string;

    const page = await fetch(`${server.baseUrl}/dev/mailbox`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    const [mail] = await server.mailbox(payload.email);
    if (!mail) throw new Error('no confirmation mail');
    const link = linkOf(mail);
    expect(html).toContain(`<a href="${link.url.toString().replaceAll('&', '&amp;')}">`);
    expect(link.route).toBe('/confirmemail');
    expect(link.query.uid).toBe(userId);

    // The confirm screen reads uid and t and calls the server with them.
    const confirmation = {
      params: { id: link.query.uid as string },
      query: { token: link.query.t as string },
    };
    expect(await browser.api.identity.confirmEmail(confirmation)).toBe(true);
    expect(await browser.api.identity.coinInfo()).toMatchObject({
      freeCoins: prices.confirmEmailBonus,
      balance: prices.confirmEmailBonus,
    });
    expect(await browser.api.identity.confirmEmail(confirmation)).toBe(true);
    expect((await browser.api.identity.coinInfo())?.freeCoins).toBe(prices.confirmEmailBonus);

    expect(await browser.api.identity.logout()).toBe(true);
    expect(browser.cookies.has(sessionCookieName)).toBe(false);
    expect(await browser.api.user.get()).toBeUndefined();

    const loggedIn = await browser.api.identity.login({
      body: { userName: payload.email, password: payload.password },
    });
    expect(loggedIn?.id).toBe(userId);
    const user = await browser.api.user.get();
    expect(user).toMatchObject({
      id: userId,
      name: 'Clara',
      email: payload.email,
      emailConfirmed: true,
      city: 'Berlin',
      zip: '10115',
      country: 'de',
      freeCoins: prices.confirmEmailBonus,
      coins: 0,
      balance: prices.confirmEmailBonus,
    });
    expect(user?.images.count).toBe(1);
    expect(user?.profileImage).toBeTruthy();
  });
});
