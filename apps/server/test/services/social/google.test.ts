import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoogleVerifier, SocialAuthError } from '../../../src/identity/sign-in-providers/index.ts';
import { FAKE_GOOGLE_CLIENT_ID, type FakeGoogle, startFakeGoogle } from '../fakes/index.ts';

let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle();
});
afterAll(async () => {
  await google.close();
});

const anna = {
  sub: '110169484474386276334',
  email: 'anna@gmail.example',
  email_verified: true,
  name: 'Anna Schmidt',
  given_name: 'Anna',
  family_name: 'Schmidt',
  gender: 'female',
};

const verifier = () =>
  new GoogleVerifier({
    userinfoUrl: google.userinfoUrl,
    tokeninfoUrl: google.tokeninfoUrl,
    clientIds: [FAKE_GOOGLE_CLIENT_ID],
  });
const checkingVerifier = verifier;

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(SocialAuthError);
  return { reason: (error as SocialAuthError).reason, message: (error as SocialAuthError).message };
}

describe('GoogleVerifier', () => {
  it('reads the account from the userinfo endpoint with the token as a Bearer', async () => {
    const token = google.issueToken(anna);
    const profile = await verifier().verify(token);
    expect(profile).toEqual({
      provider: 'google',
      subject: anna.sub,
      email: 'anna@gmail.example',
      emailVerified: true,
      name: 'Anna Schmidt',
      givenName: 'Anna',
      gender: 'female',
    });
    expect(google.requests.at(-1)?.pathname).toBe('/v1/userinfo');
  });

  it('leaves out what the account does not share and maps unknown genders to other', async () => {
    const profile = await verifier().verify(google.issueToken({ sub: '42', gender: 'Nonbinary' }));
    expect(profile).toEqual({ provider: 'google', subject: '42', gender: 'other' });
  });

  it('fails with the spec message for an unknown, revoked or expired token', async () => {
    const revoked = google.issueToken(anna);
    google.revoke(revoked);
    for (const token of [
      'ya29.unknown',
      revoked,
      google.issueToken(anna, { expiresIn: -1 }),
      ' ',
    ]) {
      expect(await failureOf(verifier().verify(token))).toEqual({
        reason: 'invalid_token',
        message: 'Failed to fetch user info',
      });
    }
  });

  it('checks the token was issued to our client, always', async () => {
    const ours = google.issueToken(anna);
    expect((await checkingVerifier().verify(ours)).subject).toBe(anna.sub);
    expect(google.requests.some((url) => url.pathname === '/tokeninfo')).toBe(true);

    const foreign = google.issueToken(anna, { clientId: 'other-app.apps.googleusercontent.com' });
    expect((await failureOf(checkingVerifier().verify(foreign))).reason).toBe('wrong_app');
    expect((await failureOf(checkingVerifier().verify('ya29.unknown'))).reason).toBe(
      'invalid_token',
    );
  });

  it('tells a provider outage apart from a bad token', async () => {
    const token = google.issueToken(anna);
    google.setOutage({ status: 503, body: { error: 'backendError' } });
    try {
      expect(await failureOf(verifier().verify(token))).toEqual({
        reason: 'provider_unavailable',
        message: 'Failed to fetch user info',
      });
    } finally {
      google.setOutage(undefined);
    }
  });

  it('reports an unreachable provider as unavailable', async () => {
    const unreachable = new GoogleVerifier({
      userinfoUrl: 'http://127.0.0.1:9/v1/userinfo',
      tokeninfoUrl: 'http://127.0.0.1:9/tokeninfo',
      clientIds: [FAKE_GOOGLE_CLIENT_ID],
    });
    expect((await failureOf(unreachable.verify('ya29.any'))).reason).toBe('provider_unavailable');
  });

  it('needs the client ids tokens must be issued to', () => {
    expect(() => new GoogleVerifier({ clientIds: [] })).toThrow();
  });
});
