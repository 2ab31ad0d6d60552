/**
 * The turbo rocket (spec 02 section 4): the member's profile is ranked first in discovery while
 * users.turbo_rocket_end_date lies ahead. The standard rocket takes a free rocket first, then its
 * price in coins; a product of the shop is paid in coins. A start while one is active is refused
 * with BONUS_STILL_ACTIVE, changing nothing.
 */
import { errorCodes, prices, type TurboRocketState } from '@amora/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { turboRocketProducts, type UserRow, users } from '../db/schema';
import type { SpendRequest } from '../economy/ledger';
import { coinInfoOf } from '../economy/shared';
import { turboRocketProductColumns } from '../economy/shop';
import { ApiProblem } from '../http/problem';
import { requireSelf } from '../users';

const hourMs = 60 * 60 * 1000;

const isActive = (self: UserRow, now: Date) =>
  self.turboRocketEndDate !== null && self.turboRocketEndDate > now;

const toTurboRocketState = (self: UserRow, now: Date): TurboRocketState => ({
  isActive: isActive(self, now),
  endDate: isActive(self, now) ? (self.turboRocketEndDate?.toISOString() ?? null) : null,
  freeTurboRocketsCount: self.freeTurboRocketsCount,
});

/** The member's rocket: whether one is active, until when, and the free rockets left. */
export const turboRocketOf = async (db: Database, memberId: string) =>
  toTurboRocketState(await requireSelf(db, memberId), new Date());

/** A turbo rocket product of the shop that is on sale. */
export const requireTurboRocketProduct = async (db: Database, productId: string) => {
  const [product] = await db
    .select(turboRocketProductColumns)
    .from(turboRocketProducts)
    .where(and(eq(turboRocketProducts.id, productId), eq(turboRocketProducts.isActive, true)));
  if (!product) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return product;
};

/** Pays and starts a rocket of `durationHours`, in one transaction. */
const start = (
  app: FastifyInstance,
  memberId: string,
  durationHours: number,
  payment: SpendRequest,
) =>
  app.db.transaction(async (tx) => {
    const now = new Date();
    const self = await requireSelf(tx, memberId, { lock: true });
    if (isActive(self, now)) throw ApiProblem.of(errorCodes.BONUS_STILL_ACTIVE);
    await app.ledger.spend(tx, self.id, payment);
    const endDate = new Date(now.getTime() + durationHours * hourMs);
    await tx
      .update(users)
      .set({ turboRocketEndDate: endDate, updatedAt: now })
      .where(eq(users.id, self.id));
    const coinInfo = await coinInfoOf(tx, self.id);
    const state: TurboRocketState = {
      isActive: true,
      endDate: endDate.toISOString(),
      freeTurboRocketsCount: coinInfo.freeTurboRocketsCount,
    };
    return { state, coinInfo };
  });

/** The standard rocket: a free rocket first, then its price in coins. */
export const startTurboRocket = (app: FastifyInstance, memberId: string) =>
  start(app, memberId, prices.turboRocket.durationHours, {
    amount: prices.turboRocket.price,
    freeCounter: 'freeTurboRocketsCount',
    reason: 'turboRocket',
  });

/** A rocket of the shop, paid in coins. */
export const startTurboRocketProduct = async (
  app: FastifyInstance,
  memberId: string,
  productId: string,
) => {
  const product = await requireTurboRocketProduct(app.db, productId);
  return start(app, memberId, product.durationHours, {
    amount: product.price,
    reason: 'turboRocket',
    reference: product.id,
  });
};
