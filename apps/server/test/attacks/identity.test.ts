/**
 * Taking over an account through the sign-in: the demo's sandbox sign-in typed with someone
 * else's address, an address pre-registered by an attacker and later signed in with Google,
 * provider tokens issued to another app or replayed without their nonce, Facebook's unconfirmed
 * addresses, and an e-mail change from a session someone left open.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, outboxMails, users } from '../../src/db/schema';
import { DEMO_MEMBER } from '../../src/demo';
import { hashPassword } from '../../src/identity/passwords';
import { sessionCookieName } from '../../src/identity/sessions';
import {
  cookiePair,
  createTestApp,
  insertUser,
  realDeployment,
  sessionCookie,
  type TestApp,
  userRow,
} from '../helpers';
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

const site = 'http://localhost:8080';

let addressesUsed = 0;
/** A client address of its own, so the per-address limits of one test do not reach another. */
const freshAddress = () => {
  addressesUsed += 1;
  return `10.7.${Math.floor(addressesUsed / 250)}.${(addressesUsed % 250) + 1}`;
};

const uniqueEmail = (name: string) => `${name}.${randomBytes(4).toString('hex')}@example.com`;
const adultBirthdate = '1990-05-17T00:00:00.000Z';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A JSON call as a browser of the site makes it; answers status, body and the session cookie. */
const call = async (
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  { body, cookie }: { body?: unknown; cookie?: string } = {},
) => {
  const response = await app.inject({
    method,
    url,
    remoteAddress: freshAddress(),
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  const json = response.body ? (response.json() as Record<string, unknown>) : {};
  return {
    status: response.statusCode,
    json,
    code: (json as { code?: string }).code,
    cookie: cookiePair(response.headers['set-cookie'], sessionCookieName),
  };
};

/** A member with an address and password, signed in: answers the row and the session cookie. */
const signedInMember = async (
  app: FastifyInstance,
  values: Partial<typeof users.$inferInsert> = {},
) => {
  const email = values.email ?? uniqueEmail('member');
  const member = await insertUser(app, {
    email,
    passwordHash: await hashPassword('secret123'),
    emailConfirmed: true,
    ...values,
  });
  const login = await call(app, 'POST', '/v1/identity/login', {
    body: { userName: email, password: 'secret123' },
  });
  expect(login.status).toBe(200);
  return { member, email, cookie: login.cookie as string };
};

const googleRegistration = (token: string) => ({
  token,
  email: '',
  name: '',
  gender: 'female',
  country: 'DE',
  platform: 'web',
  firebaseId: '',
  deviceId: 'device-1',
  birthdate: adultBirthdate,
});

describe('the sandbox sign-in of the demo', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(() => server.close());

  /** Fills the sandbox's authorize page as anyone on the demo could; answers the token. */
  const sandboxToken = async (provider: 'google' | 'facebook', email: string) => {
    const answer = await server.app.inject({
      method: 'POST',
      url: `/sandbox-auth/${provider}/authorize`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        redirect_uri: `${site}/login`,
        state: 'state-1',
        decision: 'allow',
        name: 'Mallory',
        email,
      }).toString(),
    });
    expect(answer.statusCode).toBe(303);
    const fragment = new URLSearchParams(new URL(answer.headers.location as string).hash.slice(1));
    return {
      token: fragment.get('access_token') ?? '',
      userId: fragment.get('user_id') ?? '',
    };
  };

  it('does not sign in to the demo member, whose account has a password', async () => {
    const demo = await insertUser(server.app, {
      email: DEMO_MEMBER.email,
      passwordHash: await hashPassword(DEMO_MEMBER.password),
      emailConfirmed: true,
    });
    const { token } = await sandboxToken('google', DEMO_MEMBER.email);
    const login = await call(server.app, 'POST', '/v1/identity/login/google', {
      body: { token, platform: 'web' },
    });
    expect(login.status).not.toBe(200);
    expect(login.json.id).toBeUndefined();
    expect(login.cookie).toBeUndefined();
    const register = await call(server.app, 'POST', '/v1/identity/register/google', {
      body: googleRegistration(token),
    });
    expect(register.status).toBe(409);
    expect(register.code).toBe('EMAIL_ALREADY_EXISTS');
    expect(register.cookie).toBeUndefined();
    const row = await userRow(server.app, demo.id);
    expect(row.googleSubject).toBeNull();
  });

  it('does not sign in to an account the sandbox did not make, even one without a password', async () => {
    const email = uniqueEmail('profile');
    const profile = await insertUser(server.app, { email, emailConfirmed: true });
    const { token, userId } = await sandboxToken('facebook', email);
    const login = await call(server.app, 'POST', '/v1/identity/login/facebook', {
      body: { token, fbUserId: userId },
    });
    expect(login.status).not.toBe(200);
    expect(login.cookie).toBeUndefined();
    expect((await userRow(server.app, profile.id)).facebookSubject).toBeNull();
  });

  it('still makes its own accounts and signs in to them again', async () => {
    const email = uniqueEmail('sandra');
    const { token } = await sandboxToken('google', email);
    const register = await call(server.app, 'POST', '/v1/identity/register/google', {
      body: googleRegistration(token),
    });
    expect(register.status).toBe(200);
    const login = await call(server.app, 'POST', '/v1/identity/login/google', {
      body: { token, platform: 'web' },
    });
    expect(login.status).toBe(200);
    expect(login.json.id).toBe((register.json.user as { id: string }).id);
  });

  it('does not sign in again to a sandbox account that has set a password since', async () => {
    const email = uniqueEmail('sven');
    const { token } = await sandboxToken('google', email);
    const register = await call(server.app, 'POST', '/v1/identity/register/google', {
      body: googleRegistration(token),
    });
    expect(register.status).toBe(200);
    const id = (register.json.user as { id: string }).id;
    await server.app.db
      .update(users)
      .set({ passwordHash: await hashPassword('secret123') })
      .where(eq(users.id, id));
    const login = await call(server.app, 'POST', '/v1/identity/login/google', {
      body: { token, platform: 'web' },
    });
    expect(login.status).not.toBe(200);
    expect(login.cookie).toBeUndefined();
  });
});

