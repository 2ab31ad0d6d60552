import { errorCodes, limits, pageSizes, premiumBenefits } from '@amora/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blocks,
  gameProfileViews,
  ledgerEntries,
  type NewUserRow,
  swipes,
} from '../../../src/db/schema';
import {
  bornYearsAgo,
  expectNoCoordinates,
  expectRefused,
  insertPicture,
  livingIn,
  type Member,
  type SocialServer,
  startSocialServer,
} from './support';

let server: SocialServer;
beforeAll(async () => {
  server = await startSocialServer();
});
afterAll(() => server?.close());

let clusterNumber = 0;
/**
 * A place of its own for each test, far (over 500 km) from every other test's, so the game of
 * one test never sees another test's members (the search radius is at most 200 km).
 */
const newCluster = () => {
  clusterNumber += 1;
  const centre = { lat: -40 + clusterNumber * 6, lon: -120 + clusterNumber * 9 };
  /** A point `km` kilometres north of the centre. */
  const north = (km: number) => livingIn({ lat: centre.lat + km / 111.2, lon: centre.lon });
  return { centre, north };
};

type Profile = { id: string; distanceKm: number | null; age: number };
const idsOf = (body: { items: Profile[] }) => body.items.map((item) => item.id);

describe('GET /dating', () => {
  it('filters by gender, age and distance, leaving out oneself, blocks both ways and swipes', async () => {
    const { north } = newCluster();
    const viewer = await server.member({
      ...north(0),
      gender: 'female',
      searchGender: 'male',
      searchMinAge: 25,
      searchMaxAge: 35,
      searchDistance: 50,
    });
    const man = (values: Partial<NewUserRow>) =>
      server.member({ gender: 'male', birthdate: bornYearsAgo(30), ...north(10), ...values });
    const near = await man({ name: 'Near' });
    const edge = await man({ name: 'Edge', ...north(45), birthdate: bornYearsAgo(35) });
    const young = await man({ name: 'Young', birthdate: bornYearsAgo(24) });
    const old = await man({ name: 'Old', birthdate: bornYearsAgo(36) });
    const far = await man({ name: 'Far', ...north(80) });
    const woman = await man({ name: 'Woman', gender: 'female' });
    const blockedByViewer = await man({ name: 'Blocked' });
    const blockingViewer = await man({ name: 'Blocking' });
    const swiped = await man({ name: 'Swiped' });
    const deleted = await man({ name: 'Deleted', deletedAt: new Date() });
    const unfinished = await man({ name: 'Unfinished', hasCompletedRegistration: false });
    await server.app.db.insert(blocks).values([
      { blockerId: viewer.user.id, blockedId: blockedByViewer.user.id, reason: 'spam' },
      { blockerId: blockingViewer.user.id, blockedId: viewer.user.id, reason: 'spam' },
    ]);
    await server.app.db
      .insert(swipes)
      .values({ userId: viewer.user.id, targetId: swiped.user.id, direction: 'dislike' });

    const answer = await viewer.call('GET', '/dating');
    expect(answer.status).toBe(200);
    expect(new Set(idsOf(answer.body))).toEqual(new Set([near.user.id, edge.user.id]));
    for (const excluded of [
      young,
      old,
      far,
      woman,
      blockedByViewer,
      blockingViewer,
      swiped,
      deleted,
      unfinished,
    ]) {
      expect(idsOf(answer.body)).not.toContain(excluded.user.id);
    }
    expectNoCoordinates(answer.body);
    const nearProfile = answer.body.items.find((item: Profile) => item.id === near.user.id);
    expect(nearProfile).toMatchObject({ distanceKm: 10, age: 30, isLiked: false });
    expect(Number.isInteger(nearProfile.distanceKm)).toBe(true);
    // Nearer (and equally active) comes first.
    expect(idsOf(answer.body)).toEqual([near.user.id, edge.user.id]);
  });

  it('ranks turbo-rocket members first, then by distance and recent activity', async () => {
    const { north } = newCluster();
    const viewer = await server.member({ ...north(0), searchDistance: 100 });
    const hour = 60 * 60 * 1000;
    const nearActive = await server.member({
      gender: 'male',
      ...north(5),
      lastSeenAt: new Date(),
    });
    const farIdle = await server.member({
      gender: 'male',
      ...north(90),
      lastSeenAt: new Date(Date.now() - 30 * 24 * hour),
    });
    const farRocket = await server.member({
      gender: 'male',
      ...north(90),
      lastSeenAt: new Date(Date.now() - 30 * 24 * hour),
      turboRocketEndDate: new Date(Date.now() + hour),
    });
    const expiredRocket = await server.member({
      gender: 'male',
      ...north(95),
      lastSeenAt: new Date(Date.now() - 30 * 24 * hour),
      turboRocketEndDate: new Date(Date.now() - hour),
    });
    const answer = await viewer.call('GET', '/dating');
    expect(idsOf(answer.body)).toEqual([
      farRocket.user.id,
      nearActive.user.id,
      farIdle.user.id,
      expiredRocket.user.id,
    ]);
  });

  it('pages with a next link', async () => {
    const { north } = newCluster();
    const viewer = await server.member({ ...north(0) });
    await Promise.all(
      Array.from({ length: 40 }, (_, index) => server.member({ gender: 'male', ...north(index) })),
    );
    const first = await viewer.call('GET', '/dating');
    expect(first.body).toMatchObject({ count: pageSizes.game, pageSize: pageSizes.game, page: 1 });
    expect(first.body.next).toBe(`/dating?page=2&pageSize=${pageSizes.game}`);
    const second = await viewer.call('GET', first.body.next);
    expect(second.body).toMatchObject({ count: 40 - pageSizes.game, next: null });
    expect(new Set([...idsOf(first.body), ...idsOf(second.body)]).size).toBe(40);

    const small = await viewer.call('GET', '/dating?pageSize=5&page=3');
    expect(small.body).toMatchObject({ count: 5, page: 3, next: '/dating?page=4&pageSize=5' });
  });

  it("'Both' (searchGender other) finds men, women and other members", async () => {
    const { north } = newCluster();
    const viewer = await server.member({ ...north(0), gender: 'female', searchGender: 'other' });
    const man = await server.member({ gender: 'male', ...north(3) });
    const woman = await server.member({ gender: 'female', ...north(4) });
    const other = await server.member({ gender: 'other', ...north(5) });
    const answer = await viewer.call('GET', '/dating');
    expect(new Set(idsOf(answer.body))).toEqual(
      new Set([man.user.id, woman.user.id, other.user.id]),
    );
    // A member of gender other who never chose sees everybody too.
    const unset = await server.member({ ...north(1), gender: 'other', searchGender: null });
    const unsetAnswer = await unset.call('GET', '/dating');
    expect(new Set(idsOf(unsetAnswer.body))).toEqual(
      new Set([viewer.user.id, man.user.id, woman.user.id, other.user.id]),
    );
  });
});

