/**
 * Buying a private picture: once, at its price, through the ledger, with the seller credited in
 * the same transaction in the kinds of coin the buyer paid with. The unique (buyer, picture) row
 * is written first, so a second purchase (or a parallel one) finds it and charges nothing.
 */
import { errorCodes } from '@amora/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { picturePurchases, userImages, users } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { findActiveUser, isGalleryImage, isUuid, requireSelf, toCoinInfo } from '../users';
import { isBlockedEitherWay } from './blocks';
import { toStrangerImage } from './profiles';

export const buyPicture = async (app: FastifyInstance, memberId: string, imageId: string) => {
  if (!isUuid(imageId)) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return app.db.transaction(async (tx) => {
    const [image] = await tx
      .select()
      .from(userImages)
      .where(and(eq(userImages.id, imageId), isGalleryImage(tx)));
    if (!image) throw ApiProblem.of(errorCodes.NOT_FOUND);
    if (image.userId === memberId) throw ApiProblem.of(errorCodes.CANNOT_TARGET_SELF);
    // Both rows locked in one order: two members buying from each other cannot deadlock.
    await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [memberId, image.userId]))
      .orderBy(asc(users.id))
      .for('update');
    const self = await requireSelf(tx, memberId);
    const seller = await findActiveUser(tx, image.userId);
    if (!seller) throw ApiProblem.of(errorCodes.NOT_FOUND);
    if (await isBlockedEitherWay(tx, self.id, seller.id)) {
      throw ApiProblem.of(errorCodes.USER_BLOCKED);
    }
    if (!image.isPrivate || image.price === null) {
      throw ApiProblem.of(errorCodes.PICTURE_NOT_FOR_SALE);
    }
    const bought = await tx
      .insert(picturePurchases)
      .values({ buyerId: self.id, imageId: image.id, price: image.price })
      .onConflictDoNothing()
      .returning({ id: picturePurchases.id });
    if (bought.length > 0) {
      const paid = await app.ledger.spend(tx, self.id, {
        amount: image.price,
        reason: 'picturePurchase',
        reference: image.id,
      });
      // The seller gets the coins in the kinds the buyer paid with: free coins (gifts, bonus
      // codes) stay free coins, or buying each other's pictures would turn them into paid ones.
      await app.ledger.credit(tx, seller.id, {
        coins: paid.coinsSpent,
        freeCoins: paid.freeCoinsSpent,
        reason: 'pictureSale',
        reference: image.id,
      });
    }
    const after = await requireSelf(tx, self.id);
    return { image: toStrangerImage(image, true), coinInfo: toCoinInfo(after) };
  });
};
