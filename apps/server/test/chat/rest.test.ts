/**
 * The chat's REST calls: the paid extras (wink, gift, picture, reaction, icebreaker, renewal),
 * favourites, deleting, and reading dialogs. Each charge is checked in the balance and the
 * ledger, each refusal to change nothing, and each extra to reach the partner live.
 */
import { errorCodes, type Message, prices } from '@amora/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialogs } from '../../src/db/schema';
import { pictureBase64 } from '../helpers';
import { nextCall } from '../hub/support';
import { expectRefused, insertPicture } from '../routes/dating/support';
import { type ChatServer, ledgerOf, pair, setUserRow, startChatServer, userRow } from './support';

let server: ChatServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(() => server?.close());

const day = 24 * 60 * 60 * 1000;

const setUser = (id: string, values: Parameters<typeof setUserRow>[2]) =>
  setUserRow(server.app, id, values);

/** A dialog opened by a wink from the sender. */
const opened = async (coins = 100) => {
  const members = await pair(server, coins + prices.wink);
  const wink = await members.sender.call('POST', `/chat/wink/${members.partner.user.id}`);
  expect(wink.status).toBe(200);
  return { ...members, dialogId: wink.body.message.dialogId as string };
};

describe('POST /chat/wink/{id}', () => {
  it('costs 6 coins, or a free wink first, and reaches the partner live', async () => {
    const { sender, partner } = await pair(server);
    const partnerTab = await server.connectAs(partner);
    const arriving = nextCall(partnerTab, 'OnNewMessage');
    const paid = await sender.call('POST', `/chat/wink/${partner.user.id}`);
    expect(paid.body).toMatchObject({
      message: { type: 'wink', price: prices.wink, recipientId: partner.user.id },
      coinInfo: { coins: 100 - prices.wink },
    });
    expect(((await arriving) as [Message])[0]).toMatchObject({ type: 'wink' });

    await setUser(sender.user.id, { freeWinkCount: 1 });
    const free = await sender.call('POST', `/chat/wink/${partner.user.id}`);
    expect(free.body).toMatchObject({
      message: { price: 0, dialogId: paid.body.message.dialogId },
      coinInfo: { coins: 100 - prices.wink, freeWinkCount: 0 },
    });
  });

  it('refuses without coins, to oneself and across a block, changing nothing', async () => {
    const { sender, partner } = await pair(server, 5);
    await expectRefused(server.app, () => sender.call('POST', `/chat/wink/${partner.user.id}`), {
      status: 402,
      code: errorCodes.ERR_BALANCE_TOO_LOW,
    });
    await expectRefused(server.app, () => sender.call('POST', `/chat/wink/${sender.user.id}`), {
      status: 409,
      code: errorCodes.CANNOT_TARGET_SELF,
    });
  });
});

describe('POST /chat/{id}/gift/{giftId}', () => {
  it("costs the present's price from the catalogue, or a free gift", async () => {
    const { sender, partner } = await pair(server);
    const gift = await sender.call('POST', `/chat/${partner.user.id}/gift/rose`);
    expect(gift.body).toMatchObject({
      message: {
        type: 'present',
        price: 10,
        present: { id: 'rose', name: 'Rose', imageHref: '/v1/media/presents/rose.svg' },
      },
      coinInfo: { coins: 90 },
    });
    await setUser(sender.user.id, { freeGiftCount: 1 });
    const free = await sender.call('POST', `/chat/${partner.user.id}/gift/diamond`);
    expect(free.body).toMatchObject({ message: { price: 0 }, coinInfo: { coins: 90 } });
    const picture = await server.inject({ method: 'GET', url: '/v1/media/presents/rose.svg' });
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(picture.body).toContain('🌹');
  });

  it('refuses an unknown present or one the member cannot pay', async () => {
    const { sender, partner } = await pair(server, 50);
    await expectRefused(
      server.app,
      () => sender.call('POST', `/chat/${partner.user.id}/gift/unicorn`),
      { status: 404, code: errorCodes.NOT_FOUND },
    );
    await expectRefused(
      server.app,
      () => sender.call('POST', `/chat/${partner.user.id}/gift/diamond`),
      { status: 402, code: errorCodes.ERR_BALANCE_TOO_LOW },
    );
  });
});