describe('the daily quota of game profiles', () => {
  const quota = limits.dailyGameProfiles;
  const crowd = async (size: number) => {
    const { north } = newCluster();
    await Promise.all(
      Array.from({ length: size }, (_, index) =>
        server.member({ gender: 'male', ...north(index % 100), name: `Crowd${index}` }),
      ),
    );
    return north;
  };

  it('hands out at most the quota of new profiles a day; shown ones come again for free', async () => {
    const north = await crowd(quota + 20);
    const viewer = await server.member({ ...north(0) });
    const first = await viewer.call('GET', '/dating');
    expect(first.body).toMatchObject({
      count: pageSizes.game,
      dailyProfilesLeft: quota - pageSizes.game,
    });
    const second = await viewer.call('GET', first.body.next);
    expect(second.body).toMatchObject({
      count: quota - pageSizes.game,
      dailyProfilesLeft: 0,
      next: null,
    });
    const seen = new Set([...idsOf(first.body), ...idsOf(second.body)]);
    expect(seen.size).toBe(quota);

    // The game opened again the same day: the same members, nobody new, nothing counted twice.
    const again = await viewer.call('GET', `/dating?pageSize=${pageSizes.max}`);
    expect(again.body).toMatchObject({ count: quota, dailyProfilesLeft: 0, next: null });
    expect(new Set(idsOf(again.body))).toEqual(seen);

    // A search by name is not the game: no quota.
    const search = await viewer.call('GET', '/dating?search=Crowd');
    expect(search.body.count).toBeGreaterThan(0);
    expect(search.body.dailyProfilesLeft).toBeNull();

    // The next day the quota is full again.
    await server.app.db
      .update(gameProfileViews)
      .set({ day: '2000-01-01' })
      .where(eq(gameProfileViews.userId, viewer.user.id));
    const tomorrow = await viewer.call('GET', `/dating?pageSize=${pageSizes.max}`);
    expect(tomorrow.body).toMatchObject({ count: quota, dailyProfilesLeft: 0 });
  });

  it('gives premium members 10 more profiles a day', async () => {
    const north = await crowd(quota + 20);
    const premium = await server.member({
      ...north(0),
      premiumUntil: new Date(Date.now() + 60 * 60 * 1000),
    });
    const answer = await premium.call('GET', `/dating?pageSize=${pageSizes.max}`);
    expect(premiumBenefits.extraDailyProfiles).toBe(10);
    expect(answer.body).toMatchObject({
      count: quota + premiumBenefits.extraDailyProfiles,
      pageSize: pageSizes.max,
      dailyProfilesLeft: 0,
      next: null,
    });
  });
});

