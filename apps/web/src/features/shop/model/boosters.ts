/**
 * What coins buy in the shop (spec 02 sections 4 and 9): the turbo rocket (a free rocket first,
 * else its price; refused while one runs with BONUS_STILL_ACTIVE) and stars. The client guard
 * runs first; the balance shown is the server's answer.
 */
import type { TurboRocketState } from '@amora/contract';
import { createEvent, createStore, sample } from 'effector';
import { canSpend, outOfCoins } from '../../../member/model';
import { $configuration, $user, sessionEnded } from '../../../session/model';
import { apiCallEffect, apiEffect } from '../../../shared/api';
import { type Notice, notified } from '../../../shared/notify';
import { $starProducts } from './catalogue';
import { answerOf, chargesCoins, errorCodeOf } from './paid';

/** A screen with the turbo rocket opened: its state is read again. */
export const turboRocketViewed = createEvent();
export const turboRocketStarted = createEvent();
export const starsBought = createEvent<string>();

export const loadTurboRocketFx = apiCallEffect((api) => api.dating.turboRocket());
export const startTurboRocketFx = apiCallEffect((api) =>
  answerOf(api.dating.startTurboRocket.request()),
);
export const buyStarsFx = apiEffect((api, starProductId: string) =>
  answerOf(api.shop.buyStars.request({ body: { starProductId } })),
);
chargesCoins(startTurboRocketFx);
chargesCoins(buyStarsFx);

export const $turboRocket = createStore<TurboRocketState | null>(null)
  .on(loadTurboRocketFx.doneData, (current, state) => state ?? current)
  .on(startTurboRocketFx.doneData, (_, { state }) => state)
  .reset(sessionEnded);
/** The server's refusal of a start (BONUS_STILL_ACTIVE), until the next attempt. */
export const $turboRocketError = createStore<string | null>(null)
  .on(startTurboRocketFx.failData, (_, error) => errorCodeOf(error) ?? null)
  .reset(turboRocketStarted, turboRocketViewed, sessionEnded);
sample({ clock: turboRocketViewed, target: loadTurboRocketFx });
// A rocket that was running when refused: its end date is read again.
sample({ clock: startTurboRocketFx.fail, target: loadTurboRocketFx });

/** The standard rocket's price; a free rocket makes it free. */
export const $turboRocketPrice = $configuration.map(
  (configuration) => configuration?.prices.turboRocket.price ?? 0,
);

const $freeRockets = $user.map((user) => user?.freeTurboRocketsCount ?? 0);
const turboRocketAllowed = sample({
  clock: turboRocketStarted,
  source: { user: $user, price: $turboRocketPrice, free: $freeRockets },
  fn: ({ user, price, free }) => free > 0 || canSpend(user, price),
});
sample({ clock: turboRocketAllowed, filter: Boolean, target: startTurboRocketFx });
sample({ clock: turboRocketAllowed, filter: (allowed) => !allowed, target: outOfCoins });

const starPurchase = sample({
  clock: starsBought,
  source: { user: $user, products: $starProducts },
  fn: ({ user, products }, id) => {
    const product = products.find((item) => item.id === id);
    return { id, allowed: product !== undefined && canSpend(user, product.price) };
  },
});
sample({
  clock: starPurchase,
  filter: ({ allowed }) => allowed,
  fn: ({ id }) => id,
  target: buyStarsFx,
});
sample({ clock: starPurchase, filter: ({ allowed }) => !allowed, target: outOfCoins });
sample({
  clock: buyStarsFx.doneData,
  fn: ({ stars }): Notice => ({
    kind: 'success',
    id: 'shop.stars.bought',
    values: { count: stars },
  }),
  target: notified,
});
