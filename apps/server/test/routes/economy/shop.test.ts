import { errorCodes, prices } from '@amora/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coinPackages,
  ledgerEntries,
  paymentMethods,
  presents,
  starProducts,
  subscriptionProducts,
  turboRocketProducts,
} from '../../../src/db/schema';
import { userRow } from '../../helpers';
import {
  dataOf,
  expectRefusedUnchanged,
  type MemberServer,
  outcome,
  startMemberServer,
} from './support';

let server: MemberServer;
beforeAll(async () => {
  server = await startMemberServer();
});
afterAll(() => server?.close());

const ledgerOf = (userId: string) =>
  server.app.db
    .select({
      coinsDelta: ledgerEntries.coinsDelta,
      freeCoinsDelta: ledgerEntries.freeCoinsDelta,
      counter: ledgerEntries.counter,
      counterDelta: ledgerEntries.counterDelta,
      reason: ledgerEntries.reason,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));

describe('the catalogues', () => {
  it('answers a visitor 401', async () => {
    const result = await server.visitor().api.shop.coinPackages.request();
    expect(outcome(result)).toMatchObject({ ok: false, status: 401 });
  });

  it('lists the seeded coin packages in their order, priced in euro cents', async () => {
    const { browser } = await server.member();
    const packages = dataOf(await browser.api.shop.coinPackages.request());
    expect(packages.count).toBe(packages.items.length);
    expect(packages.items.slice(0, 2)).toEqual([
      {
        id: 'coins-100',
        name: '100 coins',
        coins: 100,
        bonusCoins: 0,
        priceCents: 499,
        currency: 'EUR',
        badges: ['starter'],
        platform: null,
      },
      expect.objectContaining({ id: 'coins-250', priceCents: 999, badges: ['popular'] }),
    ]);
  });

  it('filters by platform, leaves retired packages out and follows the sort order', async () => {
    await server.app.db.insert(coinPackages).values([
      { id: 'test-ios', name: 'iOS', coins: 10, priceCents: 199, platform: 'ios', sortOrder: 0 },
      { id: 'test-web', name: 'Web', coins: 10, priceCents: 199, platform: 'web', sortOrder: 0 },
      { id: 'test-retired', name: 'Old', coins: 10, priceCents: 99, isActive: false },
    ]);
    const { browser } = await server.member();
    const ids = async (query?: { platform?: string; excludePlatform?: string }) =>
      dataOf(await browser.api.shop.coinPackages.request({ query })).items.map((item) => item.id);

    const all = await ids();
    expect(all.slice(0, 2)).toEqual(['test-ios', 'test-web']);
    expect(all).toContain('coins-100');
    expect(all).not.toContain('test-retired');

    const web = await ids({ platform: 'WEB' });
    expect(web).toContain('test-web');
    expect(web).toContain('coins-100');
    expect(web).not.toContain('test-ios');

    const notWeb = await ids({ excludePlatform: 'web' });
    expect(notWeb).toContain('test-ios');
    expect(notWeb).toContain('coins-100');
    expect(notWeb).not.toContain('test-web');

    const refused = await browser.api.shop.coinPackages.request({ query: { platform: 'tv' } });
    expect(outcome(refused)).toMatchObject({ ok: false, status: 400 });
  });

  it('lists the payment methods, microPayment for cards and delayed bank transfers', async () => {
    await server.app.db.insert(paymentMethods).values({
      id: 'test-retired-method',
      kind: 'giropay',
      name: 'Old',
      provider: 'mollie',
      isActive: false,
    });
    const { browser } = await server.member();
    const methods = dataOf(await browser.api.shop.paymentMethods.request()).items;
    expect(methods[0]).toEqual({
      id: 'credit-card',
      kind: 'creditCard',
      name: 'Credit card',
      provider: 'microPayment',
      isDelayed: false,
    });
    expect(methods.find((method) => method.kind === 'bankTransfer')?.isDelayed).toBe(true);
    expect(methods.filter((method) => method.kind === 'klarna')).toHaveLength(3);
    expect(methods.map((method) => method.id)).not.toContain('test-retired-method');
  });

  it('lists the turbo rockets, the standard one at the constants price', async () => {
    const { browser } = await server.member();
    const rockets = dataOf(await browser.api.shop.turboRocketProducts.request()).items;
    expect(rockets[0]).toEqual({
      id: 'turbo-rocket',
      name: 'Turbo rocket',
      price: prices.turboRocket.price,
      durationHours: prices.turboRocket.durationHours,
    });
  });

  it('lists the gifts of the chat with their pictures, without retired ones', async () => {
    await server.app.db.update(presents).set({ isActive: false }).where(eq(presents.id, 'diamond'));
    const { browser } = await server.member();
    const gifts = dataOf(await browser.api.shop.gifts.request()).items;
    expect(gifts[0]).toEqual({
      id: 'rose',
      name: 'Rose',
      imageHref: '/v1/media/presents/rose.svg',
      price: 10,
    });
    expect(gifts.map((gift) => gift.id)).not.toContain('diamond');
  });

  it('lists star products and premium subscriptions', async () => {
    await server.app.db
      .insert(starProducts)
      .values({ id: 'test-stars', stars: 1, price: 1, isActive: false });
    const { browser } = await server.member();
    const stars = dataOf(await browser.api.shop.starProducts.request()).items;
    expect(stars[0]).toEqual({ id: 'stars-5', stars: 5, price: 25 });
    expect(stars.map((product) => product.id)).not.toContain('test-stars');

    const subscriptions = dataOf(await browser.api.shop.subscriptionProducts.request()).items;
    expect(subscriptions.map((product) => product.periodMonths)).toEqual([1, 3, 6]);
    expect(subscriptions[0]).toMatchObject({
      currency: 'EUR',
      priceCents: 1999,
      swipesPerDay: null,
    });
  });

  it('reads edited rows at once', async () => {
    await server.app.db
      .update(turboRocketProducts)
      .set({ isActive: false })
      .where(eq(turboRocketProducts.id, 'turbo-rocket-24h'));
    await server.app.db
      .update(subscriptionProducts)
      .set({ priceCents: 2499 })
      .where(eq(subscriptionProducts.id, 'premium-1m'));
    const { browser } = await server.member();
    const rockets = dataOf(await browser.api.shop.turboRocketProducts.request()).items;
    expect(rockets.map((rocket) => rocket.id)).not.toContain('turbo-rocket-24h');
    const subscriptions = dataOf(await browser.api.shop.subscriptionProducts.request()).items;
    expect(subscriptions[0]).toMatchObject({ id: 'premium-1m', priceCents: 2499 });
  });
});

