/**
 * Chat (spec 02 sections 4 and 7): reading dialogs, deleting and starring them, and the paid
 * extras (a gift, a picture, a reaction on a picture, a renewal, a wink, an icebreaker). Texts
 * travel through the hub (src/chat/hub-methods.ts); both paths store and charge through
 * `sendMessage`, so every price is taken in the transaction that stores what it pays for.
 */
import {
  chatEndpoints,
  errorCodes,
  type MessageCommentType,
  pageSizes,
  prices,
} from '@amora/contract';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasBoughtPicture, iceBreakerById, requireSelf } from '../dating';
import { dialogs, presents, userImages, users } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { route } from '../http/route';
import { hasActivePremium, isGalleryImage, isUuid, toCoinInfo } from '../users';
import {
  deletedAtColumn,
  dialogListOf,
  dialogViews,
  favoriteColumn,
  isFavoriteOf,
  type Payment,
  partnerIdOf,
  payWith,
  registerChatHubMethods,
  requireOwnDialog,
  sendMessage,
  stateOf,
} from './';

const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * An icebreaker: premium's free one of the day first, then a free icebreaker, then coins. The
 * day's free one is claimed by a conditional update, so two at once cannot both get it.
 */
const payIceBreaker =
  (app: FastifyInstance): Payment =>
  async (tx, sender, messageId) => {
    const now = new Date();
    if (hasActivePremium(sender, now)) {
      const claimed = await tx
        .update(users)
        .set({ premiumIceBreakerAt: now })
        .where(
          and(
            eq(users.id, sender.id),
            or(
              isNull(users.premiumIceBreakerAt),
              lt(users.premiumIceBreakerAt, startOfUtcDay(now)),
            ),
          ),
        )
        .returning({ id: users.id });
      if (claimed.length > 0) return 0;
    }
    return payWith(app, {
      amount: prices.iceBreaker,
      freeCounter: 'freeIceBreakersCount',
      reason: 'iceBreaker',
    })(tx, sender, messageId);
  };

