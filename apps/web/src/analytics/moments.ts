/**
 * The moments the spec counts (spec 01 section 9), taken from the models where they happen: a
 * registration done (sign_up, and generate_lead single opt-in), the e-mail confirmed
 * (generate_lead double opt-in), a login, a checkout started (begin_checkout with the product,
 * quantity 1), a payment succeeded (purchase, once per payment), and a like, wink or message
 * (interaction). page_view comes from the router (start.ts).
 */
import type { Payment } from '@amora/contract';
import { createEffect, sample } from 'effector';
import { swipeFx } from '../features/discovery/gameModel';
import { likeFx as gridLikeFx } from '../features/discovery/likeModel';
import { winkRequested } from '../features/messages/actions';
import { sendTextFx } from '../features/messages/connection';
import { likeFx as profileLikeFx } from '../features/people/strangerModel';
import {
  coinCheckoutStarted,
  premiumCheckoutStarted,
  verifyPaymentFx,
} from '../features/shop/model/checkout';
import { registerFx } from '../screens/registration/model';
import { confirmEmailFx } from '../screens/visitor/model';
import { loginFx, socialLoginFx, socialRegisterFx, transientLoginFx } from '../session/model';
import { readItem, writeItem } from '../shared/storage';
import { eventTracked, type Tracked } from './model';

type SignInMethod = 'email' | 'google' | 'facebook' | 'apple';
const signUpOf = (method: SignInMethod): Tracked => ({ name: 'sign_up', params: { method } });
const singleOptIn: Tracked = { name: 'generate_lead', params: { optIn: 'single' } };

const registeredWith = sample({
  clock: [
    sample({
      clock: registerFx.doneData,
      filter: (result) => result.ok && result.data.user !== null,
      fn: (): SignInMethod => 'email',
    }),
    sample({
      clock: socialRegisterFx.done,
      filter: ({ result }) => result.ok,
      fn: ({ params }): SignInMethod => params.provider,
    }),
  ],
});
sample({ clock: registeredWith, fn: signUpOf, target: eventTracked });
sample({ clock: registeredWith, fn: () => singleOptIn, target: eventTracked });
sample({
  clock: confirmEmailFx.doneData,
  filter: Boolean,
  fn: (): Tracked => ({ name: 'generate_lead', params: { optIn: 'double' } }),
  target: eventTracked,
});

sample({
  clock: loginFx.doneData,
  filter: Boolean,
  fn: (): Tracked => ({ name: 'login', params: { method: 'email' } }),
  target: eventTracked,
});
sample({
  clock: socialLoginFx.done,
  filter: ({ result }) => result.ok,
  fn: ({ params }): Tracked => ({ name: 'login', params: { method: params.provider } }),
  target: eventTracked,
});
sample({
  clock: transientLoginFx.doneData,
  filter: Boolean,
  fn: (): Tracked => ({ name: 'login', params: { method: 'link' } }),
  target: eventTracked,
});

sample({
  clock: [coinCheckoutStarted, premiumCheckoutStarted],
  fn: ({ productId }): Tracked => ({ name: 'begin_checkout', params: { item: productId } }),
  target: eventTracked,
});

/** The success page may be reloaded: a payment counts once on this device. */
const purchasesKey = 'usage-statistics-purchases';
const firstSuccessFx = createEffect((payment: Payment): string | null => {
  const counted: string[] = JSON.parse(readItem(purchasesKey) ?? '[]');
  if (counted.includes(payment.id)) return null;
  writeItem(purchasesKey, JSON.stringify([...counted, payment.id].slice(-20)));
  return payment.productId;
});
sample({
  clock: verifyPaymentFx.doneData,
  filter: (payment) => payment.state === 'success',
  target: firstSuccessFx,
});
sample({
  clock: firstSuccessFx.doneData,
  filter: (item): item is string => item !== null,
  fn: (item): Tracked => ({ name: 'purchase', params: { item: item ?? undefined } }),
  target: eventTracked,
});

const interaction = (kind: 'like' | 'wink' | 'message'): Tracked => ({
  name: 'interaction',
  params: { kind },
});
sample({ clock: gridLikeFx.done, fn: () => interaction('like'), target: eventTracked });
sample({
  clock: profileLikeFx.doneData,
  filter: (result) => result.ok,
  fn: () => interaction('like'),
  target: eventTracked,
});
sample({
  clock: swipeFx.done,
  filter: ({ params }) => params.type === 'like',
  fn: () => interaction('like'),
  target: eventTracked,
});
sample({ clock: winkRequested, fn: () => interaction('wink'), target: eventTracked });
sample({ clock: sendTextFx.done, fn: () => interaction('message'), target: eventTracked });
