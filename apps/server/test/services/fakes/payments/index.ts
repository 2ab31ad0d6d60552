/**
 * Local fake payment providers: each speaks its provider's real requests, answers and webhooks,
 * keeps its payments in memory and can be told to settle one (paid, failed, refunded, ...).
 */

export {
  FAKE_APPLE_APP_ID,
  FAKE_APPLE_BUNDLE_ID,
  FAKE_APPLE_ISSUER_ID,
  FAKE_APPLE_KEY_ID,
  type FakeAppStore,
  startFakeAppStore,
} from './app-store.ts';
export {
  FAKE_MICROPAYMENT_ACCESS_KEY,
  FAKE_MICROPAYMENT_NOTIFICATION_KEY,
  FAKE_MICROPAYMENT_PROJECT,
  type FakeMicroPayment,
  startFakeMicroPayment,
} from './micropayment.ts';
export { FAKE_MOLLIE_API_KEY, type FakeMollie, startFakeMollie } from './mollie.ts';
export {
  FAKE_PAYPAL_CLIENT_ID,
  FAKE_PAYPAL_CLIENT_SECRET,
  FAKE_PAYPAL_WEBHOOK_ID,
  type FakePayPal,
  startFakePayPal,
} from './paypal.ts';
export {
  FAKE_PLAY_PACKAGE,
  FAKE_PLAY_PUSH_ACCOUNT,
  FAKE_PLAY_SERVICE_ACCOUNT,
  type FakePlayStore,
  startFakePlayStore,
} from './play-store.ts';
export {
  type ReceivedWebhook,
  readBody,
  startWebhookReceiver,
  type WebhookAnswer,
  type WebhookReceiver,
} from './receiver.ts';
export {
  FAKE_STRIPE_API_VERSION,
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  type FakeStripeCall,
  startFakeStripe,
} from './stripe.ts';
