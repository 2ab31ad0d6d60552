/**
 * What the member does in a chat (spec 02 sections 4 and 9): a text through the hub, the paid
 * extras through REST (a wink, a gift, a picture, an icebreaker, a renewal) and the favourite
 * star. Every paid action passes the client-side spend guard first (`canSpend`, else
 * `outOfCoins`), and the balance shown afterwards is the one the server answered.
 */
import { createHttpClient, type OutgoingMessage } from '@amora/client';
import {
  type CoinInfo,
  type Configuration,
  chatEndpoints,
  errorCodes,
  type HubEvent,
  messagePrice,
  prices,
  type User,
} from '@amora/contract';
import {
  combine,
  createEffect,
  createEvent,
  createStore,
  type Effect,
  sample,
  scopeBind,
  type Unit,
  type UnitTargetable,
} from 'effector';
import { canSpend, coinInfoReceived, outOfCoins } from '../../member/model';
import { $configuration, $user, loadConfigurationFx, sessionEnded } from '../../session/model';
import { apiEffect, sessionExpired } from '../../shared/api';
import { notified } from '../../shared/notify';
import { PictureNotUsable, type PictureProblem, preparePicture } from '../../shared/picture';
import { codeOf, dataOf, isOutOfCoins } from '../../shared/result';
import { progressFetch } from '../profile/progressFetch';
import { isUnkind } from './kindness';
import {
  $chat,
  $dialogs,
  chatOpened,
  dialogUpdated,
  hubEventReceived,
  messageArrived,
  messageDelivered,
  messageRefused,
  sendTextFx,
  writeFx,
} from './model';

/** The text of each reason a chosen picture cannot be sent. */
const pictureProblemText = {
  heicUnsupported: 'messages.picture.heicUnsupported',
  denied: 'messages.picture.denied',
  unreadable: 'messages.picture.unreadable',
} as const satisfies Record<PictureProblem, `messages.${string}`>;

type Prices = Configuration['prices'];
const $prices = $configuration.map((configuration): Prices => configuration?.prices ?? prices);

// Texts --------------------------------------------------------------------------------------

/** The member wrote a text in the open chat. */
export const textSubmitted = createEvent<string>();
/** A refused message written again: a new message, since the server stored nothing. */
export const retryRequested = createEvent<OutgoingMessage>();
/** Messages the server refused, shown as failed with "Try again". */
export const $failed = createStore<OutgoingMessage[]>([])
  .on(messageRefused, (failed, message) => [...failed, message])
  .on(retryRequested, (failed, message) =>
    failed.filter((item) => item.clientId !== message.clientId),
  )
  .reset(sessionEnded);

/** A free message pays for any length; otherwise the price of the text at the served rates. */
const textCost = (user: User | null, current: Prices, text: string) =>
  (user?.freeMessagesCount ?? 0) > 0 ? 0 : messagePrice(text, current);

interface TextSend {
  text: string;
  dialogId: string | undefined;
  recipientId: string;
  commentType?: 'kiss';
}

// The kindness nudge (issue 17): a text with an unkind word waits for "Send anyway" or "Edit
// message"; every other text goes out at once.
/** "Send anyway": the held text goes out exactly as written. */
export const nudgeConfirmed = createEvent();
/** "Edit message": nothing is sent, and the draft stays in the composer. */
export const nudgeDismissed = createEvent();
/** A text with an unkind word, held back until the member sends it anyway or edits it. */
export const $nudgedText = createStore<string | null>(null);
sample({
  clock: textSubmitted,
  filter: isUnkind,
  fn: (text) => text.trim(),
  target: $nudgedText,
});
const kindText = sample({ clock: textSubmitted, filter: (text) => !isUnkind(text) });
const sentAnyway = sample({
  clock: nudgeConfirmed,
  source: $nudgedText,
  filter: (text): text is string => text !== null,
});
$nudgedText.reset(sentAnyway, nudgeDismissed, chatOpened, sessionEnded);

const written = sample({
  clock: [kindText, sentAnyway],
  source: $chat,
  // A locked (blocked) or expired chat takes no more messages.
  filter: (chat, text) => chat?.dialog.state === 'active' && text.trim() !== '',
  fn: (chat, text): TextSend => ({
    text: text.trim(),
    dialogId: chat?.dialog.temp ? undefined : chat?.dialog.id,
    recipientId: chat?.dialog.partner.id as string,
  }),
});