describe('POST /chat/{id}/image', () => {
  it('sends a picture for 35 coins that only the two members can see', async () => {
    const { sender, partner, dialogId } = await opened(100);
    const image = await pictureBase64();
    const sent = await sender.call('POST', `/chat/${dialogId}/image`, {
      image,
      cost: prices.imageMessage,
      message: 'Look!',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      message: { type: 'image', text: 'Look!', price: prices.imageMessage },
      coinInfo: { coins: 100 - prices.imageMessage },
    });
    const href = sent.body.message.image.href as string;
    expect(href).toMatch(/^\/v1\/media\/[0-9a-f-]{36}\.webp$/);
    const fetchAs = (cookie?: string) =>
      server.inject({ method: 'GET', url: href, headers: cookie ? { cookie } : {} });
    expect((await fetchAs(sender.cookie)).statusCode).toBe(200);
    expect((await fetchAs(partner.cookie)).statusCode).toBe(200);
    const stranger = await server.member();
    expect((await fetchAs(stranger.cookie)).statusCode).toBe(404);
    expect((await fetchAs()).statusCode).toBe(404);
  });

  it('refuses a price the member was not shown, and a dialog of others', async () => {
    const { sender, partner, dialogId } = await opened(100);
    const image = await pictureBase64();
    await expectRefused(
      server.app,
      () => sender.call('POST', `/chat/${dialogId}/image`, { image, cost: 30 }),
      { status: 409, code: errorCodes.PRICE_CHANGED },
    );
    const stranger = await server.member({ coins: 100 });
    await expectRefused(
      server.app,
      () => stranger.call('POST', `/chat/${dialogId}/image`, { image, cost: 35 }),
      { status: 404, code: errorCodes.NOT_FOUND },
    );
    expect(partner.user.id).not.toBe(stranger.user.id);
  });
});

describe('POST /chat/{id}/reactOnImage', () => {
  it('likes a picture for 2 coins and comments one for 10', async () => {
    const { sender, partner } = await pair(server);
    const picture = await insertPicture(server.app, partner.user.id);
    const liked = await sender.call('POST', `/chat/${partner.user.id}/reactOnImage`, {
      type: 'pictureLike',
      imageId: picture.id,
    });
    expect(liked.body).toMatchObject({
      message: { commentType: 'pictureLike', price: 2, image: { imageId: picture.id } },
      coinInfo: { coins: 98 },
    });
    const commented = await sender.call('POST', `/chat/${partner.user.id}/reactOnImage`, {
      type: 'pictureComment',
      imageId: picture.id,
      message: 'Great smile!',
    });
    expect(commented.body).toMatchObject({
      message: { commentType: 'pictureComment', text: 'Great smile!', price: 10 },
      coinInfo: { coins: 88 },
    });
  });

  it("refuses a private picture not bought, another member's picture, an empty comment", async () => {
    const { sender, partner } = await pair(server);
    const other = await server.member();
    const secret = await insertPicture(server.app, partner.user.id, { isPrivate: true, price: 20 });
    const foreign = await insertPicture(server.app, other.user.id);
    const react = (body: object) =>
      sender.call('POST', `/chat/${partner.user.id}/reactOnImage`, body);
    await expectRefused(server.app, () => react({ type: 'pictureLike', imageId: secret.id }), {
      status: 403,
      code: errorCodes.FORBIDDEN,
    });
    await expectRefused(server.app, () => react({ type: 'pictureLike', imageId: foreign.id }), {
      status: 404,
      code: errorCodes.NOT_FOUND,
    });
    await expectRefused(
      server.app,
      () => react({ type: 'pictureComment', imageId: foreign.id, message: ' ' }),
      { status: 400, code: errorCodes.MESSAGE_REQUIRED },
    );
  });
});

