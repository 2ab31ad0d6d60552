/**
 * The messages feature's state (spec 02 section 4, Dialogs): the dialog list with its filter, the
 * open chat with its pages of messages, and what the hub reports live (new messages, typing, read
 * marks). Its after-login loads (the dialogs, the presents for the gift picker) start on
 * `memberAreaEntered`; a reconnect loads the dialogs and the open chat again, so nothing sent
 * while the connection was down is missed.
 */
import type { Dialog, DialogPartner, IceBreaker, Message, Present } from '@amora/contract';
import type { DialogFilter } from '@amora/ui';
import { createEvent, createStore, sample } from 'effector';
import { memberAreaEntered, unreadDialogsCounted } from '../../member/model';
import { $user, sessionEnded } from '../../session/model';
import { apiCallEffect, apiEffect } from '../../shared/api';
import { memberBlocked } from '../people/strangerModel';
import { dialogReadFx, hubEventOf, hubStateChanged, messageDelivered } from './connection';

export * from './connection';

export const loadDialogsFx = apiCallEffect((api) => api.chat.dialogs());
export const loadPresentsFx = apiCallEffect((api) => api.shop.gifts());
export const loadIceBreakersFx = apiCallEffect((api) => api.dating.iceBreakers());
interface ChatPageRequest {
  id: string;
  page: number;
}
export const loadChatPageFx = apiEffect((api, { id, page }: ChatPageRequest) =>
  api.chat.dialog({ params: { id }, query: { page } }),
);
export const loadPartnerFx = apiEffect((api, id: string) => api.dating.profile({ params: { id } }));
export const deleteDialogFx = apiEffect((api, id: string) => api.chat.delete({ params: { id } }));

export type ListStatus = 'loading' | 'ready' | 'failed';
export const $dialogs = createStore<Dialog[]>([]).reset(sessionEnded);
export const $dialogsStatus = createStore<ListStatus>('loading')
  .on(loadDialogsFx.doneData, (_, list) => (list ? 'ready' : 'failed'))
  .on(loadDialogsFx.fail, () => 'failed')
  .reset(sessionEnded);
export const $presents = createStore<Present[]>([]).reset(sessionEnded);
$presents.on(loadPresentsFx.doneData, (current, list) => list?.items ?? current);
export const $iceBreakers = createStore<IceBreaker[]>([])
  .on(loadIceBreakersFx.doneData, (current, list) => list?.items ?? current)
  .reset(sessionEnded);

export const filterChanged = createEvent<DialogFilter>();
export const $filter = createStore<DialogFilter>('all')
  .on(filterChanged, (_, filter) => filter)
  .reset(sessionEnded);
const filters: Record<DialogFilter, (dialog: Dialog) => boolean> = {
  all: () => true,
  favorites: (dialog) => dialog.isFavorite,
  matches: (dialog) => dialog.isMatch,
  unread: (dialog) => dialog.unreadCount > 0,
  icebreaker: (dialog) => dialog.isIceBreaker,
};
export const $shownDialogs = sample({
  source: { dialogs: $dialogs, filter: $filter },
  fn: ({ dialogs, filter }) => dialogs.filter(filters[filter]),
});
export const $unreadDialogCount = $dialogs.map(
  (dialogs) => dialogs.filter((dialog) => dialog.unreadCount > 0).length,
);
sample({ clock: $unreadDialogCount, target: unreadDialogsCounted });

/** The open chat: a dialog of the server, or a temp one for a partner not written to yet. */
export interface OpenChat {
  dialog: Dialog;
  /** Pages loaded so far (page 1 is the newest). */
  page: number;
  /** The server holds older messages than those loaded. */
  hasOlder: boolean;
}
/** /messages/:id with a dialog id, or with a member id and `isPartner` (a new partner). */
export const chatOpened = createEvent<{ id: string; isPartner: boolean }>();
export const chatClosed = createEvent();
export const olderRequested = createEvent();
export const $chat = createStore<OpenChat | null>(null).reset(chatClosed, sessionEnded);
export const $chatStatus = createStore<ListStatus>('loading')
  .on(chatOpened, () => 'loading')
  .reset(sessionEnded);
