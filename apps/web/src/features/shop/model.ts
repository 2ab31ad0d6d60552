/**
 * The shop feature's state; its after-login loads (spec 01 section 4: star products, news,
 * events, payment methods and subscription products, with the coin packages) start on
 * `memberAreaEntered`.
 */
import { sample } from 'effector';
import { memberAreaEntered } from '../../member/model';
import {
  loadCoinPackagesFx,
  loadPaymentMethodsFx,
  loadStarProductsFx,
  loadSubscriptionProductsFx,
} from './model/catalogue';
import { loadEventsFx } from './model/events';
import { loadNewsFx } from './model/news';
// The premium shop's own state, also refreshed by a premium payment verified on the result page.
import './model/premium';

sample({
  clock: memberAreaEntered,
  target: [
    loadStarProductsFx,
    loadNewsFx,
    loadEventsFx,
    loadPaymentMethodsFx,
    loadSubscriptionProductsFx,
    loadCoinPackagesFx,
  ],
});
