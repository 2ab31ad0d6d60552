/**
 * The settings (spec 01 and 02): language and theme (kept locally, the language also on the
 * account for its mails), e-mail change request, password change, newsletter, notification
 * preferences, blocked users with unblock, and deleting the account, which ends the session.
 */
import type {
  BlockedUser,
  EmailChangePayload,
  PasswordChangePayload,
  UserProfilePatch,
} from '@amora/contract';
import type { Locale } from '@amora/ui';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { localeChosen } from '../../preferences/model';
import { offerCredential } from '../../session/credentials';
import { $user, loadUserFx, sessionEnded } from '../../session/model';
import { apiCallEffect, apiEffect } from '../../shared/api';
import { type Notice, notified } from '../../shared/notify';
import { problemOf } from '../../shared/result';

export const settingsOpened = createEvent();
export const settingsLeft = createEvent();

// Preferences kept on the account: notifications, the language of mails, who may write.
type Preferences = Pick<
  UserProfilePatch,
  'pushPreference' | 'emailPushPreference' | 'language' | 'verifiedSendersOnly'
>;
export const preferencesChanged = createEvent<Preferences>();
export const languageChosen = createEvent<Locale>();
export const savePreferencesFx = apiEffect((api, body: Preferences) =>
  api.user.update.request({ body }),
);
sample({ clock: preferencesChanged, target: savePreferencesFx });
sample({ clock: languageChosen, target: localeChosen });
sample({
  clock: languageChosen,
  source: $user,
  filter: (user, locale) => user !== null && user.language !== locale,
  fn: (_, language) => ({ language }),
  target: savePreferencesFx,
});
sample({ clock: savePreferencesFx.doneData, filter: (result) => result.ok, target: loadUserFx });
sample({
  clock: savePreferencesFx.doneData,
  filter: (result) => !result.ok,
  fn: (): Notice => ({ kind: 'error', id: 'account.error.PROFILE_UPDATE_FAILED' }),
  target: notified,
});

// Newsletter: subscribed or unsubscribed.
export const newsletterToggled = createEvent<boolean>();
export const loadNewsletterFx = apiEffect((api, id: string) =>
  api.newsletter.get({ params: { id } }),
);
export const setNewsletterFx = apiEffect(
  (api, { id, subscribed }: { id: string; subscribed: boolean }) =>
    subscribed
      ? api.newsletter.subscribe({ params: { id } })
      : api.newsletter.unsubscribe({ params: { id } }),
);
export const $newsletter = createStore<boolean | null>(null)
  .on([loadNewsletterFx.doneData, setNewsletterFx.doneData], (current, state) =>
    state ? state.subscribed : current,
  )
  .reset(sessionEnded);
export const $newsletterSaving = setNewsletterFx.pending;
const $userId = $user.map((user) => user?.id ?? null);
sample({
  clock: settingsOpened,
  source: $userId,
  filter: (id): id is string => id !== null,
  target: loadNewsletterFx,
});
sample({
  clock: newsletterToggled,
  source: $userId,
  filter: (id): id is string => id !== null,
  fn: (id, subscribed) => ({ id: id as string, subscribed }),
  target: setNewsletterFx,
});

// E-mail change: asks for the current password; a link to the new address confirms it (a
// visitor screen).
export const emailChangeSubmitted = createEvent<EmailChangePayload>();
export const changeEmailFx = apiEffect((api, body: EmailChangePayload) =>
  api.identity.changeEmail.request({ body }),
);
export const $emailChanging = changeEmailFx.pending;
/** The address the confirmation link went to. */
export const $emailChangeSentTo = createStore<string | null>(null)
  .on(emailChangeSubmitted, () => null)
  .on(changeEmailFx.done, (_, { params, result }) => (result.ok ? params.newEmail : null))
  .reset(settingsLeft, sessionEnded);
export const $emailProblem = createStore<string | null>(null)
  .on(emailChangeSubmitted, () => null)
  .on(changeEmailFx.doneData, (_, result) => problemOf(result))
  .reset(settingsLeft, sessionEnded);
sample({ clock: emailChangeSubmitted, target: changeEmailFx });

// Password change.
export const passwordChangeSubmitted = createEvent<PasswordChangePayload>();
export const changePasswordFx = apiEffect((api, body: PasswordChangePayload) =>
  api.identity.changePassword.request({ body }),
);
export const $passwordChanging = changePasswordFx.pending;
/** Bumped on every change: the form empties itself then. */
export const $passwordChanges = createStore(0)
  .on(changePasswordFx.doneData, (changes, result) => (result.ok ? changes + 1 : changes))
  .reset(sessionEnded);
export const $passwordProblem = createStore<string | null>(null)
  .on(passwordChangeSubmitted, () => null)
  .on(changePasswordFx.doneData, (_, result) => problemOf(result))
  .reset(settingsLeft, sessionEnded);
sample({ clock: passwordChangeSubmitted, target: changePasswordFx });
sample({
  clock: changePasswordFx.doneData,
  filter: (result) => result.ok,
  fn: (): Notice => ({ kind: 'success', id: 'account.password.changed' }),
  target: notified,
});
/** The browser's password manager is offered the new password (its own prompt, never awaited). */
const offerCredentialFx = createEffect(offerCredential);
sample({
  clock: changePasswordFx.done,
  source: $user,
  filter: (user, { result }) => result.ok && user !== null,
  fn: (user, { params }) => ({ userName: user?.email ?? '', password: params.newPassword }),
  target: offerCredentialFx,
});

// Blocked users: a failed fetch shows an empty list (spec 02 section 8).
export const unblockPressed = createEvent<string>();
export const loadBlockedUsersFx = apiCallEffect((api) => api.relationship.blockedUsers.request());
export const unblockFx = apiEffect((api, id: string) =>
  api.relationship.unblock({ params: { id } }),
);
export const $blockedUsers = createStore<BlockedUser[] | null>(null)
  // A load superseded by a newer one (a screen mounted twice) leaves the list to that one.
  .on(loadBlockedUsersFx.doneData, (list, result) =>
    result.ok ? result.data.items : result.error.label === 'aborted' ? list : [],
  )
  .on(unblockFx.done, (list, { params, result }) =>
    result ? (list ?? []).filter(({ id }) => id !== params) : list,
  )
  .reset(sessionEnded);
/** The member being unblocked right now. */
export const $unblockingId = createStore<string | null>(null)
  .on(unblockFx, (_, id) => id)
  .reset(unblockFx.finally);
sample({ clock: settingsOpened, target: loadBlockedUsersFx });
sample({ clock: unblockPressed, target: unblockFx });
sample({
  clock: unblockFx.doneData,
  fn: (unblocked): Notice =>
    unblocked
      ? { kind: 'success', id: 'account.blocked.unblocked' }
      : { kind: 'error', id: 'account.blocked.unblockFailed' },
  target: notified,
});

// Deleting the account: the server ends the session; here it ends too.
export const deleteAccountConfirmed = createEvent();
export const deleteAccountFx = apiCallEffect((api) => api.user.delete());
export const $deletingAccount = deleteAccountFx.pending;
sample({ clock: deleteAccountConfirmed, target: deleteAccountFx });
sample({ clock: deleteAccountFx.doneData, filter: Boolean, target: sessionEnded });
sample({
  clock: deleteAccountFx.doneData,
  fn: (deleted): Notice =>
    deleted
      ? { kind: 'success', id: 'account.delete.done' }
      : { kind: 'error', id: 'account.delete.failed' },
  target: notified,
});
