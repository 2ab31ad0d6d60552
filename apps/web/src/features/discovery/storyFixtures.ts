/**
 * The data of the discovery screen stories (For You, Nearby, the search by name and the search
 * settings): pages of members, the answer to a swipe, and the member out of coins.
 */

import { answer } from '@amora/client/fixtures';
import {
  CoinInfo,
  type DatingPage,
  defaultConfiguration,
  endpoints,
  type StrangerProfile,
  type User,
} from '@amora/contract';
import * as v from 'valibot';
import { memberWith, stranger, summary } from '../../stories/fixtures';

/** The sample members at `indices`, each with `changes` (e.g. the name searched for). */
export const strangers = (
  indices: readonly number[],
  changes: Partial<StrangerProfile> = {},
): StrangerProfile[] => indices.map((index) => stranger(index, changes));

/** The indices `from` up to `to` (exclusive): a page's worth of members. */
export const range = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, offset) => from + offset);

/** A page of GET /dating; `next` names a further page. */
export const membersPage = (
  profiles: StrangerProfile[],
  changes: Partial<DatingPage> = {},
): DatingPage => ({
  count: profiles.length,
  items: profiles,
  dailyProfilesLeft: null,
  ...changes,
});

/** The members of the game's deck. */
export const deckPage = membersPage(strangers(range(1, 7)), { dailyProfilesLeft: 30 });

/** Nothing to pay with: no coins, no free coins, no free messages. */
export const memberWithoutCoins = (changes: Partial<User> = {}): User =>
  memberWith({ coins: 0, freeCoins: 0, balance: 0, freeMessagesCount: 0, ...changes });

/** Stranger ids are `member-<index>` (stories/fixtures.ts): the swiped one as lists show them. */
const swipedSummary = (body: unknown) => {
  const { userId } = body as { userId: string };
  return summary(Number(userId.replace('member-', '')));
};

/**
 * POST /relationship/swipe for `user`: the swipe is taken from their free swipes (premium keeps
 * them), and `isMatch` says whether the swiped member had liked them already.
 */
export const swipeAnswer = (user: User, isMatch: boolean) =>
  answer(endpoints.relationship.swipe, (_, body) => ({
    isMatch,
    partner: swipedSummary(body),
    coinInfo: v.parse(CoinInfo, {
      ...user,
      freeSwipesCount: user.hasActivePremium ? user.freeSwipesCount : user.freeSwipesCount - 1,
    }),
  }));

/** The configuration with promotion cards after every swipe (0: never), as the server may set. */
export const configurationWithCards = (
  cardFrequencies: Partial<typeof defaultConfiguration.cardFrequencies>,
) =>
  answer(endpoints.configuration.get, {
    ...defaultConfiguration,
    cardFrequencies: { emailCard: 0, turboCard: 0, premiumCard: 0, ...cardFrequencies },
  });
