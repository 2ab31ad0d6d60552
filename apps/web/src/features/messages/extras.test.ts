/**
 * The chat's extras against the real server and real hub connections (spec 02 sections 2, 3 and
 * 4): a kiss from the stranger profile, blocking and reporting from the chat, liking and
 * commenting the partner's pictures from the chat, and a gift from the picker.
 */

import { allSettled, createWatch, type Scope } from 'effector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dialogs as dialogRows,
  messages as messageRows,
  supportTickets,
} from '../../../../server/src/db/schema';
import { insertPicture } from '../../../../server/test/routes/dating/support';
import { $outOfCoins } from '../../member/model';
import { $user } from '../../session/model';
import { type Notice, notified } from '../../shared/notify';
import {
  $openPictureId,
  blockConfirmed,
  pictureCommented,
  pictureLiked,
  pictureOpened,
  reportSubmitted,
} from '../people/strangerModel';
import {
  $giftPickerOpen,
  $kissing,
  $starsExplained,
  favoriteToggled,
  giftPickerOpened,
  giftRequested,
  kissRequested,
  starsExplanationClosed,
  textSubmitted,
} from './actions';
import { $chat, $dialogs, $presents, $queue, chatClosed, chatOpened } from './model';
import {
  $partnerPictures,
  $partnerPicturesStatus,
  partnerPicturesRequested,
} from './partnerPictures';
import {
  type ChatServer,
  type MemberBrowser,
  openMemberBrowser,
  startChatServer,
  userRow,
  waitFor,
} from './testServer';

let server: ChatServer;
// The whole app on a fresh database: slow on a busy machine.
beforeAll(async () => {
  server = await startChatServer();
}, 240_000);
afterAll(async () => {
  await server?.close();
});

/** Two members who may write to each other, each with an open member area. */
const twoMembers = async (coins = 100, stars = 0) => {
  const a = await server.member({ gender: 'male', searchGender: 'female', coins, stars });
  const b = await server.member({ gender: 'female', searchGender: 'male', coins: 100 });
  const browserA = await openMemberBrowser(server, a.cookie);
  const browserB = await openMemberBrowser(server, b.cookie);
  await waitFor(
    () => browserA.hub().state === 'open' && browserB.hub().state === 'open',
    'both connections',
  );
  return { a: browserA, b: browserB };
};

/** The notices a scope shows from now on. */
const noticesOf = (scope: Scope) => {
  const seen: Notice[] = [];
  createWatch({ unit: notified, scope, fn: (notice) => seen.push(notice) });
  return seen;
};

const messagesIn = (browser: MemberBrowser) =>
  browser.scope.getState($chat)?.dialog.messages.items ?? [];

describe('a kiss from the stranger profile', () => {
  it('is a text of the kind kiss, paid like one, confirmed, and shown as a kiss to both', async () => {
    const { a, b } = await twoMembers(100);
    const notices = noticesOf(a.scope);
    // B has the chat with A open (a new partner), A kisses from B's profile.
    await allSettled(chatOpened, { scope: b.scope, params: { id: a.user.id, isPartner: true } });

    await allSettled(kissRequested, { scope: a.scope, params: { recipientId: b.user.id } });
    // allSettled waits for the hub's answer: the kiss is stored and no longer pending.
    expect(a.scope.getState($kissing)).toBe(false);

    const stored = (await server.app.db.select().from(messageRows)).filter(
      (row) => row.senderId === a.user.id,
    );
    expect(stored).toEqual([
      expect.objectContaining({ recipientId: b.user.id, type: 'message', commentType: 'kiss' }),
    ]);
    // One started block of text: 10 coins, and the balance shown is the server's.
    const row = await userRow(server.app, a.user.id);
    expect(row.coins).toBe(90);
    expect(a.scope.getState($user)?.coins).toBe(90);
    expect(notices).toContainEqual({ kind: 'success', id: 'messages.kiss.sent' });
    await waitFor(
      () => messagesIn(b).some((message) => message.commentType === 'kiss'),
      'the kiss in B\u2019s chat',
    );

    // A opens the chat: the kiss is there as a kiss.
    await allSettled(chatOpened, { scope: a.scope, params: { id: b.user.id, isPartner: true } });
    await waitFor(() => messagesIn(a).length === 1, 'A\u2019s chat');
    expect(messagesIn(a)[0]).toMatchObject({ type: 'message', commentType: 'kiss' });
  });

  it('without coins opens "Out of coins!" and sends nothing', async () => {
    const { a, b } = await twoMembers(5);
    await allSettled(kissRequested, { scope: a.scope, params: { recipientId: b.user.id } });

    expect(a.scope.getState($outOfCoins)).toBe(true);
    expect(a.scope.getState($kissing)).toBe(false);
    const stored = (await server.app.db.select().from(messageRows)).filter(
      (row) => row.senderId === a.user.id,
    );
    expect(stored).toEqual([]);
  });
});

