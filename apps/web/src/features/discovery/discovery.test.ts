/**
 * The discovery models against the real client and a running server (spec 02 sections 4 and 9):
 * the game's swipes count down and stop at zero, the swipe package, undo, a mutual like and its
 * match, grid likes, the search settings with a paid move, the search by name and the matches of
 * the day.
 */
import { allSettled, createWatch, type Scope } from 'effector';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { locationIdOf } from '../../../../server/test/helpers';
import { birthdateYearsAgo } from '../../../../server/test/routes/identity/support';
import { installMemoryStorage } from '../../../test/memoryStorage';
import {
  type IdentityServer,
  insertMember,
  logInScope,
  openScope,
  startIdentityServer,
} from '../../../test/server';
import { $outOfCoins, memberAreaEntered } from '../../member/model';
import { $user, loginSubmitted } from '../../session/model';
import { type Notice, notified } from '../../shared/notify';
import {
  $canUndo,
  $cards,
  $dailyProfilesUsed,
  $deck,
  $outOfSwipes,
  $swipesLeft,
  buySwipesFx,
  gameOpened,
  promotionDismissed,
  promotionTaken,
  swiped,
  swipeFx,
  swipesPurchaseRequested,
  undoRequested,
} from './gameModel';
import { memberLiked } from './likeModel';
import { $match } from './matchModel';
import { $matchesOfTheDay } from './model';
import { nearby } from './nearbyModel';
import { nameSearch } from './searchModel';
import { $settingsStatus, searchSettingsSubmitted } from './settingsModel';

let server: IdentityServer;
const password = 'sommer2026';

// The embedded database starts slowly on a busy machine.
beforeAll(async () => {
  server = await startIdentityServer();
}, 180_000);
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  installMemoryStorage();
});

type MemberValues = Parameters<typeof insertMember>[1];

/** A finished profile others can discover. */
const insertProfile = (values: MemberValues = {}) =>
  insertMember(server.app, {
    password,
    gender: 'male',
    birthdate: birthdateYearsAgo(30).slice(0, 10),
    hasCompletedRegistration: true,
    ...values,
  });

/** A member looking for men of 18 to 80, logged in in a scope of their own. */
const logIn = async (values: MemberValues = {}): Promise<Scope> => {
  const member = await insertProfile({
    gender: 'female',
    searchGender: 'male',
    searchMinAge: 18,
    searchMaxAge: 80,
    ...values,
  });
  const scope = await logInScope(server.baseUrl, member.email ?? '', password);
  expect(scope.getState($user)?.id).toBe(member.id);
  return scope;
};

const topCard = (scope: Scope) => {
  const [profile] = scope.getState($deck);
  if (!profile) throw new Error('the deck is empty');
  return profile;
};

const swipeTop = (scope: Scope) =>
  allSettled(swiped, { scope, params: { profile: topCard(scope), type: 'dislike' } });