/** What a kiss says: the kiss face, priced like any text of its length. */
export const kissText = '\u{1F618}';
/** A kiss for a member, from their profile: a text of the kind kiss (spec 02 section 3). */
export const kissRequested = createEvent<{ recipientId: string; dialogId?: string | null }>();
const kissed = kissRequested.map(
  ({ recipientId, dialogId }): TextSend => ({
    text: kissText,
    recipientId,
    dialogId: dialogId ?? undefined,
    commentType: 'kiss',
  }),
);
// A refused message written again keeps its kind: a kiss stays a kiss.
const rewritten = retryRequested.map(
  ({ message, dialogId, recipientId, commentType }): TextSend => ({
    text: message,
    // The spec's client may carry absent fields as null; the send leaves them out.
    dialogId: dialogId ?? undefined,
    recipientId,
    commentType: commentType ?? undefined,
  }),
);
const outgoing = sample({ clock: [written, kissed, rewritten] });
sample({
  clock: outgoing,
  source: { user: $user, current: $prices },
  filter: ({ user, current }, { text }) => canSpend(user, textCost(user, current, text)),
  fn: (_, { text, dialogId, recipientId, commentType }) => ({
    dialogId,
    recipientId,
    message: text,
    ...(commentType ? { commentType } : {}),
  }),
  target: sendTextFx,
});
sample({
  clock: outgoing,
  source: { user: $user, current: $prices },
  filter: ({ user, current }, { text }) => !canSpend(user, textCost(user, current, text)),
  target: outOfCoins,
});
sample({ clock: messageDelivered, fn: ({ result }) => result.coinInfo, target: coinInfoReceived });
/** A kiss under way, from the profile until the server stored or refused it. */
export const $kissing = createStore(false)
  .on(kissRequested, () => true)
  .reset(messageDelivered, messageRefused, outOfCoins, sessionEnded);
sample({
  clock: messageDelivered,
  filter: ({ message }) => message.commentType === 'kiss',
  fn: () => ({ kind: 'success' as const, id: 'messages.kiss.sent' as const }),
  target: notified,
});
// The server refused a message for lack of coins: its OnError names the reason.
sample({
  clock: hubEventReceived,
  filter: (event: HubEvent) => event.event === 'OnError' && isOutOfCoins(event.payload),
  target: outOfCoins,
});
// A text (or kiss) to a member who accepts only verified members: the sender learns why.
sample({
  clock: hubEventReceived,
  filter: (event: HubEvent) =>
    event.event === 'OnError' && codeOf(event.payload) === errorCodes.RECIPIENT_ONLY_VERIFIED,
  fn: () => ({ kind: 'error' as const, id: 'error.RECIPIENT_ONLY_VERIFIED' as const }),
  target: notified,
});

/** The member types (the composer's whole text): the partner sees it, at most every few seconds. */
export const typed = createEvent<string>();
/** The composer's text. It stays while the nudge is open (the composer clears itself on send). */
export const $draft = createStore('').reset(chatOpened, sessionEnded, sentAnyway);
sample({
  clock: typed,
  source: $nudgedText,
  filter: (held) => held === null,
  fn: (_, text) => text,
  target: $draft,
});
/** What the composer's text costs, sent as `textSubmitted` sends it: trimmed. */
export const $draftPrice = combine($user, $prices, $draft, (user, current, draft) =>
  textCost(user, current, draft.trim()),
);
const typingNoticeMs = 3000;
const $lastTypingNotice = createStore(0).reset(sessionEnded);
const typingNoticed = sample({
  clock: typed,
  source: { chat: $chat, last: $lastTypingNotice },
  filter: ({ chat, last }) =>
    Boolean(chat && !chat.dialog.temp) && Date.now() - last > typingNoticeMs,
  fn: ({ chat }) => chat?.dialog.id as string,
});
$lastTypingNotice.on(typingNoticed, () => Date.now());
sample({ clock: typingNoticed, target: writeFx });

// Paid extras ------------------------------------------------------------------------------------

/** The paid actions, named in their failure notices. */
export type PaidAction = 'wink' | 'gift' | 'image' | 'iceBreaker' | 'renewal' | 'favorite';
const paidFailed = createEvent<{ action: PaidAction; error: unknown }>();

const winkFx = apiEffect(async (api, partnerId: string) =>
  dataOf(await api.chat.wink.request({ params: { id: partnerId } })),
);
interface GiftSend {
  partnerId: string;
  giftId: string;
  /** The price shown, for the guard. */
  price: number;
}
const giftFx = apiEffect(async (api, { partnerId, giftId }: GiftSend) =>
  dataOf(await api.chat.sendGift.request({ params: { id: partnerId, giftId } })),
);
interface ImageSend {
  dialogId: string;
  image: string;
  cost: number;
  message: string;
}
/** The share of a picture sent so far, 0 to 1, while it goes up. */
const pictureProgressed = createEvent<number>();
/**
 * POST /chat/{id}/image through a client whose fetch reports upload progress (as the profile
 * picture's upload does); otherwise the app's client: contract, error codes, session expiry.
 */
