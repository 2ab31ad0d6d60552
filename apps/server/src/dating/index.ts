/**
 * The social core the dating, relationship and chat parts share: how members see each other,
 * likes and matches, blocks, and the hook the hub uses to announce a match.
 */
export { blockedWithViewer, isBlockedEitherWay } from './blocks';
export {
  type DiscoveryRequest,
  dailyGameProfilesOf,
  discover,
  gameDayOf,
} from './discovery';
export {
  createMatchHooks,
  type MatchEvent,
  type MatchHooks,
  type MatchListener,
} from './hooks';
export { iceBreakerById, iceBreakers } from './icebreakers';
export { announceMatch, matchHooks } from './plugin';
export {
  ageOf,
  coarseKmBetween,
  dialogPairOf,
  hasBoughtPicture,
  profileImageKeys,
  strangerProfileOf,
  strangerProfilesOf,
  summariesOf,
  toProfileSummary,
  toStrangerImage,
} from './profiles';
export {
  demoLikeBackRate,
  demoLikesBack,
  dislike,
  isMatched,
  type LikeOutcome,
  like,
  lockPair,
  pairKey,
  requireTarget,
  revert,
  visit,
} from './relations';