describe('GET /dating, search and paging', () => {
  it('searches by name, 50 to a page, without the game filters but never the blocked', async () => {
    const { north } = newCluster();
    const viewer = await server.member({ ...north(0), searchDistance: 10 });
    const tag = `Zq${Math.random().toString(36).slice(2, 7)}`;
    const faraway = await server.member({ name: `${tag}ina`, gender: 'female', ...north(150) });
    const blocked = await server.member({ name: `${tag}o`, gender: 'male' });
    await server.app.db
      .insert(blocks)
      .values({ blockerId: blocked.user.id, blockedId: viewer.user.id, reason: 'spam' });
    const answer = await viewer.call('GET', `/dating?search=${tag.toLowerCase()}`);
    expect(answer.body).toMatchObject({ pageSize: pageSizes.search, next: null });
    expect(idsOf(answer.body)).toEqual([faraway.user.id]);
    // Wildcards in a name are plain letters.
    expect((await viewer.call('GET', '/dating?search=%25')).body.count).toBe(0);
  });

  it('refuses bad paging', async () => {
    const viewer = await server.member();
    await expectRefused(server.app, () => viewer.call('GET', '/dating?pageSize=0'), {
      status: 400,
      code: errorCodes.VALIDATION_FAILED,
    });
    await expectRefused(server.app, () => viewer.call('GET', '/dating?pageSize=1000'), {
      status: 400,
      code: errorCodes.VALIDATION_FAILED,
    });
  });
});

describe('GET /dating/profile/{id}', () => {
  it('shows a stranger without coordinates, private pictures blurred', async () => {
    const viewer = await server.member();
    const stranger = await server.member({ gender: 'male', aboutMe: 'Hi there' });
    await insertPicture(server.app, stranger.user.id, { isProfile: true });
    const secret = await insertPicture(server.app, stranger.user.id, {
      isPrivate: true,
      price: 20,
    });
    const answer = await viewer.call('GET', `/dating/profile/${stranger.user.id}`);
    expect(answer.status).toBe(200);
    // The same grid cell: 0 whole km between the snapped places, which members read as "< 1 km".
    expect(answer.body).toMatchObject({ id: stranger.user.id, aboutMe: 'Hi there', distanceKm: 0 });
    expect(answer.body).not.toHaveProperty('birthdate');
    expect(answer.body).not.toHaveProperty('email');
    expectNoCoordinates(answer.body);
    const image = answer.body.images.items.find((item: { id: string }) => item.id === secret.id);
    expect(image).toMatchObject({ href: null, isUnlocked: false, price: 20 });
    expect(image.thumbnailHref).toContain('blurred');
  });

  it('answers 404 for an unknown member', async () => {
    const viewer = await server.member();
    await expectRefused(server.app, () => viewer.call('GET', '/dating/profile/nobody'), {
      status: 404,
      code: errorCodes.NOT_FOUND,
    });
  });
});

describe('POST /dating/like/{id}', () => {
  it('likes from the grid, and a mutual like makes a match for both', async () => {
    const woman = await server.member();
    const man = await server.member({ gender: 'male' });
    const first = await woman.call('POST', `/dating/like/${man.user.id}`);
    expect(first.body).toMatchObject({
      isLiked: true,
      isMatch: false,
      partner: { id: man.user.id },
    });
    expectNoCoordinates(first.body);
    const profile = await woman.call('GET', `/dating/profile/${man.user.id}`);
    expect(profile.body).toMatchObject({ isLiked: true, isMatch: false });
    const back = await man.call('POST', `/dating/like/${woman.user.id}`);
    expect(back.body).toMatchObject({ isMatch: true });
    for (const [member, partner] of [
      [woman, man],
      [man, woman],
    ] as [Member, Member][]) {
      const matches = await member.call('GET', '/relationship?type=match');
      expect(matches.body.items.map((item: { user: { id: string } }) => item.user.id)).toEqual([
        partner.user.id,
      ]);
      const seen = await member.call('GET', `/dating/profile/${partner.user.id}`);
      expect(seen.body).toMatchObject({ isLiked: true, isMatch: true });
    }
  });

  it('refuses oneself and the blocked, changing nothing', async () => {
    const woman = await server.member();
    const man = await server.member({ gender: 'male' });
    await server.app.db
      .insert(blocks)
      .values({ blockerId: man.user.id, blockedId: woman.user.id, reason: 'spam' });
    await expectRefused(server.app, () => woman.call('POST', `/dating/like/${woman.user.id}`), {
      status: 409,
      code: errorCodes.CANNOT_TARGET_SELF,
    });
    await expectRefused(server.app, () => woman.call('POST', `/dating/like/${man.user.id}`), {
      status: 403,
      code: errorCodes.USER_BLOCKED,
    });
  });
});

