/**
 * The session (spec 01 section 4): anonymous until a login, a transient login or a restored
 * session; back to anonymous with an empty user on logout, a failed logout or a session expiry,
 * each of which also clears the persisted state.
 */
import type { Configuration, EmailLoginPayload, TransientLoginQuery, User } from '@amora/contract';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { apiCallEffect, apiEffect, sessionExpired } from '../shared/api';
import { notified } from '../shared/notify';
import { clearPersistedState, type PersistedSession, writePersistedSession } from './persisted';
import { rememberLogin } from './rememberedLogin';

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
export const loginFx = apiEffect((api, { body }: LoginAttempt) => api.identity.login({ body }));
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
const rememberLoginFx = createEffect((credentials: EmailLoginPayload) =>
  rememberLogin(credentials),
);

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

/** A login, transient login, registration or restored session produced this account. */
const authenticated = createEvent<User>();
/** A registration (any method) succeeded: the new member is logged in. */
export const registered = createEvent<User>();
/** Logout, failed logout or expiry: the session ends on this side whatever the server said. */
export const sessionEnded = createEvent();

sample({ clock: registered, target: [authenticated, loadConfigurationFx] });

// Start-up: the configuration (landing switches), then for a restored session the user.
sample({ clock: sessionRestored, target: authenticated });
sample({ clock: appStarted, target: loadConfigurationFx });

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
sample({ clock: loginSubmitted, target: rememberLoginFx });
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
sample({ clock: logoutRequested, target: logoutFx });
sample({ clock: logoutFx.finally, target: sessionEnded });

// Expiry (401 or an opaque redirect): expiry and logout, and a logout submitted to the server
// (the client never reports the logout call itself as an expiry).
sample({ clock: sessionExpired, target: [sessionEnded, logoutFx] });
$sessionExpiredNotice.on(sessionExpired, () => true);
sample({
  clock: sessionExpired,
  fn: () => ({ kind: 'error' as const, id: 'session.expired' as const }),
  target: notified,
});

sample({ clock: sessionEnded, target: clearPersistedFx });
