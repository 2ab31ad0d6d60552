/**
 * The password and e-mail flows of visitors (spec 01 sections 2 and 4): forgot password (form,
 * then the confirmation), reset password (uid and t of the mail's link), confirm e-mail with its
 * resend (at most once in 10 minutes), and the confirmation of a changed address.
 */
import { localStorageKeys, type PasswordResetPayload, timings } from '@amora/contract';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { $authenticated, loadUserFx } from '../../session/model';
import { apiEffect } from '../../shared/api';
import { notified } from '../../shared/notify';
import { readItem, writeItem } from '../../shared/storage';

// Forgot password.
export const forgotPasswordSubmitted = createEvent<{ email: string }>();
export const forgotPasswordReset = createEvent();
export const requestPasswordResetFx = apiEffect((api, body: { email: string }) =>
  api.identity.requestPasswordReset({ body }),
);
/** The address the link went to: the screen shows the confirmation then. */
export const $resetLinkSentTo = createStore<string | null>(null).reset(forgotPasswordReset);
export const $forgotPasswordPending = requestPasswordResetFx.pending;
sample({ clock: forgotPasswordSubmitted, target: requestPasswordResetFx });
sample({
  clock: requestPasswordResetFx.done,
  filter: ({ result }) => result,
  fn: ({ params }) => params.email,
  target: $resetLinkSentTo,
});
sample({
  clock: requestPasswordResetFx.done,
  filter: ({ result }) => !result,
  fn: () => ({ kind: 'error' as const, id: 'error.EMAIL_SEND_FAILED' as const }),
  target: notified,
});

// Reset password.
export const resetPasswordSubmitted = createEvent<{ token: string } & PasswordResetPayload>();
/** Leaving the screen: the next reset link starts with the form again. */
export const resetPasswordLeft = createEvent();
export const resetPasswordFx = apiEffect(
  (api, { token, ...body }: { token: string } & PasswordResetPayload) =>
    api.identity.resetPassword({ params: { token }, body }),
);
export type ResetStatus = 'form' | 'pending' | 'success' | 'error';
export const $resetStatus = createStore<ResetStatus>('form')
  .on(resetPasswordSubmitted, () => 'pending')
  .on(resetPasswordFx.doneData, (_, changed) => (changed ? 'success' : 'error'))
  .on(resetPasswordFx.fail, () => 'error')
  .reset(resetPasswordLeft);
sample({ clock: resetPasswordSubmitted, target: resetPasswordFx });

// Confirm e-mail: the link's uid and t; resend needs uid only.
export const confirmEmailOpened = createEvent<{ uid: string | null; token: string | null }>();
export const resendConfirmationPressed = createEvent<{ uid: string }>();
export const confirmEmailFx = apiEffect((api, { uid, token }: { uid: string; token: string }) =>
  api.identity.confirmEmail({ params: { id: uid }, query: { token } }),
);
export const resendConfirmationFx = apiEffect((api, { uid }: { uid: string }) =>
  api.identity.resendConfirmation({ params: { id: uid } }),
);
export type ConfirmStatus = 'unconfirmed' | 'confirming' | 'confirmed' | 'failed';
export const $confirmStatus = createStore<ConfirmStatus>('unconfirmed')
  .on(confirmEmailFx, () => 'confirming')
  .on(confirmEmailFx.doneData, (_, confirmed) => (confirmed ? 'confirmed' : 'failed'))
  .on(confirmEmailFx.fail, () => 'failed');
export const $resendPending = resendConfirmationFx.pending;
export const $resent = createStore(false).on(resendConfirmationFx.doneData, (_, sent) => sent);

/**
 * The resend waits 10 minutes after the last one (spec 01 sections 3 and 9: local key
 * email-confirm-timeout holds when the wait ends), also across reloads.
 */
const resendAllowedFrom = () => Number(readItem(localStorageKeys.emailConfirmTimeout)) || 0;
const checkResendTimeoutFx = createEffect(() => Date.now() < resendAllowedFrom());
const resendIfAllowedFx = createEffect((params: { uid: string }) => ({
  ...params,
  allowed: Date.now() >= resendAllowedFrom(),
}));
const startResendTimeoutFx = createEffect(() =>
  writeItem(
    localStorageKeys.emailConfirmTimeout,
    String(Date.now() + timings.emailConfirmTimeoutMs),
  ),
);
/** A link was sent less than 10 minutes ago: the resend button waits. */
export const $resendCoolingDown = createStore(false)
  .on(checkResendTimeoutFx.doneData, (_, coolingDown) => coolingDown)
  .on(resendConfirmationFx.doneData, (coolingDown, sent) => coolingDown || sent);
/** Email confirmation needs both uid and t; otherwise nothing is sent (spec 01 section 5). */
sample({
  clock: confirmEmailOpened,
  source: $confirmStatus,
  filter: (status, link) =>
    (status === 'unconfirmed' || status === 'failed') && Boolean(link.uid && link.token),
  fn: (_, link) => ({ uid: link.uid as string, token: link.token as string }),
  target: confirmEmailFx,
});
sample({ clock: confirmEmailOpened, target: checkResendTimeoutFx });
sample({ clock: resendConfirmationPressed, target: resendIfAllowedFx });
sample({
  clock: resendIfAllowedFx.doneData,
  filter: ({ allowed }) => allowed,
  fn: ({ uid }) => ({ uid }),
  target: resendConfirmationFx,
});
sample({ clock: resendConfirmationFx.doneData, filter: Boolean, target: startResendTimeoutFx });
sample({
  clock: confirmEmailFx.doneData,
  filter: Boolean,
  fn: () => ({ kind: 'success' as const, id: 'confirm.confirmedToast' as const }),
  target: notified,
});
// A member who confirms while logged in sees the confirmed account (and its bonus) at once.
sample({
  clock: confirmEmailFx.doneData,
  source: $authenticated,
  filter: (isAuthenticated, confirmed) => isAuthenticated && confirmed,
  target: loadUserFx,
});
sample({
  clock: resendConfirmationFx.doneData,
  filter: (sent) => !sent,
  fn: () => ({ kind: 'error' as const, id: 'error.EMAIL_SEND_FAILED' as const }),
  target: notified,
});