/** The partner of the open chat is typing: the time of their last OnWrite. */
export const $partnerTypingAt = createStore<number | null>(null).reset(chatOpened, chatClosed);
export const typingExpired = createEvent();
$partnerTypingAt.reset(typingExpired);

/** Merges messages by id, oldest first; a message seen twice (answer and event) shows once. */
export const mergeMessages = (current: Message[], incoming: Message[]): Message[] => {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
};

/** An active dialog with `partner` and no message yet. */
export const emptyDialog = (partner: DialogPartner): Dialog => ({
  id: partner.id,
  partner,
  messages: { items: [], count: 0 },
  messagesCount: 0,
  unreadCount: 0,
  lastMessage: null,
  isFavorite: false,
  isWriting: false,
  isMatch: false,
  isIceBreaker: false,
  state: 'active',
  restorableUntil: null,
});
const tempDialog = (partner: DialogPartner): Dialog => ({ ...emptyDialog(partner), temp: true });

// Loads after login and after every reconnect.
sample({ clock: memberAreaEntered, target: [loadDialogsFx, loadPresentsFx, loadIceBreakersFx] });
const reconnected = sample({ clock: hubStateChanged, filter: (state) => state === 'open' });
sample({ clock: reconnected, target: loadDialogsFx });
$dialogs.on(loadDialogsFx.doneData, (current, list) => list?.items ?? current);

// Opening a chat: a dialog by id; a partner by member id, their dialog if there is one.
sample({
  clock: chatOpened,
  filter: ({ isPartner }) => !isPartner,
  fn: ({ id }) => ({ id, page: 1 }),
  target: loadChatPageFx,
});
sample({
  clock: chatOpened,
  filter: ({ isPartner }) => isPartner,
  fn: ({ id }) => id,
  target: loadPartnerFx,
});
sample({
  clock: loadPartnerFx.doneData,
  filter: (profile) => Boolean(profile?.dialogId),
  fn: (profile) => ({ id: profile?.dialogId as string, page: 1 }),
  target: loadChatPageFx,
});
sample({
  clock: loadPartnerFx.doneData,
  filter: (profile) => Boolean(profile && !profile.dialogId),
  fn: (profile): OpenChat => {
    const { id, name, age, image, isOnline } = profile as NonNullable<typeof profile>;
    const partner = { id, name, age, image, isOnline, username: name };
    return { dialog: tempDialog(partner), page: 1, hasOlder: false };
  },
  target: $chat,
});
$chatStatus
  .on(loadPartnerFx.doneData, (status, profile) =>
    profile && !profile.dialogId ? 'ready' : status,
  )
  .on(loadChatPageFx.done, (status, { params, result }) =>
    params.page === 1 && result ? 'ready' : status,
  );
// A first page that did not come is a failure, unless a newer load (the same chat opened again,
// which aborts the older call) is still under way.
sample({
  clock: loadPartnerFx.finally,
  source: loadPartnerFx.inFlight,
  filter: (inFlight, answer) =>
    inFlight === 0 && (answer.status === 'fail' || answer.result === undefined),
  fn: (): ListStatus => 'failed',
  target: $chatStatus,
});
sample({
  clock: loadChatPageFx.finally,
  source: loadChatPageFx.inFlight,
  filter: (inFlight, answer) =>
    inFlight === 0 &&
    answer.params.page === 1 &&
    (answer.status === 'fail' || answer.result === undefined),
  fn: (): ListStatus => 'failed',
  target: $chatStatus,
});

const hasOlder = (dialog: Dialog, loaded: number) =>
  loaded < (dialog.messages.totalCount ?? dialog.messagesCount);
