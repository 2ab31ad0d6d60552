import { errorCodes, prices } from '@amora/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLikesBack, type MatchEvent } from '../../../src/dating';
import {
  ledgerEntries,
  relationships,
  supportTickets,
  swipes,
  users,
} from '../../../src/db/schema';
import {
  expectNoCoordinates,
  expectRefused,
  type Member,
  type SocialServer,
  startSocialServer,
} from '../dating/support';

let server: SocialServer;
const matchEvents: MatchEvent[] = [];
beforeAll(async () => {
  server = await startSocialServer();
  server.app.matchHooks.onMatch((event) => {
    matchEvents.push(event);
  });
});
afterAll(() => server?.close());

const userRow = async (id: string) => {
  const [row] = await server.app.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no user');
  return row;
};

const premiumUntil = () => new Date(Date.now() + 24 * 60 * 60 * 1000);

/** Two members of opposite genders who seek each other. */
const couple = async () => {
  const woman = await server.member({ gender: 'female', searchGender: 'male' });
  const man = await server.member({ gender: 'male', searchGender: 'female' });
  return { woman, man };
};

const list = (member: Member, type: string) => member.call('GET', `/relationship?type=${type}`);

describe('POST /relationship/{id}/{type} and GET /relationship', () => {
  it('lists a received like as new and locked for a member without premium', async () => {
    const { woman, man } = await couple();
    const liked = await man.call('POST', `/relationship/${woman.user.id}/like`);
    expect(liked).toMatchObject({
      status: 200,
      body: { type: 'like', isMatch: false, partner: { id: woman.user.id, age: 30 } },
    });
    expectNoCoordinates(liked.body);

    const first = await list(woman, 'like');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ count: 1, newCount: 1 });
    expect(first.body.items[0]).toMatchObject({ isNew: true, isLocked: true, user: null });
    expectNoCoordinates(first.body);

    // Reading marks nothing; the member's having seen it does (seen.test.ts).
    const second = await list(woman, 'like');
    expect(second.body).toMatchObject({ count: 1, newCount: 1 });
    expect(second.body.items[0]).toMatchObject({ isNew: true });
    // The sender does not see own likes in the received list.
    expect((await list(man, 'like')).body).toMatchObject({ count: 0, newCount: 0 });
  });

  it('shows premium members who liked them', async () => {
    const woman = await server.member({ premiumUntil: premiumUntil() });
    const man = await server.member({ gender: 'male' });
    await man.call('POST', `/relationship/${woman.user.id}/like`);
    const answer = await list(woman, 'like');
    expect(answer.body.items[0]).toMatchObject({
      isLocked: false,
      user: { id: man.user.id, name: man.user.name },
    });
  });

  it('makes a match of a mutual like, for both, and announces it once', async () => {
    const { woman, man } = await couple();
    const before = matchEvents.length;
    await man.call('POST', `/relationship/${woman.user.id}/like`);
    const back = await woman.call('POST', `/relationship/${man.user.id}/like`);
    expect(back.body).toMatchObject({ isMatch: true, partner: { id: man.user.id } });
    // Liking again changes nothing and announces nothing.
    await woman.call('POST', `/relationship/${man.user.id}/like`);
    expect(matchEvents.slice(before)).toEqual([
      expect.objectContaining({ userId: woman.user.id, partnerId: man.user.id }),
    ]);

    const hers = await list(woman, 'match');
    const his = await list(man, 'match');
    expect(hers.body.items.map((item: { user: { id: string } }) => item.user.id)).toEqual([
      man.user.id,
    ]);
    expect(his.body.items.map((item: { user: { id: string } }) => item.user.id)).toEqual([
      woman.user.id,
    ]);
    expect(hers.body.items[0]).toMatchObject({ isLocked: false, type: 'match' });
  });

  it('takes back a like, and the match with it', async () => {
    const { woman, man } = await couple();
    await man.call('POST', `/relationship/${woman.user.id}/like`);
    await woman.call('POST', `/relationship/${man.user.id}/like`);
    const reverted = await man.call('DELETE', `/relationship/${woman.user.id}/like`);
    expect(reverted.status).toBe(204);
    expect((await list(woman, 'match')).body.count).toBe(0);
    expect((await list(man, 'match')).body.count).toBe(0);
    expect((await list(woman, 'like')).body.count).toBe(0);
    expect((await list(man, 'like')).body.count).toBe(1);
  });

  it('refuses bad input and changes nothing', async () => {
    const { woman, man } = await couple();
    await expectRefused(server.app, () => man.call('POST', `/relationship/${woman.user.id}/kiss`), {
      status: 400,
      code: errorCodes.VALIDATION_FAILED,
    });
    await expectRefused(server.app, () => man.call('GET', '/relationship?type=dislike'), {
      status: 400,
      code: errorCodes.VALIDATION_FAILED,
    });
    await expectRefused(server.app, () => man.call('POST', `/relationship/${man.user.id}/like`), {
      status: 409,
      code: errorCodes.CANNOT_TARGET_SELF,
    });
    await expectRefused(server.app, () => man.call('POST', '/relationship/no-such-member/like'), {
      status: 404,
      code: errorCodes.NOT_FOUND,
    });
    await expectRefused(
      server.app,
      () => man.call('POST', '/relationship/00000000-0000-4000-8000-000000000000/visit'),
      { status: 404, code: errorCodes.NOT_FOUND },
    );
  });

  it('answers 401 without a session', async () => {
    const answer = await server.inject({ method: 'GET', url: '/v1/relationship?type=like' });
    expect(answer.statusCode).toBe(401);
  });
});

