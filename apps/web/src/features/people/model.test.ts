/**
 * Likes, visitors and the stranger profile against the real server (spec 02 sections 4 and 7): a
 * like from another member arrives with its new count, unlocking charges once with the server's
 * balance, a refused unlock changes nothing, block and report, buying a private picture.
 */
import { allSettled, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { supportTickets } from '../../../../server/src/db/schema';
import { insertPicture } from '../../../../server/test/routes/dating/support';
import {
  type IdentityServer,
  insertMember,
  logInScope,
  startsIdentityServerPerFile,
} from '../../../test/server';
import { $newLikes, $outOfCoins, memberAreaEntered } from '../../member/model';
import { $user } from '../../session/model';
import { $lists, listOpened, unlockPressed } from './model';
import {
  $stranger,
  $strangerStatus,
  blockConfirmed,
  likePressed,
  pictureCommented,
  pictureLiked,
  pictureUnlockPressed,
  reportSubmitted,
  strangerOpened,
} from './strangerModel';

let server: IdentityServer;
const password = 'sommer2026';
startsIdentityServerPerFile((started) => {
  server = started;
});

type Values = Parameters<typeof insertMember>[1];

/** A member logged in in a browser of their own. */
const member = async (values: Values = {}) => {
  const row = await insertMember(server.app, {
    password,
    hasCompletedRegistration: true,
    ...values,
  });
  const scope = await logInScope(server.baseUrl, row.email ?? '', password);
  return { row, scope };
};

/** `from` opens `to`'s profile (a visit) and likes it. */
const likeFrom = async (from: Scope, toId: string) => {
  await allSettled(strangerOpened, { scope: from, params: toId });
  await allSettled(likePressed, { scope: from });
};

describe('likes and visitors', () => {
  it('shows a like from another member as new, locked, and counts it on the badge', async () => {
    const liked = await member({ coins: 20 });
    const admirer = await member({ name: 'Jonas' });
    await likeFrom(admirer.scope, liked.row.id);
    expect(admirer.scope.getState($stranger)?.isLiked).toBe(true);

    await allSettled(memberAreaEntered, { scope: liked.scope });

    const likes = liked.scope.getState($lists).like;
    expect(likes?.newCount).toBe(1);
    expect(likes?.items).toHaveLength(1);
    expect(likes?.items[0]).toMatchObject({ isNew: true, isLocked: true, user: null });
    expect(liked.scope.getState($newLikes)).toBe(1);
    // The visit came with the profile's opening.
    expect(liked.scope.getState($lists).visit?.items).toHaveLength(1);
  });

  it('unlocks a like for 5 coins once, with the balance the server answered', async () => {
    const liked = await member({ coins: 20 });
    const admirer = await member({ name: 'Jonas' });
    await likeFrom(admirer.scope, liked.row.id);
    await allSettled(listOpened, { scope: liked.scope, params: 'like' });
    const [row] = liked.scope.getState($lists).like?.items ?? [];
    if (!row) throw new Error('no like');

    await allSettled(unlockPressed, { scope: liked.scope, params: { id: row.id, type: 'like' } });

    const unlocked = liked.scope.getState($lists).like?.items[0];
    expect(unlocked).toMatchObject({ isLocked: false, user: { name: 'Jonas' } });
    expect(liked.scope.getState($user)?.coins).toBe(15);
    // Loaded again, it stays unlocked and costs nothing more.
    await allSettled(listOpened, { scope: liked.scope, params: 'like' });
    expect(liked.scope.getState($lists).like?.items[0]?.isLocked).toBe(false);
    await allSettled(unlockPressed, { scope: liked.scope, params: { id: row.id, type: 'like' } });
    expect(liked.scope.getState($user)?.coins).toBe(15);
  });

  it('takes a free unlock before coins', async () => {
    const visited = await member({ coins: 20, freeVisitUnlocksCount: 1 });
    const visitor = await member();
    await allSettled(strangerOpened, { scope: visitor.scope, params: visited.row.id });
    await allSettled(listOpened, { scope: visited.scope, params: 'visit' });
    const [row] = visited.scope.getState($lists).visit?.items ?? [];
    if (!row) throw new Error('no visit');

    await allSettled(unlockPressed, {
      scope: visited.scope,
      params: { id: row.id, type: 'visit' },
    });

    expect(visited.scope.getState($lists).visit?.items[0]?.isLocked).toBe(false);
    expect(visited.scope.getState($user)).toMatchObject({ coins: 20, freeVisitUnlocksCount: 0 });
  });

  it('refuses an unlock without coins: nothing changes and "Out of coins!" opens', async () => {
    const liked = await member({ coins: 3 });
    const admirer = await member();
    await likeFrom(admirer.scope, liked.row.id);
    await allSettled(listOpened, { scope: liked.scope, params: 'like' });
    const [row] = liked.scope.getState($lists).like?.items ?? [];
    if (!row) throw new Error('no like');

    await allSettled(unlockPressed, { scope: liked.scope, params: { id: row.id, type: 'like' } });

    expect(liked.scope.getState($outOfCoins)).toBe(true);
    expect(liked.scope.getState($lists).like?.items[0]?.isLocked).toBe(true);
    expect(liked.scope.getState($user)?.coins).toBe(3);
    // The server agrees: reloaded, the like is still hidden.
    await allSettled(listOpened, { scope: liked.scope, params: 'like' });
    expect(liked.scope.getState($lists).like?.items[0]?.isLocked).toBe(true);
  });

  it('reveals every like to a premium member for free', async () => {
    const premium = await member({
      coins: 0,
      premiumUntil: new Date(Date.now() + 86_400_000),
    });
    const admirer = await member({ name: 'Jonas' });
    await likeFrom(admirer.scope, premium.row.id);

    await allSettled(listOpened, { scope: premium.scope, params: 'like' });

    expect(premium.scope.getState($lists).like?.items[0]).toMatchObject({
      isLocked: false,
      user: { name: 'Jonas' },
    });
  });
});

describe('stranger profile', () => {
  it('blocks a member, who is then gone from the lists', async () => {
    const viewer = await member();
    const visitor = await member({ name: 'Jonas' });
    await likeFrom(visitor.scope, viewer.row.id);
    await allSettled(listOpened, { scope: viewer.scope, params: 'visit' });
    expect(viewer.scope.getState($lists).visit?.items).toHaveLength(1);

    await allSettled(strangerOpened, { scope: viewer.scope, params: visitor.row.id });
    await allSettled(blockConfirmed, { scope: viewer.scope, params: visitor.row.id });

    expect(viewer.scope.getState($strangerStatus)).toBe('blocked');
    expect(viewer.scope.getState($lists).visit?.items).toHaveLength(0);
    await allSettled(listOpened, { scope: viewer.scope, params: 'visit' });
    expect(viewer.scope.getState($lists).visit?.items).toHaveLength(0);
    // The profile is no longer available to either of them.
    await allSettled(strangerOpened, { scope: visitor.scope, params: viewer.row.id });
    expect(visitor.scope.getState($strangerStatus)).toBe('unavailable');
  });

  it('reports a member: a support ticket is opened with the reason and the text', async () => {
    const viewer = await member();
    const other = await member();
    await allSettled(strangerOpened, { scope: viewer.scope, params: other.row.id });

    await allSettled(reportSubmitted, {
      scope: viewer.scope,
      params: {
        memberId: other.row.id,
        reason: 'fakeProfile',
        message: 'Pictures from a catalogue',
      },
    });

    expect(viewer.scope.getState($strangerStatus)).toBe('blocked');
    const tickets = await server.app.db.select().from(supportTickets);
    expect(tickets).toContainEqual(
      expect.objectContaining({
        userId: viewer.row.id,
        reportedUserId: other.row.id,
        message: 'Pictures from a catalogue',
      }),
    );
  });

  it('reports a picture: the ticket names it and is about the picture', async () => {
    const viewer = await member();
    const other = await member();
    const picture = await insertPicture(server.app, other.row.id);
    await allSettled(strangerOpened, { scope: viewer.scope, params: other.row.id });

    await allSettled(reportSubmitted, {
      scope: viewer.scope,
      params: { memberId: other.row.id, reason: 'inappropriateContent', imageId: picture.id },
    });

    expect(viewer.scope.getState($strangerStatus)).toBe('blocked');
    const tickets = (await server.app.db.select().from(supportTickets)).filter(
      (ticket) => ticket.userId === viewer.row.id,
    );
    expect(tickets).toEqual([
      expect.objectContaining({
        topic: 'reportImage',
        reportedUserId: other.row.id,
        reportedImageId: picture.id,
      }),
    ]);
  });

  it('unlocks a private picture for its price, or opens "Out of coins!" without enough', async () => {
    const seller = await member();
    const picture = await insertPicture(server.app, seller.row.id, { isPrivate: true, price: 12 });
    const buyer = await member({ coins: 20 });
    const poor = await member({ coins: 5 });

    await allSettled(strangerOpened, { scope: buyer.scope, params: seller.row.id });
    const locked = buyer.scope.getState($stranger)?.images.items.find((i) => i.id === picture.id);
    if (!locked) throw new Error('no picture');
    expect(locked).toMatchObject({ isUnlocked: false, href: null });
    await allSettled(pictureUnlockPressed, { scope: buyer.scope, params: locked });

    const bought = buyer.scope.getState($stranger)?.images.items.find((i) => i.id === picture.id);
    expect(bought?.isUnlocked).toBe(true);
    expect(bought?.href).toBeTruthy();
    expect(buyer.scope.getState($user)?.coins).toBe(8);

    await allSettled(strangerOpened, { scope: poor.scope, params: seller.row.id });
    await allSettled(pictureUnlockPressed, { scope: poor.scope, params: locked });
    expect(poor.scope.getState($outOfCoins)).toBe(true);
    expect(poor.scope.getState($user)?.coins).toBe(5);
  });

  it('likes a picture for 2 coins and comments it for 10', async () => {
    const owner = await member();
    const picture = await insertPicture(server.app, owner.row.id);
    const fan = await member({ coins: 15 });
    await allSettled(strangerOpened, { scope: fan.scope, params: owner.row.id });

    await allSettled(pictureLiked, {
      scope: fan.scope,
      params: { memberId: owner.row.id, imageId: picture.id },
    });
    expect(fan.scope.getState($user)?.coins).toBe(13);
    await allSettled(pictureCommented, {
      scope: fan.scope,
      params: { memberId: owner.row.id, imageId: picture.id, message: 'What a view!' },
    });
    expect(fan.scope.getState($user)?.coins).toBe(3);

    // A second comment is more than the 3 coins left: refused before it is sent.
    await allSettled(pictureCommented, {
      scope: fan.scope,
      params: { memberId: owner.row.id, imageId: picture.id, message: 'Again!' },
    });
    expect(fan.scope.getState($outOfCoins)).toBe(true);
    expect(fan.scope.getState($user)?.coins).toBe(3);
  });
});
