/**
 * Likes, dislikes, visits and matches, swiping, unlocking, and blocking (spec 02 sections 3, 4
 * and 7, Relationship).
 */
import * as v from 'valibot';
import {
  collection,
  DateTime,
  Href,
  Id,
  IdParams,
  NonNegativeInteger,
  optionalField,
  queryInteger,
} from './common';
import { limits, pageSizes } from './constants';
import { endpoint } from './endpoint';
import { errorCodes } from './errors';
import { CoinInfo, ProfileSummary, StrangerProfile } from './user';

export const relationshipTypes = ['like', 'dislike', 'visit', 'match'] as const;
export const RelationshipType = v.picklist(relationshipTypes);
export type RelationshipType = v.InferOutput<typeof RelationshipType>;

/** The lists: who liked, who visited, and the matches. */
export const relationshipListTypes = ['like', 'visit', 'match'] as const;
export const RelationshipListType = v.picklist(relationshipListTypes);
export type RelationshipListType = v.InferOutput<typeof RelationshipListType>;
/** What a member can trigger; a match follows from two likes. */
export const triggerableRelationshipTypes = ['like', 'dislike', 'visit'] as const;

/** GET /relationship only reads: a row stays new until the member has seen it (POST /relationship/seen). */
export const RelationshipListQuery = v.object({
  type: RelationshipListType,
  page: v.optional(queryInteger({ min: 1, max: 10_000 }), 1),
  pageSize: v.optional(queryInteger({ min: 1, max: pageSizes.max }), pageSizes.otherDiscovery),
});
export type RelationshipListQuery = v.InferOutput<typeof RelationshipListQuery>;

/**
 * One row of the likes, visitors or matches list. A locked row (a like or visit not yet unlocked)
 * names nobody: `user` is null and only a blurred picture is sent.
 */
export const RelationshipItem = v.object({
  id: Id,
  type: RelationshipType,
  createdAt: DateTime,
  isNew: v.boolean(),
  isLocked: v.boolean(),
  user: v.nullable(ProfileSummary),
  blurredImage: v.nullable(Href),
});
export type RelationshipItem = v.InferOutput<typeof RelationshipItem>;

/** The list with its `newCount` of rows not yet seen. */
export const RelationshipList = collection(RelationshipItem);
export type RelationshipList = v.InferOutput<typeof RelationshipList>;

/**
 * POST /relationship/seen: the rows of a list the member was shown (the likes, visitors or
 * matches screen); they are no longer new. Loading a list marks nothing, so the after-login load
 * leaves the navigation's badge for the member to see.
 */
export const SeenPayload = v.object({
  type: RelationshipListType,
  ids: v.pipe(v.array(Id), v.minLength(1), v.maxLength(pageSizes.max)),
});
export type SeenPayload = v.InferOutput<typeof SeenPayload>;

/** What is still new in that list afterwards: the badge's count. */
export const SeenResult = v.object({
  type: RelationshipListType,
  newCount: NonNegativeInteger,
});
export type SeenResult = v.InferOutput<typeof SeenResult>;

export const RelationshipParams = v.object({
  id: Id,
  type: v.picklist(triggerableRelationshipTypes),
});
export type RelationshipParams = v.InferOutput<typeof RelationshipParams>;

/** A like that completes a match answers `isMatch: true`, and the match dialog opens. */
export const RelationshipResult = v.object({
  type: RelationshipType,
  isMatch: v.boolean(),
  partner: ProfileSummary,
});
export type RelationshipResult = v.InferOutput<typeof RelationshipResult>;

/** A swipe in the match game; each takes one of freeSwipesCount unless premium. */
export const SwipePayload = v.object({
  userId: Id,
  type: v.picklist(['like', 'dislike']),
});
export type SwipePayload = v.InferOutput<typeof SwipePayload>;

export const SwipeResult = v.object({
  isMatch: v.boolean(),
  partner: ProfileSummary,
  coinInfo: CoinInfo,
});
export type SwipeResult = v.InferOutput<typeof SwipeResult>;

/** Undo gives back the last swiped profile, to put on top of the deck again. */
export const SwipeUndoResult = v.object({
  profile: StrangerProfile,
  coinInfo: CoinInfo,
});
export type SwipeUndoResult = v.InferOutput<typeof SwipeUndoResult>;

