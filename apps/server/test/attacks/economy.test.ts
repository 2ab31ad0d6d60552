/**
 * What a member could take or point at that is not theirs: bonus codes guessed one after the
 * other, free coins turned into paid ones by selling a private picture, and reports that name a
 * picture or chat the reporter was never shown.
 */
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blocks,
  bonusCodeRedemptions,
  bonusCodes,
  dialogs,
  messages,
  supportTickets,
  userImages,
  userVerifications,
} from '../../src/db/schema';
import {
  createTestApp,
  insertUser,
  realDeployment,
  sessionCookie,
  type TestApp,
  userRow,
} from '../helpers';

let addressesUsed = 0;
/** A client address of its own, so the per-address limit of one test does not reach another. */
const freshAddress = () => {
  addressesUsed += 1;
  return `10.9.${Math.floor(addressesUsed / 250)}.${(addressesUsed % 250) + 1}`;
};

describe('guessing bonus codes', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: realDeployment });
  });
  afterAll(() => server.close());

  let codesMade = 0;
  /** A code no other test of this file uses; the guesses are codes that do not exist. */
  const newCode = async () => {
    codesMade += 1;
    const code = String(50_000 + codesMade);
    await server.app.db.insert(bonusCodes).values({ code, reward: 50 });
    return code;
  };
  const guess = (index: number) => String(90_000 + index);

  const redeem = (cookie: string, address: string, code: string) =>
    server.inject({
      method: 'POST',
      url: `/v1/shop/bonuscode/${code}`,
      headers: { cookie },
      remoteAddress: address,
    });

  const redemptionsOf = (userId: string) =>
    server.app.db
      .select()
      .from(bonusCodeRedemptions)
      .where(eq(bonusCodeRedemptions.userId, userId));

  it('refuses a member every try after 10 failed ones in an hour, the right code too', async () => {
    const member = await insertUser(server.app);
    const cookie = await sessionCookie(server.app, member.id);
    const address = freshAddress();
    const code = await newCode();
    for (let index = 0; index < 10; index += 1) {
      const response = await redeem(cookie, address, guess(index));
      expect(response.statusCode, `try ${index + 1}`).toBe(404);
    }
    // Even from another address: the limit is the member's.
    const right = await redeem(cookie, freshAddress(), code);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(await redemptionsOf(member.id)).toEqual([]);
    expect((await userRow(server.app, member.id)).freeCoins).toBe(member.freeCoins);
  });

  it('counts only failed tries: a member with 9 of them still redeems a code', async () => {
    const member = await insertUser(server.app);
    const cookie = await sessionCookie(server.app, member.id);
    const address = freshAddress();
    for (let index = 0; index < 9; index += 1) {
      expect((await redeem(cookie, address, guess(index))).statusCode).toBe(404);
    }
    expect((await redeem(cookie, address, await newCode())).statusCode).toBe(200);
    expect((await redeem(cookie, address, await newCode())).statusCode).toBe(200);
  });

  it('refuses an address every try after 20 failed ones in an hour, whoever is signed in', async () => {
    const address = freshAddress();
    for (let member = 0; member < 4; member += 1) {
      const user = await insertUser(server.app);
      const cookie = await sessionCookie(server.app, user.id);
      for (let index = 0; index < 5; index += 1) {
        expect((await redeem(cookie, address, guess(index))).statusCode).toBe(404);
      }
    }
    const another = await insertUser(server.app);
    const response = await redeem(
      await sessionCookie(server.app, another.id),
      address,
      await newCode(),
    );
    expect(response.statusCode).toBe(429);
    expect(await redemptionsOf(another.id)).toEqual([]);
  });
});

describe('selling a private picture', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: realDeployment });
  });
  afterAll(() => server.close());

  const privatePicture = async (userId: string, price: number) => {
    const [image] = await server.app.db
      .insert(userImages)
      .values({
        userId,
        fileKey: `attack/${randomBytes(6).toString('hex')}`,
        width: 64,
        height: 48,
        isPrivate: true,
        price,
      })
      .returning();
    if (!image) throw new Error('no picture');
    return image;
  };

  const buy = async (buyerId: string, imageId: string) =>
    server.inject({
      method: 'POST',
      url: `/v1/dating/image/${imageId}`,
      headers: { cookie: await sessionCookie(server.app, buyerId) },
    });

  it('credits the seller free coins for a picture paid with free coins', async () => {
    const seller = await insertUser(server.app, { coins: 0, freeCoins: 0 });
    const buyer = await insertUser(server.app, { coins: 0, freeCoins: 30 });
    const image = await privatePicture(seller.id, 20);
    expect((await buy(buyer.id, image.id)).statusCode).toBe(200);
    const after = await userRow(server.app, seller.id);
    expect({ coins: after.coins, freeCoins: after.freeCoins }).toEqual({ coins: 0, freeCoins: 20 });
  });

  it('credits each kind of coin the buyer paid with', async () => {
    const seller = await insertUser(server.app, { coins: 0, freeCoins: 0 });
    const buyer = await insertUser(server.app, { coins: 100, freeCoins: 5 });
    const image = await privatePicture(seller.id, 20);
    expect((await buy(buyer.id, image.id)).statusCode).toBe(200);
    const after = await userRow(server.app, seller.id);
    expect({ coins: after.coins, freeCoins: after.freeCoins }).toEqual({ coins: 15, freeCoins: 5 });
    const paid = await userRow(server.app, buyer.id);
    expect({ coins: paid.coins, freeCoins: paid.freeCoins }).toEqual({ coins: 85, freeCoins: 0 });
  });
});