describe('visits', () => {
  it('records a visit when a stranger profile is opened', async () => {
    const { woman, man } = await couple();
    const profile = await man.call('GET', `/dating/profile/${woman.user.id}`);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ id: woman.user.id, isLiked: false, isMatch: false });
    expectNoCoordinates(profile.body);
    const visitors = await list(woman, 'visit');
    expect(visitors.body).toMatchObject({ count: 1, newCount: 1 });
    // A second visit is still one visitor.
    await man.call('GET', `/dating/profile/${woman.user.id}`);
    expect((await list(woman, 'visit')).body).toMatchObject({ count: 1 });
    // Opening one's own profile is no visit.
    await woman.call('GET', `/dating/profile/${woman.user.id}`);
    expect((await list(woman, 'visit')).body).toMatchObject({ count: 1 });
  });
});

describe('POST /relationship/swipe and /swipe/undo', () => {
  it('takes one free swipe each, then refuses with NO_SWIPES_LEFT and changes nothing', async () => {
    const woman = await server.member({ freeSwipesCount: 2 });
    const men = await Promise.all([1, 2, 3].map(() => server.member({ gender: 'male' })));
    const [a, b, c] = men.map((man) => man.user.id);
    const first = await woman.call('POST', '/relationship/swipe', { userId: a, type: 'like' });
    expect(first).toMatchObject({
      status: 200,
      body: { isMatch: false, partner: { id: a }, coinInfo: { freeSwipesCount: 1 } },
    });
    expectNoCoordinates(first.body);
    await woman.call('POST', '/relationship/swipe', { userId: b, type: 'dislike' });
    await expectRefused(
      server.app,
      () => woman.call('POST', '/relationship/swipe', { userId: c, type: 'like' }),
      { status: 402, code: errorCodes.NO_SWIPES_LEFT },
    );
    const answer = await woman.call('POST', '/relationship/swipe', { userId: c, type: 'like' });
    expect(answer.body.text).toBe('You used all of your swipes!');
    const entries = await server.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, woman.user.id));
    expect(entries.map((entry) => [entry.counter, entry.counterDelta])).toEqual([
      ['freeSwipesCount', -1],
      ['freeSwipesCount', -1],
    ]);
  });

  it('lets premium members swipe without spending swipes', async () => {
    const woman = await server.member({ freeSwipesCount: 0, premiumUntil: premiumUntil() });
    const man = await server.member({ gender: 'male' });
    const answer = await woman.call('POST', '/relationship/swipe', {
      userId: man.user.id,
      type: 'like',
    });
    expect(answer).toMatchObject({ status: 200, body: { coinInfo: { freeSwipesCount: 0 } } });
  });

  it('makes a match when the swiped member liked already', async () => {
    const { woman, man } = await couple();
    await man.call('POST', `/dating/like/${woman.user.id}`);
    const answer = await woman.call('POST', '/relationship/swipe', {
      userId: man.user.id,
      type: 'like',
    });
    expect(answer.body).toMatchObject({ isMatch: true });
    expect((await list(man, 'match')).body.count).toBe(1);
  });

  it('refuses a second swipe of the same member, a swipe of oneself, and bad bodies', async () => {
    const { woman, man } = await couple();
    await woman.call('POST', '/relationship/swipe', { userId: man.user.id, type: 'like' });
    await expectRefused(
      server.app,
      () => woman.call('POST', '/relationship/swipe', { userId: man.user.id, type: 'dislike' }),
      { status: 409, code: errorCodes.CONFLICT },
    );
    await expectRefused(
      server.app,
      () => woman.call('POST', '/relationship/swipe', { userId: woman.user.id, type: 'like' }),
      { status: 409, code: errorCodes.CANNOT_TARGET_SELF },
    );
    await expectRefused(
      server.app,
      () => woman.call('POST', '/relationship/swipe', { userId: man.user.id, type: 'visit' }),
      { status: 400, code: errorCodes.VALIDATION_FAILED },
    );
  });

  it('undoes the last swipe with a free undo, then refuses with NO_UNDO_LEFT', async () => {
    const woman = await server.member({ freeSwipesUndoCount: 1 });
    const man = await server.member({ gender: 'male' });
    const other = await server.member({ gender: 'male' });
    await woman.call('POST', '/relationship/swipe', { userId: other.user.id, type: 'dislike' });
    await woman.call('POST', '/relationship/swipe', { userId: man.user.id, type: 'like' });
    const undone = await woman.call('POST', '/relationship/swipe/undo');
    expect(undone).toMatchObject({
      status: 200,
      body: { profile: { id: man.user.id, isLiked: false }, coinInfo: { freeSwipesUndoCount: 0 } },
    });
    expectNoCoordinates(undone.body);
    const left = await server.app.db.select().from(swipes).where(eq(swipes.userId, woman.user.id));
    expect(left.map((swipe) => swipe.targetId)).toEqual([other.user.id]);
    const likes = await server.app.db
      .select()
      .from(relationships)
      .where(and(eq(relationships.fromUserId, woman.user.id), eq(relationships.type, 'like')));
    expect(likes).toEqual([]);
    await expectRefused(server.app, () => woman.call('POST', '/relationship/swipe/undo'), {
      status: 402,
      code: errorCodes.NO_UNDO_LEFT,
    });
  });

  it('lets premium members undo without limit, and answers 404 with nothing to undo', async () => {
    const woman = await server.member({ freeSwipesUndoCount: 0, premiumUntil: premiumUntil() });
    const man = await server.member({ gender: 'male' });
    await woman.call('POST', '/relationship/swipe', { userId: man.user.id, type: 'like' });
    expect((await woman.call('POST', '/relationship/swipe/undo')).status).toBe(200);
    await expectRefused(server.app, () => woman.call('POST', '/relationship/swipe/undo'), {
      status: 404,
      code: errorCodes.NOT_FOUND,
    });
  });
});

