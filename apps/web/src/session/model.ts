/**
 * The session (spec 01 section 4): anonymous until a login, a transient login or a restored
 * session; back to anonymous with an empty user on logout, a failed logout or a session expiry,
 * each of which also clears the persisted state.
 */

import type { ClientError, Result } from '@amora/client';
import type {
  Configuration,
  Country,
  EmailLoginPayload,
  Gender,
  SocialClient,
  TransientLoginQuery,
  User,
} from '@amora/contract';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { $campaign } from '../campaign/model';
import { apiCallEffect, apiEffect, sessionExpired } from '../shared/api';
import { notified } from '../shared/notify';
import { codeOf, dataOf } from '../shared/result';
import { deviceId } from '../shared/storage';
import { offerCredential, preventSilentAccess } from './credentials';
import { clearPersistedState, type PersistedSession, writePersistedSession } from './persisted';
import { dropStoredPassword, forgetRememberedLogin, rememberEmail } from './rememberedLogin';
import {
  authorizeUrl,
  encodeState,
  hashNonce,
  newSocialState,
  parseStoredState,
  readSocialReturn,
  type SocialCredentials,
  type SocialIntent,
  type SocialProvider,
  type SocialRegistrationRequest,
  type SocialReturn,
  type SocialState,
  socialLoginRequest,
  socialRegistrationRequest,
  socialStateKey,
} from './social';

export { sessionExpired };

/** The app's scope is ready; after `sessionRestored` when `persist:amora` held a session. */
export const appStarted = createEvent();
/** The account of `persist:amora`, trusted until the first member call says otherwise. */
export const sessionRestored = createEvent<User>();
export const loginSubmitted = createEvent<EmailLoginPayload>();
/** Typing in a login field clears the error and cancels the login under way. */
export const loginEdited = createEvent();
export const transientLoginRequested = createEvent<TransientLoginQuery>();
export const logoutRequested = createEvent();

interface LoginAttempt {
  attempt: number;
  body: EmailLoginPayload;
}
/** A refusal is the effect's failure, carrying the server's code (a barred account says so). */
export const loginFx = apiEffect(async (api, { body }: LoginAttempt) =>
  dataOf(await api.identity.login.request({ body })),
);
export const transientLoginFx = apiEffect((api, query: TransientLoginQuery) =>
  api.identity.loginExternal({ query }),
);
export const logoutFx = apiCallEffect((api) => api.identity.logout());
export const loadConfigurationFx = apiCallEffect((api) => api.configuration.get());
export const loadUserFx = apiCallEffect((api) => api.user.get());

const persistSessionFx = createEffect((session: PersistedSession) =>
  writePersistedSession(session),
);
const clearPersistedFx = createEffect(() => clearPersistedState());
/**
 * A login that worked: its address is remembered for the next visit, and the browser's password
 * manager is offered the login (its own prompt; the login never waits for it).
 */
const rememberLoginFx = createEffect((credentials: EmailLoginPayload) => {
  rememberEmail(credentials.userName);
  void offerCredential(credentials);
});
/** A logout forgets the address and asks the password manager not to sign in silently. */
const forgetLoginFx = createEffect(() => {
  forgetRememberedLogin();
  void preventSilentAccess();
});
/** An older version stored the password of the remembered login too: it goes at start-up. */
const dropStoredPasswordFx = createEffect(() => dropStoredPassword());

export const $user = createStore<User | null>(null);
export const $authenticated = createStore(false);
/** The price and app configuration; loaded at start (landing switches) and first after login. */
export const $configuration = createStore<Configuration | null>(null);
export type LoginStatus = 'idle' | 'loading' | 'failed';
export const $loginStatus = createStore<LoginStatus>('idle');
/** Shown on the login screen after an expiry until the next login attempt. */
export const $sessionExpiredNotice = createStore(false);
/** The last login attempt; an answer to an older (cancelled) one is ignored. */
const $loginAttempt = createStore(0);

/** Why a login was refused: a closed or suspended account is told so, anything else is one line. */
export type LoginRefusal = 'WRONG_EMAIL_OR_PASSWORD' | BarredCode;
/** The server refuses a banned or suspended member's sign-in, whatever the method. */
type BarredCode = 'ACCOUNT_BANNED' | 'ACCOUNT_SUSPENDED';
const barredCodeOf = (failure: unknown): BarredCode | undefined => {
  const code = codeOf(failure);
  return code === 'ACCOUNT_BANNED' || code === 'ACCOUNT_SUSPENDED' ? code : undefined;
};
/** The refusal of the latest email login while its status is `failed`. */
export const $loginRefusal = createStore<LoginRefusal | null>(null);

