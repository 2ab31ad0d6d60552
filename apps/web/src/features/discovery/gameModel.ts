/**
 * For You, the match game (spec 02 sections 4 and 9): a deck of members, each swipe takes one of
 * freeSwipesCount (premium: unlimited) as the server counts it; at zero 'You used all of your
 * swipes!' offers 40 more for 50 coins; an undo takes one of freeSwipesUndoCount (premium:
 * unlimited) and puts the profile back on top; a like that is returned opens the match dialog.
 *
 * Promotion cards (the configuration's cardFrequencies): after every 13th member swiped in a visit
 * the turbo card, every 17th the premium card (not for premium members), every 20th the e-mail
 * card (only while the address is unconfirmed) lies on top of the deck; a swipe either way
 * dismisses it for free, its button acts (the e-mail card sends the confirmation link again, at
 * most once in 10 minutes; the others lead to their shop pages). The game hands a member only the
 * day's quota of profiles (limits.dailyGameProfiles, premium more): at 0 left and an empty deck
 * the screen says so instead of "nobody found".
 */
import { errorCodes, localStorageKeys, type StrangerProfile, timings } from '@amora/contract';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { canSpend, coinInfoReceived, outOfCoins } from '../../member/model';
import { $configuration, $user, loadUserFx, sessionEnded } from '../../session/model';
import { apiCallEffect, apiEffect } from '../../shared/api';
import { notified } from '../../shared/notify';
import { codeOf, dataOf, isAborted, isOutOfCoins } from '../../shared/result';
import { readItem, writeItem } from '../../shared/storage';
import { registrationCompleted } from '../profile/completionModel';
import { matched } from './matchModel';
import { searchSettingsSaved } from './settingsModel';

/** Below this many cards the deck asks for more. */
const refillBelow = 4;

export interface Swipe {
  profile: StrangerProfile;
  type: 'like' | 'dislike';
}

/** The promotion cards, in the order they lie when several fall on the same card. */
export const promotions = ['email', 'premium', 'turbo'] as const;
export type Promotion = (typeof promotions)[number];

/** A card of the deck: a member, or a promotion above them. */
export type DeckCard =
  | { kind: 'profile'; id: string; profile: StrangerProfile }
  | { kind: 'promotion'; id: string; promotion: Promotion };

export const gameOpened = createEvent();
/** A promotion card swiped away, either way. */
export const promotionDismissed = createEvent<Promotion>();
/** A promotion card's button: it acts (the e-mail card resends) and the card leaves. */
export const promotionTaken = createEvent<Promotion>();
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
/** Members swiped in this visit: the promotion cards count them. */
export const $swipedThisVisit = createStore(0).reset(sessionEnded, gameOpened);
/** Promotion cards waiting on top of the deck, top first. */
export const $promotions = createStore<Promotion[]>([]).reset(sessionEnded, gameOpened);
export const $cards = combine($promotions, $deck, (waiting, deck): DeckCard[] => [
  ...waiting.map((promotion) => ({
    kind: 'promotion' as const,
    id: `promotion-${promotion}`,
    promotion,
  })),
  ...deck.map((profile) => ({ kind: 'profile' as const, id: profile.id, profile })),
]);
/** New profiles the game still hands out today (null: not known yet). */
export const $dailyProfilesLeft = createStore<number | null>(null).reset(sessionEnded);
export const $deckStatus = createStore<'loading' | 'ready' | 'failed'>('loading').reset(
  sessionEnded,
);
/** Swipes of this visit that an undo can take back. */
export const $undoable = createStore(0).reset(sessionEnded, gameOpened);

export const $isPremium = $user.map((user) => user?.hasActivePremium ?? false);
/** The day's profiles are all shown and the deck is empty: come back tomorrow. */
export const $dailyProfilesUsed = combine(
  $dailyProfilesLeft,
  $deck,
  $deckStatus,
  (left, deck, status) => status === 'ready' && left === 0 && deck.length === 0,
);
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
$dailyProfilesLeft.on(loadDeckFx.doneData, (_, page) => page.dailyProfilesLeft);
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

// Promotion cards: counted on the members swiped in this visit (a refused swipe is not counted).
const dueAfter = (
  swipedCount: number,
  configuration: ReturnType<typeof $configuration.getState>,
  user: ReturnType<typeof $user.getState>,
): Promotion[] => {
  if (!configuration || !user || swipedCount === 0) return [];
  const every = configuration.cardFrequencies;
  const due = (frequency: number) => frequency > 0 && swipedCount % frequency === 0;
  return promotions.filter((promotion) => {
    if (promotion === 'email') return !user.emailConfirmed && due(every.emailCard);
    if (promotion === 'premium') return !user.hasActivePremium && due(every.premiumCard);
    return due(every.turboCard);
  });
};
$swipedThisVisit.on(swipeFx.done, (count) => count + 1);
sample({
  clock: $swipedThisVisit.updates,
  source: { waiting: $promotions, configuration: $configuration, user: $user },
  fn: ({ waiting, configuration, user }, count) => [
    ...waiting,
    ...dueAfter(count, configuration, user).filter((promotion) => !waiting.includes(promotion)),
  ],
  target: $promotions,
});
$promotions.on([promotionDismissed, promotionTaken], (waiting, done) =>
  waiting.filter((promotion) => promotion !== done),
);

// The e-mail card's button: the confirmation link again, at most once in 10 minutes (the same
// local wait as the confirmation screen's resend).
export const resendConfirmationFx = apiEffect(async (api, memberId: string) =>
  dataOf(await api.identity.resendConfirmation.request({ params: { id: memberId } })),
);
const checkResendWaitFx = createEffect(
  () => Date.now() < (Number(readItem(localStorageKeys.emailConfirmTimeout)) || 0),
);
const startResendWaitFx = createEffect(() =>
  writeItem(
    localStorageKeys.emailConfirmTimeout,
    String(Date.now() + timings.emailConfirmTimeoutMs),
  ),
);
sample({
  clock: promotionTaken,
  filter: (promotion) => promotion === 'email',
  target: checkResendWaitFx,
});
sample({
  clock: checkResendWaitFx.doneData,
  filter: (waiting) => waiting,
  fn: () => ({ kind: 'info' as const, id: 'discovery.card.email.wait' as const }),
  target: notified,
});
sample({
  clock: checkResendWaitFx.doneData,
  source: $user,
  filter: (user, waiting) => !waiting && user !== null,
  fn: (user) => user?.id ?? '',
  target: resendConfirmationFx,
});
sample({ clock: resendConfirmationFx.done, target: startResendWaitFx });
sample({
  clock: resendConfirmationFx.done,
  fn: () => ({ kind: 'success' as const, id: 'discovery.card.email.sent' as const }),
  target: notified,
});
sample({
  clock: resendConfirmationFx.fail,
  filter: ({ error }) => !isAborted(error),
  fn: () => ({ kind: 'error' as const, id: 'discovery.card.email.failed' as const }),
  target: notified,
});