$chat.on(loadChatPageFx.done, (chat, { params, result }) => {
  if (!result) return chat;
  if (params.page === 1 || !chat || chat.dialog.id !== result.id) {
    const messages = mergeMessages(
      chat?.dialog.id === result.id ? chat.dialog.messages.items : [],
      result.messages.items,
    );
    return {
      dialog: { ...result, messages: { ...result.messages, items: messages } },
      page: Math.max(params.page, chat?.dialog.id === result.id ? chat.page : 1),
      hasOlder: hasOlder(result, messages.length),
    };
  }
  const items = mergeMessages(chat.dialog.messages.items, result.messages.items);
  return {
    dialog: { ...chat.dialog, messages: { ...chat.dialog.messages, items } },
    page: params.page,
    hasOlder: result.messages.items.length > 0 && hasOlder(result, items.length),
  };
});
sample({
  clock: olderRequested,
  source: $chat,
  filter: (chat) => Boolean(chat?.hasOlder && !chat.dialog.temp),
  fn: (chat) => ({ id: chat?.dialog.id as string, page: (chat?.page ?? 1) + 1 }),
  target: loadChatPageFx,
});
// The open chat comes again after a reconnect: messages of the time without connection.
sample({
  clock: reconnected,
  source: $chat,
  filter: (chat) => Boolean(chat && !chat.dialog.temp),
  fn: (chat) => ({ id: chat?.dialog.id as string, page: 1 }),
  target: loadChatPageFx,
});

// Live: a new message (the partner's, or the member's own from another device or an answer).
/** A message to show: from the hub, or the answer to the member's own send. */
export const messageArrived = createEvent<Message>();
sample({ clock: hubEventOf('OnNewMessage'), target: messageArrived });
sample({ clock: messageDelivered, fn: ({ result }) => result.message, target: messageArrived });

/** The partner of the message, seen from the member. */
const partnerOf = (message: Message, memberId: string | undefined) =>
  message.senderId === memberId ? message.recipientId : message.senderId;

$chat.on(messageArrived, (chat, message) => {
  if (!chat) return chat;
  const isThisDialog = chat.dialog.temp
    ? chat.dialog.partner.id === message.senderId || chat.dialog.partner.id === message.recipientId
    : chat.dialog.id === message.dialogId;
  if (!isThisDialog) return chat;
  // A temp dialog becomes the server's with its first message.
  const items = mergeMessages(chat.dialog.messages.items, [message]);
  return {
    ...chat,
    dialog: {
      ...chat.dialog,
      id: message.dialogId,
      temp: false,
      messages: { ...chat.dialog.messages, items },
      messagesCount: Math.max(chat.dialog.messagesCount, items.length),
      lastMessage: message,
    },
  };
});

$dialogs.on(messageArrived, (dialogs, message) => {
  const open = dialogs.find((dialog) => dialog.id === message.dialogId);
  if (!open) return dialogs;
  const isPartners = message.senderId === open.partner.id;
  const isRepeat = open.lastMessage?.id === message.id;
  const updated: Dialog = {
    ...open,
    lastMessage: message,
    unreadCount: isPartners && !isRepeat ? open.unreadCount + 1 : open.unreadCount,
    isWriting: isPartners ? false : open.isWriting,
  };
  return [updated, ...dialogs.filter((dialog) => dialog !== open)];
});
// A message of a dialog not in the list (a new partner, or the first of a temp dialog).
sample({
  clock: messageArrived,
  source: $dialogs,
  filter: (dialogs, message) => !dialogs.some((dialog) => dialog.id === message.dialogId),
  target: loadDialogsFx,
});

// The open chat reads what arrives in it.
const readOpenChat = createEvent<string>();
sample({
  clock: messageArrived,
  source: { chat: $chat, user: $user },
  filter: ({ chat, user }, message) =>
    Boolean(chat && !chat.dialog.temp && chat.dialog.id === message.dialogId) &&
    message.senderId !== user?.id,
  fn: (_, message) => message.dialogId,
  target: readOpenChat,
});
sample({
  clock: loadChatPageFx.done,
  filter: ({ params, result }) => params.page === 1 && Boolean(result && result.unreadCount > 0),
  fn: ({ result }) => result?.id as string,
  target: readOpenChat,
});

/** A message for the member from another dialog than the open one: a toast names its sender. */
export interface IncomingNotice {
  name: string | null;
  type: Message['type'];
  commentType: Message['commentType'];
}
export const incomingNoticed = createEvent<IncomingNotice>();
sample({
  clock: messageArrived,
  source: { chat: $chat, user: $user, dialogs: $dialogs },
  filter: ({ chat, user }, message) =>
    Boolean(user) &&
    message.senderId !== user?.id &&
    !(chat && (chat.dialog.id === message.dialogId || chat.dialog.partner.id === message.senderId)),
  fn: ({ dialogs, user }, message): IncomingNotice => ({
    name:
      dialogs.find((dialog) => dialog.partner.id === partnerOf(message, user?.id))?.partner.name ??
      null,
    type: message.type,
    commentType: message.commentType,
  }),
  target: incomingNoticed,
});