describe('POST /chat/icebreaker', () => {
  it('costs 7 coins, a free icebreaker first, and opens an icebreaker dialog', async () => {
    const { sender, partner } = await pair(server);
    const sent = await sender.call('POST', '/chat/icebreaker', {
      recipientId: partner.user.id,
      iceBreakerId: 'travel',
    });
    expect(sent.body).toMatchObject({
      message: { type: 'iceBreaker', price: 7, text: expect.stringContaining('fly to tomorrow') },
      coinInfo: { coins: 93 },
    });
    const list = await partner.call('GET', '/chat');
    expect(list.body.items[0]).toMatchObject({ isIceBreaker: true, unreadCount: 1 });

    await setUser(sender.user.id, { freeIceBreakersCount: 1 });
    const free = await sender.call('POST', '/chat/icebreaker', {
      recipientId: partner.user.id,
      iceBreakerId: 'music',
    });
    expect(free.body).toMatchObject({ message: { price: 0 }, coinInfo: { coins: 93 } });
  });

  it('gives a premium member one free icebreaker a day', async () => {
    const { sender, partner } = await pair(server);
    await setUser(sender.user.id, { premiumUntil: new Date(Date.now() + day) });
    const send = () =>
      sender.call('POST', '/chat/icebreaker', {
        recipientId: partner.user.id,
        iceBreakerId: 'coffee',
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.body.message.price, second.body.message.price].sort()).toEqual([0, 7]);
    expect((await send()).body).toMatchObject({ message: { price: 7 }, coinInfo: { coins: 86 } });
  });

  it('refuses an unknown question', async () => {
    const { sender, partner } = await pair(server);
    await expectRefused(
      server.app,
      () =>
        sender.call('POST', '/chat/icebreaker', {
          recipientId: partner.user.id,
          iceBreakerId: 'nope',
        }),
      { status: 404, code: errorCodes.NOT_FOUND },
    );
  });
});

describe('POST /chat/{id}/renewal', () => {
  it('renews an expired dialog that is still restorable for 5 coins', async () => {
    const { sender, dialogId } = await opened(100);
    await server.app.db
      .update(dialogs)
      .set({ expiresAt: new Date(Date.now() - day), restorableUntil: new Date(Date.now() + day) })
      .where(eq(dialogs.id, dialogId));
    expect((await sender.call('GET', `/chat/${dialogId}`)).body.state).toBe('expired');
    const renewed = await sender.call('POST', `/chat/${dialogId}/renewal`);
    expect(renewed.body).toMatchObject({
      dialog: { id: dialogId, state: 'active', restorableUntil: null },
      coinInfo: { coins: 100 - prices.dialogRenewal },
    });
    expect(renewed.body.dialog.lastMessage).toMatchObject({ type: 'chatRenewal', price: 5 });
  });

  it('refuses to renew an active dialog or one past restoring, changing nothing', async () => {
    const { sender, dialogId } = await opened(100);
    await expectRefused(server.app, () => sender.call('POST', `/chat/${dialogId}/renewal`), {
      status: 409,
      code: errorCodes.CONFLICT,
    });
    await server.app.db
      .update(dialogs)
      .set({
        expiresAt: new Date(Date.now() - 2 * day),
        restorableUntil: new Date(Date.now() - day),
      })
      .where(eq(dialogs.id, dialogId));
    await expectRefused(server.app, () => sender.call('POST', `/chat/${dialogId}/renewal`), {
      status: 409,
      code: errorCodes.DIALOG_NOT_RESTORABLE,
    });
  });
});

