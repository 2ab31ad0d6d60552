/**
 * For You, the match game (spec 02 sections 4 and 9): a deck of members, each swipe takes one of
 * freeSwipesCount (premium: unlimited) as the server counts it; at zero 'You used all of your
 * swipes!' offers 40 more for 50 coins; an undo takes one of freeSwipesUndoCount (premium:
 * unlimited) and puts the profile back on top; a like that is returned opens the match dialog.
 */
import { errorCodes, type StrangerProfile } from '@amora/contract';
import { combine, createEvent, createStore, sample } from 'effector';
import { canSpend, coinInfoReceived, outOfCoins } from '../../member/model';
import { $configuration, $user, loadUserFx, sessionEnded } from '../../session/model';
import { apiCallEffect, apiEffect } from '../../shared/api';
import { notified } from '../../shared/notify';
import { registrationCompleted } from '../profile/completionModel';
import { matched } from './matchModel';
import { codeOf, dataOf, isAborted, isOutOfCoins } from './request';
import { searchSettingsSaved } from './settingsModel';

/** Below this many cards the deck asks for more. */
const refillBelow = 4;

export interface Swipe {
  profile: StrangerProfile;
  type: 'like' | 'dislike';
}

export const gameOpened = createEvent();
export const swiped = createEvent<Swipe>();
export const undoRequested = createEvent();
export const swipesPurchaseRequested = createEvent();

export const loadDeckFx = apiCallEffect(async (api) => dataOf(await api.dating.list.request()));
export const swipeFx = apiEffect(async (api, { profile, type }: Swipe) =>
  dataOf(await api.relationship.swipe.request({ body: { userId: profile.id, type } })),
);
export const undoSwipeFx = apiCallEffect(async (api) =>
  dataOf(await api.relationship.undoSwipe.request()),
);
export const buySwipesFx = apiCallEffect(async (api) => dataOf(await api.shop.buySwipes.request()));

export const $deck = createStore<StrangerProfile[]>([]).reset(sessionEnded);
export const $deckStatus = createStore<'loading' | 'ready' | 'failed'>('loading').reset(
  sessionEnded,
);
/** Swipes of this visit that an undo can take back. */
export const $undoable = createStore(0).reset(sessionEnded, gameOpened);

export const $isPremium = $user.map((user) => user?.hasActivePremium ?? false);
export const $swipesLeft = $user.map((user) => user?.freeSwipesCount ?? 0);
export const $outOfSwipes = combine(
  $isPremium,
  $swipesLeft,
  (isPremium, swipesLeft) => !isPremium && swipesLeft <= 0,
);
export const $canUndo = combine(
  $user,
  $undoable,
  (user, undoable) =>
    undoable > 0 && Boolean(user && (user.hasActivePremium || user.freeSwipesUndoCount > 0)),
);
export const $swipePackage = $configuration.map(
  (configuration) => configuration?.prices.swipePackage ?? null,
);
/** The member cannot pay for the swipe package. */
export const $cannotBuySwipes = combine(
  $user,
  $swipePackage,
  (user, swipePackage) => swipePackage !== null && !canSpend(user, swipePackage.price),
);

// The deck: loaded on opening, after new search settings and after the registration is completed
// (spec 01 section 4); refilled when it runs low with the members not yet swiped (the server
// leaves swiped ones out).
sample({ clock: [gameOpened, searchSettingsSaved, registrationCompleted], target: loadDeckFx });
$deckStatus
  .on(loadDeckFx.done, () => 'ready')
  .on(loadDeckFx.fail, (status, { error }) =>
    status === 'ready' || isAborted(error) ? status : 'failed',
  );
$deck
  .on(loadDeckFx.done, (deck, { result }) => {
    const shown = new Set(deck.map((profile) => profile.id));
    return [...deck, ...result.items.filter((profile) => !shown.has(profile.id))];
  })
  .on(gameOpened, () => [])
  .on(searchSettingsSaved, () => [])
  .on(registrationCompleted, () => []);
$deckStatus.on(gameOpened, () => 'loading');
sample({
  clock: swipeFx.done,
  source: { deck: $deck, pending: loadDeckFx.pending },
  filter: ({ deck, pending }) => !pending && deck.length < refillBelow,
  target: loadDeckFx,
});

// A swipe: the card leaves at once; a refusal puts it back, except one already swiped.
$deck.on(swiped, (deck, { profile }) => deck.filter((card) => card.id !== profile.id));
sample({ clock: swiped, target: swipeFx });
sample({ clock: swipeFx.doneData, fn: (result) => result.coinInfo, target: coinInfoReceived });
$undoable.on(swipeFx.done, (count) => count + 1);
sample({
  clock: swipeFx.done,
  filter: ({ result }) => result.isMatch,
  fn: ({ params, result }) => ({ partner: result.partner, dialogId: params.profile.dialogId }),
  target: matched,
});
$deck.on(swipeFx.fail, (deck, { params, error }) =>
  codeOf(error) === errorCodes.CONFLICT ? deck : [params.profile, ...deck],
);
// The server says none is left: the account is read again so the offer shows its count.
sample({
  clock: [swipeFx.fail, undoSwipeFx.fail],
  filter: ({ error }) =>
    codeOf(error) === errorCodes.NO_SWIPES_LEFT || codeOf(error) === errorCodes.NO_UNDO_LEFT,
  target: loadUserFx,
});
sample({
  clock: swipeFx.fail,
  filter: ({ error }) => codeOf(error) !== errorCodes.NO_SWIPES_LEFT,
  fn: () => ({ kind: 'error' as const, id: 'discovery.swipe.failed' as const }),
  target: notified,
});

// Undo: the last swiped member comes back on top.
sample({ clock: undoRequested, filter: $canUndo, target: undoSwipeFx });
sample({ clock: undoSwipeFx.doneData, fn: (result) => result.coinInfo, target: coinInfoReceived });
$deck.on(undoSwipeFx.doneData, (deck, { profile }) => [
  profile,
  ...deck.filter((card) => card.id !== profile.id),
]);
$undoable
  .on(undoSwipeFx.done, (count) => Math.max(0, count - 1))
  .on(undoSwipeFx.fail, (count, { error }) => (codeOf(error) === errorCodes.NOT_FOUND ? 0 : count));
sample({
  clock: undoSwipeFx.fail,
  fn: ({ error }) =>
    codeOf(error) === errorCodes.NO_UNDO_LEFT
      ? { kind: 'warning' as const, id: 'discovery.undo.none' as const }
      : { kind: 'error' as const, id: 'discovery.undo.failed' as const },
  target: notified,
});

// The swipe package: the client guard first, then the server's charge and count.
sample({
  clock: swipesPurchaseRequested,
  source: $cannotBuySwipes,
  filter: (cannot) => !cannot,
  target: buySwipesFx,
});
sample({
  clock: swipesPurchaseRequested,
  source: $cannotBuySwipes,
  filter: Boolean,
  target: outOfCoins,
});
sample({ clock: buySwipesFx.doneData, fn: (result) => result.coinInfo, target: coinInfoReceived });
sample({
  clock: buySwipesFx.done,
  fn: () => ({ kind: 'success' as const, id: 'discovery.swipes.bought' as const }),
  target: notified,
});
sample({ clock: buySwipesFx.fail, filter: ({ error }) => isOutOfCoins(error), target: outOfCoins });
sample({
  clock: buySwipesFx.fail,
  filter: ({ error }) => !isOutOfCoins(error),
  fn: () => ({ kind: 'error' as const, id: 'discovery.swipes.buyFailed' as const }),
  target: notified,
});
