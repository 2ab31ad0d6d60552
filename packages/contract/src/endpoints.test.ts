import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  endpoints,
  fillPath,
  GiftParams,
  type LocationList,
  type User,
} from './index';

const allEndpoints = Object.entries(endpoints).flatMap(([domain, table]) =>
  Object.entries(table).map(([name, definition]) => ({
    domain,
    name: `${domain}.${name}`,
    definition: definition as Endpoint,
  })),
);

const placeholdersOf = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

const paramNamesOf = (definition: Endpoint): string[] => {
  const params = definition.params as v.ObjectSchema<v.ObjectEntries, undefined> | undefined;
  return params ? Object.keys(params.entries) : [];
};

/** Every row of spec 01 section 7 and spec 02 section 7, as method and path. */
const specRows = [
  'POST /identity/register',
  'POST /identity/register/apple',
  'POST /identity/register/facebook',
  'POST /identity/register/google',
  'POST /identity/login',
  'POST /identity/login/apple',
  'POST /identity/login/facebook',
  'POST /identity/login/google',
  'POST /identity/login/external',
  'POST /identity/logout',
  'POST /identity/resetPassword',
  'POST /identity/resetPassword/{token}',
  'PATCH /identity/password',
  'GET /identity/verifyEmail',
  'POST /identity/verify/{id}/token',
  'POST /identity/verify/{id}/token/change',
  'POST /identity/verify/{id}/resend',
  'POST /identity/email',
  'GET /identity/coinInfo',
  'GET /user',
  'PATCH /user',
  'DELETE /user',
  'PATCH /user/searchSettings',
  'PATCH /user/changeLocation',
  'PATCH /user/firebase',
  'PATCH /user/completion',
  'GET /user/dailyBonus',
  'PUT /user/image',
  'PATCH /user/image/{id}',
  'DELETE /user/image/{id}',
  'GET /user/verification',
  'POST /user/verification',
  'GET /userimage/profile',
  'GET /user/{id}/newsletter',
  'PATCH /user/{id}/newsletter',
  'DELETE /user/{id}/newsletter',
  'POST /user/wheel',
  'GET /location',
  'GET /configuration',
  'POST /marketing',
  'GET /shop',
  'GET /shop/paymentMethods',
  'GET /shop/turboRocketProduct',
  'GET /shop/gifts',
  'GET /shop/starProduct',
  'GET /shop/subscriptionProduct',
  'POST /shop/starProduct',
  'POST /shop/swipes',
  'POST /shop/bonuscode/{code}',
  'GET /dating',
  'POST /dating/image/{id}',
  'POST /dating/like/{id}',
  'GET /dating/icebreaker',
  'GET /dating/turborocket',
  'POST /dating/turborocket',
  'GET /dating/turborocket/{id}',
  'POST /dating/turborocket/{id}',
  'GET /dating/matchOfTheDay',
  'GET /relationship',
  'POST /relationship/{id}/{type}',
  'DELETE /relationship/{id}/{type}',
  'POST /relationship/swipe',
  'POST /relationship/swipe/undo',
  'POST /relationship/unlock',
  'GET /relationship/blockedUser',
  'PUT /relationship/blockedUser/{id}',
  'DELETE /relationship/blockedUser/{id}',
  'DELETE /chat/{id}',
  'POST /chat/{id}/favorite',
  'POST /chat/{id}/gift/{giftId}',
  'POST /chat/{id}/image',
  'POST /chat/{id}/reactOnImage',
  'POST /chat/{id}/renewal',
  'POST /chat/wink/{id}',
  'POST /chat/icebreaker',
  'GET /news',
  'POST /news',
  'POST /news/{id}',
  'DELETE /news/{id}',
  'GET /event',
  'GET /event/available',
  'POST /event/{id}',
  'GET /event/{id}/claimed',
  'GET /support',
  'GET /support/{id}',
  'PUT /support/{id}',
  'PUT /support',
  'DELETE /support/delete/{id}',
  'POST /payment/microPayment',
  'POST /payment/stripe',
  'POST /payment/payPal',
  'POST /payment/stripe/subscription',
  'POST /payment/apple',
  'POST /payment/google',
  'POST /payment/apple/subscription',
  'POST /payment/google/subscription',
  'POST /payment/payPal/verify',
  'GET /payment/{id}',
  'GET /payment/stripe/subscription/{id}',
  'DELETE /payment/stripe/subscription/{id}',
];

describe('endpoint tables', () => {
  it.each(allEndpoints)(
    '$name: path starts with / and every placeholder has a param',
    ({ definition }) => {
      expect(definition.path.startsWith('/')).toBe(true);
      expect(definition.path).not.toMatch(/^\/v1/);
      expect(paramNamesOf(definition).sort()).toEqual(placeholdersOf(definition.path).sort());
    },
  );

  it('covers every call of both spec tables', () => {
    const defined = new Set(
      allEndpoints.map(({ definition }) => `${definition.method} ${definition.path}`),
    );
    expect(specRows.filter((row) => !defined.has(row))).toEqual([]);
  });

  it('defines each method and path once', () => {
    const rows = allEndpoints.map(({ definition }) => `${definition.method} ${definition.path}`);
    expect(rows.length).toBe(new Set(rows).size);
  });

  it('gives a data call a response schema and a GET no body', () => {
    for (const { name, definition } of allEndpoints) {
      if (definition.answer === 'data') expect(definition.response, name).toBeDefined();
      if (definition.method === 'GET') expect(definition.body, name).toBeUndefined();
    }
  });

  it('tags each call with its domain', () => {
    for (const { domain, name, definition } of allEndpoints) {
      expect(definition.tag, name).toBe(domain);
      expect(definition.summary.length, name).toBeGreaterThan(0);
    }
  });

  it('fills a path from parsed params', () => {
    const parsed = v.parse(GiftParams, { id: 'd 1', giftId: 'g/2' });
    expect(endpoints.chat.sendGift.params).toBe(GiftParams);
    expect(fillPath(endpoints.chat.sendGift.path, parsed)).toBe('/chat/d%201/gift/g%2F2');
  });
});

// Checked by the type check (tsc), not at run time: what the client and server derive.
describe('derived types', () => {
  it('types a data answer by its response and the others as boolean', () => {
    expectTypeOf<EndpointOutput<typeof endpoints.user.get>>().toEqualTypeOf<User>();
    expectTypeOf<EndpointOutput<typeof endpoints.user.delete>>().toEqualTypeOf<boolean>();
    expectTypeOf<EndpointOutput<typeof endpoints.location.search>>().toEqualTypeOf<LocationList>();
  });
  it('asks for the declared parts only', () => {
    expectTypeOf<EndpointInput<typeof endpoints.chat.delete>['params']>().toEqualTypeOf<{
      id: string;
    }>();
    expectTypeOf<EndpointInput<typeof endpoints.user.get>['body']>().toEqualTypeOf<undefined>();
    expectTypeOf<EndpointInput<typeof endpoints.identity.loginExternal>['query']>().toEqualTypeOf<{
      userId: string;
      token: string;
    }>();
  });
  it('keeps the auth literal', () => {
    expectTypeOf(endpoints.user.get.auth).toEqualTypeOf<'member'>();
  });
});
