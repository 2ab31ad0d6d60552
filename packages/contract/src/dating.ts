/**
 * Discovery (spec 02 section 7, Dating): the match game and grid, the user search, pictures for
 * sale, likes from the grid, icebreakers, the turbo rocket and the matches of the day.
 */
import * as v from 'valibot';
import { collection, DateTime, Id, IdParams, NonNegativeInteger, queryInteger } from './common';
import { pageSizes } from './constants';
import { endpoint } from './endpoint';
import { Interest } from './options';
import { TurboRocketProduct } from './shop';
import { CoinInfo, ProfileSummary, StrangerImage, StrangerProfile } from './user';

/**
 * GET /dating: a page of members to discover. `pageSize` is 36 for the game, 50 for a search by
 * name (`search`), 30 for the grid, 10 elsewhere; the answer's `next` link gives the next page.
 */
export const DatingQuery = v.object({
  pageSize: v.optional(queryInteger({ min: 1, max: pageSizes.max }), pageSizes.game),
  page: v.optional(queryInteger({ min: 1, max: 10_000 }), 1),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
});
export type DatingQuery = v.InferOutput<typeof DatingQuery>;

/**
 * `dailyProfilesLeft`: how many more new profiles the game hands out today (the daily quota,
 * `limits.dailyGameProfiles`, premium `premiumBenefits.extraDailyProfiles` more); at 0 the page
 * holds only members already shown today. Null for a search by name, which has no quota.
 */
export const DatingPage = v.object({
  ...collection(StrangerProfile).entries,
  dailyProfilesLeft: v.nullable(NonNegativeInteger),
});
export type DatingPage = v.InferOutput<typeof DatingPage>;

/** The picture now unlocked (with its `href`) and the balance after paying its price. */
export const PicturePurchaseResult = v.object({ image: StrangerImage, coinInfo: CoinInfo });
export type PicturePurchaseResult = v.InferOutput<typeof PicturePurchaseResult>;

/** A like from the grid; on a mutual like `isMatch` is true and the match dialog opens. */
export const LikeResult = v.object({
  isLiked: v.literal(true),
  isMatch: v.boolean(),
  partner: ProfileSummary,
});
export type LikeResult = v.InferOutput<typeof LikeResult>;

/** An icebreaker question, sent with POST /chat/icebreaker. */
export const IceBreaker = v.object({
  id: Id,
  text: v.string(),
});
export type IceBreaker = v.InferOutput<typeof IceBreaker>;

/** The own turbo rocket: active while `endDate` lies ahead. */
export const TurboRocketState = v.object({
  isActive: v.boolean(),
  endDate: v.nullable(DateTime),
  freeTurboRocketsCount: NonNegativeInteger,
});
export type TurboRocketState = v.InferOutput<typeof TurboRocketState>;

/** A started rocket; a start while one is active is refused with BONUS_STILL_ACTIVE. */
export const TurboRocketActivation = v.object({
  state: TurboRocketState,
  coinInfo: CoinInfo,
});
export type TurboRocketActivation = v.InferOutput<typeof TurboRocketActivation>;

/** A match suggestion of the day, with the interests that made it one. */
export const MatchOfTheDay = v.object({
  profile: StrangerProfile,
  sharedInterests: v.array(Interest),
});
export type MatchOfTheDay = v.InferOutput<typeof MatchOfTheDay>;

export const datingEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/dating',
    auth: 'member',
    answer: 'data',
    tag: 'dating',
    summary: 'Members to discover (game, grid) or found by name',
    query: DatingQuery,
    response: DatingPage,
  }),
  // Not in the spec's table, which says only that a stranger profile is fetched by id or by an
  // external id (spec 01 section 6); these are the two calls for it.
  profile: endpoint({
    method: 'GET',
    path: '/dating/profile/{id}',
    auth: 'member',
    answer: 'data',
    tag: 'dating',
    summary: "Another member's profile",
    params: IdParams,
    response: StrangerProfile,
  }),
  profileByExternalId: endpoint({
    method: 'GET',
    path: '/dating/profile/external/{id}',
    auth: 'member',
    answer: 'data',
    tag: 'dating',
    summary: "Another member's profile by its external id (a marketing strangerId)",
    params: IdParams,
    response: StrangerProfile,
  }),
  buyPicture: endpoint({
    method: 'POST',
    path: '/dating/image/{id}',
    auth: 'member',
    answer: 'data',
    tag: 'dating',
    summary: "Unlock another member's private picture for its price",
    params: IdParams,
    response: PicturePurchaseResult,
  }),
  like: endpoint({
    method: 'POST',
    path: '/dating/like/{id}',
    auth: 'member',
    answer: 'data',
    tag: 'dating',
    summary: 'Like a member from the grid',
    params: IdParams,
    response: LikeResult,
  }),
  iceBreakers: endpoint({
    method: 'GET',
    path: '/dating/icebreaker',
    auth: 'member',
    answer: 'data',
    tag: 'dating',
    summary: 'The icebreaker questions',
    response: collection(IceBreaker),
  }),
  turboRocket: endpoint({
    method: 'GET',
    path: '/dating/turborocket',
    auth: 'member',
    answer: 'data',
    tag: 'dating',
    summary: 'The own turbo rocket',
    response: TurboRocketState,
  }),
  startTurboRocket: endpoint({
    method: 'POST',
    path: '/dating/turborocket',
    auth: 'member',
    answer: 'data',
    tag: 'dating',
    summary: 'Start the standard turbo rocket (free rocket first, then coins)',
    response: TurboRocketActivation,
  }),
  turboRocketProduct: endpoint({
    method: 'GET',
    path: '/dating/turborocket/{id}',
    auth: 'member',
    answer: 'data',
    tag: 'dating',
    summary: 'One turbo rocket product',
    params: IdParams,
    response: TurboRocketProduct,
  }),
  startTurboRocketProduct: endpoint({
    method: 'POST',
    path: '/dating/turborocket/{id}',
    auth: 'member',
    answer: 'data',
    tag: 'dating',
    summary: 'Buy and start a turbo rocket product',
    params: IdParams,
    response: TurboRocketActivation,
  }),
  matchesOfTheDay: endpoint({
    method: 'GET',
    path: '/dating/matchOfTheDay',
    auth: 'member',
    answer: 'data',
    tag: 'dating',
    summary: 'Matches of the day',
    response: collection(MatchOfTheDay),
  }),
};