// Typing: the partner's OnWrite shows in the open chat and in the list.
const partnerWrote = hubEventOf('OnWrite');
$partnerTypingAt.on(
  sample({
    clock: partnerWrote,
    source: $chat,
    filter: (chat, write) => chat?.dialog.id === write.dialogId,
  }),
  () => Date.now(),
);
$dialogs.on(partnerWrote, (dialogs, write) =>
  dialogs.map((dialog) => (dialog.id === write.dialogId ? { ...dialog, isWriting: true } : dialog)),
);

// Read marks: the member read a dialog (any device), or the partner read the member's messages.
const dialogWasRead = hubEventOf('OnDialogRead');
$dialogs.on(dialogWasRead, (dialogs, read) =>
  dialogs.map((dialog) =>
    dialog.id === read.dialogId && read.readerId !== dialog.partner.id
      ? { ...dialog, unreadCount: 0 }
      : dialog,
  ),
);
$chat.on(dialogWasRead, (chat, read) => {
  if (!chat || chat.dialog.id !== read.dialogId) return chat;
  // Marks the messages the reader received, up to the moment of reading.
  const items = chat.dialog.messages.items.map((message) =>
    message.recipientId === read.readerId && message.createdAt <= read.readAt
      ? { ...message, isRead: true }
      : message,
  );
  const unreadCount = read.readerId === chat.dialog.partner.id ? chat.dialog.unreadCount : 0;
  return {
    ...chat,
    dialog: { ...chat.dialog, unreadCount, messages: { ...chat.dialog.messages, items } },
  };
});

// Deleting a dialog removes it.
export const dialogDeleted = createEvent<string>();
sample({ clock: dialogDeleted, target: deleteDialogFx });
$dialogs.on(deleteDialogFx.done, (dialogs, { params, result }) =>
  result ? dialogs.filter((dialog) => dialog.id !== params) : dialogs,
);
$chat.on(deleteDialogFx.done, (chat, { params, result }) =>
  result && chat?.dialog.id === params ? null : chat,
);

// After blocking a member (from the chat or their profile) the chat refreshes (spec 02 section
// 4): the server answers it locked, and nothing more can be written in it.
sample({
  clock: memberBlocked,
  source: $chat,
  filter: (chat, memberId) => chat?.dialog.partner.id === memberId && !chat.dialog.temp,
  fn: (chat) => ({ id: chat?.dialog.id as string, page: 1 }),
  target: loadChatPageFx,
});
$chat.on(memberBlocked, (chat, memberId) =>
  chat?.dialog.temp && chat.dialog.partner.id === memberId
    ? { ...chat, dialog: { ...chat.dialog, state: 'locked' } }
    : chat,
);
sample({ clock: memberBlocked, target: loadDialogsFx });

/** Replaces a dialog of the list and the open chat by the server's newer view of it. */
export const dialogUpdated = createEvent<Dialog>();
$dialogs.on(dialogUpdated, (dialogs, next) => {
  const known = dialogs.some((dialog) => dialog.id === next.id);
  const { messages: _messages, ...rest } = next;
  return known
    ? dialogs.map((dialog) => (dialog.id === next.id ? { ...dialog, ...rest } : dialog))
    : [next, ...dialogs];
});
$chat.on(dialogUpdated, (chat, next) => {
  if (!chat || chat.dialog.id !== next.id) return chat;
  const items = mergeMessages(chat.dialog.messages.items, next.messages.items);
  return { ...chat, dialog: { ...next, messages: { ...next.messages, items } } };
});
sample({ clock: readOpenChat, target: dialogReadFx });
/** The latest notice, numbered so the same notice twice still shows twice. */
export const $incoming = createStore<{ seq: number; notice: IncomingNotice } | null>(null)
  .on(incomingNoticed, (last, notice) => ({ seq: (last?.seq ?? 0) + 1, notice }))
  .reset(sessionEnded);