const imageFx = createEffect(async ({ dialogId, ...body }: ImageSend) => {
  const progress = scopeBind(pictureProgressed, { safe: true });
  const expire = scopeBind(sessionExpired, { safe: true });
  const http = createHttpClient({ fetch: progressFetch(progress), onSessionExpired: expire });
  return dataOf(await http.request(chatEndpoints.sendImage, { params: { id: dialogId }, body }));
});
const iceBreakerFx = apiEffect(async (api, body: { recipientId: string; iceBreakerId: string }) =>
  dataOf(await api.chat.sendIceBreaker.request({ body })),
);
const renewalFx = apiEffect(async (api, dialogId: string) =>
  dataOf(await api.chat.renew.request({ params: { id: dialogId } })),
);
const favoriteFx = apiEffect(
  async (api, { dialogId, isFavorite }: { dialogId: string; isFavorite: boolean }) =>
    dataOf(await api.chat.favorite.request({ params: { id: dialogId }, body: { isFavorite } })),
);
/** A paid call's bookkeeping: the server's balance after it, or its failure. */
const paid = <Params, Done extends { coinInfo: CoinInfo }>(
  action: PaidAction,
  fx: Effect<Params, Done>,
) => {
  sample({ clock: fx.doneData, fn: (done) => done.coinInfo, target: coinInfoReceived });
  sample({ clock: fx.failData, fn: (error) => ({ action, error }), target: paidFailed });
};
paid('wink', winkFx);
paid('gift', giftFx);
paid('image', imageFx);
paid('iceBreaker', iceBreakerFx);
paid('renewal', renewalFx);
paid('favorite', favoriteFx);
for (const fx of [winkFx, giftFx, imageFx, iceBreakerFx]) {
  sample({ clock: fx.doneData, fn: (done) => done.message, target: messageArrived });
}
sample({ clock: renewalFx.doneData, fn: (done) => done.dialog, target: dialogUpdated });
sample({
  clock: favoriteFx.doneData,
  source: $chat,
  filter: (chat, done) => chat?.dialog.id === done.dialogId,
  fn: (chat, done) => {
    const { messages: _messages, ...dialog } = (chat as NonNullable<typeof chat>).dialog;
    return { ...dialog, messages: { items: [], count: 0 }, isFavorite: done.isFavorite };
  },
  target: dialogUpdated,
});

/** Runs a paid action when the balance covers its cost, else opens "Out of coins!". */
const guarded = <Params>(
  clock: Unit<Params>,
  cost: (current: Prices, user: User | null, params: Params) => number,
  target: UnitTargetable<Params>,
) => {
  const checked = sample({
    clock,
    source: { user: $user, current: $prices },
    fn: ({ user, current }, params) => ({
      params,
      ok: canSpend(user, cost(current, user, params)),
    }),
  });
  sample({ clock: checked, filter: ({ ok }) => ok, fn: ({ params }) => params, target });
  sample({ clock: checked, filter: ({ ok }) => !ok, target: outOfCoins });
};

export const winkRequested = createEvent<string>();
guarded(winkRequested, (p, user) => ((user?.freeWinkCount ?? 0) > 0 ? 0 : p.wink), winkFx);

export const giftRequested = createEvent<GiftSend>();
guarded(
  giftRequested,
  (_, user, gift) => ((user?.freeGiftCount ?? 0) > 0 ? 0 : gift.price),
  giftFx,
);
/** The gift picker: open until its present was sent, or the member had too few coins. */
export const giftPickerOpened = createEvent();
export const giftPickerClosed = createEvent();
export const $giftPickerOpen = createStore(false)
  .on(giftPickerOpened, () => true)
  .reset(giftPickerClosed, giftFx.done, outOfCoins, chatOpened, sessionEnded);
export const $sendingGift = giftFx.pending;

/** A picture chosen for the open chat: scaled down and encoded in the browser, then sent. */
export const pictureChosen = createEvent<{ dialogId: string; file: File }>();
const preparePictureFx = createEffect(
  async ({ dialogId, file }: { dialogId: string; file: File }) => ({
    dialogId,
    image: await preparePicture(file),
    message: '',
  }),
);
/** Preparing or sending a picture: the composer shows the progress. */
export const $sendingPicture = combine(
  preparePictureFx.pending,
  // imageFx is defined above; its pending covers the upload.
  imageFx.pending,
  (preparing, sending) => preparing || sending,
);
export const $pictureProgress = createStore(0)
  .on(pictureProgressed, (_, sent) => sent)
  .reset(pictureChosen, sessionEnded);