describe('POST /dating/image/{id}', () => {
  it('buys a private picture once at its price, freeCoins first, and credits the seller', async () => {
    const buyer = await server.member({ freeCoins: 5, coins: 30 });
    const seller = await server.member({ gender: 'male', coins: 1 });
    const picture = await insertPicture(server.app, seller.user.id, { isPrivate: true, price: 20 });
    const bought = await buyer.call('POST', `/dating/image/${picture.id}`);
    expect(bought).toMatchObject({
      status: 200,
      body: {
        image: { id: picture.id, isUnlocked: true, href: expect.stringContaining('/media/') },
        coinInfo: { freeCoins: 0, coins: 15, balance: 15 },
      },
    });
    const again = await buyer.call('POST', `/dating/image/${picture.id}`);
    expect(again.body.coinInfo).toMatchObject({ freeCoins: 0, coins: 15 });

    const buyerEntries = await server.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, buyer.user.id));
    expect(
      buyerEntries.map((entry) => [entry.reason, entry.freeCoinsDelta, entry.coinsDelta]),
    ).toEqual([['picturePurchase', -5, -15]]);
    const sellerEntries = await server.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, seller.user.id));
    // The seller gets what the buyer paid, each kind of coin as such.
    expect(
      sellerEntries.map((entry) => [entry.reason, entry.freeCoinsDelta, entry.coinsDelta]),
    ).toEqual([['pictureSale', 5, 15]]);
    const profile = await buyer.call('GET', `/dating/profile/${seller.user.id}`);
    const image = profile.body.images.items.find((item: { id: string }) => item.id === picture.id);
    expect(image).toMatchObject({ isUnlocked: true, href: expect.any(String) });
  });

  it('refuses without enough coins, public and own pictures, and changes nothing', async () => {
    const buyer = await server.member({ freeCoins: 5, coins: 14 });
    const seller = await server.member({ gender: 'male' });
    const picture = await insertPicture(server.app, seller.user.id, { isPrivate: true, price: 20 });
    const open = await insertPicture(server.app, seller.user.id, { isProfile: true });
    const own = await insertPicture(server.app, buyer.user.id, { isPrivate: true, price: 10 });
    await expectRefused(server.app, () => buyer.call('POST', `/dating/image/${picture.id}`), {
      status: 402,
      code: errorCodes.ERR_BALANCE_TOO_LOW,
    });
    await expectRefused(server.app, () => buyer.call('POST', `/dating/image/${open.id}`), {
      status: 409,
      code: errorCodes.PICTURE_NOT_FOR_SALE,
    });
    await expectRefused(server.app, () => buyer.call('POST', `/dating/image/${own.id}`), {
      status: 409,
      code: errorCodes.CANNOT_TARGET_SELF,
    });
    await expectRefused(server.app, () => buyer.call('POST', '/dating/image/not-a-picture'), {
      status: 404,
      code: errorCodes.NOT_FOUND,
    });
  });
});

describe('icebreakers and matches of the day', () => {
  it('lists the icebreakers', async () => {
    const member = await server.member();
    const answer = await member.call('GET', '/dating/icebreaker');
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBeGreaterThan(3);
    expect(answer.body.items[0]).toEqual({ id: expect.any(String), text: expect.any(String) });
  });

  it('suggests game candidates with the most shared interests', async () => {
    const { north } = newCluster();
    const viewer = await server.member({ ...north(0), interests: ['yoga', 'music', 'travel'] });
    const best = await server.member({
      gender: 'male',
      ...north(3),
      interests: ['yoga', 'music', 'travel'],
    });
    const some = await server.member({ gender: 'male', ...north(3), interests: ['music'] });
    await server.member({ gender: 'male', ...north(3), interests: ['gaming'] });
    await server.member({ gender: 'male', ...north(3), interests: [] });
    const answer = await viewer.call('GET', '/dating/matchOfTheDay');
    expect(answer.body.count).toBe(3);
    expect(answer.body.items[0]).toMatchObject({
      profile: { id: best.user.id },
      sharedInterests: ['yoga', 'music', 'travel'],
    });
    expect(answer.body.items[1]).toMatchObject({
      profile: { id: some.user.id },
      sharedInterests: ['music'],
    });
    expectNoCoordinates(answer.body);
  });
});

describe('parallel purchases', () => {
  it('charge once', async () => {
    const buyer = await server.member({ coins: 100 });
    const seller = await server.member({ gender: 'male' });
    const picture = await insertPicture(server.app, seller.user.id, { isPrivate: true, price: 30 });
    const answers = await Promise.all(
      [1, 2, 3].map(() => buyer.call('POST', `/dating/image/${picture.id}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const entries = await server.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, buyer.user.id));
    expect(entries.map((entry) => entry.coinsDelta)).toEqual([-30]);
  });
});
