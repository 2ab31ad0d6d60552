/**
 * The partner's pictures inside the chat (spec 02 section 2: the chat shows pictures and
 * comments): the gallery of the member written with, read from their profile when the member
 * asks for it, each visible picture to like (2 coins) or comment (10 coins). The reaction itself
 * is the people feature's (strangerModel: guard, price, the server's balance, notices); here it
 * only lands in the open chat at once, before the hub echoes it.
 */
import type { StrangerImage } from '@amora/contract';
import { createEvent, createStore, sample } from 'effector';
import { sessionEnded } from '../../session/model';
import { apiEffect } from '../../shared/api';
import { pictureClosed, reactOnPictureFx } from '../people/strangerModel';
import { chatClosed, chatOpened, messageArrived } from './model';

/** The member opened the partner's pictures in the chat (the partner's member id). */
export const partnerPicturesRequested = createEvent<string>();
// Reading the profile counts as a visit, as opening it would.
const loadPartnerPicturesFx = apiEffect((api, partnerId: string) =>
  api.dating.profile({ params: { id: partnerId } }),
);

export type PicturesStatus = 'idle' | 'loading' | 'ready' | 'failed';
/** The partner's pictures the member can see: public ones and private ones bought. */
export const $partnerPictures = createStore<StrangerImage[]>([])
  .on(
    loadPartnerPicturesFx.doneData,
    (_, profile) => profile?.images.items.filter((image) => image.href !== null) ?? [],
  )
  .reset(chatOpened, chatClosed, sessionEnded);
export const $partnerPicturesStatus = createStore<PicturesStatus>('idle')
  .on(partnerPicturesRequested, () => 'loading')
  .on(loadPartnerPicturesFx.doneData, (_, profile) => (profile ? 'ready' : 'failed'))
  .on(loadPartnerPicturesFx.fail, () => 'failed')
  .reset(chatOpened, chatClosed, sessionEnded);

sample({ clock: partnerPicturesRequested, target: loadPartnerPicturesFx });
sample({
  clock: reactOnPictureFx.doneData.filterMap((answer) =>
    answer.ok ? answer.data.message : undefined,
  ),
  target: messageArrived,
});
// A picture left open belongs to this chat only.
sample({ clock: chatClosed, target: pictureClosed });