/** A login, transient login, registration or restored session produced this account. */
const authenticated = createEvent<User>();
/** A registration (any method) succeeded: the new member is logged in. */
export const registered = createEvent<User>();
/** Logout, failed logout or expiry: the session ends on this side whatever the server said. */
export const sessionEnded = createEvent();

sample({ clock: registered, target: [authenticated, loadConfigurationFx] });

// Start-up: the configuration (landing switches), then for a restored session the user.
sample({ clock: sessionRestored, target: authenticated });
sample({ clock: appStarted, target: [loadConfigurationFx, dropStoredPasswordFx] });

// Email login.
$loginAttempt
  .on(loginSubmitted, (attempt) => attempt + 1)
  .on(loginEdited, (attempt) => attempt + 1);
sample({
  clock: loginSubmitted,
  source: $loginAttempt,
  fn: (attempt, body) => ({ attempt, body }),
  target: loginFx,
});
$loginStatus
  .on(loginSubmitted, () => 'loading')
  .on(loginEdited, () => 'idle')
  .reset(authenticated, sessionEnded);
/** The answer to the latest attempt; an edit in between cancelled the older ones. */
const loginAnswered = sample({
  clock: loginFx.finally,
  source: $loginAttempt,
  filter: (attempt, { params }) => params.attempt === attempt,
  fn: (_, answer) => (answer.status === 'done' ? answer.result : undefined),
});
sample({
  clock: loginAnswered,
  filter: (user) => !user,
  fn: (): LoginStatus => 'failed',
  target: $loginStatus,
});
sample({
  clock: loginAnswered,
  filter: (user): user is User => Boolean(user),
  target: authenticated,
});
sample({
  clock: loginFx.fail,
  source: $loginAttempt,
  filter: (attempt, { params }) => params.attempt === attempt,
  fn: (_, { error }): LoginRefusal => barredCodeOf(error) ?? 'WRONG_EMAIL_OR_PASSWORD',
  target: $loginRefusal,
});
$loginRefusal.reset(loginSubmitted, loginEdited, authenticated, sessionEnded);
// The e-mail and password of the latest attempt, once the server accepted them.
sample({
  clock: loginFx.done,
  source: $loginAttempt,
  filter: (attempt, { params, result }) => params.attempt === attempt && Boolean(result),
  fn: (_, { params }) => params.body,
  target: rememberLoginFx,
});
$sessionExpiredNotice.on(loginSubmitted, () => false).on(transientLoginRequested, () => false);

// Transient login (a link with userId and token).
sample({ clock: transientLoginRequested, target: transientLoginFx });
sample({
  clock: transientLoginFx.doneData,
  filter: (user): user is User => Boolean(user),
  target: authenticated,
});

$user.on(authenticated, (_, user) => user).reset(sessionEnded);
$authenticated.on(authenticated, () => true).reset(sessionEnded);
sample({
  clock: loadUserFx.doneData,
  source: $authenticated,
  filter: (isAuthenticated, user) => isAuthenticated && Boolean(user),
  fn: (_, user) => user as User,
  target: $user,
});
sample({
  clock: loadConfigurationFx.doneData,
  filter: Boolean,
  target: $configuration,
});

// After a login the loads of spec 01 section 4 start with the price configuration, then the user.
// Likes, visitors, presents, star products, news, events, payment methods and subscription
// products belong to the member features and join here with them.
sample({
  clock: [loginAnswered, transientLoginFx.doneData],
  filter: Boolean,
  target: loadConfigurationFx,
});
sample({
  clock: loadConfigurationFx.finally,
  source: $authenticated,
  filter: Boolean,
  target: loadUserFx,
});

// Every change of the account is persisted; the end of a session clears it.
sample({
  clock: $user.updates,
  source: $authenticated,
  filter: (isAuthenticated, user) => isAuthenticated && user !== null,
  fn: (isAuthenticated, user) => ({ authenticated: isAuthenticated, user }),
  target: persistSessionFx,
});

