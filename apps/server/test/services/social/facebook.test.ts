import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FacebookVerifier,
  parseFacebookBirthday,
  SocialAuthError,
} from '../../../src/identity/sign-in-providers/index.ts';
import { FAKE_FACEBOOK_APP, type FakeFacebook, startFakeFacebook } from '../fakes/index.ts';

let facebook: FakeFacebook;
let verifier: FacebookVerifier;
beforeAll(async () => {
  facebook = await startFakeFacebook();
  verifier = new FacebookVerifier({ ...FAKE_FACEBOOK_APP, graphUrl: facebook.graphUrl });
});
afterAll(async () => {
  await facebook.close();
});

const lena = {
  id: '10158000000000001',
  email: 'lena@facebook.example',
  name: 'Lena Berg',
  first_name: 'Lena',
  last_name: 'Berg',
  birthday: '07/14/1994',
};

async function reasonOf(promise: Promise<unknown>) {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(SocialAuthError);
  return (error as SocialAuthError).reason;
}

describe('FacebookVerifier', () => {
  it('checks the token with /debug_token and reads the profile from /me', async () => {
    const token = facebook.issueToken(lena);
    expect(await verifier.verify(token, lena.id)).toEqual({
      provider: 'facebook',
      subject: lena.id,
      email: lena.email,
      // Facebook hands out addresses it never confirmed too: not vouched for.
      emailVerified: false,
      name: 'Lena Berg',
      givenName: 'Lena',
      birthday: '1994-07-14',
    });
    const debug = facebook.requests.find((url) => url.pathname.endsWith('/debug_token'));
    const me = facebook.requests.find((url) => url.pathname.endsWith('/me'));
    expect(debug?.searchParams.get('input_token')).toBe(token);
    expect(me?.searchParams.get('fields')).toBe('id,email,name,first_name,last_name,birthday');
    expect(me?.searchParams.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('verifies without a claimed user id, an email or a full birthday', async () => {
    const token = facebook.issueToken({ id: '777', name: 'Kim', birthday: '07/14' });
    expect(await verifier.verify(token)).toEqual({
      provider: 'facebook',
      subject: '777',
      name: 'Kim',
    });
  });

  it('refuses a token of another user than claimed', async () => {
    const token = facebook.issueToken(lena);
    expect(await reasonOf(verifier.verify(token, '10158000000000999'))).toBe('user_mismatch');
  });

  it('refuses a token another app obtained', async () => {
    const token = facebook.issueToken(lena, { appId: '111111111111111' });
    expect(await reasonOf(verifier.verify(token, lena.id))).toBe('wrong_app');
  });

  it('refuses an expired and an unknown token', async () => {
    expect(await reasonOf(verifier.verify(facebook.issueToken(lena, { expired: true })))).toBe(
      'expired',
    );
    expect(await reasonOf(verifier.verify('EAAunknown', lena.id))).toBe('invalid_token');
    expect(await reasonOf(verifier.verify('', lena.id))).toBe('invalid_token');
  });

  it('fails when our app secret is wrong, rather than trusting the token', async () => {
    const misconfigured = new FacebookVerifier({
      appId: FAKE_FACEBOOK_APP.appId,
      appSecret: 'wrong-secret',
      graphUrl: facebook.graphUrl,
    });
    expect(await reasonOf(misconfigured.verify(facebook.issueToken(lena), lena.id))).toBe(
      'invalid_token',
    );
  });

  it('reports a Graph API outage as unavailable', async () => {
    const token = facebook.issueToken(lena);
    facebook.setOutage({ status: 500, body: { error: { message: 'An unknown error occurred' } } });
    try {
      expect(await reasonOf(verifier.verify(token, lena.id))).toBe('provider_unavailable');
    } finally {
      facebook.setOutage(undefined);
    }
  });
});

describe('parseFacebookBirthday', () => {
  it.each([
    ['07/14/1994', '1994-07-14'],
    ['12/31/2000', '2000-12-31'],
    ['02/29/2001', undefined],
    ['07/14', undefined],
    ['1994', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('reads %s as %s', (birthday, iso) => {
    expect(parseFacebookBirthday(birthday)).toBe(iso);
  });
});