describe('POST /relationship/unlock', () => {
  const likedBy = async (values: Parameters<SocialServer['member']>[0], likers = 1) => {
    const woman = await server.member(values);
    const ids: string[] = [];
    for (let index = 0; index < likers; index += 1) {
      const man = await server.member({ gender: 'male' });
      await man.call('POST', `/relationship/${woman.user.id}/like`);
    }
    const answer = await list(woman, 'like');
    for (const item of answer.body.items) ids.push(item.id);
    return { woman, ids };
  };

  it('takes a free unlock first, then 5 coins (freeCoins first), then ERR_BALANCE_TOO_LOW', async () => {
    const { woman, ids } = await likedBy(
      { freeLikesUnlocksCount: 1, freeCoins: 3, coins: 2 + 4 },
      4,
    );
    const [first, second, third, fourth] = ids as [string, string, string, string];
    const free = await woman.call('POST', '/relationship/unlock', { id: first, type: 'like' });
    expect(free).toMatchObject({
      status: 200,
      body: {
        item: { id: first, isLocked: false, user: { name: expect.any(String) } },
        coinInfo: { freeLikesUnlocksCount: 0, freeCoins: 3, coins: 6 },
      },
    });
    const paid = await woman.call('POST', '/relationship/unlock', { id: second, type: 'like' });
    expect(paid.body.coinInfo).toMatchObject({ freeCoins: 0, coins: 4, balance: 4 });
    // Unlocking again costs nothing.
    const again = await woman.call('POST', '/relationship/unlock', { id: second, type: 'like' });
    expect(again.body.coinInfo).toMatchObject({ freeCoins: 0, coins: 4 });
    await expectRefused(
      server.app,
      () => woman.call('POST', '/relationship/unlock', { id: third, type: 'like' }),
      { status: 402, code: errorCodes.ERR_BALANCE_TOO_LOW },
    );
    const entries = await server.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, woman.user.id));
    expect(
      entries.map((entry) => [entry.reason, entry.counter, entry.freeCoinsDelta, entry.coinsDelta]),
    ).toEqual([
      ['unlockLike', 'freeLikesUnlocksCount', 0, 0],
      ['unlockLike', null, -3, -(prices.unlockLike - 3)],
    ]);
    const after = await list(woman, 'like');
    const locked = after.body.items.filter((item: { isLocked: boolean }) => item.isLocked);
    expect(locked.map((item: { id: string }) => item.id).sort()).toEqual([third, fourth].sort());
  });

  it('unlocks a visit with a free visit unlock', async () => {
    const woman = await server.member({ freeVisitUnlocksCount: 1 });
    const man = await server.member({ gender: 'male' });
    await man.call('GET', `/dating/profile/${woman.user.id}`);
    const [visitItem] = (await list(woman, 'visit')).body.items;
    const answer = await woman.call('POST', '/relationship/unlock', {
      id: visitItem.id,
      type: 'visit',
    });
    expect(answer.body).toMatchObject({
      item: { user: { id: man.user.id } },
      coinInfo: { freeVisitUnlocksCount: 0 },
    });
  });

  it('refuses rows that are not the member’s, or of another type', async () => {
    const { woman, ids } = await likedBy({ coins: 50 });
    const stranger = await server.member();
    await expectRefused(
      server.app,
      () => stranger.call('POST', '/relationship/unlock', { id: ids[0], type: 'like' }),
      { status: 404, code: errorCodes.NOT_FOUND },
    );
    await expectRefused(
      server.app,
      () => woman.call('POST', '/relationship/unlock', { id: ids[0], type: 'visit' }),
      { status: 404, code: errorCodes.NOT_FOUND },
    );
    await expectRefused(
      server.app,
      () => woman.call('POST', '/relationship/unlock', { id: ids[0], type: 'match' }),
      { status: 400, code: errorCodes.VALIDATION_FAILED },
    );
  });
});