describe('the match game', () => {
  it('counts the swipes down and stops at zero with the offer', async () => {
    await insertProfile();
    await insertProfile();
    await insertProfile();
    const scope = await logIn({ freeSwipesCount: 2 });
    await allSettled(gameOpened, { scope });
    expect(scope.getState($deck).length).toBeGreaterThanOrEqual(3);
    expect(scope.getState($swipesLeft)).toBe(2);

    await allSettled(swiped, { scope, params: { profile: topCard(scope), type: 'dislike' } });
    expect(scope.getState($swipesLeft)).toBe(1);
    await allSettled(swiped, { scope, params: { profile: topCard(scope), type: 'dislike' } });
    expect(scope.getState($swipesLeft)).toBe(0);
    expect(scope.getState($outOfSwipes)).toBe(true);

    // The server refuses one more: the card comes back and nothing is counted.
    const refused = topCard(scope);
    const failures: string[] = [];
    const unwatch = swipeFx.fail.watch(({ params }) => failures.push(params.profile.id));
    await allSettled(swiped, { scope, params: { profile: refused, type: 'like' } });
    unwatch();
    expect(failures).toEqual([refused.id]);
    expect(topCard(scope).id).toBe(refused.id);
    expect(scope.getState($swipesLeft)).toBe(0);
  });

  it('sells 40 swipes for 50 coins, and refuses without the coins', async () => {
    const scope = await logIn({ freeSwipesCount: 0, coins: 60 });
    await allSettled(swipesPurchaseRequested, { scope });
    expect(scope.getState($user)).toMatchObject({ coins: 10, freeSwipesCount: 40 });
    expect(scope.getState($outOfSwipes)).toBe(false);

    const calls: unknown[] = [];
    const unwatch = buySwipesFx.watch((call) => calls.push(call));
    await allSettled(swipesPurchaseRequested, { scope });
    unwatch();
    expect(calls).toEqual([]);
    expect(scope.getState($outOfCoins)).toBe(true);
    expect(scope.getState($user)).toMatchObject({ coins: 10, freeSwipesCount: 40 });
  });

  it('undoes the last swipe: the member is back on top and an undo is used', async () => {
    await insertProfile();
    const scope = await logIn({ freeSwipesUndoCount: 1 });
    await allSettled(gameOpened, { scope });
    const first = topCard(scope);
    expect(scope.getState($canUndo)).toBe(false);

    await allSettled(swiped, { scope, params: { profile: first, type: 'dislike' } });
    expect(scope.getState($deck).some((profile) => profile.id === first.id)).toBe(false);
    expect(scope.getState($canUndo)).toBe(true);

    await allSettled(undoRequested, { scope });
    expect(topCard(scope).id).toBe(first.id);
    expect(scope.getState($user)?.freeSwipesUndoCount).toBe(0);
    expect(scope.getState($canUndo)).toBe(false);
  });

  it('opens the match dialog on a like that is returned', async () => {
    const scope = await logIn();
    const self = scope.getState($user);
    if (!self) throw new Error('not logged in');
    // A man who liked her first, through his own session.
    const admirer = await insertProfile({
      name: 'Jonas',
      searchGender: 'female',
      searchMaxAge: 80,
    });
    const his = await openScope(server.baseUrl);
    await allSettled(loginSubmitted, {
      scope: his.scope,
      params: { userName: admirer.email, password },
    });
    await allSettled(nearby.opened, { scope: his.scope, params: '' });
    const her = his.scope.getState(nearby.$items).find((profile) => profile.id === self.id);
    if (!her) throw new Error('she is not in his grid');
    await allSettled(memberLiked, { scope: his.scope, params: her });
    expect(his.scope.getState($match)).toBeNull();

    await allSettled(gameOpened, { scope });
    const card = scope.getState($deck).find((profile) => profile.id === admirer.id);
    if (!card) throw new Error('the admirer is not in the deck');
    await allSettled(swiped, { scope, params: { profile: card, type: 'like' } });
    expect(scope.getState($match)?.partner).toMatchObject({ id: admirer.id, name: 'Jonas' });
  });
});

describe('the deck cards', () => {
  /** What lies on top of the deck: a member's id or the promotion's kind. */
  const top = (scope: Scope) => {
    const [card] = scope.getState($cards);
    if (!card) throw new Error('the deck is empty');
    return card.kind === 'promotion' ? card.promotion : 'profile';
  };
  /** Swipes profiles until `count` were swiped in this visit, noting each promotion on the way. */
  const swipeUntil = async (scope: Scope, count: number, seen: string[], done = { n: 0 }) => {
    while (done.n < count) {
      const kind = top(scope);
      if (kind === 'profile') {
        await swipeTop(scope);
        done.n += 1;
      } else {
        seen.push(`${done.n}:${kind}`);
        await allSettled(promotionDismissed, { scope, params: kind });
      }
    }
    return done;
  };

  it('shows turbo every 13, premium every 17 and e-mail every 20 cards; a swipe dismisses them', async () => {
    await Promise.all(Array.from({ length: 24 }, () => insertProfile()));
    const scope = await logIn({ freeSwipesCount: 40, emailConfirmed: false });
    await allSettled(gameOpened, { scope });
    const seen: string[] = [];
    const done = await swipeUntil(scope, 13, seen);
    // The 13th card swiped: the turbo card lies on top, above the next member.
    expect(top(scope)).toBe('turbo');
    expect(scope.getState($deck).length).toBeGreaterThan(0);
    await allSettled(promotionDismissed, { scope, params: 'turbo' });
    expect(top(scope)).toBe('profile');
    // Dismissing a card costs no swipe.
    expect(scope.getState($swipesLeft)).toBe(40 - 13);
    await swipeUntil(scope, 20, seen, done);
    expect(seen).toEqual(['17:premium']);
    expect(top(scope)).toBe('email');
  });

  it('shows neither the premium card to premium members nor the e-mail card once confirmed', async () => {
    await Promise.all(Array.from({ length: 24 }, () => insertProfile()));
    const scope = await logIn({
      emailConfirmed: true,
      premiumUntil: new Date(Date.now() + 24 * 60 * 60 * 1000),
    });
    await allSettled(gameOpened, { scope });
    const seen: string[] = [];
    await swipeUntil(scope, 21, seen);
    expect(seen).toEqual(['13:turbo']);
  });

  it("the e-mail card's button sends the confirmation link again and leaves the deck", async () => {
    await Promise.all(Array.from({ length: 24 }, () => insertProfile()));
    const scope = await logIn({ freeSwipesCount: 40, emailConfirmed: false });
    const email = scope.getState($user)?.email ?? '';
    await allSettled(gameOpened, { scope });
    await swipeUntil(scope, 20, []);
    expect(top(scope)).toBe('email');
    const before = (await server.mailbox(email)).length;
    const notices: Notice[] = [];
    createWatch({ unit: notified, scope, fn: (notice) => notices.push(notice) });
    await allSettled(promotionTaken, { scope, params: 'email' });
    expect((await server.mailbox(email)).length).toBe(before + 1);
    expect(top(scope)).toBe('profile');
    expect(notices.map((notice) => notice.id)).toContain('discovery.card.email.sent');
  });
});