describe('POST /shop/starProduct', () => {
  it('takes the price from free coins first, then coins, and adds the stars', async () => {
    const { user, browser } = await server.member({ coins: 30, freeCoins: 10, stars: 2 });
    const bought = dataOf(
      await browser.api.shop.buyStars.request({ body: { starProductId: 'stars-5' } }),
    );
    expect(bought).toMatchObject({
      stars: 5,
      coinInfo: { coins: 15, freeCoins: 0, balance: 15, stars: 7 },
    });
    expect(await userRow(server.app, user.id)).toMatchObject({ coins: 15, freeCoins: 0, stars: 7 });
    expect(await ledgerOf(user.id)).toEqual(
      expect.arrayContaining([
        {
          coinsDelta: -15,
          freeCoinsDelta: -10,
          counter: null,
          counterDelta: 0,
          reason: 'starPurchase',
        },
        {
          coinsDelta: 0,
          freeCoinsDelta: 0,
          counter: 'stars',
          counterDelta: 5,
          reason: 'starPurchase',
        },
      ]),
    );
  });

  it('refuses a member who cannot pay, and changes nothing', async () => {
    const { user, browser } = await server.member({ coins: 20, freeCoins: 4 });
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.shop.buyStars.request({ body: { starProductId: 'stars-5' } }),
      { status: 402, code: errorCodes.ERR_BALANCE_TOO_LOW },
    );
  });

  it('refuses an unknown or retired product with 404', async () => {
    await server.app.db
      .insert(starProducts)
      .values({ id: 'test-retired-stars', stars: 3, price: 1, isActive: false });
    const { user, browser } = await server.member({ coins: 100 });
    for (const starProductId of ['no-such-product', 'test-retired-stars']) {
      await expectRefusedUnchanged(
        server.app,
        user.id,
        () => browser.api.shop.buyStars.request({ body: { starProductId } }),
        { status: 404, code: errorCodes.NOT_FOUND },
      );
    }
  });
});

describe('POST /shop/swipes', () => {
  it(`sells ${prices.swipePackage.swipes} swipes for ${prices.swipePackage.price} coins`, async () => {
    const { user, browser } = await server.member({ coins: 45, freeCoins: 20 });
    const bought = dataOf(await browser.api.shop.buySwipes.request());
    expect(bought).toMatchObject({
      swipes: 40,
      coinInfo: { coins: 15, freeCoins: 0, freeSwipesCount: 50 },
    });
    expect(await userRow(server.app, user.id)).toMatchObject({
      coins: 15,
      freeCoins: 0,
      freeSwipesCount: 50,
    });
  });

  it('refuses 49 coins and changes nothing', async () => {
    const { user, browser } = await server.member({ coins: 40, freeCoins: 9 });
    await expectRefusedUnchanged(server.app, user.id, () => browser.api.shop.buySwipes.request(), {
      status: 402,
      code: errorCodes.ERR_BALANCE_TOO_LOW,
    });
  });
});
