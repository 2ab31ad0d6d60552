/**
 * The shop (spec 02 section 7, Shop): the catalogues, read from editable rows (only active ones,
 * in their sort order), and what is bought with coins: stars and the swipe package. Coin packages
 * and subscriptions are bought with money through the payment routes.
 */
import {
  type CoinPackage,
  errorCodes,
  type Present,
  prices,
  type ShopQuery,
  type SubscriptionProduct,
} from '@amora/contract';
import { and, asc, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toPresent } from '../chat';
import type { Database } from '../db/client';
import {
  type CoinPackageRow,
  coinPackages,
  paymentMethods,
  presents,
  type SubscriptionProductRow,
  starProducts,
  subscriptionProducts,
  turboRocketProducts,
} from '../db/schema';
import { listOf } from '../http/collection';
import { ApiProblem } from '../http/problem';
import { chargedCents } from '../payments/prices';
import type { LedgerCounter } from './ledger';
import { coinInfoOf } from './shared';

/** What a turbo rocket product shows, here and under /dating/turborocket/{id}. */
export const turboRocketProductColumns = {
  id: turboRocketProducts.id,
  name: turboRocketProducts.name,
  price: turboRocketProducts.price,
  durationHours: turboRocketProducts.durationHours,
};

const currency = 'EUR' as const;

const toCoinPackage = (row: CoinPackageRow): CoinPackage => ({
  id: row.id,
  name: row.name,
  coins: row.coins,
  bonusCoins: row.bonusCoins,
  priceCents: row.priceCents,
  currency,
  badges: row.badges,
  platform: row.platform,
});

export const toSubscriptionProduct = (row: SubscriptionProductRow): SubscriptionProduct => ({
  id: row.id,
  name: row.name,
  periodMonths: row.periodMonths,
  // The price every period is charged (payments/prices.ts), and the list price it comes from.
  priceCents: chargedCents(row),
  listPriceCents: row.priceCents,
  discountPercent: row.discountPercent,
  currency,
  coinsPerPeriod: row.coinsPerPeriod,
  swipesPerDay: row.swipesPerDay,
  badges: row.badges,
  platform: row.platform,
});

/** The coin packages on sale, for a platform or for all but one. */
export const coinPackagesFor = async (db: Database, query: ShopQuery) => {
  // A package without a platform is sold everywhere, so it passes both filters.
  const conditions: (SQL | undefined)[] = [eq(coinPackages.isActive, true)];
  if (query.platform) {
    conditions.push(or(isNull(coinPackages.platform), eq(coinPackages.platform, query.platform)));
  }
  if (query.excludePlatform) {
    conditions.push(
      or(isNull(coinPackages.platform), ne(coinPackages.platform, query.excludePlatform)),
    );
  }
  const rows = await db
    .select()
    .from(coinPackages)
    .where(and(...conditions))
    .orderBy(asc(coinPackages.sortOrder), asc(coinPackages.id));
  return listOf(rows.map(toCoinPackage));
};

export const paymentMethodList = async (db: Database) =>
  listOf(
    await db
      .select({
        id: paymentMethods.id,
        kind: paymentMethods.kind,
        name: paymentMethods.name,
        provider: paymentMethods.provider,
        isDelayed: paymentMethods.isDelayed,
      })
      .from(paymentMethods)
      .where(eq(paymentMethods.isActive, true))
      .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id)),
  );

export const turboRocketProductList = async (db: Database) =>
  listOf(
    await db
      .select(turboRocketProductColumns)
      .from(turboRocketProducts)
      .where(eq(turboRocketProducts.isActive, true))
      .orderBy(asc(turboRocketProducts.sortOrder), asc(turboRocketProducts.id)),
  );

export const giftList = async (db: Database) => {
  const rows = await db
    .select()
    .from(presents)
    .where(eq(presents.isActive, true))
    .orderBy(asc(presents.sortOrder), asc(presents.id));
  return listOf(rows.map((row): Present => ({ ...toPresent(row), price: row.price })));
};

export const starProductList = async (db: Database) =>
  listOf(
    await db
      .select({ id: starProducts.id, stars: starProducts.stars, price: starProducts.price })
      .from(starProducts)
      .where(eq(starProducts.isActive, true))
      .orderBy(asc(starProducts.sortOrder), asc(starProducts.id)),
  );

export const subscriptionProductList = async (db: Database) => {
  const rows = await db
    .select()
    .from(subscriptionProducts)
    .where(eq(subscriptionProducts.isActive, true))
    .orderBy(asc(subscriptionProducts.sortOrder), asc(subscriptionProducts.id));
  return listOf(rows.map(toSubscriptionProduct));
};

/**
 * Coins spent and counters credited in one transaction; the answer shows the balance after
 * both.
 */
const buyWithCoins = (
  app: FastifyInstance,
  memberId: string,
  {
    price,
    counters,
    reason,
    reference,
  }: {
    price: number;
    counters: Partial<Record<LedgerCounter, number>>;
    reason: string;
    reference?: string;
  },
) =>
  app.db.transaction(async (tx) => {
    await app.ledger.spend(tx, memberId, { amount: price, reason, reference });
    await app.ledger.credit(tx, memberId, { counters, reason, reference });
    return coinInfoOf(tx, memberId);
  });

/** One of the active star products, paid with coins. */
export const buyStars = async (app: FastifyInstance, memberId: string, starProductId: string) => {
  const [product] = await app.db
    .select()
    .from(starProducts)
    .where(and(eq(starProducts.id, starProductId), eq(starProducts.isActive, true)));
  if (!product) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const coinInfo = await buyWithCoins(app, memberId, {
    price: product.price,
    counters: { stars: product.stars },
    reason: 'starPurchase',
    reference: product.id,
  });
  return { stars: product.stars, coinInfo };
};

/** The swipe package, paid with coins. */
export const buySwipes = async (app: FastifyInstance, memberId: string) => {
  const { price, swipes } = prices.swipePackage;
  const coinInfo = await buyWithCoins(app, memberId, {
    price,
    counters: { freeSwipesCount: swipes },
    reason: 'swipePackage',
  });
  return { swipes, coinInfo };
};
