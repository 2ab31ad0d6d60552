/**
 * Local fake servers that speak the real request and response formats of the services the
 * server talks to, for tests: start one, point the service's base URL at it, close it after.
 */
export { APPLE_ISSUER, FAKE_APPLE_CLIENT_ID, type FakeApple, startFakeApple } from './apple.ts';
export {
  FAKE_FACEBOOK_APP,
  type FakeFacebook,
  type FakeFacebookUser,
  startFakeFacebook,
} from './facebook.ts';
export {
  FAKE_GOOGLE_CLIENT_ID,
  type FakeGoogle,
  type FakeGoogleAccount,
  startFakeGoogle,
} from './google.ts';
export {
  decodeQuotedPrintable,
  type FakeSmtpServer,
  type ReceivedMail,
  startFakeSmtpServer,
} from './smtp.ts';