/** Unlock a like or visit row: a free unlock if one is left, otherwise its price in coins. */
export const UnlockPayload = v.object({
  id: Id,
  type: v.picklist(['like', 'visit']),
});
export type UnlockPayload = v.InferOutput<typeof UnlockPayload>;

export const UnlockResult = v.object({
  item: RelationshipItem,
  coinInfo: CoinInfo,
});
export type UnlockResult = v.InferOutput<typeof UnlockResult>;

/** Why a member is blocked or reported (the spec names none; ours). */
export const blockReasons = [
  'spam',
  'fakeProfile',
  'harassment',
  'inappropriateContent',
  'underage',
  'scam',
  'other',
] as const;

/**
 * PUT /relationship/blockedUser/{id}: block, and with `report` also report to support. A report
 * may name the picture or chat it is about.
 */
export const BlockPayload = v.object({
  reason: v.picklist(blockReasons),
  report: v.boolean(),
  message: optionalField(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(limits.reportMessageMaxLength, errorCodes.MESSAGE_TOO_LONG),
    ),
  ),
  imageId: optionalField(Id),
  dialogId: optionalField(Id),
});
export type BlockPayload = v.InferOutput<typeof BlockPayload>;

export const BlockedUser = v.object({
  id: Id,
  name: v.string(),
  image: v.nullable(Href),
  blockedAt: DateTime,
  reason: v.picklist(blockReasons),
  reported: v.boolean(),
});
export type BlockedUser = v.InferOutput<typeof BlockedUser>;

export const relationshipEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/relationship',
    auth: 'member',
    answer: 'data',
    tag: 'relationship',
    summary: 'Who liked or visited the member, or the matches (reading marks nothing seen)',
    query: RelationshipListQuery,
    response: RelationshipList,
  }),
  markSeen: endpoint({
    method: 'POST',
    path: '/relationship/seen',
    auth: 'member',
    answer: 'data',
    tag: 'relationship',
    summary: 'Mark rows of the likes, visitors or matches as seen; answers what is still new',
    body: SeenPayload,
    response: SeenResult,
  }),
  trigger: endpoint({
    method: 'POST',
    path: '/relationship/{id}/{type}',
    auth: 'member',
    answer: 'data',
    tag: 'relationship',
    summary: 'Like, dislike or visit a member',
    params: RelationshipParams,
    response: RelationshipResult,
  }),
  revert: endpoint({
    method: 'DELETE',
    path: '/relationship/{id}/{type}',
    auth: 'member',
    answer: 'empty',
    tag: 'relationship',
    summary: 'Take back a like, dislike or visit',
    params: RelationshipParams,
  }),
  swipe: endpoint({
    method: 'POST',
    path: '/relationship/swipe',
    auth: 'member',
    answer: 'data',
    tag: 'relationship',
    summary: 'Swipe a member (NO_SWIPES_LEFT when none is left)',
    body: SwipePayload,
    response: SwipeResult,
  }),
  undoSwipe: endpoint({
    method: 'POST',
    path: '/relationship/swipe/undo',
    auth: 'member',
    answer: 'data',
    tag: 'relationship',
    summary: 'Undo the last swipe',
    response: SwipeUndoResult,
  }),
  unlock: endpoint({
    method: 'POST',
    path: '/relationship/unlock',
    auth: 'member',
    answer: 'data',
    tag: 'relationship',
    summary: 'Reveal who liked or visited',
    body: UnlockPayload,
    response: UnlockResult,
  }),
  blockedUsers: endpoint({
    method: 'GET',
    path: '/relationship/blockedUser',
    auth: 'member',
    answer: 'data',
    tag: 'relationship',
    summary: 'The blocked members',
    response: collection(BlockedUser),
  }),
  block: endpoint({
    method: 'PUT',
    path: '/relationship/blockedUser/{id}',
    auth: 'member',
    answer: 'data',
    tag: 'relationship',
    summary: 'Block a member, and report if asked',
    params: IdParams,
    body: BlockPayload,
    response: BlockedUser,
  }),
  unblock: endpoint({
    method: 'DELETE',
    path: '/relationship/blockedUser/{id}',
    auth: 'member',
    answer: 'empty',
    tag: 'relationship',
    summary: 'Unblock a member',
    params: IdParams,
  }),
};