describe('POST /chat/{id}/favorite', () => {
  it('costs a star for setting and one for unsetting; asking again costs nothing', async () => {
    const { sender, dialogId } = await opened(100);
    await setUser(sender.user.id, { stars: 2 });
    const star = (isFavorite: boolean) =>
      sender.call('POST', `/chat/${dialogId}/favorite`, { isFavorite });
    expect((await star(true)).body).toMatchObject({ isFavorite: true, coinInfo: { stars: 1 } });
    expect((await star(true)).body).toMatchObject({ isFavorite: true, coinInfo: { stars: 1 } });
    expect((await sender.call('GET', '/chat')).body.items[0].isFavorite).toBe(true);
    expect((await star(false)).body).toMatchObject({ isFavorite: false, coinInfo: { stars: 0 } });
    await expectRefused(server.app, () => star(true), {
      status: 402,
      code: errorCodes.NOT_ENOUGH_STARS,
    });
    const stars = (await ledgerOf(server.app, sender.user.id)).filter((e) => e.counter === 'stars');
    expect(stars.map((entry) => entry.reason)).toEqual(['favorite', 'unfavorite']);
  });
});

describe('DELETE /chat/{id} and the reads', () => {
  it('removes the dialog for the member only, until the partner writes again', async () => {
    const { sender, partner, dialogId } = await opened(100);
    expect((await sender.call('DELETE', `/chat/${dialogId}`)).status).toBe(204);
    expect((await sender.call('GET', '/chat')).body.items).toEqual([]);
    expect((await sender.call('GET', `/chat/${dialogId}`)).status).toBe(404);
    expect((await partner.call('GET', '/chat')).body.items).toHaveLength(1);

    await setUser(partner.user.id, { freeWinkCount: 1 });
    await partner.call('POST', `/chat/wink/${sender.user.id}`);
    const back = await sender.call('GET', `/chat/${dialogId}`);
    // Only what came after the deletion.
    expect(back.body.messages.items.map((message: Message) => message.senderId)).toEqual([
      partner.user.id,
    ]);
  });

  it('pages a long dialog 50 at a time, newest page first, oldest first within a page', async () => {
    const { sender, partner, dialogId } = await opened(0);
    await setUser(sender.user.id, { freeWinkCount: 60 });
    for (let count = 0; count < 60; count += 1) {
      await sender.call('POST', `/chat/wink/${partner.user.id}`);
    }
    const first = await partner.call('GET', `/chat/${dialogId}`);
    expect(first.body.messages).toMatchObject({
      count: 50,
      totalCount: 61,
      next: `/chat/${dialogId}?page=2`,
    });
    const second = await partner.call('GET', `/chat/${dialogId}?page=2`);
    expect(second.body.messages).toMatchObject({ count: 11, next: null });
    const times = [...second.body.messages.items, ...first.body.messages.items].map(
      (message: Message) => message.createdAt,
    );
    expect(times).toEqual([...times].sort());
    expect(first.body.unreadCount).toBe(61);
  });

  it('lets no one else delete, star or read a dialog', async () => {
    const { dialogId } = await opened(100);
    const stranger = await server.member({ stars: 5 });
    for (const [method, url, body] of [
      ['DELETE', `/chat/${dialogId}`, undefined],
      ['POST', `/chat/${dialogId}/favorite`, { isFavorite: true }],
      ['GET', `/chat/${dialogId}`, undefined],
      ['POST', `/chat/${dialogId}/renewal`, undefined],
    ] as const) {
      await expectRefused(server.app, () => stranger.call(method, url, body), {
        status: 404,
        code: errorCodes.NOT_FOUND,
      });
    }
    expect((await userRow(server.app, stranger.user.id)).stars).toBe(5);
  });
});

describe('GET /dating/profile/external/{id}', () => {
  it('opens a profile by its public external id and records the visit', async () => {
    const { sender, partner } = await pair(server);
    const { externalId } = await userRow(server.app, partner.user.id);
    expect(externalId).toMatch(/^[0-9a-f]{16}$/);
    const profile = await sender.call('GET', `/dating/profile/external/${externalId}`);
    expect(profile.body).toMatchObject({ id: partner.user.id, name: partner.user.name });
    const visits = await partner.call('GET', '/relationship?type=visit');
    expect(visits.body.count).toBe(1);
    expect((await sender.call('GET', `/dating/profile/external/${partner.user.id}`)).status).toBe(
      404,
    );
  });
});