/** A opens a new chat with B and writes the first message; answers the dialog's id. */
const firstMessage = async (a: MemberBrowser, b: MemberBrowser, text: string) => {
  await allSettled(chatOpened, { scope: a.scope, params: { id: b.user.id, isPartner: true } });
  await allSettled(textSubmitted, { scope: a.scope, params: text });
  await waitFor(() => messagesIn(a).some((message) => message.text === text), 'the first message');
  return a.scope.getState($chat)?.dialog.id as string;
};

describe('block and report from the chat', () => {
  it('blocking the partner refreshes the chat: it is locked and takes no more messages', async () => {
    const { a, b } = await twoMembers(100);
    const notices = noticesOf(a.scope);
    const dialogId = await firstMessage(a, b, 'Hallo');

    await allSettled(blockConfirmed, { scope: a.scope, params: b.user.id });

    expect(a.scope.getState($chat)?.dialog).toMatchObject({ id: dialogId, state: 'locked' });
    expect(a.scope.getState($dialogs).find((dialog) => dialog.id === dialogId)?.state).toBe(
      'locked',
    );
    // The toast names the member blocked.
    expect(notices).toContainEqual({
      kind: 'success',
      id: 'people.blocked',
      values: { name: b.user.name },
    });
    // Writing is no longer possible: nothing is queued, nothing is stored, nothing is paid.
    await allSettled(textSubmitted, { scope: a.scope, params: 'Noch da?' });
    expect(a.scope.getState($queue)).toEqual([]);
    const stored = (await server.app.db.select().from(messageRows)).filter(
      (row) => row.senderId === a.user.id,
    );
    expect(stored.map((row) => row.text)).toEqual(['Hallo']);
    expect((await userRow(server.app, a.user.id)).coins).toBe(90);
  });

  it('reporting the partner blocks them and opens a support ticket; a new chat is locked too', async () => {
    const { a, b } = await twoMembers(100);
    // A has not written yet: the chat is a temp one.
    await allSettled(chatOpened, { scope: a.scope, params: { id: b.user.id, isPartner: true } });
    expect(a.scope.getState($chat)?.dialog.temp).toBe(true);

    await allSettled(reportSubmitted, {
      scope: a.scope,
      params: { memberId: b.user.id, reason: 'harassment', message: 'Rude messages' },
    });

    expect(a.scope.getState($chat)?.dialog.state).toBe('locked');
    const tickets = await server.app.db.select().from(supportTickets);
    expect(tickets).toContainEqual(
      expect.objectContaining({
        userId: a.user.id,
        reportedUserId: b.user.id,
        message: 'Rude messages',
      }),
    );
  });
});

describe('a report from the chat', () => {
  it('names the chat: the ticket carries the dialog, and is about the chat', async () => {
    const { a, b } = await twoMembers(100);
    const dialogId = await firstMessage(a, b, 'Hallo');

    await allSettled(reportSubmitted, {
      scope: a.scope,
      params: { memberId: b.user.id, reason: 'harassment', dialogId },
    });

    const tickets = (await server.app.db.select().from(supportTickets)).filter(
      (ticket) => ticket.userId === a.user.id,
    );
    expect(tickets).toEqual([
      expect.objectContaining({
        topic: 'reportChat',
        reportedUserId: b.user.id,
        reportedDialogId: dialogId,
      }),
    ]);
  });
});

