/**
 * The messages area of the screen stories: Mia's dialogs with eight men, her chat with Jonas
 * (every kind of message), the presents, icebreakers and star products the chat offers, and the
 * connection and clock the stories need beyond the kit.
 */
import type { OutgoingMessage } from '@amora/client';
import { type AnswerOf, type ApiAnswers, answer } from '@amora/client/fixtures';
import {
  type Dialog,
  type DialogPartner,
  endpoints,
  type HubEvent,
  type Message,
} from '@amora/contract';
import { portrait, samplePresents } from '@amora/ui/fixtures';
import { member, memberAnswers, storyNow } from '../../stories/fixtures';
import { emptyDialog } from './model';

/** A time of the stories' day (storyNow's, in UTC), or of a day before it. */
export const at = (time: string, daysBefore = 0) => {
  const day = new Date(Date.parse(storyNow) - daysBefore * 24 * 60 * 60 * 1000);
  return `${day.toISOString().slice(0, 10)}T${time}:00.000Z`;
};

const partner = (id: string, name: string, age: number, picture: number, isOnline = false) => ({
  id,
  name,
  username: name.toLowerCase(),
  age,
  image: portrait(picture),
  isOnline,
});

export const jonas: DialogPartner = partner('jonas', 'Jonas', 31, 1, true);
const felix = partner('felix', 'Felix', 28, 14, true);
const lukas = partner('lukas', 'Lukas', 34, 17);
const david = partner('david', 'David', 30, 22);
const tim = partner('tim', 'Tim', 36, 6);
const noah = partner('noah', 'Noah', 29, 38);
const paul = partner('paul', 'Paul', 33, 13);
/** A member who wrote to Mia first; she has not answered him yet. */
export const ben = partner('ben', 'Ben', 27, 9, true);
/** A member Mia has not written to yet, opened from his profile. */
export const elias = partner('elias', 'Elias', 32, 3, true);

export const presents = samplePresents.map(({ id, name, image, price }) => ({
  id,
  name,
  imageHref: image,
  price,
}));
const rose = presents[0] as (typeof presents)[number];

type MessageFields = Partial<Message> & Pick<Message, 'id' | 'createdAt'>;

/** A message between Mia and a partner: `from` who sent it; a text unless told otherwise. */
const message = (other: DialogPartner, from: 'me' | 'partner', fields: MessageFields): Message => ({
  clientId: null,
  dialogId: other.id,
  senderId: from === 'me' ? member.id : other.id,
  recipientId: from === 'me' ? other.id : member.id,
  type: 'message',
  commentType: null,
  text: '',
  isRead: true,
  price: 0,
  image: null,
  present: null,
  mediaHref: null,
  ...fields,
});

/** Mia's chat with Jonas this morning: every kind of message, the last two not read yet. */
export const conversation: Message[] = [
  message(jonas, 'me', {
    id: 'j1',
    type: 'iceBreaker',
    text: 'If you could travel anywhere tomorrow, where would you go?',
    createdAt: at('09:58'),
  }),
  message(jonas, 'partner', { id: 'j2', type: 'wink', createdAt: at('10:02') }),
  message(jonas, 'partner', {
    id: 'j3',
    text: 'Anywhere with mountains! 🏔️ Do you hike?',
    createdAt: at('10:04'),
  }),
  message(jonas, 'me', {
    id: 'j4',
    text: 'Hey Jonas! Thanks for the wink 😊',
    createdAt: at('10:05'),
  }),
  message(jonas, 'me', {
    id: 'j5',
    text: 'I do! Which trail is your favourite around here?',
    createdAt: at('10:06'),
  }),
  message(jonas, 'partner', {
    id: 'j6',
    text: 'The Malerweg, definitely. Me at the Bastei last weekend:',
    createdAt: at('10:20'),
  }),
  message(jonas, 'partner', {
    id: 'j7',
    type: 'image',
    image: {
      imageId: null,
      href: portrait(1, { width: 480, height: 600 }),
      thumbnailHref: portrait(1, { width: 120, height: 150 }),
    },
    createdAt: at('10:21'),
  }),
  message(jonas, 'me', {
    id: 'j8',
    commentType: 'pictureComment',
    text: 'What a view! Where exactly is that?',
    image: { imageId: 'jonas-1', href: portrait(1), thumbnailHref: portrait(1) },
    createdAt: at('10:30'),
  }),
  message(jonas, 'me', {
    id: 'j9',
    type: 'present',
    present: { id: rose.id, name: rose.name, imageHref: rose.imageHref },
    price: rose.price,
    createdAt: at('10:31'),
  }),
  message(jonas, 'partner', {
    id: 'j10',
    commentType: 'kiss',
    text: '😘',
    isRead: false,
    createdAt: at('11:40'),
  }),
  message(jonas, 'partner', {
    id: 'j11',
    text: 'Not yet, show me some time? Saturday maybe?',
    isRead: false,
    createdAt: at('11:48'),
  }),
];

const last = (list: Message[]) => list[list.length - 1] ?? null;

/** A dialog as the server sends it, active and with no messages loaded unless given. */
const dialog = (other: DialogPartner, fields: Partial<Dialog> = {}): Dialog => ({
  ...emptyDialog(other),
  ...fields,
});

/** Jonas's dialog with the whole conversation. */
export const jonasDialog = dialog(jonas, {
  messages: { items: conversation, count: conversation.length, totalCount: conversation.length },
  messagesCount: conversation.length,
  unreadCount: 2,
  lastMessage: last(conversation),
  isFavorite: true,
  isMatch: true,
});

