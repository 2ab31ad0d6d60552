/**
 * What coins buy in the shop (spec 02 sections 4 and 9): the turbo rockets of the catalogue (the
 * standard one takes a free rocket first, else its price; the longer ones their price; each is
 * refused while one runs with BONUS_STILL_ACTIVE) and stars. The client guard runs first; the
 * balance shown is the server's answer.
 */
import type { Configuration, TurboRocketProduct, TurboRocketState } from '@amora/contract';
import { combine, createEvent, createStore, sample } from 'effector';
import { canSpend, outOfCoins } from '../../../member/model';
import { $configuration, $user, sessionEnded } from '../../../session/model';
import { apiCallEffect, apiEffect } from '../../../shared/api';
import { type Notice, notified } from '../../../shared/notify';
import { codeOf, dataOf } from '../../../shared/result';
import { $starProducts } from './catalogue';
import { chargesCoins } from './paid';

/** A screen with the turbo rocket opened: its state is read again. */
export const turboRocketViewed = createEvent();
export const turboRocketStarted = createEvent();
/** A rocket of the catalogue chosen and started, by its id. */
export const turboRocketProductStarted = createEvent<string>();
export const starsBought = createEvent<string>();

export const loadTurboRocketFx = apiCallEffect((api) => api.dating.turboRocket());
export const startTurboRocketFx = apiCallEffect(async (api) =>
  dataOf(await api.dating.startTurboRocket.request()),
);
export const loadTurboRocketProductsFx = apiCallEffect((api) => api.shop.turboRocketProducts());
export const startTurboRocketProductFx = apiEffect(async (api, id: string) =>
  dataOf(await api.dating.startTurboRocketProduct.request({ params: { id } })),
);
export const buyStarsFx = apiEffect(async (api, starProductId: string) =>
  dataOf(await api.shop.buyStars.request({ body: { starProductId } })),
);
chargesCoins(startTurboRocketFx);
chargesCoins(startTurboRocketProductFx);
chargesCoins(buyStarsFx);

export const $turboRocket = createStore<TurboRocketState | null>(null)
  .on(loadTurboRocketFx.doneData, (current, state) => state ?? current)
  .on([startTurboRocketFx.doneData, startTurboRocketProductFx.doneData], (_, { state }) => state)
  .reset(sessionEnded);
/** The server's refusal of a start (BONUS_STILL_ACTIVE), until the next attempt. */
export const $turboRocketError = createStore<string | null>(null)
  .on(
    [startTurboRocketFx.failData, startTurboRocketProductFx.failData],
    (_, error) => codeOf(error) ?? null,
  )
  .reset(turboRocketStarted, turboRocketProductStarted, turboRocketViewed, sessionEnded);
/** The rockets on sale, in the catalogue's order; kept when a reload fails. */
export const $turboRocketProducts = createStore<TurboRocketProduct[]>([])
  .on(loadTurboRocketProductsFx.doneData, (current, list) => list?.items ?? current)
  .reset(sessionEnded);
export const $turboRocketStarting = combine(
  startTurboRocketFx.pending,
  startTurboRocketProductFx.pending,
  (standard, product) => standard || product,
);
sample({ clock: turboRocketViewed, target: [loadTurboRocketFx, loadTurboRocketProductsFx] });
// A rocket that was running when refused: its end date is read again.
sample({
  clock: [startTurboRocketFx.fail, startTurboRocketProductFx.fail],
  target: loadTurboRocketFx,
});

/** The standard rocket's price; a free rocket makes it free. */
export const $turboRocketPrice = $configuration.map(
  (configuration) => configuration?.prices.turboRocket.price ?? 0,
);

/**
 * The catalogue's standard rocket is the one the configuration prices (spec 02 section 9:
 * price 50, duration 1): it is started through POST /dating/turborocket, which takes a free
 * rocket first.
 */
export const isStandardRocket = (
  product: Pick<TurboRocketProduct, 'price' | 'durationHours'>,
  configuration: Configuration | null,
) =>
  configuration !== null &&
  product.price === configuration.prices.turboRocket.price &&
  product.durationHours === configuration.prices.turboRocket.durationHours;

const $freeRockets = $user.map((user) => user?.freeTurboRocketsCount ?? 0);
const turboRocketAllowed = sample({
  clock: turboRocketStarted,
  source: { user: $user, price: $turboRocketPrice, free: $freeRockets },
  fn: ({ user, price, free }) => free > 0 || canSpend(user, price),
});
sample({ clock: turboRocketAllowed, filter: Boolean, target: startTurboRocketFx });
sample({ clock: turboRocketAllowed, filter: (allowed) => !allowed, target: outOfCoins });

const rocketChoice = sample({
  clock: turboRocketProductStarted,
  source: { products: $turboRocketProducts, configuration: $configuration },
  fn: ({ products, configuration }, id) => {
    const product = products.find((item) => item.id === id);
    return { product, isStandard: product ? isStandardRocket(product, configuration) : false };
  },
});
sample({ clock: rocketChoice, filter: ({ isStandard }) => isStandard, target: turboRocketStarted });
const productAllowed = sample({
  clock: rocketChoice,
  source: $user,
  filter: (_, { product, isStandard }) => product !== undefined && !isStandard,
  fn: (user, { product }) => ({
    id: product?.id ?? '',
    allowed: product !== undefined && canSpend(user, product.price),
  }),
});
sample({
  clock: productAllowed,
  filter: ({ allowed }) => allowed,
  fn: ({ id }) => id,
  target: startTurboRocketProductFx,
});
sample({ clock: productAllowed, filter: ({ allowed }) => !allowed, target: outOfCoins });

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
