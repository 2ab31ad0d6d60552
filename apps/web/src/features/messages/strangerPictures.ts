/**
 * Pictures from strangers arrive blurred (issue 17, trust & safety): in a chat the member has not
 * answered yet (no message of her own among those loaded), the partner's pictures are drawn
 * blurred until she asks to see one; a picture she asked to see stays shown for the session.
 * Her own pictures, and all pictures once she has written anything, show as sent.
 */
import type { Message } from '@amora/contract';
import { combine, createEvent, createStore } from 'effector';
import { $user, sessionEnded } from '../../session/model';
import { $chat } from './model';

/** The member asked to see a blurred picture (its message id). */
export const strangerPictureShown = createEvent<string>();

/** The pictures the member asked to see this session, by message id. */
export const $shownPictureIds = createStore<string[]>([])
  .on(strangerPictureShown, (ids, id) => (ids.includes(id) ? ids : [...ids, id]))
  .reset(sessionEnded);

/** A picture message; a comment or like of a profile picture shows the member's own picture. */
const isPicture = (message: Message) => message.type === 'image' && !message.commentType;

/** The partner's pictures of the open chat to draw blurred, by message id. */
export const $blurredPictureIds = combine(
  $chat,
  $user,
  $shownPictureIds,
  (chat, user, shown): string[] => {
    if (!chat) return [];
    const items = chat.dialog.messages.items;
    if (items.some((message) => message.senderId === user?.id)) return [];
    return items
      .filter(
        (message) =>
          message.senderId === chat.dialog.partner.id &&
          isPicture(message) &&
          !shown.includes(message.id),
      )
      .map((message) => message.id);
  },
);
