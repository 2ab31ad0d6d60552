/**
 * Another member's profile (spec 02 sections 2 and 7): opening it records a visit (the server does
 * so on the read), like, block, report (a block that also opens a support ticket), unlocking a
 * private picture for its price, and liking or commenting a picture.
 */
import {
  type BlockPayload,
  prices as defaultPrices,
  type ProfileSummary,
  type StrangerImage,
  type StrangerProfile,
} from '@amora/contract';
import { createEvent, createStore, sample } from 'effector';
import { sessionEnded } from '../../session/model';
import { apiEffect } from '../../shared/api';
import { notified } from '../../shared/notify';
import { guardSpend, notifyRefusals, settlePaidAnswers } from './paid';

export type StrangerStatus = 'loading' | 'ready' | 'unavailable' | 'blocked';

export const strangerOpened = createEvent<string>();
export const strangerLeft = createEvent();
export const likePressed = createEvent();
export const matchDialogClosed = createEvent();
/** Blocking the member with this id confirmed (from their profile or from the chat with them). */
export const blockConfirmed = createEvent<string>();
/**
 * A report: the member is blocked and support receives a ticket with the reason, naming the
 * picture or the chat it was made from.
 */
export const reportSubmitted = createEvent<
  { memberId: string } & Pick<BlockPayload, 'reason' | 'message' | 'imageId' | 'dialogId'>
>();
export const pictureUnlockPressed = createEvent<StrangerImage>();
export const pictureOpened = createEvent<string>();
export const pictureClosed = createEvent();
/** A picture of the member with `memberId` liked (from their profile or from the chat). */
export const pictureLiked = createEvent<{ memberId: string; imageId: string }>();
export const pictureCommented = createEvent<{
  memberId: string;
  imageId: string;
  message: string;
}>();
/** Blocked (or reported): gone from the likes, visitors and matches. */
export const memberBlocked = createEvent<string>();

export const loadStrangerFx = apiEffect((api, id: string) =>
  api.dating.profile.request({ params: { id } }),
);
export const likeFx = apiEffect((api, id: string) => api.dating.like.request({ params: { id } }));
export const blockFx = apiEffect((api, { id, body }: { id: string; body: BlockPayload }) =>
  api.relationship.block.request({ params: { id }, body }),
);
export const buyPictureFx = apiEffect((api, image: StrangerImage) =>
  api.dating.buyPicture.request({ params: { id: image.id } }),
);
type Reaction =
  | { memberId: string; type: 'pictureLike'; imageId: string }
  | { memberId: string; type: 'pictureComment'; imageId: string; message: string };
export const reactOnPictureFx = apiEffect((api, { memberId, ...body }: Reaction) =>
  api.chat.reactOnImage.request({ params: { id: memberId }, body }),
);

export const $stranger = createStore<StrangerProfile | null>(null).reset(
  strangerOpened,
  strangerLeft,
  sessionEnded,
);
export const $strangerStatus = createStore<StrangerStatus>('loading').reset(sessionEnded);
/** The partner of a like that completed a match: the match dialog is open. */
export const $match = createStore<ProfileSummary | null>(null).reset(
  matchDialogClosed,
  strangerOpened,
  strangerLeft,
  sessionEnded,
);
/** The picture shown large, with its like and comment actions. */
export const $openPictureId = createStore<string | null>(null)
  .on(pictureOpened, (_, id) => id)
  .reset(pictureClosed, strangerLeft, memberBlocked, sessionEnded);
export const $liking = likeFx.pending;
export const $blocking = blockFx.pending;
export const $reacting = reactOnPictureFx.pending;
export const $unlockingPictureId = createStore<string | null>(null)
  .on(buyPictureFx, (_, image) => image.id)
  .reset(buyPictureFx.finally);

$strangerStatus.on(strangerOpened, () => 'loading');
sample({ clock: strangerOpened, target: loadStrangerFx });
sample({
  clock: loadStrangerFx.done,
  fn: ({ result }) => (result.ok ? result.data : null),
  target: $stranger,
});
sample({
  clock: loadStrangerFx.done,
  filter: ({ result }) => result.ok || result.error.label !== 'aborted',
  fn: ({ result }): StrangerStatus => (result.ok ? 'ready' : 'unavailable'),
  target: $strangerStatus,
});
sample({
  clock: loadStrangerFx.fail,
  fn: (): StrangerStatus => 'unavailable',
  target: $strangerStatus,
});