describe('blocked users', () => {
  it('blocks, lists, hides from lists and actions both ways, and unblocks', async () => {
    const { woman, man } = await couple();
    await man.call('POST', `/relationship/${woman.user.id}/like`);
    const blocked = await woman.call('PUT', `/relationship/blockedUser/${man.user.id}`, {
      reason: 'spam',
      report: false,
    });
    expect(blocked).toMatchObject({
      status: 200,
      body: { id: man.user.id, reason: 'spam', reported: false },
    });
    const listed = await woman.call('GET', '/relationship/blockedUser');
    expect(listed.body).toMatchObject({ count: 1, items: [{ id: man.user.id }] });
    expectNoCoordinates(listed.body);
    expect((await list(woman, 'like')).body.count).toBe(0);
    await expectRefused(server.app, () => man.call('POST', `/relationship/${woman.user.id}/like`), {
      status: 403,
      code: errorCodes.USER_BLOCKED,
    });
    await expectRefused(server.app, () => woman.call('GET', `/dating/profile/${man.user.id}`), {
      status: 403,
      code: errorCodes.USER_BLOCKED,
    });

    expect((await woman.call('DELETE', `/relationship/blockedUser/${man.user.id}`)).status).toBe(
      204,
    );
    expect((await woman.call('GET', '/relationship/blockedUser')).body.count).toBe(0);
    expect((await list(woman, 'like')).body.count).toBe(1);
    await expectRefused(
      server.app,
      () => woman.call('DELETE', `/relationship/blockedUser/${man.user.id}`),
      { status: 404, code: errorCodes.NOT_FOUND },
    );
  });

  it('opens a support ticket for a report', async () => {
    const { woman, man } = await couple();
    const answer = await woman.call('PUT', `/relationship/blockedUser/${man.user.id}`, {
      reason: 'harassment',
      report: true,
      message: 'He keeps writing rude things.',
    });
    expect(answer.body).toMatchObject({ reported: true, reason: 'harassment' });
    const tickets = await server.app.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.userId, woman.user.id));
    expect(tickets).toEqual([
      expect.objectContaining({
        topic: 'reportUser',
        status: 'open',
        reportedUserId: man.user.id,
        message: 'He keeps writing rude things.',
      }),
    ]);
  });

  it('refuses bad blocks and changes nothing', async () => {
    const { woman } = await couple();
    await expectRefused(
      server.app,
      () =>
        woman.call('PUT', `/relationship/blockedUser/${woman.user.id}`, {
          reason: 'spam',
          report: false,
        }),
      { status: 409, code: errorCodes.CANNOT_TARGET_SELF },
    );
    await expectRefused(
      server.app,
      () =>
        woman.call('PUT', '/relationship/blockedUser/00000000-0000-4000-8000-000000000000', {
          reason: 'spam',
          report: false,
        }),
      { status: 404, code: errorCodes.NOT_FOUND },
    );
    await expectRefused(
      server.app,
      () =>
        woman.call('PUT', `/relationship/blockedUser/${woman.user.id}`, {
          reason: 'boring',
          report: false,
        }),
      { status: 400, code: errorCodes.VALIDATION_FAILED },
    );
  });
});

