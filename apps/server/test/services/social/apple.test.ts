import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppleVerifier, SocialAuthError } from '../../../src/identity/sign-in-providers/index.ts';
import { FAKE_APPLE_CLIENT_ID, type FakeApple, startFakeApple } from '../fakes/index.ts';

let apple: FakeApple;
let verifier: AppleVerifier;
beforeAll(async () => {
  apple = await startFakeApple();
  verifier = new AppleVerifier({ jwksUrl: apple.jwksUrl, audience: FAKE_APPLE_CLIENT_ID });
});
afterAll(async () => {
  await apple.close();
});

/** The sign-in's secret nonce; Apple's token carries its SHA-256. */
const nonce = 'a-secret-nonce';
const hashedNonce = createHash('sha256').update(nonce).digest('hex');

const claims = {
  sub: '001234.abcdef0123456789.1234',
  nonce: hashedNonce,
  email: 'x7k2@privaterelay.appleid.com',
  email_verified: 'true',
  is_private_email: 'true',
};

async function reasonOf(promise: Promise<unknown>) {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(SocialAuthError);
  return (error as SocialAuthError).reason;
}

describe('AppleVerifier', () => {
  it('accepts a token signed with a key of the JWKS, for us, from Apple, not expired', async () => {
    const token = await apple.signIdentityToken(claims);
    expect(await verifier.verify(token, nonce)).toEqual({
      provider: 'apple',
      subject: claims.sub,
      email: claims.email,
      emailVerified: true,
    });
    expect(apple.requests.some((url) => url.pathname === '/auth/keys')).toBe(true);
  });

  it('accepts a token without an email (later sign-ins carry none)', async () => {
    const token = await apple.signIdentityToken({ sub: claims.sub, nonce: hashedNonce });
    expect(await verifier.verify(token, nonce)).toEqual({ provider: 'apple', subject: claims.sub });
  });

  it('accepts any of several audiences (web service id and iOS bundle id)', async () => {
    const both = new AppleVerifier({
      jwksUrl: apple.jwksUrl,
      audience: [FAKE_APPLE_CLIENT_ID, 'example.amora.ios'],
    });
    const token = await apple.signIdentityToken(claims, { audience: 'example.amora.ios' });
    expect((await both.verify(token, nonce)).subject).toBe(claims.sub);
  });

  it('refuses an expired token', async () => {
    const token = await apple.signIdentityToken(claims, { expiresIn: -120 });
    expect(await reasonOf(verifier.verify(token, nonce))).toBe('expired');
  });

  it('refuses a token for another app or from another issuer', async () => {
    const otherApp = await apple.signIdentityToken(claims, { audience: 'com.other.app' });
    expect(await reasonOf(verifier.verify(otherApp, nonce))).toBe('wrong_app');
    const otherIssuer = await apple.signIdentityToken(claims, { issuer: 'https://evil.example' });
    expect(await reasonOf(verifier.verify(otherIssuer, nonce))).toBe('wrong_app');
  });

  it('refuses a token signed with a key Apple did not publish', async () => {
    const forged = await apple.signIdentityToken(claims, { signedBy: 'stranger' });
    expect(await reasonOf(verifier.verify(forged, nonce))).toBe('invalid_token');
  });

  it('refuses a tampered token, an unsigned token and garbage', async () => {
    const token = await apple.signIdentityToken(claims);
    const [header, , signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString(
      'base64url',
    );
    const unsignedHeader = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    for (const bad of [
      `${header}.${otherPayload}.${signature}`,
      `${unsignedHeader}.${otherPayload}.`,
      'not-a-token',
      '',
    ]) {
      expect(await reasonOf(verifier.verify(bad, nonce))).toBe('invalid_token');
    }
  });

  it('reports unreachable Apple keys as unavailable, not as a bad token', async () => {
    const unreachable = new AppleVerifier({
      jwksUrl: 'http://127.0.0.1:9/auth/keys',
      audience: FAKE_APPLE_CLIENT_ID,
    });
    const token = await apple.signIdentityToken(claims);
    expect(await reasonOf(unreachable.verify(token, nonce))).toBe('provider_unavailable');
  });

  it('refuses a token without the nonce, or whose nonce is not the hash of the one sent', async () => {
    const { nonce: _, ...withoutNonce } = claims;
    const unbound = await apple.signIdentityToken(withoutNonce);
    expect(await reasonOf(verifier.verify(unbound, nonce))).toBe('invalid_token');
    const token = await apple.signIdentityToken(claims);
    expect(await reasonOf(verifier.verify(token, 'another-nonce'))).toBe('invalid_token');
    expect(await reasonOf(verifier.verify(token, hashedNonce))).toBe('invalid_token');
    expect(await reasonOf(verifier.verify(token, ''))).toBe('invalid_token');
  });

  it('needs an audience', () => {
    expect(() => new AppleVerifier({ audience: [] })).toThrow();
  });
});
