/**
 * A local stand-in for the Facebook Graph API: GET /v21.0/me (fields, access_token,
 * appsecret_proof) and GET /v21.0/debug_token (input_token, app access token), answering in the
 * Graph API's formats, including its OAuthException error bodies.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { type JsonReply, type RunningFake, startJsonServer } from './http-server.ts';

export const FAKE_FACEBOOK_APP = {
  appId: '987654321012345',
  appSecret: 'fake-facebook-app-secret',
};
const GRAPH_VERSION = '/v21.0';

export interface FakeFacebookUser {
  id: string;
  email?: string;
  name?: string;
  first_name?: string;
  last_name?: string;
  /** MM/DD/YYYY, MM/DD or YYYY as Facebook writes it. */
  birthday?: string;
}

export interface FakeFacebookTokenOptions {
  /** The app the token was issued to; another app's token must be refused. */
  appId?: string;
  expired?: boolean;
}

export interface FakeFacebook extends RunningFake {
  graphUrl: string;
  issueToken(user: FakeFacebookUser, options?: FakeFacebookTokenOptions): string;
}

const graphError = (message: string, code: number, subcode?: number): JsonReply => ({
  status: code === 190 ? 401 : 400,
  body: {
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(subcode ? { error_subcode: subcode } : {}),
      fbtrace_id: randomBytes(8).toString('base64url'),
    },
  },
});

export async function startFakeFacebook(
  app: { appId: string; appSecret: string } = FAKE_FACEBOOK_APP,
): Promise<FakeFacebook> {
  const tokens = new Map<string, { user: FakeFacebookUser; appId: string; expired: boolean }>();
  const running = await startJsonServer({
    [`GET ${GRAPH_VERSION}/me`]: (_, url) => {
      const token = url.searchParams.get('access_token') ?? '';
      const entry = tokens.get(token);
      if (!entry) return graphError('Invalid OAuth access token - Cannot parse access token', 190);
      if (entry.expired) {
        return graphError('Error validating access token: Session has expired.', 190, 463);
      }
      const proof = url.searchParams.get('appsecret_proof');
      if (entry.appId === app.appId && proof !== null) {
        const expected = createHmac('sha256', app.appSecret).update(token).digest('hex');
        if (proof !== expected)
          return graphError('Invalid appsecret_proof provided in the API argument', 100);
      }
      const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
      const answer = Object.fromEntries(
        fields
          .filter((field) => entry.user[field as keyof FakeFacebookUser] !== undefined)
          .map((field) => [field, entry.user[field as keyof FakeFacebookUser]]),
      );
      return { status: 200, body: { id: entry.user.id, ...answer } };
    },
    [`GET ${GRAPH_VERSION}/debug_token`]: (_, url) => {
      if (url.searchParams.get('access_token') !== `${app.appId}|${app.appSecret}`) {
        return graphError('Invalid OAuth access token signature.', 190);
      }
      const entry = tokens.get(url.searchParams.get('input_token') ?? '');
      if (!entry) {
        return {
          status: 200,
          body: {
            data: {
              error: { code: 190, message: 'Invalid OAuth access token.' },
              is_valid: false,
              scopes: [],
            },
          },
        };
      }
      const now = Math.floor(Date.now() / 1000);
      return {
        status: 200,
        body: {
          data: {
            app_id: entry.appId,
            type: 'USER',
            application: 'Amora',
            data_access_expires_at: now + 90 * 86400,
            expires_at: entry.expired ? now - 60 : now + 3600,
            is_valid: !entry.expired,
            ...(entry.expired
              ? { error: { code: 190, message: 'Session has expired.', subcode: 463 } }
              : {}),
            scopes: ['email', 'public_profile'],
            user_id: entry.user.id,
          },
        },
      };
    },
  });
  return {
    ...running,
    graphUrl: `${running.baseUrl}${GRAPH_VERSION}`,
    issueToken: (user, { appId = app.appId, expired = false } = {}) => {
      const token = `EAA${randomBytes(30).toString('base64url')}`;
      tokens.set(token, { user, appId, expired });
      return token;
    },
  };
}