describe('demo profiles', () => {
  it('like back at about 35 %, the same answer for the same pair', () => {
    let yes = 0;
    for (let index = 0; index < 2000; index += 1) {
      if (demoLikesBack(`member-${index}`, 'demo')) yes += 1;
    }
    expect(yes / 2000).toBeGreaterThan(0.3);
    expect(yes / 2000).toBeLessThan(0.4);
    expect(demoLikesBack('a', 'b')).toBe(demoLikesBack('a', 'b'));
  });

  it('answer a member’s like with a match when the pair draws a like-back', async () => {
    const member = await server.member({ gender: 'male', searchGender: 'female' });
    const demos = await Promise.all(
      Array.from({ length: 12 }, () => server.member({ isDemo: true })),
    );
    const results = [];
    for (const demo of demos) {
      const answer = await member.call('POST', `/dating/like/${demo.user.id}`);
      results.push({
        isMatch: answer.body.isMatch,
        expected: demoLikesBack(member.user.id, demo.user.id),
      });
    }
    expect(results.map((result) => result.isMatch)).toEqual(
      results.map((result) => result.expected),
    );
    const matches = (await list(member, 'match')).body.count;
    expect(matches).toBe(results.filter((result) => result.expected).length);
    expect(await userRow(member.user.id)).toBeTruthy();
  });
});

describe('parallel calls', () => {
  it('spend the last free swipe once', async () => {
    const woman = await server.member({ freeSwipesCount: 1 });
    const men = await Promise.all([1, 2, 3, 4].map(() => server.member({ gender: 'male' })));
    const answers = await Promise.all(
      men.map((man) =>
        woman.call('POST', '/relationship/swipe', { userId: man.user.id, type: 'like' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 402, 402, 402]);
    expect((await userRow(woman.user.id)).freeSwipesCount).toBe(0);
    const made = await server.app.db.select().from(swipes).where(eq(swipes.userId, woman.user.id));
    expect(made).toHaveLength(1);
  });
});

describe('parallel mutual likes', () => {
  it('make a match every time, never a failure', async () => {
    const pairs = await Promise.all(Array.from({ length: 5 }, () => couple()));
    const answers = await Promise.all(
      pairs.flatMap(({ woman, man }) => [
        woman.call('POST', '/relationship/swipe', { userId: man.user.id, type: 'like' }),
        man.call('POST', `/dating/like/${woman.user.id}`),
      ]),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    for (const { woman, man } of pairs) {
      expect((await list(woman, 'match')).body.count).toBe(1);
      expect((await list(man, 'match')).body.count).toBe(1);
    }
  });
});
