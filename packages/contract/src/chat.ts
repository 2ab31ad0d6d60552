/**
 * Dialogs and messages (spec 02 sections 3, 4 and 7, Chat). Text messages travel through the hub
 * (hub.ts); the paid extras (gifts, pictures, reactions, winks, icebreakers, renewal) are REST
 * calls that answer the created message and the new balance, and the hub delivers the message
 * to the partner.
 */
import * as v from 'valibot';
import {
  collection,
  DateTime,
  Href,
  Id,
  IdParams,
  NonNegativeInteger,
  optionalField,
  queryInteger,
} from './common';
import { limits, pageSizes, prices } from './constants';
import { endpoint } from './endpoint';
import { errorCodes } from './errors';
import { CoinInfo } from './user';
import { Base64Image, MessageText } from './validation';

export const messageTypes = [
  'message',
  'wink',
  'present',
  'image',
  'iceBreaker',
  'videoMessage',
  'voiceMessage',
  'chatRenewal',
] as const;
export const MessageType = v.picklist(messageTypes);
export type MessageType = v.InferOutput<typeof MessageType>;

/** What a message answers or reacts to: a kiss, or a comment or like on a picture. */
export const messageCommentTypes = ['kiss', 'pictureComment', 'pictureLike'] as const;
export const MessageCommentType = v.picklist(messageCommentTypes);
export type MessageCommentType = v.InferOutput<typeof MessageCommentType>;

/**
 * What a text message costs: `messagePerBlock` coins per started block of `messageBlockLength`
 * characters (counted as the member sees them, so an emoji is one), nothing for an empty text.
 * The server charges by the constants; the app passes the configuration it was served, which the
 * server builds from the same constants. A free message pays for one message whatever its length.
 */
export const messagePrice = (
  text: string,
  rates: { messagePerBlock: number; messageBlockLength: number } = prices,
) => Math.ceil([...text].length / rates.messageBlockLength) * rates.messagePerBlock;

/** The client's own id for a message it sends, echoed back so a retry is not shown twice. */
export const ClientId = v.pipe(v.string(), v.nonEmpty(), v.maxLength(64));

/** A picture in a message: one sent, or the profile picture a reaction is about (`imageId`). */
export const MessageImage = v.object({
  imageId: v.nullable(Id),
  href: Href,
  thumbnailHref: Href,
});
export type MessageImage = v.InferOutput<typeof MessageImage>;

export const MessagePresent = v.object({
  id: Id,
  name: v.string(),
  imageHref: Href,
});
export type MessagePresent = v.InferOutput<typeof MessagePresent>;

export const Message = v.object({
  id: Id,
  clientId: v.nullable(v.string()),
  dialogId: Id,
  senderId: Id,
  recipientId: Id,
  type: MessageType,
  commentType: v.nullable(MessageCommentType),
  /** The text, the icebreaker question or the comment; empty for a wink or a bare picture. */
  text: v.string(),
  isRead: v.boolean(),
  createdAt: DateTime,
  /** What the sender paid in coins (0 when a free allowance covered it). */
  price: NonNegativeInteger,
  image: v.nullable(MessageImage),
  present: v.nullable(MessagePresent),
  /** The recording of a voice or video message. */
  mediaHref: v.nullable(Href),
});
export type Message = v.InferOutput<typeof Message>;

export const DialogPartner = v.object({
  id: Id,
  name: v.string(),
  username: v.string(),
  // The age only: a partner never learns the birthdate.
  age: NonNegativeInteger,
  image: v.nullable(Href),
  isOnline: v.boolean(),
});
export type DialogPartner = v.InferOutput<typeof DialogPartner>;

/** A locked or expired dialog takes no messages until it is renewed (while restorable). */
export const dialogStates = ['active', 'locked', 'expired'] as const;
export const DialogState = v.picklist(dialogStates);
export type DialogState = v.InferOutput<typeof DialogState>;