sample({ clock: pictureChosen, target: preparePictureFx });
sample({
  clock: preparePictureFx.failData,
  fn: (error) => ({
    kind: 'error' as const,
    id: pictureProblemText[
      error instanceof PictureNotUsable ? error.problem : ('unreadable' as PictureProblem)
    ],
  }),
  target: notified,
});

export const imageRequested = createEvent<{ dialogId: string; image: string; message: string }>();
sample({ clock: preparePictureFx.doneData, target: imageRequested });
const imageChecked = sample({
  clock: imageRequested,
  source: $prices,
  fn: (current, request) => ({ ...request, cost: current.imageMessage }),
});
guarded(imageChecked, (_, __, request) => request.cost, imageFx);

export const iceBreakerRequested = createEvent<{ recipientId: string; iceBreakerId: string }>();
guarded(
  iceBreakerRequested,
  (p, user) => ((user?.freeIceBreakersCount ?? 0) > 0 || user?.hasActivePremium ? 0 : p.iceBreaker),
  iceBreakerFx,
);

export const renewalRequested = createEvent<string>();
guarded(renewalRequested, (p) => p.dialogRenewal, renewalFx);

/** Setting and unsetting a favourite each cost a star (spec 02 section 4). */
export const favoriteToggled = createEvent<{ dialogId: string; isFavorite: boolean }>();
export const starsExplanationClosed = createEvent();
const favoriteChecked = sample({
  clock: favoriteToggled,
  source: { user: $user, current: $prices },
  fn: ({ user, current }, params) => ({
    params,
    ok: (user?.stars ?? 0) >= current.favorite,
  }),
});
sample({
  clock: favoriteChecked,
  filter: ({ ok }) => ok,
  fn: ({ params }) => params,
  target: favoriteFx,
});
/**
 * Too few stars for a favourite: the member learns what stars are for and may buy some, instead
 * of a call the server would refuse.
 */
export const $starsExplained = createStore(false)
  .on(favoriteChecked.filter({ fn: ({ ok }) => !ok }), () => true)
  .on(paidFailed, (open, { action, error }) =>
    action === 'favorite' && codeOf(error) === errorCodes.NOT_ENOUGH_STARS ? true : open,
  )
  .reset(starsExplanationClosed, chatOpened, sessionEnded);
/** The partner named in a favourite's toast: the open chat's, else the one in the list. */
const $partnerNames = combine($chat, $dialogs, (chat, dialogs) => {
  const names = new Map(dialogs.map((dialog) => [dialog.id, dialog.partner.name]));
  if (chat) names.set(chat.dialog.id, chat.dialog.partner.name);
  return names;
});
sample({
  clock: favoriteFx.doneData,
  source: $partnerNames,
  fn: (names, done) => ({
    kind: 'success' as const,
    id: done.isFavorite ? ('messages.favorite.set' as const) : ('messages.favorite.unset' as const),
    // The star it cost and those left: where a star is spent, the member learns what it is.
    values: { name: names.get(done.dialogId) ?? '', stars: done.coinInfo.stars },
  }),
  target: notified,
});

// Failures: lack of coins opens the shop prompt; a changed price reloads the prices.
sample({
  clock: paidFailed,
  filter: ({ error }) => isOutOfCoins(error),
  target: outOfCoins,
});
sample({
  clock: paidFailed,
  filter: ({ error }) => codeOf(error) === errorCodes.PRICE_CHANGED,
  target: loadConfigurationFx,
});
sample({
  clock: paidFailed,
  filter: ({ error }) => !isOutOfCoins(error) && codeOf(error) !== errorCodes.NOT_ENOUGH_STARS,
  fn: ({ action, error }) => {
    const code = codeOf(error);
    if (code === errorCodes.PRICE_CHANGED)
      return { kind: 'warning' as const, id: 'messages.error.priceChanged' as const };
    if (code === errorCodes.DIALOG_EXPIRED)
      return { kind: 'error' as const, id: 'messages.error.expired' as const };
    if (code === errorCodes.RECIPIENT_ONLY_VERIFIED)
      return { kind: 'error' as const, id: 'error.RECIPIENT_ONLY_VERIFIED' as const };
    if (action === 'favorite')
      return { kind: 'error' as const, id: 'messages.error.favorite' as const };
    return { kind: 'error' as const, id: 'messages.error.failed' as const };
  },
  target: notified,
});