// Like: free; a like back completes a match.
sample({
  clock: likePressed,
  source: $stranger,
  filter: (profile) => profile !== null && !profile.isLiked,
  fn: (profile) => profile?.id ?? '',
  target: likeFx,
});
$stranger.on(likeFx.doneData, (profile, answer) =>
  profile && answer.ok ? { ...profile, isLiked: true, isMatch: answer.data.isMatch } : profile,
);
sample({
  clock: likeFx.doneData,
  filter: (answer) => answer.ok && answer.data.isMatch,
  fn: (answer) => (answer.ok ? answer.data.partner : null),
  target: $match,
});
notifyRefusals(likeFx);

// Block, and report (a block with `report`, which the server turns into a support ticket).
sample({
  clock: blockConfirmed,
  fn: (id) => ({ id, body: { reason: 'other' as const, report: false } }),
  target: blockFx,
});
sample({
  clock: reportSubmitted,
  fn: ({ memberId, reason, message, imageId, dialogId }) => ({
    id: memberId,
    body: {
      reason,
      report: true,
      ...(message ? { message } : {}),
      ...(imageId ? { imageId } : {}),
      ...(dialogId ? { dialogId } : {}),
    },
  }),
  target: blockFx,
});
const blocked = sample({
  clock: blockFx.done,
  filter: ({ result }) => result.ok,
  fn: ({ params, result }) => ({ ...params, name: result.ok ? result.data.name : '' }),
});
sample({ clock: blocked, fn: ({ id }) => id, target: memberBlocked });
sample({
  clock: blocked,
  source: $stranger,
  filter: (profile, { id }) => profile?.id === id,
  fn: (): StrangerStatus => 'blocked',
  target: $strangerStatus,
});
sample({
  clock: blocked,
  fn: ({ body, name }) => ({
    kind: 'success' as const,
    id: body.report ? ('people.reported' as const) : ('people.blocked' as const),
    values: { name },
  }),
  target: notified,
});
notifyRefusals(blockFx);

// A private picture, bought once for its price.
guardSpend({
  clock: pictureUnlockPressed,
  price: (_, image) => image.price ?? 0,
  target: buyPictureFx,
});
$stranger.on(buyPictureFx.doneData, (profile, answer) => {
  if (!profile || !answer.ok) return profile;
  const bought = answer.data.image;
  const items = profile.images.items.map((image) => (image.id === bought.id ? bought : image));
  return { ...profile, images: { ...profile.images, items } };
});
settlePaidAnswers(buyPictureFx);

// Like (2 coins) or comment (10 coins) a picture; both arrive in the chat with the member.
const likeReaction = pictureLiked.map(
  ({ memberId, imageId }): Reaction => ({ memberId, type: 'pictureLike', imageId }),
);
guardSpend({
  clock: likeReaction,
  price: (configuration) => (configuration?.prices ?? defaultPrices).imageLike,
  target: reactOnPictureFx,
});
const commentReaction = pictureCommented.map(
  ({ memberId, imageId, message }): Reaction => ({
    memberId,
    type: 'pictureComment',
    imageId,
    message,
  }),
);
guardSpend({
  clock: commentReaction,
  price: (configuration) => (configuration?.prices ?? defaultPrices).imageComment,
  target: reactOnPictureFx,
});
settlePaidAnswers(reactOnPictureFx);
sample({
  clock: reactOnPictureFx.done,
  filter: ({ result }) => result.ok,
  fn: ({ params }) => ({
    kind: 'success' as const,
    id:
      params.type === 'pictureLike'
        ? ('people.picture.likeSent' as const)
        : ('people.picture.commentSent' as const),
  }),
  target: notified,
});
sample({
  clock: reactOnPictureFx.done,
  filter: ({ result }) => result.ok,
  target: pictureClosed,
});