describe('favourites', () => {
  it('without a star explains stars and offers them, and asks the server nothing', async () => {
    const { a, b } = await twoMembers(100, 0);
    const notices = noticesOf(a.scope);
    const dialogId = await firstMessage(a, b, 'Hallo');

    await allSettled(favoriteToggled, { scope: a.scope, params: { dialogId, isFavorite: true } });

    expect(a.scope.getState($starsExplained)).toBe(true);
    expect(notices.filter((notice) => notice.kind === 'error')).toEqual([]);
    const row = (await server.app.db.select().from(dialogRows)).find(({ id }) => id === dialogId);
    expect(row).toMatchObject({ favoriteA: false, favoriteB: false });
    expect(a.scope.getState($chat)?.dialog.isFavorite).toBe(false);

    await allSettled(starsExplanationClosed, { scope: a.scope });
    expect(a.scope.getState($starsExplained)).toBe(false);
  });

  it('with stars sets and unsets, a star each, and the toast names the partner', async () => {
    const { a, b } = await twoMembers(100, 2);
    const notices = noticesOf(a.scope);
    const dialogId = await firstMessage(a, b, 'Hallo');

    await allSettled(favoriteToggled, { scope: a.scope, params: { dialogId, isFavorite: true } });
    expect(notices).toContainEqual({
      kind: 'success',
      id: 'messages.favorite.set',
      values: { name: b.user.name, stars: 1 },
    });
    await allSettled(favoriteToggled, { scope: a.scope, params: { dialogId, isFavorite: false } });
    expect(notices).toContainEqual({
      kind: 'success',
      id: 'messages.favorite.unset',
      values: { name: b.user.name, stars: 0 },
    });
    expect((await userRow(server.app, a.user.id)).stars).toBe(0);
    expect(a.scope.getState($user)?.stars).toBe(0);

    // The stars are spent: the next press explains stars instead of failing.
    await allSettled(favoriteToggled, { scope: a.scope, params: { dialogId, isFavorite: true } });
    expect(a.scope.getState($starsExplained)).toBe(true);
    expect(a.scope.getState($chat)?.dialog.isFavorite).toBe(false);
  });
});

