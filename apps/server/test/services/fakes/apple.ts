/**
 * A local stand-in for Sign in with Apple: an RS256 key pair generated at start, its public key
 * served as a JWKS at GET /auth/keys in Apple's format, and identity tokens signed with it (or,
 * for tests of bad signatures, with a key the JWKS does not hold).
 */
import { randomUUID } from 'node:crypto';
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { type RunningFake, startJsonServer } from './http-server.ts';

export const APPLE_ISSUER = 'https://appleid.apple.com';
export const FAKE_APPLE_CLIENT_ID = 'example.amora.web';

export interface FakeAppleTokenOptions {
  audience?: string;
  issuer?: string;
  /** Seconds until expiry; negative makes the token expired already. */
  expiresIn?: number;
  /** 'stranger' signs with a key that is not in the JWKS, under the JWKS key's kid. */
  signedBy?: 'apple' | 'stranger';
}

export interface FakeApple extends RunningFake {
  jwksUrl: string;
  signIdentityToken(
    claims: JWTPayload & { sub: string },
    options?: FakeAppleTokenOptions,
  ): Promise<string>;
}

export async function startFakeApple(): Promise<FakeApple> {
  const apple = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256');
  const kid = randomUUID().slice(0, 10);
  const publicJwk = await exportJWK(apple.publicKey);
  const running = await startJsonServer({
    'GET /auth/keys': () => ({
      status: 200,
      body: {
        keys: [{ kty: 'RSA', kid, use: 'sig', alg: 'RS256', n: publicJwk.n, e: publicJwk.e }],
      },
    }),
  });
  return {
    ...running,
    jwksUrl: `${running.baseUrl}/auth/keys`,
    signIdentityToken: async (
      claims,
      {
        audience = FAKE_APPLE_CLIENT_ID,
        issuer = APPLE_ISSUER,
        expiresIn = 600,
        signedBy = 'apple',
      } = {},
    ) => {
      const now = Math.floor(Date.now() / 1000);
      const key: CryptoKey = signedBy === 'apple' ? apple.privateKey : stranger.privateKey;
      return new SignJWT({ auth_time: now, nonce_supported: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(now - 60)
        .setExpirationTime(now + expiresIn)
        .sign(key);
    },
  };
}