/**
 * A dialog with a page of its messages, oldest first (page 1 holds the newest). `temp` marks a
 * dialog the client made up for a new partner before the first message; the server never sends it.
 */
export const Dialog = v.object({
  id: Id,
  partner: DialogPartner,
  messages: collection(Message),
  messagesCount: NonNegativeInteger,
  unreadCount: NonNegativeInteger,
  lastMessage: v.nullable(Message),
  isFavorite: v.boolean(),
  isWriting: v.boolean(),
  /** For the Matches filter. */
  isMatch: v.boolean(),
  /** Opened with an icebreaker, for the Icebreaker filter. */
  isIceBreaker: v.boolean(),
  state: DialogState,
  restorableUntil: v.nullable(DateTime),
  temp: v.optional(v.boolean()),
});
export type Dialog = v.InferOutput<typeof Dialog>;

export const DialogList = collection(Dialog);
export type DialogList = v.InferOutput<typeof DialogList>;

/**
 * The hub's sendMessage payload: a text (or a kiss) to the recipient. Without `dialogId` (a new
 * partner) the server opens the dialog. Costs 10 coins per started 100 characters unless a free
 * message is left.
 */
export const SendMessage = v.object({
  dialogId: optionalField(Id),
  recipientId: Id,
  message: MessageText,
  type: optionalField(v.literal('message'), 'message'),
  commentType: optionalField(v.literal('kiss')),
  clientId: optionalField(ClientId),
});
export type SendMessage = v.InferOutput<typeof SendMessage>;

/** A paid extra: the message created and the balance after paying for it. */
export const PaidMessageResult = v.object({ message: Message, coinInfo: CoinInfo });
export type PaidMessageResult = v.InferOutput<typeof PaidMessageResult>;

export const ChatPageQuery = v.object({
  page: v.optional(queryInteger({ min: 1, max: 10_000 }), 1),
  pageSize: v.optional(queryInteger({ min: 1, max: pageSizes.max }), pageSizes.chat),
});
export type ChatPageQuery = v.InferOutput<typeof ChatPageQuery>;

/** Setting and unsetting a favourite each cost a star; the flag makes a retry harmless. */
export const FavoritePayload = v.object({ isFavorite: v.boolean() });
export type FavoritePayload = v.InferOutput<typeof FavoritePayload>;

export const FavoriteResult = v.object({
  dialogId: Id,
  isFavorite: v.boolean(),
  coinInfo: CoinInfo,
});
export type FavoriteResult = v.InferOutput<typeof FavoriteResult>;

export const GiftParams = v.object({ id: Id, giftId: Id });

/**
 * POST /chat/{id}/image: a picture into a dialog, with an optional caption. `cost` is the price
 * the member was shown; if the server's price differs it answers PRICE_CHANGED and charges
 * nothing. `isLike` and `isComment` mark a picture sent as a reaction.
 */
export const SendImagePayload = v.object({
  message: optionalField(
    v.pipe(v.string(), v.maxLength(limits.messageMaxLength, errorCodes.MESSAGE_TOO_LONG)),
    '',
  ),
  image: Base64Image,
  cost: NonNegativeInteger,
  isLike: optionalField(v.boolean(), false),
  isComment: optionalField(v.boolean(), false),
  type: optionalField(v.literal('image'), 'image'),
  clientId: optionalField(ClientId),
});
export type SendImagePayload = v.InferOutput<typeof SendImagePayload>;

/** POST /chat/{id}/reactOnImage: like (2 coins) or comment (10 coins) a member's picture. */
export const ReactOnImagePayload = v.pipe(
  v.object({
    type: v.picklist(['pictureLike', 'pictureComment']),
    imageId: Id,
    message: optionalField(
      v.pipe(v.string(), v.maxLength(limits.messageMaxLength, errorCodes.MESSAGE_TOO_LONG)),
      '',
    ),
  }),
  v.forward(
    v.partialCheck(
      [['type'], ['message']],
      (reaction) => reaction.type !== 'pictureComment' || reaction.message.trim() !== '',
      errorCodes.MESSAGE_REQUIRED,
    ),
    ['message'],
  ),
);
export type ReactOnImagePayload = v.InferOutput<typeof ReactOnImagePayload>;