/** Paul's dialog: it ran out weeks ago and can still be restored for a week. */
const paulConversation = [
  message(paul, 'partner', {
    id: 'p1',
    text: 'Hi Mia, how was the concert?',
    createdAt: at('19:40', 50),
  }),
  message(paul, 'me', {
    id: 'p2',
    text: 'So good! The encore went on for half an hour 🎶',
    createdAt: at('20:02', 50),
  }),
  message(paul, 'partner', {
    id: 'p3',
    text: 'It was nice talking to you',
    createdAt: at('09:00', 49),
  }),
];
export const paulDialog = dialog(paul, {
  messages: { items: paulConversation, count: 3, totalCount: 3 },
  messagesCount: 3,
  lastMessage: last(paulConversation),
  state: 'expired',
  restorableUntil: at('23:59', -6),
});

/** Ben's first messages, a hello and a picture, not answered yet: the picture arrives blurred. */
const benConversation = [
  message(ben, 'partner', {
    id: 'b0',
    text: 'Hi Mia! Your concert photos are great 🎶 This is me:',
    isRead: false,
    createdAt: at('18:29', 2),
  }),
  message(ben, 'partner', {
    id: 'b1',
    type: 'image',
    isRead: false,
    image: {
      imageId: null,
      href: portrait(9, { width: 480, height: 600 }),
      thumbnailHref: portrait(9, { width: 120, height: 150 }),
    },
    createdAt: at('18:30', 2),
  }),
];
export const benDialog = dialog(ben, {
  messages: { items: benConversation, count: 2, totalCount: 2 },
  messagesCount: 2,
  lastMessage: last(benConversation),
});

/** Mia's dialogs, newest activity first: unread, typing, favourites, a match, an expired one. */
export const dialogs: Dialog[] = [
  { ...jonasDialog, messages: { items: [], count: 0 } },
  dialog(felix, {
    unreadCount: 1,
    isWriting: true,
    isMatch: true,
    lastMessage: message(felix, 'partner', { id: 'f1', type: 'wink', createdAt: at('11:20') }),
  }),
  dialog(lukas, {
    isMatch: true,
    lastMessage: message(lukas, 'me', {
      id: 'l1',
      type: 'present',
      present: { id: rose.id, name: rose.name, imageHref: rose.imageHref },
      createdAt: at('09:12'),
    }),
  }),
  dialog(david, {
    unreadCount: 1,
    isIceBreaker: true,
    lastMessage: message(david, 'partner', {
      id: 'd1',
      type: 'iceBreaker',
      text: 'What is the best concert you have ever been to?',
      isRead: false,
      createdAt: at('21:05', 1),
    }),
  }),
  dialog(ben, {
    unreadCount: 3,
    lastMessage: message(ben, 'partner', {
      id: 'b1',
      type: 'image',
      isRead: false,
      image: { imageId: null, href: portrait(9), thumbnailHref: portrait(9) },
      createdAt: at('18:30', 2),
    }),
  }),
  dialog(tim, {
    isFavorite: true,
    lastMessage: message(tim, 'me', {
      id: 't1',
      text: 'Haha, exactly! See you at the lake then 😄',
      createdAt: at('20:14', 3),
    }),
  }),
  dialog(noah, {
    lastMessage: message(noah, 'partner', {
      id: 'n1',
      commentType: 'pictureLike',
      image: { imageId: 'me-1', href: portrait(7), thumbnailHref: portrait(7) },
      createdAt: at('10:00', 11),
    }),
  }),
  { ...paulDialog, messages: { items: [], count: 0 } },
];

/** The dialog list beside an open chat: Jonas's chat is read once it is open. */
const dialogsWithJonasRead = dialogs.map((each) =>
  each.id === jonas.id ? { ...each, unreadCount: 0 } : each,
);

/** What every messages screen loads, with Mia's dialogs, presents and icebreakers. */
export const messagesAnswers: ApiAnswers = {
  ...memberAnswers,
  ...answer(endpoints.chat.dialogs, { items: dialogs, count: dialogs.length }),
  ...answer(endpoints.shop.gifts, { items: presents, count: presents.length }),
  ...answer(endpoints.dating.iceBreakers, {
    items: [
      { id: 'travel', text: 'If you could travel anywhere tomorrow, where would you go?' },
      { id: 'sunday', text: 'What does your perfect Sunday look like?' },
      { id: 'food', text: 'Which dish could you eat every day?' },
      { id: 'concert', text: 'What is the best concert you have ever been to?' },
    ],
    count: 4,
  }),
  ...answer(endpoints.shop.starProducts, {
    items: [
      { id: 'stars-1', stars: 1, price: 10 },
      { id: 'stars-5', stars: 5, price: 40 },
      { id: 'stars-10', stars: 10, price: 70 },
    ],
    count: 3,
  }),
};

/** The answers of the chat at /messages/{id}: the dialog list beside it and the chat itself. */
export const chatAnswers = (
  id: string,
  chat: AnswerOf<typeof endpoints.chat.dialog>,
): ApiAnswers => ({
  ...messagesAnswers,
  ...answer(endpoints.chat.dialogs, { items: dialogsWithJonasRead, count: dialogs.length }),
  ...answer(endpoints.chat.dialog, chat, { id }),
});

/** A text Mia wrote that the hub client still holds (pending) or the server refused (failed). */
export const outgoing = (clientId: string, text: string): OutgoingMessage => ({
  clientId,
  dialogId: jonas.id,
  recipientId: jonas.id,
  message: text,
  type: 'message',
});

/** The hub event of the partner typing in a dialog. */
export const partnerTyping = (other: DialogPartner): HubEvent => ({
  event: 'OnWrite',
  payload: { dialogId: other.id, userId: other.id },
});
