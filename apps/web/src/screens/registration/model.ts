/**
 * The registration wizard (spec 01 sections 2, 4 and 5): the place search with its suggestions,
 * and the finalize call, which logs the new member in and opens the completion of the
 * registration. Field state lives in the form.
 */
import type { RegistrationPayload } from '@amora/contract';
import { createEvent, createStore, sample } from 'effector';
import { $campaign } from '../../campaign/model';
import { completionOffered } from '../../features/profile/completionModel';
import { registered } from '../../session/model';
import { apiEffect } from '../../shared/api';
import { createPlaceSearch } from '../../shared/placeSearch';
import { deviceId } from '../../shared/storage';

export const registrationSubmitted = createEvent<RegistrationPayload>();
export const registrationLeft = createEvent();

export const registerFx = apiEffect((api, body: RegistrationPayload) =>
  api.identity.register.request({ body: { ...body, deviceId: deviceId(), platform: 'web' } }),
);

export const { placeSearched, $places } = createPlaceSearch([registrationLeft]);

/** The refusal of the last finalize: an address in use, or any other failure. */
export type RegistrationProblem = 'EMAIL_ALREADY_EXISTS' | 'ALERT_REGISTER_FAILED';
export const $registrationProblem = createStore<RegistrationProblem | null>(null)
  .on(registrationSubmitted, () => null)
  .reset(registrationLeft);
export const $registering = registerFx.pending;

// The sign-up carries the campaign the visitor came with (spec 01 section 3).
sample({
  clock: registrationSubmitted,
  source: $campaign,
  fn: (campaign, body): RegistrationPayload => ({ ...body, ...campaign }),
  target: registerFx,
});

/** The new account, when the server created one. */
const accountCreated = sample({
  clock: registerFx.doneData,
  filter: (result) => result.ok && result.data.user !== null,
  fn: (result) => (result.ok ? result.data.user : null),
});
sample({ clock: accountCreated, filter: (user) => user !== null, target: registered });
// The wizard goes straight on into the completion (interests, picture, notifications, publish):
// only a published profile is shown to others.
sample({ clock: accountCreated, filter: (user) => user !== null, target: completionOffered });
sample({
  clock: registerFx.doneData,
  filter: (result) => !(result.ok && result.data.user !== null),
  fn: (result): RegistrationProblem =>
    !result.ok && result.error.code === 'EMAIL_ALREADY_EXISTS'
      ? 'EMAIL_ALREADY_EXISTS'
      : 'ALERT_REGISTER_FAILED',
  target: $registrationProblem,
});
sample({
  clock: registerFx.fail,
  fn: (): RegistrationProblem => 'ALERT_REGISTER_FAILED',
  target: $registrationProblem,
});