describe('the partner\u2019s pictures in the chat', () => {
  it('shows the pictures the member can see; a like costs 2 coins, a comment 10, both land in the chat', async () => {
    const { a, b } = await twoMembers(100);
    const open = await insertPicture(server.app, b.user.id);
    await insertPicture(server.app, b.user.id, { isPrivate: true, price: 20 });
    await firstMessage(a, b, 'Hallo');

    await allSettled(partnerPicturesRequested, { scope: a.scope, params: b.user.id });
    expect(a.scope.getState($partnerPicturesStatus)).toBe('ready');
    // The private picture not bought is not offered.
    expect(a.scope.getState($partnerPictures).map((picture) => picture.id)).toEqual([open.id]);

    await allSettled(pictureOpened, { scope: a.scope, params: open.id });
    await allSettled(pictureLiked, {
      scope: a.scope,
      params: { memberId: b.user.id, imageId: open.id },
    });
    expect(a.scope.getState($openPictureId)).toBeNull();
    expect((await userRow(server.app, a.user.id)).coins).toBe(88);
    expect(a.scope.getState($user)?.coins).toBe(88);
    await allSettled(pictureCommented, {
      scope: a.scope,
      params: { memberId: b.user.id, imageId: open.id, message: 'Schöner Strand!' },
    });
    expect((await userRow(server.app, a.user.id)).coins).toBe(78);
    expect(a.scope.getState($user)?.coins).toBe(78);

    const reactions = messagesIn(a).filter((message) => message.commentType !== null);
    expect(reactions).toEqual([
      expect.objectContaining({
        commentType: 'pictureLike',
        image: expect.objectContaining({ imageId: open.id }),
      }),
      expect.objectContaining({ commentType: 'pictureComment', text: 'Schöner Strand!' }),
    ]);
    // The partner sees both in the chat.
    const dialogId = a.scope.getState($chat)?.dialog.id as string;
    await allSettled(chatOpened, { scope: b.scope, params: { id: dialogId, isPartner: false } });
    expect(messagesIn(b).map((message) => message.commentType)).toEqual([
      null,
      'pictureLike',
      'pictureComment',
    ]);
    await allSettled(chatClosed, { scope: a.scope });
    expect(a.scope.getState($partnerPictures)).toEqual([]);
  });

  it('a comment the member cannot pay for opens "Out of coins!" and charges nothing', async () => {
    const { a, b } = await twoMembers(15);
    const open = await insertPicture(server.app, b.user.id);
    await firstMessage(a, b, 'Hallo');
    await allSettled(partnerPicturesRequested, { scope: a.scope, params: b.user.id });

    // 5 coins left: a comment (10) is stopped by the guard, a like (2) still goes.
    await allSettled(pictureCommented, {
      scope: a.scope,
      params: { memberId: b.user.id, imageId: open.id, message: 'Wow' },
    });
    expect(a.scope.getState($outOfCoins)).toBe(true);
    expect((await userRow(server.app, a.user.id)).coins).toBe(5);
    await allSettled(pictureLiked, {
      scope: a.scope,
      params: { memberId: b.user.id, imageId: open.id },
    });
    expect((await userRow(server.app, a.user.id)).coins).toBe(3);
    expect(a.scope.getState($user)?.coins).toBe(3);
  });
});

describe('the gift picker', () => {
  it('offers the presents with their pictures; the chosen one is paid and shows in the chat', async () => {
    const { a, b } = await twoMembers(100);
    const presents = a.scope.getState($presents);
    expect(presents.length).toBeGreaterThan(0);
    const present = presents.find((item) => item.price <= 90) ?? presents[0];
    if (!present) throw new Error('no present');
    // Each picture is the server's, at /v1/media/presents/{id}.svg.
    expect(present.imageHref).toBe(`/v1/media/presents/${present.id}.svg`);
    const baseUrl = server.hubAddress.replace(/\/v1\/.*$/, '');
    const picture = await fetch(`${baseUrl}${present.imageHref}`);
    expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);

    await firstMessage(a, b, 'Hallo');
    await allSettled(giftPickerOpened, { scope: a.scope });
    expect(a.scope.getState($giftPickerOpen)).toBe(true);
    await allSettled(giftRequested, {
      scope: a.scope,
      params: { partnerId: b.user.id, giftId: present.id, price: present.price },
    });

    expect(a.scope.getState($giftPickerOpen)).toBe(false);
    const coins = (await userRow(server.app, a.user.id)).coins;
    expect(coins).toBe(90 - present.price);
    expect(a.scope.getState($user)?.coins).toBe(coins);
    expect(messagesIn(a).at(-1)).toMatchObject({
      type: 'present',
      present: { id: present.id, name: present.name, imageHref: present.imageHref },
    });
  });

  it('a present the member cannot pay for opens "Out of coins!" and closes the picker', async () => {
    const { a, b } = await twoMembers(3);
    const present = a.scope.getState($presents).find((item) => item.price > 3);
    if (!present) throw new Error('no present over 3 coins');
    await allSettled(chatOpened, { scope: a.scope, params: { id: b.user.id, isPartner: true } });
    await allSettled(giftPickerOpened, { scope: a.scope });

    await allSettled(giftRequested, {
      scope: a.scope,
      params: { partnerId: b.user.id, giftId: present.id, price: present.price },
    });

    expect(a.scope.getState($outOfCoins)).toBe(true);
    expect(a.scope.getState($giftPickerOpen)).toBe(false);
    expect((await userRow(server.app, a.user.id)).coins).toBe(3);
  });
});