describe('the providers’ tokens', () => {
  let google: FakeGoogle;
  let apple: FakeApple;
  let facebook: FakeFacebook;
  let server: TestApp;
  let withoutClientIds: TestApp;

  beforeAll(async () => {
    [google, apple, facebook] = await Promise.all([
      startFakeGoogle(),
      startFakeApple(),
      startFakeFacebook(),
    ]);
    const providers = {
      GOOGLE_USERINFO_URL: google.userinfoUrl,
      GOOGLE_TOKENINFO_URL: google.tokeninfoUrl,
      APPLE_JWKS_URL: apple.jwksUrl,
      APPLE_AUDIENCE: FAKE_APPLE_CLIENT_ID,
      FACEBOOK_GRAPH_URL: facebook.graphUrl,
      FACEBOOK_APP_ID: FAKE_FACEBOOK_APP.appId,
      FACEBOOK_APP_SECRET: FAKE_FACEBOOK_APP.appSecret,
    };
    server = await createTestApp({
      env: { ...realDeployment, ...providers, GOOGLE_CLIENT_IDS: FAKE_GOOGLE_CLIENT_ID },
    });
    withoutClientIds = await createTestApp({ env: { ...realDeployment, ...providers } });
  });
  afterAll(async () => {
    await server?.close();
    await withoutClientIds?.close();
    await Promise.all([google?.close(), apple?.close(), facebook?.close()]);
  });

  const googlePerson = (email = uniqueEmail('lena')) => ({
    sub: randomBytes(8).toString('hex'),
    email,
    email_verified: true,
    name: 'Lena',
    given_name: 'Lena',
  });

  it('takes a pre-registered address from whoever registered it first', async () => {
    const email = uniqueEmail('victim');
    // The attacker registers the victim's address with a password, never confirms it, and
    // keeps a session open.
    const attacker = await signedInMember(server.app, { email, emailConfirmed: false });
    const victim = await call(server.app, 'POST', '/v1/identity/login/google', {
      body: { token: google.issueToken(googlePerson(email)), platform: 'web' },
    });
    expect(victim.status).toBe(200);
    expect(victim.json.id).toBe(attacker.member.id);
    const row = await userRow(server.app, attacker.member.id);
    expect(row.passwordHash).toBeNull();
    expect(row.emailConfirmed).toBe(true);
    const attackersSession = await call(server.app, 'GET', '/v1/identity/coinInfo', {
      cookie: attacker.cookie,
    });
    expect(attackersSession.status).toBe(401);
    const attackersLogin = await call(server.app, 'POST', '/v1/identity/login', {
      body: { userName: email, password: 'secret123' },
    });
    expect(attackersLogin.code).toBe('WRONG_EMAIL_OR_PASSWORD');
    // The victim's own session works.
    const own = await call(server.app, 'GET', '/v1/identity/coinInfo', { cookie: victim.cookie });
    expect(own.status).toBe(200);
  });

  it('keeps the password and sessions of a confirmed account that links Google', async () => {
    const email = uniqueEmail('owner');
    const owner = await signedInMember(server.app, { email, emailConfirmed: true });
    const linked = await call(server.app, 'POST', '/v1/identity/login/google', {
      body: { token: google.issueToken(googlePerson(email)), platform: 'web' },
    });
    expect(linked.status).toBe(200);
    expect((await userRow(server.app, owner.member.id)).passwordHash).not.toBeNull();
    const session = await call(server.app, 'GET', '/v1/identity/coinInfo', {
      cookie: owner.cookie,
    });
    expect(session.status).toBe(200);
  });

  it('refuses a Google token issued to another app', async () => {
    const token = google.issueToken(googlePerson(), { clientId: 'other-app' });
    const login = await call(server.app, 'POST', '/v1/identity/register/google', {
      body: googleRegistration(token),
    });
    expect(login.code).toBe('LOGIN_FAILED');
  });

  it('accepts no Google sign-in without GOOGLE_CLIENT_IDS', async () => {
    const token = google.issueToken(googlePerson());
    const register = await call(withoutClientIds.app, 'POST', '/v1/identity/register/google', {
      body: googleRegistration(token),
    });
    expect(register.status).not.toBe(200);
    expect(register.cookie).toBeUndefined();
    const [made] = await withoutClientIds.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, googlePerson().email));
    expect(made).toBeUndefined();
  });

  const appleToken = (claims: Record<string, unknown> = {}) =>
    apple.signIdentityToken({
      sub: randomBytes(8).toString('hex'),
      email: uniqueEmail('alex'),
      email_verified: 'true',
      ...claims,
    });

  const appleRegistration = (token: string, nonce?: string) => ({
    ...googleRegistration(token),
    accessCode: 'code-1',
    ...(nonce === undefined ? {} : { nonce }),
  });

  it('refuses an Apple token without a nonce, or with another nonce than the one sent', async () => {
    const nonce = randomBytes(16).toString('hex');
    const withoutNonce = await call(server.app, 'POST', '/v1/identity/register/apple', {
      body: appleRegistration(await appleToken(), nonce),
    });
    expect(withoutNonce.status).not.toBe(200);
    expect(withoutNonce.cookie).toBeUndefined();
    const otherNonce = await call(server.app, 'POST', '/v1/identity/register/apple', {
      body: appleRegistration(await appleToken({ nonce: sha256('another') }), nonce),
    });
    expect(otherNonce.code).toBe('LOGIN_FAILED');
    // The token's own claim, replayed as the nonce, is not the secret behind it.
    const replayedClaim = await call(server.app, 'POST', '/v1/identity/register/apple', {
      body: appleRegistration(await appleToken({ nonce: sha256(nonce) }), sha256(nonce)),
    });
    expect(replayedClaim.code).toBe('LOGIN_FAILED');
    const noNonceSent = await call(server.app, 'POST', '/v1/identity/register/apple', {
      body: appleRegistration(await appleToken({ nonce: sha256(nonce) })),
    });
    expect(noNonceSent.status).not.toBe(200);
    const right = await call(server.app, 'POST', '/v1/identity/register/apple', {
      body: appleRegistration(await appleToken({ nonce: sha256(nonce) }), nonce),
    });
    expect(right.status).toBe(200);
  });

  it('does not count a Facebook address as confirmed, nor link an account by it', async () => {
    const email = uniqueEmail('fiona');
    const existing = await insertUser(server.app, {
      email,
      passwordHash: await hashPassword('secret123'),
    });
    const person = { id: randomBytes(6).toString('hex'), email, name: 'Mallory' };
    const login = await call(server.app, 'POST', '/v1/identity/login/facebook', {
      body: { token: facebook.issueToken(person), fbUserId: person.id },
    });
    expect(login.status).not.toBe(200);
    const row = await userRow(server.app, existing.id);
    expect(row.facebookSubject).toBeNull();
    expect(row.emailConfirmed).toBe(false);

    const newcomer = {
      id: randomBytes(6).toString('hex'),
      email: uniqueEmail('fred'),
      name: 'Fred',
    };
    const register = await call(server.app, 'POST', '/v1/identity/register/facebook', {
      body: {
        ...googleRegistration(facebook.issueToken(newcomer)),
        fbUserId: newcomer.id,
        pushPreference: false,
      },
    });
    expect(register.status).toBe(200);
    expect((register.json.user as { emailConfirmed: boolean }).emailConfirmed).toBe(false);
  });
});

