/**
 * The turbo rocket (spec 02 section 4): the member's profile is ranked first in discovery while
 * users.turbo_rocket_end_date lies ahead. The standard rocket takes a free rocket first, then its
 * price in coins; a product of the shop is paid in coins. A start while one is active is refused
 * with BONUS_STILL_ACTIVE, changing nothing.
 */
import { datingEndpoints, errorCodes, prices, type TurboRocketState } from '@amora/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { turboRocketProducts, type UserRow, users } from '../../db/schema';
import type { SpendRequest } from '../../economy/ledger';
import { coinInfoOf } from '../../economy/shared';
import { turboRocketProductColumns } from '../../economy/shop';
import { ApiProblem } from '../../http/problem';
import { route } from '../../http/route';
import { requireSelf } from '..';

const hourMs = 60 * 60 * 1000;

const isActive = (self: UserRow, now: Date) =>
  self.turboRocketEndDate !== null && self.turboRocketEndDate > now;

const toTurboRocketState = (self: UserRow, now: Date): TurboRocketState => ({
  isActive: isActive(self, now),
  endDate: isActive(self, now) ? (self.turboRocketEndDate?.toISOString() ?? null) : null,
  freeTurboRocketsCount: self.freeTurboRocketsCount,
});

const requireProduct = async (db: Database, productId: string) => {
  const [product] = await db
    .select(turboRocketProductColumns)
    .from(turboRocketProducts)
    .where(and(eq(turboRocketProducts.id, productId), eq(turboRocketProducts.isActive, true)));
  if (!product) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return product;
};

export const turboRocketRoutes = async (app: FastifyInstance) => {
  /** Pays and starts a rocket of `durationHours`, in one transaction. */
  const start = (memberId: string, durationHours: number, payment: SpendRequest) =>
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

  route(app, datingEndpoints.turboRocket, async ({ member }) =>
    toTurboRocketState(await requireSelf(app.db, member.id), new Date()),
  );

  route(app, datingEndpoints.startTurboRocket, ({ member }) =>
    start(member.id, prices.turboRocket.durationHours, {
      amount: prices.turboRocket.price,
      freeCounter: 'freeTurboRocketsCount',
      reason: 'turboRocket',
    }),
  );

  route(app, datingEndpoints.turboRocketProduct, ({ params }) => requireProduct(app.db, params.id));

  route(app, datingEndpoints.startTurboRocketProduct, async ({ member, params }) => {
    const product = await requireProduct(app.db, params.id);
    return start(member.id, product.durationHours, {
      amount: product.price,
      reason: 'turboRocket',
      reference: product.id,
    });
  });
};