// Logout: the session ends here at once; a failed logout ends it too.
sample({ clock: logoutRequested, target: [logoutFx, forgetLoginFx] });
sample({ clock: logoutFx.finally, target: sessionEnded });

// Expiry (401 or an opaque redirect): expiry and logout, and a logout submitted to the server
// (the client never reports the logout call itself as an expiry). Only a member's session can
// expire: the 401s of calls still under way when it ended say nothing new.
const expired = sample({ clock: sessionExpired, filter: $authenticated });
sample({ clock: expired, target: [sessionEnded, logoutFx] });
$sessionExpiredNotice.on(expired, () => true);
sample({
  clock: expired,
  fn: () => ({ kind: 'error' as const, id: 'session.expired' as const }),
  target: notified,
});

sample({ clock: sessionEnded, target: clearPersistedFx });

// Social sign-in (Google, Facebook, Apple) by browser redirect; see ./social.ts.

/** A provider's button: the browser leaves for the provider and comes back to the login. */
export const socialSignInPressed = createEvent<{
  provider: SocialProvider;
  intent: SocialIntent;
  /** Where to go after the sign-in. */
  returnTo: string;
}>();
/** The login route was opened with a provider's answer in its fragment (`location.hash`). */
export const socialReturned = createEvent<string>();
/** The new member's answers the providers do not give: birthdate, gender, country. */
export const socialSignUpSubmitted = createEvent<{
  birthdate: string;
  gender: Gender;
  country: Country;
}>();
export const socialSignUpCancelled = createEvent();

const sessionStore = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
};

/**
 * Remembers the start in the session storage and leaves for the provider; Apple is asked with
 * the nonce's hash, the nonce stays here.
 */
const startSocialSignInFx = createEffect(
  async ({ client, state }: { client: SocialClient; state: SocialState }) => {
    sessionStore()?.setItem(socialStateKey, JSON.stringify(state));
    const nonce = await hashNonce(state.nonce);
    globalThis.location.assign(
      authorizeUrl(state.provider, client, {
        redirectUri: `${globalThis.location.origin}/login`,
        state: encodeState(state),
        nonce,
      }),
    );
  },
);

/** The answer of the fragment against the state stored at the start, which is used up. */
const takeSocialReturnFx = createEffect((hash: string): SocialReturn => {
  const stored = parseStoredState(sessionStore()?.getItem(socialStateKey) ?? null);
  sessionStore()?.removeItem(socialStateKey);
  return readSocialReturn(hash, stored);
});

export const socialLoginFx = apiEffect(
  (api, credentials: SocialCredentials): Promise<Result<User>> => {
    const request = socialLoginRequest(credentials);
    switch (request.provider) {
      case 'google':
        return api.identity.loginGoogle.request({ body: request.body });
      case 'facebook':
        return api.identity.loginFacebook.request({ body: request.body });
      case 'apple':
        return api.identity.loginApple.request({ body: request.body });
    }
  },
);

export const socialRegisterFx = apiEffect((api, request: SocialRegistrationRequest) => {
  switch (request.provider) {
    case 'google':
      return api.identity.registerGoogle.request({ body: request.body });
    case 'facebook':
      return api.identity.registerFacebook.request({ body: request.body });
    case 'apple':
      return api.identity.registerApple.request({ body: request.body });
  }
});

/** What the login screen shows after a failed social sign-in (spec 01 section 8). */
export type SocialProblem =
  | 'LOGIN_FAILED'
  | BarredCode
  | 'REGISTER_PERSONAL_DATA_AGE'
  | 'EMAIL_ALREADY_EXISTS'
  | 'FACEBOOK_EMAIL_MISSING'
  | 'ALERT_REGISTER_FAILED';
export const $socialProblem = createStore<SocialProblem | null>(null);
/** A provider vouched for a person without an account here: the sign-up asks the rest. */
export const $socialSignUp = createStore<SocialCredentials | null>(null);
/** Where the member goes after the social sign-in (the login's `redirect`). */
export const $socialReturnTo = createStore<string | null>(null);
export const $socialPending = createStore(false);

sample({
  clock: socialSignInPressed,
  source: $configuration,
  filter: (configuration, { provider }) => Boolean(configuration?.socialSignIn[provider]),
  fn: (configuration, start) => ({
    client: configuration?.socialSignIn[start.provider] as SocialClient,
    state: newSocialState(start),
  }),
  target: startSocialSignInFx,
});