/** POST /chat/icebreaker: an icebreaker question to a member (the spec shows no body; ours). */
export const IceBreakerPayload = v.object({
  recipientId: Id,
  iceBreakerId: Id,
  clientId: optionalField(ClientId),
});
export type IceBreakerPayload = v.InferOutput<typeof IceBreakerPayload>;

/** A renewed dialog is active again; the renewal is also a chatRenewal message in it. */
export const DialogRenewalResult = v.object({ dialog: Dialog, coinInfo: CoinInfo });
export type DialogRenewalResult = v.InferOutput<typeof DialogRenewalResult>;

// In /chat/{id}/… the id is the dialog's, except for gift and reactOnImage (and /chat/wink/{id}),
// which start from a profile and take the partner's member id; they open the dialog if needed.
export const chatEndpoints = {
  // The hub delivers dialogs live; these two REST reads (not in the spec's table) page back
  // through older messages and serve a client without a hub connection.
  dialogs: endpoint({
    method: 'GET',
    path: '/chat',
    auth: 'member',
    answer: 'data',
    tag: 'chat',
    summary: 'The dialogs, newest activity first, each with its last message',
    response: DialogList,
  }),
  dialog: endpoint({
    method: 'GET',
    path: '/chat/{id}',
    auth: 'member',
    answer: 'data',
    tag: 'chat',
    summary: 'A dialog with one page of its messages',
    params: IdParams,
    query: ChatPageQuery,
    response: Dialog,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/chat/{id}',
    auth: 'member',
    answer: 'empty',
    tag: 'chat',
    summary: 'Delete a dialog',
    params: IdParams,
  }),
  favorite: endpoint({
    method: 'POST',
    path: '/chat/{id}/favorite',
    auth: 'member',
    answer: 'data',
    tag: 'chat',
    summary: 'Set or unset a dialog as favourite (one star)',
    params: IdParams,
    body: FavoritePayload,
    response: FavoriteResult,
  }),
  sendGift: endpoint({
    method: 'POST',
    path: '/chat/{id}/gift/{giftId}',
    auth: 'member',
    answer: 'data',
    tag: 'chat',
    summary: 'Send a gift to a member (id: the member)',
    params: GiftParams,
    response: PaidMessageResult,
  }),
  sendImage: endpoint({
    method: 'POST',
    path: '/chat/{id}/image',
    auth: 'member',
    answer: 'data',
    tag: 'chat',
    summary: 'Send a picture into a dialog',
    params: IdParams,
    body: SendImagePayload,
    response: PaidMessageResult,
  }),
  reactOnImage: endpoint({
    method: 'POST',
    path: '/chat/{id}/reactOnImage',
    auth: 'member',
    answer: 'data',
    tag: 'chat',
    summary: "Like or comment a member's picture (id: the member)",
    params: IdParams,
    body: ReactOnImagePayload,
    response: PaidMessageResult,
  }),
  renew: endpoint({
    method: 'POST',
    path: '/chat/{id}/renewal',
    auth: 'member',
    answer: 'data',
    tag: 'chat',
    summary: 'Renew an expired dialog while it is restorable',
    params: IdParams,
    response: DialogRenewalResult,
  }),
  wink: endpoint({
    method: 'POST',
    path: '/chat/wink/{id}',
    auth: 'member',
    answer: 'data',
    tag: 'chat',
    summary: 'Wink at a member (id: the member)',
    params: IdParams,
    response: PaidMessageResult,
  }),
  sendIceBreaker: endpoint({
    method: 'POST',
    path: '/chat/icebreaker',
    auth: 'member',
    answer: 'data',
    tag: 'chat',
    summary: 'Send an icebreaker question to a member',
    body: IceBreakerPayload,
    response: PaidMessageResult,
  }),
};
