/**
 * The chat's paid extras (spec 02 section 7): a gift, a picture, a reaction on a picture, a
 * renewal, a wink, an icebreaker. Each is a message stored and charged through `sendMessage`, so
 * every price is taken in the transaction that stores what it pays for.
 */
import {
  type DialogRenewalResult,
  errorCodes,
  type IceBreakerPayload,
  type MessageCommentType,
  type PaidMessageResult,
  pageSizes,
  prices,
  type ReactOnImagePayload,
  type SendImagePayload,
} from '@amora/contract';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hasBoughtPicture, iceBreakerById } from '../dating';
import { dialogs, presents, userImages, users } from '../db/schema';
import { startOfUtcDay } from '../economy/shared';
import { ApiProblem } from '../http/problem';
import { hasActivePremium, isGalleryImage, isUuid } from '../users';
import { partnerIdOf, requireOwnDialog, stateOf } from './dialogs';
import { type Payment, paidMessageResultOf, payWith, sendMessage } from './send';
import { requireOwnDialogView } from './views';

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

/** One of the shop's active gifts to a member (by their id). */
export const sendGift = async (
  app: FastifyInstance,
  senderId: string,
  recipientId: string,
  giftId: string,
): Promise<PaidMessageResult> => {
  const [present] = await app.db
    .select()
    .from(presents)
    .where(and(eq(presents.id, giftId), eq(presents.isActive, true)));
  if (!present) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const sent = await sendMessage(app, {
    senderId,
    recipientId,
    type: 'present',
    presentId: present.id,
    pay: payWith(app, { amount: present.price, freeCounter: 'freeGiftCount', reason: 'gift' }),
  });
  return paidMessageResultOf(sent);
};

/** A picture in one of the member's dialogs, stored by the picture pipeline before it is sent. */
export const sendImage = async (
  app: FastifyInstance,
  senderId: string,
  dialogId: string,
  image: SendImagePayload,
): Promise<PaidMessageResult> => {
  // The member was shown a price; charging another one would surprise them.
  if (image.cost !== prices.imageMessage) throw ApiProblem.of(errorCodes.PRICE_CHANGED);
  const { dialog } = await requireOwnDialog(app.db, senderId, dialogId);
  const picture = await app.pictures.store(image.image);
  const commentType: MessageCommentType | undefined = image.isLike
    ? 'pictureLike'
    : image.isComment
      ? 'pictureComment'
      : undefined;
  try {
    const sent = await sendMessage(app, {
      senderId,
      recipientId: partnerIdOf(dialog, senderId),
      dialogId: dialog.id,
      type: 'image',
      commentType,
      text: image.message.trim(),
      fileKey: picture.key,
      clientId: image.clientId,
      pay: payWith(app, { amount: prices.imageMessage, reason: 'imageMessage' }),
    });
    // A repeated send stored its own picture the first time.
    if (sent.isRepeat) await app.pictures.discard(picture.key);
    return paidMessageResultOf(sent);
  } catch (error) {
    await app.pictures.discard(picture.key);
    throw error;
  }
};

/** A like or a comment on a picture of a member's (by their id). */
export const reactOnImage = async (
  app: FastifyInstance,
  senderId: string,
  recipientId: string,
  reaction: ReactOnImagePayload,
): Promise<PaidMessageResult> => {
  if (!isUuid(reaction.imageId)) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const sent = await sendMessage(app, {
    senderId,
    recipientId,
    type: 'message',
    commentType: reaction.type,
    text: reaction.message.trim(),
    imageId: reaction.imageId,
    // Only a picture of the partner's that the member can see: public, or bought.
    check: async (tx, sender, partner) => {
      const [image] = await tx
        .select()
        .from(userImages)
        .where(
          and(
            eq(userImages.id, reaction.imageId),
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
      amount: reaction.type === 'pictureLike' ? prices.imageLike : prices.imageComment,
      reason: reaction.type,
    }),
  });
  return paidMessageResultOf(sent);
};

/** An expired dialog made active again while it can still be restored. */
export const renewDialog = async (
  app: FastifyInstance,
  memberId: string,
  dialogId: string,
): Promise<DialogRenewalResult> => {
  const { dialog } = await requireOwnDialog(app.db, memberId, dialogId);
  const sent = await sendMessage(app, {
    senderId: memberId,
    recipientId: partnerIdOf(dialog, memberId),
    dialogId: dialog.id,
    type: 'chatRenewal',
    check: async (tx) => {
      const { dialog: current } = await requireOwnDialog(tx, memberId, dialog.id, {
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
  const view = await requireOwnDialogView(app.db, memberId, dialog.id, {
    page: 1,
    pageSize: pageSizes.chat,
  });
  return { dialog: view, coinInfo: sent.coinInfo };
};

/** A wink to a member (by their id). */
export const sendWink = async (
  app: FastifyInstance,
  senderId: string,
  recipientId: string,
): Promise<PaidMessageResult> =>
  paidMessageResultOf(
    await sendMessage(app, {
      senderId,
      recipientId,
      type: 'wink',
      pay: payWith(app, { amount: prices.wink, freeCounter: 'freeWinkCount', reason: 'wink' }),
    }),
  );

/** One of the icebreaker questions to a member; the dialog it opens is marked as opened so. */
export const sendIceBreaker = async (
  app: FastifyInstance,
  senderId: string,
  { recipientId, iceBreakerId, clientId }: IceBreakerPayload,
): Promise<PaidMessageResult> => {
  const question = iceBreakerById(iceBreakerId);
  if (!question) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const sent = await sendMessage(app, {
    senderId,
    recipientId,
    type: 'iceBreaker',
    text: question.text,
    clientId,
    opensWithIceBreaker: true,
    pay: payIceBreaker(app),
  });
  return paidMessageResultOf(sent);
};
