/**
 * Pictures from strangers arrive blurred (issue 17): the partner's picture in a chat the member
 * has not answered is blurred, shown once she answered or asked to see it; her own never is.
 */
import type { Message } from '@amora/contract';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $user } from '../../session/model';
import { member } from '../../stories/fixtures';
import { $chat, emptyDialog, messageArrived, type OpenChat } from './model';
import { jonas } from './storyFixtures';
import { $blurredPictureIds, strangerPictureShown } from './strangerPictures';

let minute = 0;
/** A message between Mia and Jonas, each a minute after the last: a text unless told otherwise. */
const message = (id: string, from: 'me' | 'partner', fields: Partial<Message> = {}): Message => ({
  id,
  clientId: null,
  dialogId: jonas.id,
  senderId: from === 'me' ? member.id : jonas.id,
  recipientId: from === 'me' ? jonas.id : member.id,
  type: 'message',
  commentType: null,
  text: 'Hi',
  isRead: true,
  price: 0,
  image: null,
  present: null,
  mediaHref: null,
  createdAt: new Date(Date.UTC(2026, 4, 1, 10, minute++)).toISOString(),
  ...fields,
});
const picture = (id: string, from: 'me' | 'partner') =>
  message(id, from, {
    type: 'image',
    text: '',
    image: { imageId: null, href: '/picture.jpg', thumbnailHref: '/thumbnail.jpg' },
  });

/** Mia's open chat with Jonas holding `items`. */
const chatScope = (items: Message[]) => {
  const chat: OpenChat = {
    dialog: { ...emptyDialog(jonas), messages: { items, count: items.length } },
    page: 1,
    hasOlder: false,
  };
  return fork({
    values: [
      [$user, member],
      [$chat, chat],
    ],
  });
};

describe('pictures from strangers', () => {
  it('blurs the partner’s picture before the member answered', () => {
    const scope = chatScope([message('a', 'partner'), picture('bb', 'partner')]);
    expect(scope.getState($blurredPictureIds)).toEqual(['bb']);
  });

  it('shows pictures once the member answered, with anything', async () => {
    const answered = chatScope([picture('a', 'partner'), message('bb', 'me', { type: 'wink' })]);
    expect(answered.getState($blurredPictureIds)).toEqual([]);

    const scope = chatScope([picture('a', 'partner')]);
    await allSettled(messageArrived, { scope, params: message('bb', 'me') });
    expect(scope.getState($blurredPictureIds)).toEqual([]);
  });

  it('shows a picture the member tapped, and only that one', async () => {
    const scope = chatScope([picture('a', 'partner'), picture('bb', 'partner')]);
    await allSettled(strangerPictureShown, { scope, params: 'a' });
    expect(scope.getState($blurredPictureIds)).toEqual(['bb']);
  });

  it('never blurs the member’s own picture', () => {
    const scope = chatScope([picture('a', 'me')]);
    expect(scope.getState($blurredPictureIds)).toEqual([]);
  });

  it('leaves comments and likes of a profile picture alone', () => {
    const scope = chatScope([
      message('a', 'partner', {
        commentType: 'pictureLike',
        image: { imageId: 'me-1', href: '/mine.jpg', thumbnailHref: '/mine.jpg' },
      }),
    ]);
    expect(scope.getState($blurredPictureIds)).toEqual([]);
  });
});