async function chatRoutes(app: FastifyInstance) {
  registerChatHubMethods(app);

  route(app, chatEndpoints.dialogs, async ({ member }) => {
    const self = await requireSelf(app.db, member.id);
    const items = await dialogListOf(app.db, self);
    return { items, count: items.length };
  });

  route(app, chatEndpoints.dialog, async ({ member, params, query }) => {
    const self = await requireSelf(app.db, member.id);
    const { dialog } = await requireOwnDialog(app.db, member.id, params.id);
    const [view] = await dialogViews(app.db, self, [dialog], query);
    if (!view) throw ApiProblem.of(errorCodes.NOT_FOUND);
    return view;
  });

  route(app, chatEndpoints.delete, async ({ member, params }) => {
    const { dialog, side } = await requireOwnDialog(app.db, member.id, params.id);
    await app.db
      .update(dialogs)
      .set({ [deletedAtColumn(side)]: new Date() })
      .where(eq(dialogs.id, dialog.id));
  });

  route(app, chatEndpoints.favorite, async ({ member, params, body }) =>
    app.db.transaction(async (tx) => {
      const { dialog, side } = await requireOwnDialog(tx, member.id, params.id, { lock: true });
      // Asking for the state it is already in (a retry) costs nothing.
      if (isFavoriteOf(dialog, side) !== body.isFavorite) {
        await app.ledger.spendCounter(tx, member.id, {
          counter: 'stars',
          amount: prices.favorite,
          reason: body.isFavorite ? 'favorite' : 'unfavorite',
          reference: dialog.id,
          errorCode: errorCodes.NOT_ENOUGH_STARS,
        });
        await tx
          .update(dialogs)
          .set({ [favoriteColumn(side)]: body.isFavorite })
          .where(eq(dialogs.id, dialog.id));
      }
      const self = await requireSelf(tx, member.id);
      return { dialogId: dialog.id, isFavorite: body.isFavorite, coinInfo: toCoinInfo(self) };
    }),
  );

  route(app, chatEndpoints.sendGift, async ({ member, params }) => {
    const [present] = await app.db
      .select()
      .from(presents)
      .where(and(eq(presents.id, params.giftId), eq(presents.isActive, true)));
    if (!present) throw ApiProblem.of(errorCodes.NOT_FOUND);
    const sent = await sendMessage(app, {
      senderId: member.id,
      recipientId: params.id,
      type: 'present',
      presentId: present.id,
      pay: payWith(app, { amount: present.price, freeCounter: 'freeGiftCount', reason: 'gift' }),
    });
    return { message: sent.message, coinInfo: sent.coinInfo };
  });

  route(
    app,
    chatEndpoints.sendImage,
    async ({ member, params, body }) => {
      // The member was shown a price; charging another one would surprise them.
      if (body.cost !== prices.imageMessage) throw ApiProblem.of(errorCodes.PRICE_CHANGED);
      const { dialog } = await requireOwnDialog(app.db, member.id, params.id);
      const picture = await app.pictures.store(body.image);
      const commentType: MessageCommentType | undefined = body.isLike
        ? 'pictureLike'
        : body.isComment
          ? 'pictureComment'
          : undefined;
      try {
        const sent = await sendMessage(app, {
          senderId: member.id,
          recipientId: partnerIdOf(dialog, member.id),
          dialogId: dialog.id,
          type: 'image',
          commentType,
          text: body.message.trim(),
          fileKey: picture.key,
          clientId: body.clientId,
          pay: payWith(app, { amount: prices.imageMessage, reason: 'imageMessage' }),
        });
        // A repeated send stored its own picture the first time.
        if (sent.isRepeat) await app.pictures.discard(picture.key);
        return { message: sent.message, coinInfo: sent.coinInfo };
      } catch (error) {
        await app.pictures.discard(picture.key);
        throw error;
      }
    },
    { bodyLimit: 16 * 1024 * 1024 },
  );

  route(app, chatEndpoints.reactOnImage, async ({ member, params, body }) => {
    if (!isUuid(body.imageId)) throw ApiProblem.of(errorCodes.NOT_FOUND);
    const sent = await sendMessage(app, {
      senderId: member.id,
      recipientId: params.id,
      type: 'message',
      commentType: body.type,
      text: body.message.trim(),
      imageId: body.imageId,
      // Only a picture of the partner's that the member can see: public, or bought.
      check: async (tx, sender, partner) => {
        const [image] = await tx
          .select()
          .from(userImages)
          .where(
            and(
              eq(userImages.id, body.imageId),
              eq(userImages.userId, partner.id),
              isGalleryImage(tx),
            ),
          );
        if (!image) throw ApiProblem.of(errorCodes.NOT_FOUND);
        if (image.isPrivate && !(await hasBoughtPicture(tx, sender.id, image.id))) {
          throw ApiProblem.of(errorCodes.FORBIDDEN);
        }
      },
      pay: payWith(app, {
        amount: body.type === 'pictureLike' ? prices.imageLike : prices.imageComment,
        reason: body.type,
      }),
    });
    return { message: sent.message, coinInfo: sent.coinInfo };
  });

  route(app, chatEndpoints.renew, async ({ member, params }) => {
    const { dialog } = await requireOwnDialog(app.db, member.id, params.id);
    const sent = await sendMessage(app, {
      senderId: member.id,
      recipientId: partnerIdOf(dialog, member.id),
      dialogId: dialog.id,
      type: 'chatRenewal',
      check: async (tx) => {
        const { dialog: current } = await requireOwnDialog(tx, member.id, dialog.id, {
          lock: true,
        });
        if (stateOf(current, false) !== 'expired') {
          throw ApiProblem.of(errorCodes.CONFLICT, 'This chat is active; it needs no renewal.');
        }
        if (!current.restorableUntil || current.restorableUntil <= new Date()) {
          throw ApiProblem.of(errorCodes.DIALOG_NOT_RESTORABLE);
        }
        await tx
          .update(dialogs)
          .set({ expiresAt: null, restorableUntil: null })
          .where(eq(dialogs.id, current.id));
      },
      pay: payWith(app, { amount: prices.dialogRenewal, reason: 'dialogRenewal' }),
    });
    const self = await requireSelf(app.db, member.id);
    const { dialog: renewed } = await requireOwnDialog(app.db, member.id, dialog.id);
    const [view] = await dialogViews(app.db, self, [renewed], {
      page: 1,
      pageSize: pageSizes.chat,
    });
    if (!view) throw ApiProblem.of(errorCodes.NOT_FOUND);
    return { dialog: view, coinInfo: sent.coinInfo };
  });

  route(app, chatEndpoints.wink, async ({ member, params }) => {
    const sent = await sendMessage(app, {
      senderId: member.id,
      recipientId: params.id,
      type: 'wink',
      pay: payWith(app, { amount: prices.wink, freeCounter: 'freeWinkCount', reason: 'wink' }),
    });
    return { message: sent.message, coinInfo: sent.coinInfo };
  });

  route(app, chatEndpoints.sendIceBreaker, async ({ member, body }) => {
    const question = iceBreakerById(body.iceBreakerId);
    if (!question) throw ApiProblem.of(errorCodes.NOT_FOUND);
    const sent = await sendMessage(app, {
      senderId: member.id,
      recipientId: body.recipientId,
      type: 'iceBreaker',
      text: question.text,
      clientId: body.clientId,
      opensWithIceBreaker: true,
      pay: payIceBreaker(app),
    });
    return { message: sent.message, coinInfo: sent.coinInfo };
  });
}

export default fp(chatRoutes, { name: 'chat-routes', fastify: '5.x' });