sample({ clock: socialReturned, target: takeSocialReturnFx });
const socialSignedIn = sample({
  clock: takeSocialReturnFx.doneData,
  filter: (answer) => answer.kind === 'signedIn',
  fn: (answer) => answer as Extract<SocialReturn, { kind: 'signedIn' }>,
});
sample({ clock: socialSignedIn, fn: ({ state }) => state.returnTo, target: $socialReturnTo });
sample({ clock: socialSignedIn, fn: ({ credentials }) => credentials, target: socialLoginFx });
sample({
  clock: takeSocialReturnFx.doneData,
  filter: (answer) => answer.kind === 'failed',
  fn: (): SocialProblem => 'LOGIN_FAILED',
  target: $socialProblem,
});

const problemOf = (error: ClientError, fallback: SocialProblem): SocialProblem => {
  const code = error.code;
  return code === 'REGISTER_PERSONAL_DATA_AGE' ||
    code === 'EMAIL_ALREADY_EXISTS' ||
    code === 'FACEBOOK_EMAIL_MISSING'
    ? code
    : fallback;
};

// The login: in; no account yet: the sign-up asks for the rest; anything else failed.
const socialLoggedIn = sample({
  clock: socialLoginFx.doneData,
  filter: (result) => result.ok,
  fn: (result) => (result.ok ? result.data : (undefined as never)),
});
sample({ clock: socialLoggedIn, target: [authenticated, loadConfigurationFx] });
sample({
  clock: socialLoginFx.done,
  filter: ({ result }) => !result.ok && result.error.code === 'UNKNOWN_ACCOUNT',
  fn: ({ params }) => params,
  target: $socialSignUp,
});
sample({
  clock: socialLoginFx.doneData,
  filter: (result) => !result.ok && result.error.code !== 'UNKNOWN_ACCOUNT',
  fn: (result): SocialProblem =>
    (result.ok ? undefined : barredCodeOf(result.error)) ?? 'LOGIN_FAILED',
  target: $socialProblem,
});
sample({
  clock: socialLoginFx.fail,
  fn: (): SocialProblem => 'LOGIN_FAILED',
  target: $socialProblem,
});

sample({
  clock: socialSignUpSubmitted,
  source: { credentials: $socialSignUp, campaign: $campaign },
  filter: ({ credentials }) => credentials !== null,
  fn: ({ credentials, campaign }, answers) =>
    socialRegistrationRequest(credentials as SocialCredentials, {
      ...answers,
      deviceId: deviceId(),
      campaign,
    }),
  target: socialRegisterFx,
});
const socialAccountCreated = sample({
  clock: socialRegisterFx.doneData,
  filter: (result) => result.ok && result.data.user !== null,
  fn: (result) => (result.ok ? result.data.user : null) as User,
});
sample({ clock: socialAccountCreated, target: registered });
sample({
  clock: socialRegisterFx.doneData,
  filter: (result) => !(result.ok && result.data.user !== null),
  fn: (result): SocialProblem =>
    result.ok ? 'ALERT_REGISTER_FAILED' : problemOf(result.error, 'ALERT_REGISTER_FAILED'),
  target: $socialProblem,
});
sample({
  clock: socialRegisterFx.fail,
  fn: (): SocialProblem => 'ALERT_REGISTER_FAILED',
  target: $socialProblem,
});

$socialProblem
  .reset(socialSignInPressed, socialSignUpSubmitted, loginSubmitted, authenticated)
  .reset(socialSignUpCancelled);
$socialSignUp.reset(socialSignUpCancelled, authenticated, sessionEnded);
// An under-age or refused sign-up ends there: the person starts again.
sample({
  clock: $socialProblem,
  filter: (problem) =>
    problem === 'REGISTER_PERSONAL_DATA_AGE' || problem === 'FACEBOOK_EMAIL_MISSING',
  fn: () => null,
  target: $socialSignUp,
});
$socialReturnTo.reset(sessionEnded);
$socialPending
  .on(socialReturned, () => true)
  .on([socialLoginFx.finally, socialRegisterFx.finally, takeSocialReturnFx.fail], () => false)
  .on(socialRegisterFx, () => true)
  .on(takeSocialReturnFx.doneData, (_, answer) => answer.kind === 'signedIn');
