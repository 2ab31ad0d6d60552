/**
 * The completion of the registration (spec 01 section 2, "the fuller variant": interests, profile
 * picture with crop, notification opt-in, "Publish profile"). Only a published profile is shown
 * to others, so the flow is offered right after the sign-up and to every member who has not
 * published yet. Publishing sends PATCH /user/completion with `publish: true`; afterwards the
 * user and the game's members are read again (spec 01 section 4).
 */
import { CompletionPayload, type User } from '@amora/contract';
import { createEvent, createStore, sample } from 'effector';
import * as v from 'valibot';
import { $user, loadUserFx, sessionEnded } from '../../session/model';
import { apiEffect } from '../../shared/api';
import { notified } from '../../shared/notify';

/** What the flow collected; the picture is the cropped one, as a data URL. */
export interface CompletionInput {
  interests: string[];
  profileImage: string;
  pushPreference: boolean;
}

/** A registration has just created the account: the flow opens at once. */
export const completionOffered = createEvent();
/** The member asked for the flow (the "complete your profile" card). */
export const completionOpened = createEvent();
export const completionClosed = createEvent();
export const publishSubmitted = createEvent<CompletionInput>();
/** The profile is published: others see the member from now on. */
export const registrationCompleted = createEvent<User>();

export const completeFx = apiEffect((api, body: CompletionPayload) =>
  api.user.complete.request({ body }),
);

/** The member has not published yet (nothing is offered before the account is known). */
export const $completionDue = $user.map((user) => user !== null && !user.hasCompletedRegistration);
export const $completionOpen = createStore(false)
  .on([completionOffered, completionOpened], () => true)
  .reset(completionClosed, registrationCompleted, sessionEnded);
export const $publishing = completeFx.pending;
/** Why the last publish was refused, as an error code of @amora/contract. */
export const $completionProblem = createStore<string | null>(null)
  .reset(publishSubmitted, completionOpened, completionClosed, sessionEnded)
  .on(completeFx.doneData, (problem, result) =>
    result.ok ? problem : (result.error.code ?? 'VALIDATION_FAILED'),
  )
  .on(completeFx.fail, () => 'PROFILE_UPDATE_FAILED');

const checked = sample({
  clock: publishSubmitted,
  fn: (input) => v.safeParse(CompletionPayload, { ...input, publish: true }),
});
// The same rules as the server's (at least two interests, a picture), told before any request.
sample({
  clock: checked,
  filter: (parsed) => !parsed.success,
  fn: (parsed) => parsed.issues?.[0]?.message ?? 'VALIDATION_FAILED',
  target: $completionProblem,
});
sample({
  clock: checked,
  filter: (parsed) => parsed.success,
  fn: (parsed) => parsed.output as CompletionPayload,
  target: completeFx,
});
sample({
  clock: completeFx.doneData,
  filter: (result) => result.ok,
  fn: (result) => (result.ok ? result.data : (null as never)),
  target: registrationCompleted,
});
sample({ clock: registrationCompleted, target: loadUserFx });
sample({
  clock: registrationCompleted,
  fn: () => ({ kind: 'success' as const, id: 'profile.publish.done' as const }),
  target: notified,
});
