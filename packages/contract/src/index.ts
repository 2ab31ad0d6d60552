/** @amora/contract: every /v1 payload and hub message, the business constants and error codes. */
import { analyticsEndpoints } from './analytics';
import { chatEndpoints } from './chat';
import { configurationEndpoints } from './configuration';
import { datingEndpoints } from './dating';
import { eventEndpoints } from './event';
import { identityEndpoints } from './identity';
import { locationEndpoints } from './location';
import { marketingEndpoints } from './marketing';
import { newsEndpoints } from './news';
import { paymentEndpoints } from './payment';
import { relationshipEndpoints } from './relationship';
import { shopEndpoints } from './shop';
import { supportEndpoints } from './support';
import { newsletterEndpoints, userEndpoints } from './user';

export * from './analytics';
export * from './chat';
export * from './common';
export * from './configuration';
export * from './console';
export * from './constants';
export * from './dating';
export * from './endpoint';
export * from './errors';
export * from './event';
export * from './hub';
export * from './identity';
export * from './location';
export * from './marketing';
export * from './news';
export * from './options';
export * from './payment';
export * from './relationship';
export * from './shop';
export * from './support';
export * from './user';
export * from './validation';

/**
 * Every REST call of the API by domain, in the order of the server's plugins: the server
 * registers and validates them, the client derives its methods, the OpenAPI document lists them.
 */
export const endpoints = {
  identity: identityEndpoints,
  user: userEndpoints,
  newsletter: newsletterEndpoints,
  location: locationEndpoints,
  configuration: configurationEndpoints,
  marketing: marketingEndpoints,
  dating: datingEndpoints,
  relationship: relationshipEndpoints,
  chat: chatEndpoints,
  shop: shopEndpoints,
  payment: paymentEndpoints,
  event: eventEndpoints,
  news: newsEndpoints,
  support: supportEndpoints,
  analytics: analyticsEndpoints,
};
export type Endpoints = typeof endpoints;
export type Domain = keyof Endpoints;