describe('changing the e-mail address', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: realDeployment });
  });
  afterAll(() => server.close());

  const tokensOf = (userId: string) =>
    server.app.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, 'changeEmail')));

  it('asks for the current password: a wrong or missing one changes nothing', async () => {
    const { member, cookie } = await signedInMember(server.app);
    const newEmail = uniqueEmail('thief');
    const missing = await call(server.app, 'POST', '/v1/identity/email', {
      cookie,
      body: { newEmail },
    });
    expect(missing.code).toBe('WRONG_PASSWORD');
    const wrong = await call(server.app, 'POST', '/v1/identity/email', {
      cookie,
      body: { newEmail, password: 'guess1234' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.code).toBe('WRONG_PASSWORD');
    expect(await tokensOf(member.id)).toEqual([]);
    const mails = await server.app.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.to, newEmail));
    expect(mails).toEqual([]);
  });

  it('is refused for a member without a password, who sets one first', async () => {
    // Signed up with a provider: no password, signed in by a session of its own.
    const member = await insertUser(server.app, {
      email: uniqueEmail('social'),
      emailConfirmed: true,
    });
    const cookie = await sessionCookie(server.app, member.id);
    for (const password of ['', 'anything1']) {
      const answer = await call(server.app, 'POST', '/v1/identity/email', {
        cookie,
        body: { newEmail: uniqueEmail('x'), password },
      });
      expect(answer.code).toBe('WRONG_PASSWORD');
    }
    expect(await tokensOf(member.id)).toEqual([]);
  });

  it('ends the other sessions and tells the old address once the change is done', async () => {
    const { member, email, cookie } = await signedInMember(server.app);
    const other = await call(server.app, 'POST', '/v1/identity/login', {
      body: { userName: email, password: 'secret123' },
    });
    expect(other.status).toBe(200);
    const newEmail = uniqueEmail('moved');
    const asked = await call(server.app, 'POST', '/v1/identity/email', {
      cookie,
      body: { newEmail, password: 'secret123' },
    });
    expect(asked.status).toBe(200);
    expect(
      (await call(server.app, 'GET', '/v1/identity/coinInfo', { cookie: other.cookie })).status,
    ).toBe(401);
    expect((await call(server.app, 'GET', '/v1/identity/coinInfo', { cookie })).status).toBe(200);

    const [change] = await server.app.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.to, newEmail))
      .orderBy(desc(outboxMails.createdAt));
    const link = new URL(/https?:\/\/\S+confirmemailchange\S+/.exec(change?.text ?? '')?.[0] ?? '');
    const confirmed = await call(
      server.app,
      'POST',
      `/v1/identity/verify/${member.id}/token/change?${new URLSearchParams({
        token: link.searchParams.get('t') ?? '',
        email: newEmail,
      })}`,
    );
    expect(confirmed.status).toBe(200);
    expect((await userRow(server.app, member.id)).email).toBe(newEmail);
    const toOld = await server.app.db.select().from(outboxMails).where(eq(outboxMails.to, email));
    expect(toOld.length).toBe(1);
    expect(toOld[0]?.text).toContain(newEmail);
  });
});
