/**
 * The spec's client fills every field it does not set with null (issue 14): each call whose
 * payload has optional fields, sent as that client sends it, succeeds and treats null as absent.
 * Queries are not here: a query string carries no null (the spec's client leaves such a parameter
 * out).
 */
import { createHash, randomBytes } from 'node:crypto';
import { prices } from '@amora/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { type ChatServer, pair, startChatServer } from '../chat/support';
import { locationIdOf, pictureBase64 } from '../helpers';
import { insertPicture, type Member } from '../routes/dating/support';
import { birthdateYearsAgo, uniqueEmail } from '../routes/identity/support';
import {
  FAKE_APPLE_CLIENT_ID,
  FAKE_FACEBOOK_APP,
  FAKE_GOOGLE_CLIENT_ID,
  type FakeApple,
  type FakeFacebook,
  type FakeGoogle,
  startFakeApple,
  startFakeFacebook,
  startFakeGoogle,
} from '../services/fakes/index.ts';

let server: ChatServer;
let google: FakeGoogle;
let apple: FakeApple;
let facebook: FakeFacebook;

beforeAll(async () => {
  [google, apple, facebook] = await Promise.all([
    startFakeGoogle(),
    startFakeApple(),
    startFakeFacebook(),
  ]);
  server = await startChatServer({
    GOOGLE_USERINFO_URL: google.userinfoUrl,
    GOOGLE_TOKENINFO_URL: google.tokeninfoUrl,
    GOOGLE_CLIENT_IDS: FAKE_GOOGLE_CLIENT_ID,
    APPLE_JWKS_URL: apple.jwksUrl,
    APPLE_AUDIENCE: FAKE_APPLE_CLIENT_ID,
    FACEBOOK_GRAPH_URL: facebook.graphUrl,
    FACEBOOK_APP_ID: FAKE_FACEBOOK_APP.appId,
    FACEBOOK_APP_SECRET: FAKE_FACEBOOK_APP.appSecret,
  });
});
afterAll(async () => {
  await server?.close();
  await Promise.all([google?.close(), apple?.close(), facebook?.close()]);
});

const visitorCall = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => {
  const response = await server.inject({ method, url: `/v1${url}`, payload });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
};

const marketingNulls = { campaignId: null, clickId: null, sourceId: null, strangerId: null };
const deviceNulls = { deviceId: null, firebaseId: null, platform: null };
const redirectUrl = 'http://localhost:8080/shop/success';

/** Two members with a dialog opened by a wink. */
const opened = async () => {
  const members = await pair(server, 500);
  const wink = await members.sender.call('POST', `/chat/wink/${members.partner.user.id}`);
  expect(wink.status).toBe(200);
  return { ...members, dialogId: wink.body.message.dialogId as string };
};

const memberRow = async (member: Member) =>
  (await server.app.db.select().from(users).where(eq(users.id, member.user.id)))[0];