describe('the daily quota', () => {
  it("says so when the day's profiles are used up", async () => {
    await Promise.all(Array.from({ length: 55 }, () => insertProfile()));
    const scope = await logIn({ freeSwipesCount: 100 });
    await allSettled(gameOpened, { scope });
    expect(scope.getState($dailyProfilesUsed)).toBe(false);
    while (scope.getState($deck).length > 0) await swipeTop(scope);
    expect(scope.getState($dailyProfilesUsed)).toBe(true);
    // Nearby is the game too: nothing new today, and it says so.
    await allSettled(nearby.opened, { scope, params: '' });
    expect(scope.getState(nearby.$items)).toEqual([]);
    expect(scope.getState(nearby.$dailyProfilesLeft)).toBe(0);
  });
});

describe('the grid', () => {
  it('loads a page and marks a liked member', async () => {
    const liked = await insertProfile({ name: 'Moritz' });
    const scope = await logIn();
    await allSettled(nearby.opened, { scope, params: '' });
    expect(scope.getState(nearby.$status)).toBe('ready');
    const card = scope.getState(nearby.$items).find((profile) => profile.id === liked.id);
    if (!card) throw new Error('not in the grid');
    expect(card.isLiked).toBe(false);

    await allSettled(memberLiked, { scope, params: card });
    const after = scope.getState(nearby.$items).find((profile) => profile.id === liked.id);
    expect(after?.isLiked).toBe(true);
    expect(scope.getState($match)).toBeNull();
  });

  it('loads the matches of the day when the member area opens', async () => {
    await insertProfile({ interests: ['music', 'travel'] });
    const scope = await logIn({ interests: ['music'] });
    await allSettled(memberAreaEntered, { scope });
    const matches = scope.getState($matchesOfTheDay);
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.length).toBeLessThanOrEqual(3);
  });
});

describe('the search settings', () => {
  it('saves new settings on the server and the grid shows who they find', async () => {
    const sought = await insertProfile({
      gender: 'other',
      birthdate: birthdateYearsAgo(70).slice(0, 10),
    });
    const scope = await logIn();
    await allSettled(nearby.opened, { scope, params: '' });
    const ids = () => scope.getState(nearby.$items).map((profile) => profile.id);
    expect(ids()).not.toContain(sought.id);

    await allSettled(searchSettingsSubmitted, {
      scope,
      params: {
        settings: {
          searchGender: 'other',
          searchMinAge: 69,
          searchMaxAge: 71,
          searchDistance: 100,
        },
        location: null,
      },
    });
    expect(scope.getState($settingsStatus)).toBe('saved');
    expect(scope.getState($user)).toMatchObject({ searchGender: 'other', searchDistance: 100 });
    expect(ids()).toEqual([sought.id]);
  });

  it('charges a move to another place, and refuses one it cannot pay', async () => {
    const berlin = { locationId: locationIdOf('Berlin'), city: 'Berlin', zip: '10115' };
    const hamburg = {
      locationId: locationIdOf('Hamburg'),
      city: 'Hamburg',
      zip: '20095',
      country: 'de' as const,
    };
    const settings = { searchDistance: 50 };

    const poor = await logIn({ ...berlin, coins: 10 });
    await allSettled(searchSettingsSubmitted, {
      scope: poor,
      params: { settings, location: hamburg },
    });
    expect(poor.getState($outOfCoins)).toBe(true);
    expect(poor.getState($user)).toMatchObject({ city: 'Berlin', coins: 10, searchDistance: 200 });

    const scope = await logIn({ ...berlin, coins: 70 });
    await allSettled(searchSettingsSubmitted, { scope, params: { settings, location: hamburg } });
    expect(scope.getState($user)).toMatchObject({ city: 'Hamburg', coins: 20, searchDistance: 50 });
  });
});

describe('the search by name', () => {
  it('finds members by name', async () => {
    const found = await insertProfile({ name: 'Xaverius' });
    const scope = await logIn();
    await allSettled(nameSearch.opened, { scope, params: 'xaver' });
    expect(scope.getState(nameSearch.$items).map((profile) => profile.id)).toEqual([found.id]);
    expect(scope.getState(nameSearch.$hasMore)).toBe(false);
  });
});
