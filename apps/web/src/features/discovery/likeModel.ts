/**
 * A like from a grid card (POST /dating/like/{id}): free, it marks the member liked wherever the
 * card shows, and a like that is returned opens the match dialog.
 */
import type { StrangerProfile } from '@amora/contract';
import { createEvent, sample } from 'effector';
import { apiEffect } from '../../shared/api';
import { notified } from '../../shared/notify';
import { dataOf } from '../../shared/result';
import { matched } from './matchModel';

export const memberLiked = createEvent<StrangerProfile>();

export const likeFx = apiEffect(async (api, profile: StrangerProfile) =>
  dataOf(await api.dating.like.request({ params: { id: profile.id } })),
);

/** The id of the member now liked, for every list that shows them. */
export const likedMember = likeFx.done.map(({ params }) => params.id);

/** Marks `id` liked in a list of profiles. */
export const markLiked = <Profile extends { id: string; isLiked: boolean }>(
  profiles: Profile[],
  id: string,
): Profile[] =>
  profiles.map((profile) => (profile.id === id ? { ...profile, isLiked: true } : profile));

sample({ clock: memberLiked, filter: (profile) => !profile.isLiked, target: likeFx });
sample({
  clock: likeFx.done,
  filter: ({ result }) => result.isMatch,
  fn: ({ params, result }) => ({ partner: result.partner, dialogId: params.dialogId }),
  target: matched,
});
sample({
  clock: likeFx.fail,
  fn: () => ({ kind: 'error' as const, id: 'discovery.like.failed' as const }),
  target: notified,
});