describe('REST calls sent with nulls for the fields the client left out', () => {
  it('POST /identity/register', async () => {
    const email = uniqueEmail('nulls');
    const answer = await visitorCall('POST', '/identity/register', {
      name: 'Nora',
      email,
      password: 'secret12',
      birthdate: birthdateYearsAgo(30),
      gender: 'female',
      country: 'DE',
      city: 'Berlin',
      zip: '10115',
      locationId: locationIdOf('Berlin'),
      language: null,
      pushPreference: null,
      searchGender: null,
      searchRelationType: null,
      searchMinAge: null,
      searchMaxAge: null,
      searchDistance: null,
      interests: null,
      profileImage: null,
      ...deviceNulls,
      ...marketingNulls,
    });
    expect(answer.status).toBe(200);
    // Null took the spec's registration defaults.
    expect(answer.body.user).toMatchObject({
      email,
      language: 'de',
      searchMinAge: 18,
      searchMaxAge: 48,
      searchDistance: 200,
      pushPreference: true,
    });
  });

  it('POST /identity/register/google and /identity/login/google', async () => {
    const person = {
      sub: randomBytes(8).toString('hex'),
      email: uniqueEmail('lena'),
      email_verified: true,
      name: 'Lena Berg',
      given_name: 'Lena',
    };
    const registered = await visitorCall('POST', '/identity/register/google', {
      token: google.issueToken(person),
      email: null,
      name: null,
      gender: null,
      birthdate: birthdateYearsAgo(25),
      country: null,
      ...deviceNulls,
      ...marketingNulls,
    });
    expect(registered.status).toBe(200);
    expect(registered.body.user).toMatchObject({ email: person.email, gender: 'male' });
    const login = await visitorCall('POST', '/identity/login/google', {
      token: google.issueToken(person),
      platform: null,
    });
    expect(login.status).toBe(200);
    expect(login.body.email).toBe(person.email);
  });

  it('POST /identity/register/apple and /identity/login/apple', async () => {
    const person = {
      sub: `001234.${randomBytes(8).toString('hex')}`,
      email: uniqueEmail('mia'),
      email_verified: 'true',
      // Apple writes the hash of the sign-in's nonce into its token.
      nonce: createHash('sha256').update('nonce-1').digest('hex'),
    };
    const registered = await visitorCall('POST', '/identity/register/apple', {
      token: await apple.signIdentityToken(person),
      accessCode: 'c0de',
      nonce: 'nonce-1',
      email: null,
      name: 'Mia',
      gender: 'female',
      birthdate: birthdateYearsAgo(22),
      country: null,
      ...deviceNulls,
      ...marketingNulls,
    });
    expect(registered.status).toBe(200);
    expect(registered.body.user).toMatchObject({ email: person.email, name: 'Mia' });
    const login = await visitorCall('POST', '/identity/login/apple', {
      token: await apple.signIdentityToken(person),
      accessCode: 'c0de',
      nonce: 'nonce-1',
      platform: null,
    });
    expect(login.status).toBe(200);
  });

  it('POST /identity/register/facebook', async () => {
    const person = {
      id: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
      email: uniqueEmail('jonas'),
      name: 'Jonas Keller',
      first_name: 'Jonas',
      birthday: '04/12/1990',
    };
    const registered = await visitorCall('POST', '/identity/register/facebook', {
      token: facebook.issueToken(person),
      fbUserId: person.id,
      email: null,
      name: null,
      birthdate: null,
      gender: 'male',
      country: null,
      pushPreference: null,
      ...deviceNulls,
      ...marketingNulls,
    });
    expect(registered.status).toBe(200);
    expect(registered.body.user).toMatchObject({ email: person.email, pushPreference: false });
  });

  it('POST /marketing', async () => {
    const answer = await visitorCall('POST', '/marketing', {
      ...marketingNulls,
      campaignId: 'spring',
    });
    expect(answer.status).toBe(204);
  });

  it('PATCH /user keeps what null leaves out, and still clears a trait with null', async () => {
    const member = await server.member({ name: 'Greta', smoker: 'no' });
    const answer = await member.call('PATCH', '/user', {
      name: null,
      birthdate: null,
      gender: null,
      language: null,
      emailPushPreference: null,
      pushPreference: null,
      usageStatistics: null,
      interests: null,
      aboutMe: 'Hallo',
      smoker: null,
    });
    expect(answer.status).toBe(200);
    const row = await memberRow(member);
    expect(row).toMatchObject({ name: 'Greta', gender: member.user.gender, aboutMe: 'Hallo' });
    expect(row?.smoker).toBeNull();
  });

  it('PATCH /user/searchSettings', async () => {
    const member = await server.member({ searchDistance: 50 });
    const answer = await member.call('PATCH', '/user/searchSettings', {
      searchGender: null,
      searchMinAge: 20,
      searchMaxAge: null,
      searchDistance: null,
      searchCountryOnly: null,
    });
    expect(answer.status).toBe(200);
    expect(await memberRow(member)).toMatchObject({ searchMinAge: 20, searchDistance: 50 });
  });

  it('PATCH /user/completion', async () => {
    const member = await server.member({ hasCompletedRegistration: false });
    const answer = await member.call('PATCH', '/user/completion', {
      interests: ['music', 'travel'],
      profileImage: null,
      crop: null,
      pushPreference: null,
      publish: null,
    });
    expect(answer.status).toBe(200);
  });

  it('PUT /user/image and PATCH /user/image/{id}', async () => {
    const member = await server.member();
    // The first picture becomes the profile picture, which may not turn private.
    expect((await member.call('PUT', '/user/image', { image: await pictureBase64() })).status).toBe(
      200,
    );
    const uploaded = await member.call('PUT', '/user/image', {
      image: await pictureBase64(),
      crop: null,
      isPrivate: null,
      price: null,
      isProfileImage: null,
    });
    expect(uploaded.status).toBe(200);
    const picture = uploaded.body.images.items.find(
      (image: { isProfileImage: boolean }) => !image.isProfileImage,
    );
    expect(picture).toMatchObject({ isPrivate: false, price: null });
    const updated = await member.call('PATCH', `/user/image/${picture.id}`, {
      isPrivate: true,
      price: 20,
      isProfileImage: null,
      crop: null,
    });
    expect(updated.status).toBe(200);
    expect(
      updated.body.images.items.find((image: { id: string }) => image.id === picture.id),
    ).toMatchObject({ isPrivate: true, price: 20 });
  });

  it('PUT /relationship/blockedUser/{id}', async () => {
    const { sender, partner } = await pair(server);
    const answer = await sender.call('PUT', `/relationship/blockedUser/${partner.user.id}`, {
      reason: 'spam',
      report: false,
      message: null,
      imageId: null,
      dialogId: null,
    });
    expect(answer.status).toBeLessThan(300);
  });

  it('POST /chat/{id}/image, /chat/{id}/reactOnImage and /chat/icebreaker', async () => {
    const { sender, partner, dialogId } = await opened();
    const image = await sender.call('POST', `/chat/${dialogId}/image`, {
      image: await pictureBase64(),
      cost: prices.imageMessage,
      message: null,
      isLike: null,
      isComment: null,
      type: null,
      clientId: null,
    });
    expect(image.status).toBe(200);
    expect(image.body.message).toMatchObject({ type: 'image', text: '', clientId: null });

    const picture = await insertPicture(server.app, partner.user.id);
    const liked = await sender.call('POST', `/chat/${partner.user.id}/reactOnImage`, {
      type: 'pictureLike',
      imageId: picture.id,
      message: null,
    });
    expect(liked.status).toBe(200);

    const other = await server.member({ gender: 'female', searchGender: 'male' });
    const icebreaker = await sender.call('POST', '/chat/icebreaker', {
      recipientId: other.user.id,
      iceBreakerId: 'travel',
      clientId: null,
    });
    expect(icebreaker.status).toBe(200);
  });

  it('POST /payment/microPayment and /payment/stripe/subscription', async () => {
    const member = await server.member();
    const coins = await member.call('POST', '/payment/microPayment', {
      productId: 'coins-250',
      methodId: 'credit-card',
      userId: null,
      redirectUrl,
    });
    expect(coins.status).toBe(200);
    const premium = await member.call('POST', '/payment/stripe/subscription', {
      productId: 'premium-1m',
      userId: null,
      redirectUrl,
      methodId: null,
    });
    expect(premium.status).toBe(200);
  });

  it('POST /payment/payPal', async () => {
    const member = await server.member();
    const answer = await member.call('POST', '/payment/payPal', {
      currency: 'EUR',
      productId: 'coins-100',
      transactionId: null,
      amount: 499,
      redirectUrl: null,
    });
    expect(answer.status).toBe(200);
  });
});

describe('hub invocations sent with nulls', () => {
  it('sendMessage with dialogId, commentType, type and clientId null opens a new dialog', async () => {
    const { sender, partner } = await pair(server);
    const tab = await server.connectAs(sender);
    const answer = await tab.invoke('sendMessage', {
      dialogId: null,
      recipientId: partner.user.id,
      message: 'Hallo!',
      type: null,
      commentType: null,
      clientId: null,
    });
    expect(answer.message).toMatchObject({
      type: 'message',
      commentType: null,
      clientId: null,
      text: 'Hallo!',
    });
    // And into the dialog it opened, again with the nulls.
    const again = await tab.invoke('sendMessage', {
      dialogId: answer.message.dialogId,
      recipientId: partner.user.id,
      message: 'Noch da?',
      type: null,
      commentType: null,
      clientId: null,
    });
    expect(again.message.dialogId).toBe(answer.message.dialogId);
  });
});
