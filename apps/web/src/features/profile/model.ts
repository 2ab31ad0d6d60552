/**
 * The own profile (spec 02 sections 2, 4 and 5): profile texts and traits, the pictures (upload
 * with progress, private with a price, profile picture, delete) and the verification request.
 * Every save answers the updated account; the session's user is then read again, so what the
 * screen shows is the server's.
 */
import { createHttpClient, type Result } from '@amora/client';
import {
  type UpdateImagePayload,
  type UploadImagePayload,
  type User,
  type UserProfilePatch,
  userEndpoints,
  type Verification,
  type VerificationPayload,
} from '@amora/contract';
import { createEffect, createEvent, createStore, type Effect, sample, scopeBind } from 'effector';
import type * as v from 'valibot';
import { loadUserFx, sessionEnded } from '../../session/model';
import { apiCallEffect, apiEffect, sessionExpired } from '../../shared/api';
import { type Notice, notified } from '../../shared/notify';
import { problemOf } from '../../shared/result';
import { progressFetch } from './progressFetch';

const savedOk = (result: Result<User>) => result.ok;

// Profile texts and traits.
export const profileSaved = createEvent<UserProfilePatch>();
export const profileEditClosed = createEvent();
export const updateProfileFx = apiEffect((api, body: UserProfilePatch) =>
  api.user.update.request({ body }),
);
export const $profileSaving = updateProfileFx.pending;
export const $profileProblem = createStore<string | null>(null)
  .on(profileSaved, () => null)
  .on(updateProfileFx.doneData, (_, result) => problemOf(result))
  .reset(profileEditClosed, sessionEnded);
/** Bumped on every successful save: the edit dialog closes on it. */
export const $profileSaves = createStore(0)
  .on(updateProfileFx.doneData, (saves, result) => (result.ok ? saves + 1 : saves))
  .reset(sessionEnded);
sample({ clock: profileSaved, target: updateProfileFx });

// Pictures: upload with progress.
/** A new picture as the caller writes it (private and profile picture may be left out). */
export type PictureUploadInput = v.InferInput<typeof UploadImagePayload>;
interface PictureUpload {
  body: PictureUploadInput;
}
export const pictureUploadStarted = createEvent<PictureUploadInput>();
export const uploadProgressed = createEvent<number>();
/**
 * PUT /user/image through a client whose fetch reports upload progress; otherwise the same
 * client as the app's (contract, error codes, session expiry).
 */
export const uploadPictureFx = createEffect(({ body }: PictureUpload) => {
  const progress = scopeBind(uploadProgressed, { safe: true });
  const expire = scopeBind(sessionExpired, { safe: true });
  const http = createHttpClient({ fetch: progressFetch(progress), onSessionExpired: expire });
  return http.request(userEndpoints.uploadImage, { body });
});
export const $uploading = uploadPictureFx.pending;
/** The share of the picture sent, 0 to 1, while an upload runs. */
export const $uploadProgress = createStore(0)
  .on(uploadProgressed, (_, sent) => sent)
  .reset(pictureUploadStarted, sessionEnded);
export const $uploadProblem = createStore<string | null>(null)
  .on(pictureUploadStarted, () => null)
  .on(uploadPictureFx.doneData, (_, result) => problemOf(result))
  .on(uploadPictureFx.fail, () => 'PICTURE_UPLOAD_FAILED')
  .reset(sessionEnded);
/** Bumped on every successful upload: the upload dialog closes on it. */
export const $uploads = createStore(0)
  .on(uploadPictureFx.doneData, (uploads, result) => (result.ok ? uploads + 1 : uploads))
  .reset(sessionEnded);
sample({ clock: pictureUploadStarted, fn: (body) => ({ body }), target: uploadPictureFx });

// Pictures: private, price, profile picture, delete.
export const pictureChanged = createEvent<{ id: string; patch: UpdateImagePayload }>();
export const pictureDeleted = createEvent<{ id: string }>();
export const pictureEditClosed = createEvent();
export const updatePictureFx = apiEffect(
  (api, { id, patch }: { id: string; patch: UpdateImagePayload }) =>
    api.user.updateImage.request({ params: { id }, body: patch }),
);
export const deletePictureFx = apiEffect((api, { id }: { id: string }) =>
  api.user.deleteImage.request({ params: { id } }),
);
export const $pictureSaving = createStore(false)
  .on([updatePictureFx, deletePictureFx], () => true)
  .on([updatePictureFx.finally, deletePictureFx.finally], () => false);
export const $pictureProblem = createStore<string | null>(null)
  .on([pictureChanged, pictureDeleted], () => null)
  .on([updatePictureFx.doneData, deletePictureFx.doneData], (_, result) => problemOf(result))
  .reset(pictureEditClosed, sessionEnded);
/** Bumped on every successful change or delete: the picture dialog closes on it. */
export const $pictureSaves = createStore(0)
  .on([updatePictureFx.doneData, deletePictureFx.doneData], (saves, result) =>
    result.ok ? saves + 1 : saves,
  )
  .reset(sessionEnded);
sample({ clock: pictureChanged, target: updatePictureFx });
sample({ clock: pictureDeleted, target: deletePictureFx });

// Verification.
export const profileOpened = createEvent();
export const verificationRequested = createEvent<VerificationPayload>();
export const loadVerificationFx = apiCallEffect((api) => api.user.verification());
export const requestVerificationFx = apiEffect((api, body: VerificationPayload) =>
  api.user.requestVerification.request({ body }),
);
export const $verification = createStore<Verification | null>(null)
  .on(loadVerificationFx.doneData, (current, record) => record ?? current)
  .on(requestVerificationFx.doneData, (current, result) => (result.ok ? result.data : current))
  .reset(sessionEnded);
export const $verificationSending = requestVerificationFx.pending;
export const $verificationProblem = createStore<string | null>(null)
  .on(verificationRequested, () => null)
  .on(requestVerificationFx.doneData, (_, result) => problemOf(result))
  .reset(sessionEnded);
sample({ clock: profileOpened, target: loadVerificationFx });
sample({ clock: verificationRequested, target: requestVerificationFx });

// Every successful save: the account is read again, and the member is told.
const saved = <Params>(effect: Effect<Params, Result<User>>, notice: Notice) => {
  sample({ clock: effect.doneData, filter: savedOk, target: loadUserFx });
  sample({ clock: effect.doneData, filter: savedOk, fn: () => notice, target: notified });
};
saved(updateProfileFx, { kind: 'success', id: 'profile.toast.saved' });
saved(updatePictureFx, { kind: 'success', id: 'profile.toast.pictureSaved' });
saved(deletePictureFx, { kind: 'success', id: 'profile.toast.pictureDeleted' });
saved(uploadPictureFx, { kind: 'success', id: 'profile.toast.uploaded' });
sample({
  clock: requestVerificationFx.doneData,
  filter: (result) => result.ok,
  target: loadUserFx,
});