describe('a report', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: realDeployment });
  });
  afterAll(() => server.close());

  const picture = async (userId: string) => {
    const [image] = await server.app.db
      .insert(userImages)
      .values({
        userId,
        fileKey: `attack/${randomBytes(6).toString('hex')}`,
        width: 64,
        height: 48,
      })
      .returning();
    if (!image) throw new Error('no picture');
    return image;
  };

  const dialogOf = async (a: string, b: string) => {
    const [userAId, userBId] = a < b ? [a, b] : [b, a];
    const [dialog] = await server.app.db
      .insert(dialogs)
      .values({ userAId, userBId, lastMessageAt: new Date() })
      .returning();
    if (!dialog) throw new Error('no dialog');
    return dialog;
  };

  /** A message of the dialog that shows a picture: a like or comment on the recipient's. */
  const pictureMessage = (
    dialogId: string,
    senderId: string,
    recipientId: string,
    imageId: string,
  ) =>
    server.app.db
      .insert(messages)
      .values({ dialogId, senderId, recipientId, type: 'message', text: 'look', imageId });

  const people = async () => {
    const reporter = await insertUser(server.app);
    const reported = await insertUser(server.app);
    const third = await insertUser(server.app);
    return { reporter, reported, third, cookie: await sessionCookie(server.app, reporter.id) };
  };

  const report = (cookie: string, reportedId: string, subject: object) =>
    server.inject({
      method: 'PUT',
      url: `/v1/relationship/blockedUser/${reportedId}`,
      headers: { cookie },
      payload: { reason: 'inappropriateContent', report: true, ...subject },
    });

  const written = async (reporterId: string) => ({
    blocks: await server.app.db.select().from(blocks).where(eq(blocks.blockerId, reporterId)),
    tickets: await server.app.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.userId, reporterId))
      .orderBy(asc(supportTickets.id)),
  });

  const expectRefused = async (reporterId: string, call: () => ReturnType<typeof report>) => {
    const before = await written(reporterId);
    const response = await call();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await written(reporterId)).toEqual(before);
  };

  it('refuses the picture that proved the reported member is who they say', async () => {
    const { reporter, reported, cookie } = await people();
    const proof = await picture(reported.id);
    await server.app.db
      .insert(userVerifications)
      .values({ userId: reported.id, imageId: proof.id });
    await expectRefused(reporter.id, () => report(cookie, reported.id, { imageId: proof.id }));
  });

  it("refuses a picture from the reported member's chat with somebody else", async () => {
    const { reporter, reported, third, cookie } = await people();
    const theirs = await picture(third.id);
    const other = await dialogOf(reported.id, third.id);
    await pictureMessage(other.id, reported.id, third.id, theirs.id);
    await expectRefused(reporter.id, () => report(cookie, reported.id, { imageId: theirs.id }));
    await expectRefused(reporter.id, () => report(cookie, reported.id, { dialogId: other.id }));
    // Nor is a stranger's picture the reported member's.
    const stranger = await picture(third.id);
    await expectRefused(reporter.id, () => report(cookie, reported.id, { imageId: stranger.id }));
  });

  it('takes a gallery picture of the reported member, and a picture of the pair’s chat', async () => {
    const { reporter, reported, cookie } = await people();
    const gallery = await picture(reported.id);
    const galleryReport = await report(cookie, reported.id, { imageId: gallery.id });
    expect(galleryReport.statusCode).toBe(200);

    // A picture the pair's chat showed: the reported member's comment on the reporter's own.
    const shownInChat = await picture(reporter.id);
    const dialog = await dialogOf(reporter.id, reported.id);
    await pictureMessage(dialog.id, reported.id, reporter.id, shownInChat.id);
    const chatReport = await report(cookie, reported.id, {
      imageId: shownInChat.id,
      dialogId: dialog.id,
    });
    expect(chatReport.statusCode).toBe(200);
    const tickets = await server.app.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.userId, reporter.id))
      .orderBy(asc(supportTickets.createdAt));
    expect(tickets.map((ticket) => [ticket.reportedImageId, ticket.reportedDialogId])).toEqual([
      [gallery.id, null],
      [shownInChat.id, dialog.id],
    ]);
  });
});
